import { afterAll, describe, expect, it } from "vitest";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

// The embedded database only (PGlite in a data directory, whatever DATABASE_URL says): the Postgres-server pass of CI
// skips it, the default pass runs it.
const onServerPass = Boolean(process.env.DATABASE_URL?.trim());

const apiDir = fileURLToPath(new URL("..", import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), "samtrot-api-"));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

function startApi(extraEnv: Record<string, string> = {}) {
  const env: Record<string, string | undefined> = { ...process.env, PORT: "0", DATA_DIR: dataDir, SEED_PROFILES: "40", LOG_LEVEL: "info", ...extraEnv };
  if (!extraEnv.DATABASE_URL) delete env.DATABASE_URL;
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], { cwd: apiDir, env, stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    const check = () => {
      const match = output.match(/"url":"(http:\/\/[^"]+)".*"msg":"api listening"/);
      if (match) return resolve(match[1]!);
    };
    child.stdout!.on("data", check);
    void exited.then((code) => reject(new Error(`api exited with ${code} before listening:\n${output}`)));
  });
  // Processes expected to fail never listen; that rejection is only interesting when awaited.
  listening.catch(() => undefined);
  return { child, listening, exited, output: () => output };
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
