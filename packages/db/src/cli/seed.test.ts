import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../open-database.js";
import { spawnChild } from "../test-support/spawn-child.js";

// The embedded database only (PGlite in a data directory, whatever DATABASE_URL says): the Postgres-server pass of CI
// skips it, the default pass runs it.
const onServerPass = Boolean(process.env.DATABASE_URL?.trim());

const root = mkdtempSync(join(tmpdir(), "samtrot-db-cli-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe.skipIf(onServerPass)("seed CLI", () => {
  it("migrates, seeds the requested number of profiles and prints progress and rows/s", async () => {
    const dir = join(root, "pglite");
    const run = spawnChild("cli/seed.ts", ["--data-dir", dir, "--profiles", "25"]);
    const lines: string[] = [];
    run.process.stdout?.on("data", (chunk: Buffer) => lines.push(chunk.toString()));
    const { code, stderr } = await run.exited;
    const out = lines.join("");
    expect(stderr).toBe("");
    expect(code).toBe(0);
    expect(out).toContain(`database: pglite ${dir}`);
    expect(out).toContain("migrations applied: 0000_extensions, 0001_init");
    expect(out).toMatch(/25 \/ 25 profiles/);
    expect(out).toMatch(/done: 33 profiles, [\d,]+ rows in [\d.]+ s \([\d,]+ rows\/s/);
    expect(out).toContain("demo-escort-plus");

    const database = await openDatabase({ dataDir: dir });
    try {
      const [row] = await database.query<{ n: number }>("SELECT count(*)::int AS n FROM profiles");
      expect(row?.n).toBe(33);
    } finally {
      await database.close();
    }
  }, 180_000);

  it("rejects a bad --profiles value with the usage", async () => {
    const run = spawnChild("cli/seed.ts", ["--profiles", "2000000", "--data-dir", join(root, "unused")]);
    const { code, stderr } = await run.exited;
    expect(code).toBe(2);
    expect(stderr).toContain("--profiles must not exceed 1000000");
    expect(stderr).toContain("usage:");
  });
});
