// The real api as a child process (`node --import tsx src/main.ts`), for the tests that start, kill and restart it:
// main.test.ts (start-up, data-dir lock, SIGTERM) and the SIGKILL crash tests of the ledger, payments and date safety.
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

const apiDir = fileURLToPath(new URL("../..", import.meta.url));
const started: ChildProcess[] = [];

export type TApiProcess = {
  child: ChildProcess;
  /** The api's base url once it logs "api listening"; rejects when it exits first. */
  listening: Promise<string>;
  exited: Promise<number | null>;
  /** Everything the process wrote on stdout and stderr so far. */
  output: () => string;
  /** Resolves at the first match of the pattern in the output; rejects when the process exits first. */
  waitFor: (pattern: RegExp) => Promise<RegExpMatchArray>;
};

/**
 * Starts the api with the test's environment on top of this process's. A key set to undefined is removed (e.g.
 * `DATABASE_URL: undefined` for a PGlite data directory), so the child never inherits the server pass's database.
 */
export function startApiProcess(env: Record<string, string | undefined>): TApiProcess {
  const childEnv: Record<string, string | undefined> = { ...process.env, PORT: "0", LOG_LEVEL: "info", ...env };
  for (const key of Object.keys(childEnv)) if (childEnv[key] === undefined) delete childEnv[key];
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], { cwd: apiDir, env: childEnv, stdio: ["ignore", "pipe", "pipe"] });
  started.push(child);
  let output = "";
  const waiters: { pattern: RegExp; resolve: (m: RegExpMatchArray) => void }[] = [];
  const onData = (d: Buffer) => {
    output += d;
    for (const waiter of [...waiters]) {
      const match = output.match(waiter.pattern);
      if (match) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(match);
      }
    }
  };
  child.stdout!.on("data", onData);
  child.stderr!.on("data", onData);
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const waitFor = (pattern: RegExp) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const match = output.match(pattern);
      if (match) return resolve(match);
      waiters.push({ pattern, resolve });
      void exited.then((code) => reject(new Error(`api exited (${code}) before ${pattern}:\n${output.slice(-3000)}`)));
    });
  const listening = waitFor(/"url":"(http:\/\/[^"]+)".*"msg":"api listening"/).then((m) => m[1]!);
  // Processes expected to fail never listen; that rejection matters only where a test awaits it.
  listening.catch(() => undefined);
  return { child, listening, exited, output: () => output, waitFor };
}

/** For afterAll: SIGKILL to every api process a test started that still runs. */
export function killApiProcesses(): void {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
}
