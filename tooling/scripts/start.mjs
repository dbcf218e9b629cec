#!/usr/bin/env node
// `npm start`: install, build, prepare the embedded database with demo data (first run), start everything.
import { join } from "node:path";
import { baseEnv, bin, installDependencies, log, root, run, start, waitForUrl } from "./lib.mjs";

const startedAt = Date.now();
const API_PORT = Number(process.env.API_PORT ?? 4000);
const MAIN_PORT = Number(process.env.MAIN_BRAND_PORT ?? 3000);
const WHITE_PORT = Number(process.env.WHITE_LABEL_PORT ?? 3001);
const apiUrl = `http://127.0.0.1:${API_PORT}`;

if (!process.argv.includes("--no-install")) installDependencies();

log("Building both brand apps…");
run(bin("turbo"), ["run", "build", "--filter=@samtrot/main-brand", "--filter=@samtrot/white-label", "--output-logs=errors-only"]);

const children = [];
let stopping = false;
function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  const running = children.filter((c) => c.exitCode === null && c.signalCode === null);
  for (const child of running) child.kill("SIGTERM");
  // A web server waits a few seconds for running requests; don't wait forever.
  const force = setTimeout(() => {
    for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  }, 8_000);
  Promise.all(running.map((c) => new Promise((r) => (c.exitCode !== null || c.signalCode !== null ? r() : c.once("exit", r))))).then(() => {
    clearTimeout(force);
    process.exit(code);
  });
}
process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));

function watch(child, name) {
  children.push(child);
  child.on("exit", (code) => {
    if (!stopping) {
      console.error(`✗ ${name} stopped (exit ${code}); stopping everything.`);
      stopAll(code || 1);
    }
  });
}

// A local run: the api keeps its development defaults (dev mailbox, dev secrets) unless NODE_ENV says otherwise;
// production deployments set NODE_ENV=production and their own secrets.
log(process.env.DATABASE_URL ? "Starting the api on the Postgres server…" : "Starting the api on the embedded database (./.data; demo data on first run)…");
const api = start(process.execPath, ["--import", "tsx", "src/main.ts"], { cwd: join(root, "apps/api"), env: { PORT: String(API_PORT) }, name: "api" });
watch(api, "api");
await waitForUrl(`${apiUrl}/api/v2/health`, { child: api });

const webEnv = { API_URL: apiUrl, NODE_ENV: "production" };
for (const [name, port] of [["main-brand", MAIN_PORT], ["white-label", WHITE_PORT]]) {
  // The brands' own server (security headers, a CSP nonce per page; decision 010).
  const child = start(join(root, "apps", name, "node_modules", ".bin", "samtrot-web-serve"), ["./build/server/index.js"], { cwd: join(root, "apps", name), env: { ...webEnv, PORT: String(port), HOST: "127.0.0.1" }, name });
  watch(child, name);
}
await Promise.all([waitForUrl(`http://127.0.0.1:${MAIN_PORT}/`), waitForUrl(`http://127.0.0.1:${WHITE_PORT}/`)]);

log(`Ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s:`);
console.log(`  Samtrot      http://localhost:${MAIN_PORT}/   (http://localhost:${MAIN_PORT}/en/)`);
console.log(`  Nachtfalter  http://localhost:${WHITE_PORT}/de/   (http://localhost:${WHITE_PORT}/en/)`);
console.log(`  API          ${apiUrl}/api/v2/health   (OpenAPI: ${apiUrl}/api/v2/openapi.json)`);
console.log("  Demo accounts: see README.md. Stop with Ctrl+C.");
