// Shared by start.mjs and test.mjs: only Node built-ins, since they run before anything is installed.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const bin = (name) => join(root, "node_modules", ".bin", name);

export const baseEnv = {
  ...process.env,
  // turbo finds pnpm (a root devDependency) on PATH, as it would under `npm run`.
  PATH: [join(root, "node_modules", ".bin"), process.env.PATH].filter(Boolean).join(":"),
  COREPACK_ENABLE_DOWNLOAD_PROMPT: "0",
  TURBO_TELEMETRY_DISABLED: "1",
  DO_NOT_TRACK: "1",
  STORYBOOK_DISABLE_TELEMETRY: "1",
  NEXT_TELEMETRY_DISABLED: "1",
};

export function log(message) {
  process.stdout.write(`\x1b[1m▸ ${message}\x1b[0m\n`);
}

/** Runs a command to completion with inherited output; exits the script on failure unless allowFailure. */
export function run(command, args, { cwd = root, env = {}, allowFailure = false } = {}) {
  const result = spawnSync(command, args, { cwd, env: { ...baseEnv, ...env }, stdio: "inherit" });
  if (result.status !== 0 && !allowFailure) {
    console.error(`✗ ${command} ${args.join(" ")} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
  return result.status ?? 1;
}

/** pnpm pinned by package.json's packageManager, through corepack (works with only Node and npm). */
export function installDependencies() {
  const started = Date.now();
  log("Installing dependencies (pnpm through corepack)…");
  const frozen = existsSync(join(root, "pnpm-lock.yaml")) ? ["--frozen-lockfile"] : [];
  run("corepack", ["pnpm", "install", ...frozen, "--reporter=append-only"], { env: { CI: process.env.CI ?? "" } });
  log(`Dependencies ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export function start(command, args, { cwd = root, env = {}, name }) {
  const child = spawn(command, args, { cwd, env: { ...baseEnv, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  const prefix = name ? `[${name}] ` : "";
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = "";
    stream.on("data", (chunk) => {
      buffered += chunk;
      const lines = buffered.split("\n");
      buffered = lines.pop() ?? "";
      for (const line of lines) process.stdout.write(prefix + line + "\n");
    });
  }
  return child;
}

export async function waitForUrl(url, { timeoutMs = 600_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`process for ${url} exited with ${child.exitCode}`);
    try {
      const response = await fetch(url, { redirect: "manual" });
      if (response.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up within ${timeoutMs / 1000} s`);
}
