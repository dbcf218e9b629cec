// The servers a bench starts and stops (api, brand server, Chromium): one place for bench/ssr and bench/lighthouse.
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";

/** A free TCP port on 127.0.0.1: `wanted` when it is free, any free one for 0. */
export function freePort(wanted = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(wanted, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Waits until `url` answers 2xx; fails early when `child` (the server behind it) exits. */
export async function waitFor(url: string, timeoutMs: number, child: ChildProcess | null): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) throw new Error(`${url}: its server exited`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Child processes of one bench run: started with their stderr kept for an early exit, stopped together. */
export class ProcessGroup {
  private stopping = false;
  private readonly children: ChildProcess[] = [];

  start(name: string, command: string, args: string[], cwd: string, env: Record<string, string>): ChildProcess {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "pipe"] });
    let errors = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-4000);
    });
    child.on("exit", (code, signal) => {
      if (!this.stopping) console.error(`${name} exited early (${code ?? signal}):\n${errors}`);
    });
    this.children.push(child);
    return child;
  }

  /** SIGTERM to every child still running, SIGKILL after 10 s; resolves when all have exited. */
  async stopAll(): Promise<void> {
    this.stopping = true;
    await Promise.all(
      this.children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once("exit", () => resolve());
            child.kill("SIGTERM");
            setTimeout(() => child.kill("SIGKILL"), 10_000).unref();
          }),
      ),
    );
  }
}
