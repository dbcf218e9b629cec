import { spawn, type ChildProcess } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const srcDir = join(here, "..");
const packageDir = join(srcDir, "..");

export type TChild = {
  process: ChildProcess;
  /** resolves with the first stdout line matching `pattern` */
  waitForLine(pattern: RegExp, timeoutMs?: number): Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>;
};

/** Starts src/<script> in a real second Node process (TypeScript through tsx). */
export function spawnChild(script: string, args: string[], env: NodeJS.ProcessEnv = process.env): TChild {
  const child = spawn(process.execPath, ["--import", "tsx", join(srcDir, script), ...args], {
    cwd: packageDir,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  const waiters: { pattern: RegExp; resolve: (line: string) => void }[] = [];
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
    stdout += chunk;
    const lines = stdout.split("\n");
    stdout = lines.pop() ?? ""; // an unfinished line waits for the rest
    for (const line of lines) {
      for (const waiter of [...waiters]) {
        if (waiter.pattern.test(line)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(line);
        }
      }
    }
  });
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>((resolve) => {
    child.on("exit", (code, signal) => resolve({ code, signal, stderr }));
  });
  return {
    process: child,
    exited,
    waitForLine(pattern, timeoutMs = 60_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no line ${pattern} within ${timeoutMs} ms; stderr: ${stderr}`)), timeoutMs);
        void exited.then(({ code, signal }) =>
          reject(new Error(`child exited (${code ?? signal}) before printing ${pattern}; stderr: ${stderr}`)),
        );
        waiters.push({
          pattern,
          resolve: (line) => {
            clearTimeout(timer);
            resolve(line);
          },
        });
      });
    },
  };
}
