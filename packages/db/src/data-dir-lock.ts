import { closeSync, linkSync, mkdirSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from "node:fs";
import { dirname } from "node:path";

/** A second process (or a second open in this one) found the embedded database directory in use. */
export class DataDirLockedError extends Error {
  override readonly name = "DataDirLockedError";
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${ownerPid}. ` +
        "Stop that process first, or set DATABASE_URL to use a Postgres server.",
    );
  }
}

export type TDataDirLock = { readonly lockPath: string; release(): void };

/** The lock file sits beside the directory, so it never ends up inside PGlite's own files. */
export function lockPathOf(dataDir: string): string {
  return `${dataDir}.lock`;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else; it still holds the directory.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readPid(path: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(path, "utf8").trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function tryCreate(lockPath: string): boolean {
  try {
    // O_EXCL: exactly one process can create the file, however many race for it.
    const fd = openSync(lockPath, "wx");
    try {
      writeSync(fd, `${process.pid}\n`);
    } finally {
      closeSync(fd);
    }
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

/**
 * Takes the single-owner lock of an embedded database directory (STACK-NOTES: two PGlite processes
 * on one directory corrupt it). The lock is a file holding the owner's pid. A lock whose pid is no
 * longer running (the owner was killed with -9) is taken over; a live owner — including this very
 * process — makes it throw DataDirLockedError.
 */
export function acquireDataDirLock(dataDir: string): TDataDirLock {
  const lockPath = lockPathOf(dataDir);
  mkdirSync(dirname(lockPath), { recursive: true });

  for (let attempt = 0; attempt < 5; attempt++) {
    if (tryCreate(lockPath)) return holdLock(lockPath);

    const ownerPid = readPid(lockPath);
    if (ownerPid !== undefined && isAlive(ownerPid)) throw new DataDirLockedError(dataDir, ownerPid);
    if (ownerPid === undefined && attempt === 0) {
      // The owner may be between creating the file and writing its pid: look again before judging.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
      continue;
    }
    takeOverStaleLock(lockPath, ownerPid, dataDir);
  }
  const ownerPid = readPid(lockPath) ?? 0;
  throw new DataDirLockedError(dataDir, ownerPid);
}

/**
 * Moves a stale lock aside with an atomic rename, so that of several processes taking it over at
 * once only one removes it. If what was moved is no longer the stale lock (another process took
 * over in between and wrote its own pid), it is put back.
 */
function takeOverStaleLock(lockPath: string, stalePid: number | undefined, dataDir: string): void {
  const aside = `${lockPath}.stale-${process.pid}`;
  try {
    renameSync(lockPath, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return; // someone else moved it; retry
    throw error;
  }
  const movedPid = readPid(aside);
  if (movedPid !== undefined && movedPid !== stalePid && isAlive(movedPid)) {
    try {
      linkSync(aside, lockPath);
    } catch {
      // A third process created a fresh lock meanwhile; it owns the directory either way.
    }
    unlinkSync(aside);
    throw new DataDirLockedError(dataDir, movedPid);
  }
  unlinkSync(aside);
}

function holdLock(lockPath: string): TDataDirLock {
  let held = true;
  // A process that exits without close() should not leave a lock behind (a dead pid would be taken
  // over anyway, but a clean exit leaves no doubt).
  const onExit = () => removeIfOurs(lockPath);
  process.once("exit", onExit);
  return {
    lockPath,
    release() {
      if (!held) return;
      held = false;
      process.removeListener("exit", onExit);
      removeIfOurs(lockPath);
    },
  };
}

function removeIfOurs(lockPath: string): void {
  if (readPid(lockPath) !== process.pid) return;
  try {
    unlinkSync(lockPath);
  } catch {
    // already gone
  }
}
