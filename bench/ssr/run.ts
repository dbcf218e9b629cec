// SSR benchmark (issue 5, part 6): autocannon, 50 connections for 20 s after a warm-up, against the guest home
// `/` (server-rendered with real search results from a running api) and against a bare Remix page without a
// loader (`/bench/bare`) of the same build, in the same run; prints requests/s, p50 and p99 of both and the ratio.
// Target: the home at ≥ 50 % of the bare page's requests/s. Two rounds by default, the second in the other order.
//
// It builds nothing. Build the main brand with the bare page first (bench/README.md):
//   BENCH_ROUTES=1 corepack pnpm --filter @samtrot/main-brand build
// then, from bench/:  node --import tsx ssr/run.ts [--connections 50] [--duration 20] [--warmup 5] [--profiles 3000] [--rounds 2]
// It starts the api (its own temporary embedded database, seeded) and the main brand with its web server
// (samtrot-web-serve) on free ports (the app from a copy of its build), and stops both at the end.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { ProcessGroup, freePort, waitFor } from "../lib/processes.js";

const { values } = parseArgs({
  options: {
    connections: { type: "string", default: "50" },
    duration: { type: "string", default: "20" },
    warmup: { type: "string", default: "5" },
    profiles: { type: "string", default: "3000" },
    // Rounds alternate the order (bare first, then home first), so a change in the machine's load during the
    // run does not favour one side; the figures are summed over the rounds.
    rounds: { type: "string", default: "2" },
  },
});
const CONNECTIONS = Number(values.connections);
const DURATION_S = Number(values.duration);
const WARMUP_S = Number(values.warmup);
const ROUNDS = Math.max(1, Number(values.rounds));

const root = fileURLToPath(new URL("../../", import.meta.url));
const apiDir = join(root, "apps/api");
const appDir = join(root, "apps/main-brand");
const serverBuild = join(appDir, "build/server/index.js");
const BARE_ROUTE_ID = "web-routes/search/bench-bare";

/**
 * Copies the build to a temporary app folder (its node_modules linked to the app's), so a rebuild of the app
 * during the run (other work on the same checkout) cannot change what is measured; checks that it holds the bare
 * page (its route id appears in the server bundle's route table).
 */
function snapshotBuild(into: string): void {
  if (!existsSync(serverBuild)) {
    throw new Error(`No build at ${serverBuild}. Build it first: BENCH_ROUTES=1 corepack pnpm --filter @samtrot/main-brand build`);
  }
  cpSync(join(appDir, "build"), join(into, "build"), { recursive: true });
  symlinkSync(join(appDir, "node_modules"), join(into, "node_modules"), "dir");
  const serverDir = join(into, "build/server");
  const files = readdirSync(serverDir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".js"));
  if (!files.some((file) => readFileSync(join(serverDir, file), "utf8").includes(`"${BARE_ROUTE_ID}"`))) {
    throw new Error(
      "The main-brand build has no bare benchmark page. Rebuild with it: BENCH_ROUTES=1 corepack pnpm --filter @samtrot/main-brand build " +
        "(and rebuild without BENCH_ROUTES before shipping).",
    );
  }
}

type TFigures = {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** CPU time the web server process spent (ms), null where /proc is not readable */
  cpuMs: number | null;
};

/**
 * CPU time (user + system, ms) a process has used so far, from /proc (Linux); null elsewhere. Requests/s depend
 * on what else the machine runs; the web server's own CPU time per request hardly does, so the run prints both.
 */
function processCpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    // utime and stime are fields 14 and 15 of the line (11 and 12 after the command name), in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

let webPid: number | undefined;

async function measure(name: string, url: string, seconds: number): Promise<TFigures> {
  const cpuBefore = processCpuMs(webPid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds });
  const cpuAfter = processCpuMs(webPid);
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    cpuMs: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
  };
}

function cpuPerRequest(f: TFigures): number | null {
  return f.cpuMs === null || f.requests === 0 ? null : f.cpuMs / f.requests;
}

/** Several measurements of one page as one: requests/s and p50 averaged, p99 the worst round's. */
function combine(runs: readonly TFigures[]): TFigures {
  return {
    name: runs[0]!.name,
    rps: runs.reduce((sum, run) => sum + run.rps, 0) / runs.length,
    p50: Math.round(runs.reduce((sum, run) => sum + run.p50, 0) / runs.length),
    p99: Math.max(...runs.map((run) => run.p99)),
    requests: runs.reduce((sum, run) => sum + run.requests, 0),
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    cpuMs: runs.some((run) => run.cpuMs === null) ? null : runs.reduce((sum, run) => sum + run.cpuMs!, 0),
  };
}

const processes = new ProcessGroup();
const workDir = mkdtempSync(join(tmpdir(), "samtrot-bench-ssr-"));
const dataDir = join(workDir, "data");
const snapshotDir = join(workDir, "app");

async function stopAll(): Promise<void> {
  await processes.stopAll();
  rmSync(workDir, { recursive: true, force: true });
}

