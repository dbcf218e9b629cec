#!/usr/bin/env node
// `npm test`: install, then every test: typecheck, unit and api tests (vitest), app builds, Storybook build,
// and the Playwright e2e of both brands in Debian Chromium. `--postgres` runs the database-backed suites
// (db, api) against the Postgres server in DATABASE_URL instead.
import { existsSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { bin, installDependencies, log, root, run } from "./lib.mjs";

const postgresPass = process.argv.includes("--postgres");
const startedAt = Date.now();
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

installDependencies();

const resultFiles = () =>
  ["apps", "packages", "tooling"].flatMap((top) =>
    existsSync(join(root, top)) ? readdirSync(join(root, top)).map((d) => join(root, top, d, ".vitest-result.json")).filter(existsSync) : [],
  );
for (const file of resultFiles()) rmSync(file);

const vitestArgs = ["--", "--reporter=default", "--reporter=json", "--outputFile.json=.vitest-result.json"];
// Every step runs even after an earlier one failed, so one run shows every failure.
let failed = false;
/** Names of what failed, printed again at the very end (a CI log is often read from its tail). */
const failures = [];
const step = (name, status) => {
  if (status !== 0) failures.push(`step: ${name} (exit ${status})`);
  return status !== 0;
};

if (postgresPass) {
  if (!process.env.DATABASE_URL) {
    console.error("--postgres needs DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)");
    process.exit(2);
  }
  log(`Database suites against ${process.env.DATABASE_URL.replace(/:[^:@/]*@/, ":***@")}…`);
  failed = step("database suites", run(bin("turbo"), ["run", "test", "--filter=@samtrot/db", "--filter=@samtrot/api", "--force", "--concurrency=2", "--continue", ...vitestArgs], { allowFailure: true })) || failed;
} else {
  ensureChromium();
  log("Typecheck, app builds, Storybook…");
  failed = step("typecheck, builds, Storybook", run(bin("turbo"), ["run", "typecheck", "typecheck:packages", "build", "build-storybook", "--concurrency=2", "--continue", "--output-logs=errors-only"], { allowFailure: true })) || failed;
  log("Unit and api tests (vitest in every package)…");
  // Arguments after `--` reach every task of a turbo run, so the vitest reporters get a run of their own.
  failed = step("unit and api tests", run(bin("turbo"), ["run", "test", "--concurrency=2", "--continue", "--output-logs=new-only", ...vitestArgs], { allowFailure: true })) || failed;
  log("End-to-end tests (Playwright, Debian Chromium, both brands)…");
  rmSync(join(root, "e2e", "test-results"), { recursive: true, force: true });
  failed = step("end-to-end tests", run(join(root, "e2e", "node_modules", ".bin", "playwright"), ["test"], { cwd: join(root, "e2e"), env: { CHROMIUM_PATH: CHROMIUM }, allowFailure: true })) || failed;
}

const totals = { passed: 0, failed: 0, skipped: 0 };
for (const file of resultFiles()) {
  const report = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  const where = file.slice(root.length + 1, -"/.vitest-result.json".length);
  for (const result of report.testResults ?? []) {
    const path = `${where}/${result.name.split(`/${where}/`).pop()}`;
    const failedTests = (result.assertionResults ?? []).filter((test) => test.status === "failed");
    for (const test of failedTests) failures.push(`${path} › ${test.fullName}`);
    // A file that failed before any test ran (import error, crash) has no failed assertion of its own.
    if (result.status === "failed" && failedTests.length === 0) failures.push(`${path}: ${(result.message ?? "failed").split("\n")[0].slice(0, 300)}`);
  }
}
const e2eReport = join(root, "e2e", "test-results", "results.json");
if (!postgresPass && existsSync(e2eReport)) {
  const { stats } = JSON.parse(readFileSync(e2eReport, "utf8"));
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === "unexpected") failures.push(`e2e [${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}`);
        else if (test.status === "flaky") console.log(`flaky (passed on retry): [${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of JSON.parse(readFileSync(e2eReport, "utf8")).suites ?? []) walk(suite);
}
if (failed && totals.failed === 0) totals.failed = 1; // a step failed outside a test (typecheck, build)
if (failures.length > 0) console.log(`\nWhat failed:\n${failures.map((line) => `  ✗ ${line}`).join("\n")}`);
log(`Finished in ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failed ? 1 : 0);

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  log("Installing Debian Chromium for the browser tests…");
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const sudo = isRoot ? [] : ["sudo", "-n"];
  const apt = (args) => run(sudo[0] ?? "apt-get", [...sudo.slice(1), ...(sudo.length ? ["apt-get"] : []), ...args], { env: { DEBIAN_FRONTEND: "noninteractive" } });
  apt(["update", "-qq"]);
  apt(["install", "-y", "-qq", "chromium", "fonts-dejavu-core"]);
}
