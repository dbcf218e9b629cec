import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError, lockPathOf } from "./data-dir-lock.js";
import { migrate } from "./migrate.js";
import { openDatabase } from "./open-database.js";
import { spawnChild } from "./test-support/spawn-child.js";

// The embedded database only (PGlite in a data directory, whatever DATABASE_URL says): the Postgres-server pass of CI
// skips it, the default pass runs it.
const onServerPass = Boolean(process.env.DATABASE_URL?.trim());

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "samtrot-db-lock-"));
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

/** A pid that certainly belongs to no running process: a child that has already exited. */
function deadPid(): number {
  const result = spawnSync(process.execPath, ["-e", ""]);
  return result.pid as number;
}

describe("data directory lock (unit)", () => {
  it("creates a lock file with our pid and removes it on release", () => {
    const dir = join(root, "unit-a");
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(lockPathOf(dir), "utf8").trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lockPathOf(dir))).toBe(false);
    lock.release(); // twice is harmless
  });

  it("refuses a directory this very process holds, naming the dir and the pid", () => {
    const dir = join(root, "unit-b");
    const lock = acquireDataDirLock(dir);
    try {
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(
        `The embedded database in ${dir} is in use by process ${process.pid}. Stop that process first, or set DATABASE_URL to use a Postgres server.`,
      );
    } finally {
      lock.release();
    }
  });

  it("takes over a lock left by a dead process, and one without a readable pid", () => {
    const dir = join(root, "unit-c");
    writeFileSync(lockPathOf(dir), `${deadPid()}\n`);
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(lockPathOf(dir), "utf8").trim()).toBe(String(process.pid));
    lock.release();

    writeFileSync(lockPathOf(dir), "garbage");
    const again = acquireDataDirLock(dir);
    expect(readFileSync(lockPathOf(dir), "utf8").trim()).toBe(String(process.pid));
    again.release();
  });
});

// Each child boots tsx and PGlite (with the migrations): seconds when quiet, a minute and more on a loaded CI machine.
const PROCESS_TEST_TIMEOUT_MS = 180_000;

describe.skipIf(onServerPass)("data directory lock across real processes", () => {
  it("refuses a second process while the first holds the directory, and frees it on close", async () => {
    const dir = join(root, "shared");
    const owner = spawnChild("test-support/pglite-child.ts", [dir, "hold"]);
    try {
      await owner.waitForLine(/^ready$/);
      const pid = owner.process.pid as number;
      const message = `The embedded database in ${dir} is in use by process ${pid}. Stop that process first, or set DATABASE_URL to use a Postgres server.`;

      // This test process is a second process too.
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(message);
      const error = await openDatabase({ dataDir: dir }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DataDirLockedError);
      expect((error as DataDirLockedError).ownerPid).toBe(pid);

      // And a third one, started on its own, exits with the clear message.
      const intruder = spawnChild("test-support/pglite-child.ts", [dir, "try"]);
      const result = await intruder.exited;
      expect(result.code).toBe(3);
      expect(result.stderr).toContain(message);
    } finally {
      owner.process.kill("SIGTERM");
      await owner.exited;
    }
    // The owner closed cleanly: no lock is left and the directory opens again.
    expect(existsSync(lockPathOf(dir))).toBe(false);
    const database = await openDatabase({ dataDir: dir });
    expect(database.describe()).toEqual({ kind: "pglite", location: dir });
    await database.close();
  }, PROCESS_TEST_TIMEOUT_MS);

  it("keeps committed data when the owner is killed with -9, and takes over its stale lock", async () => {
    const dir = join(root, "crash");
    const writer = spawnChild("test-support/pglite-child.ts", [dir, "write"]);
    await writer.waitForLine(/^committed 25$/);
    writer.process.kill("SIGKILL");
    const { signal } = await writer.exited;
    expect(signal).toBe("SIGKILL");
    // The lock file is still there, naming the dead process.
    expect(readFileSync(lockPathOf(dir), "utf8").trim()).toBe(String(writer.process.pid));

    const database = await openDatabase({ dataDir: dir });
    try {
      expect(readFileSync(lockPathOf(dir), "utf8").trim()).toBe(String(process.pid));
      expect(await migrate(database)).toEqual({ applied: [] });
      const [row] = await database.query<{ n: number; max: number }>(
        "SELECT count(*)::int AS n, max((payload->>'n')::int) AS max FROM jobs WHERE kind = 'crash-test'",
      );
      // Every acknowledged commit survived; at most the one in flight at the kill may be missing.
      expect(row?.n).toBeGreaterThanOrEqual(25);
      expect(row?.n).toBe(row?.max);
      // And the database still takes writes.
      await database.query("INSERT INTO jobs (kind) VALUES ('after-crash')");
      expect(await database.query("SELECT 1 FROM jobs WHERE kind = 'after-crash'")).toHaveLength(1);
    } finally {
      await database.close();
    }
    expect(existsSync(lockPathOf(dir))).toBe(false);
  }, PROCESS_TEST_TIMEOUT_MS);
});