async function main(): Promise<void> {
  mkdirSync(dataDir);
  mkdirSync(snapshotDir);
  snapshotBuild(snapshotDir);
  const apiPort = await freePort();
  const webPort = await freePort();
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const webUrl = `http://127.0.0.1:${webPort}`;

  console.log(`starting the api on ${apiUrl} (embedded database in ${dataDir}, ${values.profiles} profiles)…`);
  const api = processes.start("api", process.execPath, ["--import", "tsx", "src/main.ts"], apiDir, {
    PORT: String(apiPort),
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    SEED_PROFILES: values.profiles!,
    LOG_LEVEL: "warn",
    // A local deployment (no production secrets needed); the web server below runs as in production.
    NODE_ENV: "development",
  });
  await waitFor(`${apiUrl}/api/v2/health`, 300_000, api);
  console.log(`starting the main brand on ${webUrl} (samtrot-web-serve, production)…`);
  // The web server's script run by node directly, so the child's pid is the server's (its CPU time is read).
  const web = processes.start("web", process.execPath, [join(appDir, "node_modules/@samtrot/web-routes/bin/samtrot-web-serve.mjs"), "./build/server/index.js"], snapshotDir, {
    PORT: String(webPort),
    HOST: "127.0.0.1",
    API_URL: apiUrl,
    NODE_ENV: "production",
  });
  await waitFor(`${webUrl}/bench/bare`, 60_000, web);
  webPid = web.pid;

  const home = await fetch(`${webUrl}/`);
  const html = await home.text();
  const tiles = html.match(/data-testid="profile-tile"/g)?.length ?? 0;
  if (home.status !== 200 || tiles === 0) throw new Error(`The home did not render search results (status ${home.status}, ${tiles} tiles).`);
  console.log(`the home renders ${tiles} profile tiles from the api (${(html.length / 1024).toFixed(0)} KB)`);

  console.log(`warming up (${WARMUP_S} s each)…`);
  await measure("warm-up bare", `${webUrl}/bench/bare`, WARMUP_S);
  await measure("warm-up home", `${webUrl}/`, WARMUP_S);

  const loadBefore = loadavg().map((n) => n.toFixed(2)).join(" ");
  console.log(`measuring: ${CONNECTIONS} connections, ${DURATION_S} s each, ${ROUNDS} round(s)…`);
  const bareRuns: TFigures[] = [];
  const homeRuns: TFigures[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const bareFirst = round % 2 === 0;
    for (const which of bareFirst ? (["bare", "home"] as const) : (["home", "bare"] as const)) {
      const figures =
        which === "bare"
          ? await measure(`bare page /bench/bare`, `${webUrl}/bench/bare`, DURATION_S)
          : await measure(`guest home /`, `${webUrl}/`, DURATION_S);
      (which === "bare" ? bareRuns : homeRuns).push(figures);
      const perRequest = cpuPerRequest(figures);
      const cpu = perRequest === null ? "" : `, CPU ${perRequest.toFixed(2)} ms/request`;
      console.log(`  round ${round + 1}: ${which.padEnd(4)} ${figures.rps.toFixed(0)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms${cpu}`);
    }
  }
  const bare = combine(bareRuns);
  const real = combine(homeRuns);
  const loadAfter = loadavg().map((n) => n.toFixed(2)).join(" ");

  const cpuText = (f: TFigures) => {
    const perRequest = cpuPerRequest(f);
    return perRequest === null ? "CPU n/a" : `CPU ${perRequest.toFixed(2)} ms/request`;
  };
  const row = (f: TFigures) =>
    `${f.name.padEnd(24)} ${f.rps.toFixed(0).padStart(8)} req/s   p50 ${String(f.p50).padStart(5)} ms   p99 ${String(f.p99).padStart(5)} ms   ${cpuText(f)}   ${f.requests} requests, ${f.non2xx} non-2xx, ${f.errors} errors`;
  console.log("");
  console.log(row(bare));
  console.log(row(real));
  const ratio = real.rps / bare.rps;
  const perRound = homeRuns.map((home, index) => `${((home.rps / bareRuns[index]!.rps) * 100).toFixed(1)} %`);
  console.log(`ratio home / bare per round: ${perRound.join(", ")}`);
  console.log(`ratio home / bare: ${(ratio * 100).toFixed(1)} % (target ≥ 50 %) — ${ratio >= 0.5 ? "met" : "NOT met"}`);
  const bareCpu = cpuPerRequest(bare);
  const homeCpu = cpuPerRequest(real);
  if (bareCpu !== null && homeCpu !== null) {
    // The same comparison by the web server's CPU time: what the ratio of requests/s is on an otherwise idle machine.
    console.log(`ratio by web-server CPU per request (bare / home): ${((bareCpu / homeCpu) * 100).toFixed(1)} %`);
    // Issue 10 part 7: the home's own CPU per request, at most 6 ms.
    console.log(`guest home web-server CPU per request: ${homeCpu.toFixed(2)} ms (target ≤ 6 ms) — ${homeCpu <= 6 ? "met" : "NOT met"}`);
  }
  console.log(`load average before ${loadBefore}, after ${loadAfter} (the machine may be shared)`);
  if (bare.non2xx + bare.errors + real.non2xx + real.errors > 0) console.log("warning: some requests failed; the figures are not clean");
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => stopAll());
