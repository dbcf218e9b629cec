import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

// A real api process (src/main.ts under tsx), as production runs it, for the two-instance test and bench/messenger.

const API_DIR = fileURLToPath(new URL("../../../../", import.meta.url));

export interface TApiProcess {
  url: string;
  child: ChildProcess;
  /** SIGTERM and wait for the exit */
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts src/main.ts with the given environment (no demo data) and waits until /api/v2/health answers. */
export async function startApiProcess(env: Record<string, string>): Promise<TApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [...(process.env.API_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.API_CPU_PROF}`] : []), "--import", "tsx", "src/main.ts"], {
    cwd: API_DIR,
    env: { ...process.env, NODE_ENV: "test", HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "warn", SEED_DEMO_DATA: "0", ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (chunk) => (stderr = (stderr + String(chunk)).slice(-4000)));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`api process exited (${child.exitCode}): ${stderr}`);
    try {
      const response = await fetch(`${url}/api/v2/health`);
      if (response.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`api process did not start within 60 s: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    child,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
