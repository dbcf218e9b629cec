import { afterAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { killApiProcesses, startApiProcess } from "./test/api-process.js";

// The embedded database only (PGlite in a data directory, whatever DATABASE_URL says): the Postgres-server pass of CI
// skips it, the default pass runs it.
const onServerPass = Boolean(process.env.DATABASE_URL?.trim());

const dataDir = mkdtempSync(join(tmpdir(), "samtrot-api-"));

afterAll(() => {
  killApiProcesses();
  rmSync(dataDir, { recursive: true, force: true });
});

function startApi(extraEnv: Record<string, string> = {}) {
  return startApiProcess({ DATA_DIR: dataDir, SEED_PROFILES: "40", DATABASE_URL: undefined, ...extraEnv });
}

describe("the api process", () => {
  it.skipIf(onServerPass)("starts on a fresh data dir, seeds it, serves, refuses a second owner, and stops cleanly on SIGTERM", async () => {
    const first = startApi();
    const url = await first.listening;
    const health = await (await fetch(url + "/api/v2/health")).json();
    expect(health.data.database.kind).toBe("pglite");
    expect(health.data.database.location).toContain(dataDir);

    // Every log line is one JSON object with a level; request logs carry the request id.
    await fetch(url + "/api/v2/health", { headers: { "x-request-id": "process-test-0001" } });
    await new Promise((r) => setTimeout(r, 100));
    const lines = first.output().trim().split("\n").filter((l) => l.startsWith("{"));
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(JSON.parse(line)).toHaveProperty("level");
    expect(lines.some((l) => l.includes('"requestId":"process-test-0001"'))).toBe(true);

    const second = startApi();
    const code = await second.exited;
    expect(code).toBe(1);
    expect(second.output()).toMatch(/in use by process \d+/);

    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('"msg":"stopped"');
  }, 180_000);

  it("refuses to start on a bad environment, naming the variable", async () => {
    const bad = startApi({ PORT: "not-a-port" });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain("PORT");
  }, 30_000);
});
