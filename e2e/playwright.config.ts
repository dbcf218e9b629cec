import { defineConfig } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromiumFlags } from "./chromium-flags";

const root = fileURLToPath(new URL("..", import.meta.url));
// Ports away from `npm start`'s, so the suite runs beside a running product.
// E2E_PORT_BASE moves all three (e.g. 5100 → api 5100, Samtrot 5000, Nachtfalter 5001).
const base = Number(process.env.E2E_PORT_BASE ?? 4100);
export const PORTS = { api: base, samtrot: base - 1000, nachtfalter: base - 999 };
const apiUrl = `http://127.0.0.1:${PORTS.api}`;
// A fresh embedded database per run (created once: the config is loaded by several processes).
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "samtrot-e2e-"));
// The api's clock follows the offset written in this file (TEST_CLOCK_FILE; api src/http/clock.ts): the timed specs
// (*.timed.spec.ts, tests/api-clock.ts) let dates and events pass. Moving time touches every test's dates, so those
// specs run after all others, one at a time (the *-timed projects below).
process.env.E2E_CLOCK_FILE ??= `${process.env.E2E_DATA_DIR}-clock`;
const TIMED_SPECS = "**/*.timed.spec.ts";
const NACHTFALTER_TIMED = ["**/events.timed.spec.ts"];


const webServer = (app: "main-brand" | "white-label", port: number) => ({
  command: `${join(root, "apps", app, "node_modules/.bin/samtrot-web-serve")} ./build/server/index.js`,
  cwd: join(root, "apps", app),
  url: `http://127.0.0.1:${port}/api/v2/health`,
  // The web servers pass the client address on, so a test can sign in from an address of its own
  // (the captcha test's deliberate failures then count against that address only).
  env: { PORT: String(port), HOST: "127.0.0.1", API_URL: apiUrl, NODE_ENV: "production", TRUST_FORWARDED_FOR: "1" },
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: "ignore" as const,
  stderr: "pipe" as const,
});

// The brands share every route module and differ only in data of the brand config (name, locale prefix, footer,
// theme, company on invoices, second home search). What shows those differences runs in both brands: home and layout,
// the SEO pages, the guest search home and its accessibility, the escort's registration, the guest's profile page, the
// card checkout through the sandbox card page, the invoice download, tracking. Every other journey runs in ONE brand
// (CI budget, README "Tests"): rules that do not depend on the brand in the main brand (SINGLE_BRAND_SPECS, and tests
// tagged ONE_BRAND inside the specs of both brands), and some feature journeys in the white label only
// (WHITE_LABEL_SPECS), so that each brand walks features end to end.
const SINGLE_BRAND_SPECS = [
  "**/settings-account.spec.ts", "**/settings-profile.spec.ts", "**/settings-safety.spec.ts", "**/accounts-signin.spec.ts",
  "**/search-viewers.spec.ts", "**/profile-relations.spec.ts", "**/headers.spec.ts", "**/money-bundles.spec.ts",
  "**/money-payouts.spec.ts", "**/money-ledger.spec.ts", "**/messenger.spec.ts", "**/dating.spec.ts",
  "**/dating-safety.spec.ts", "**/search-landing-category-saved.spec.ts", "**/chatrooms.spec.ts", "**/live.spec.ts",
  "**/dashboard-tours.spec.ts", "**/authorization-walk.spec.ts", "**/money-gifts.spec.ts", "**/forum.spec.ts", "**/moderation-console.spec.ts",
  "**/identity.spec.ts", "**/ads.spec.ts",
  "**/cookie-consent.spec.ts",
];
const WHITE_LABEL_SPECS = ["**/reports.spec.ts", "**/realtime.spec.ts", "**/newsfeed.spec.ts", "**/blogs.spec.ts", "**/search-mobile.spec.ts"];

const SAMTROT = { brand: "samtrot", localePrefix: false, brandName: "Samtrot" };
const NACHTFALTER = { brand: "nachtfalter", localePrefix: true, brandName: "Nachtfalter" };

export default defineConfig({
  testDir: "./tests",
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // 3 browsers on 2 cores: with 2 the machine idled about a third of the time (tests wait on servers and timers); 4
  // overloaded it (axe runs past their timeouts).
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"], ["json", { outputFile: "test-results/results.json" }]],
  use: {
    browserName: "chromium",
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumFlags },
    // Tracing records a screencast of every action: with it on for every test, Chromium's browser and GPU processes
    // took more than half of the suite's CPU. Traced only when a failed test runs again (CI retries once).
    trace: "on-first-retry",
    locale: "de-DE",
  },
  projects: [
    { name: "samtrot", testIgnore: [...WHITE_LABEL_SPECS, TIMED_SPECS], use: { baseURL: `http://127.0.0.1:${PORTS.samtrot}` }, metadata: SAMTROT },
    { name: "nachtfalter", testIgnore: [...SINGLE_BRAND_SPECS, TIMED_SPECS], grepInvert: /@one-brand/, use: { baseURL: `http://127.0.0.1:${PORTS.nachtfalter}` }, metadata: NACHTFALTER },
    // Tests that move the api's clock: after every other test, one at a time (a moved clock would let the dates of
    // tests running beside them pass). Run one alone with --no-deps.
    // Each timed journey runs in one brand (they wait on one another, so a second brand doubled the serial tail):
    // dates in the main brand, events in the white label — the same route modules serve both.
    { name: "samtrot-timed", testMatch: TIMED_SPECS, testIgnore: NACHTFALTER_TIMED, dependencies: ["samtrot", "nachtfalter"], workers: 1, use: { baseURL: `http://127.0.0.1:${PORTS.samtrot}` }, metadata: SAMTROT },
    { name: "nachtfalter-timed", testMatch: NACHTFALTER_TIMED, dependencies: ["samtrot-timed"], workers: 1, use: { baseURL: `http://127.0.0.1:${PORTS.nachtfalter}` }, metadata: NACHTFALTER },
  ],
  webServer: [
    {
      command: `node --import tsx src/main.ts`,
      cwd: join(root, "apps", "api"),
      url: `${apiUrl}/api/v2/health`,
      env: {
        PORT: String(PORTS.api),
        DATA_DIR: process.env.E2E_DATA_DIR,
        // Uploads of this run beside its fresh database: never the product's ./.data/media, where a fresh database's
        // ids would meet files of earlier runs (a message image showed another run's file).
        MEDIA_DIR: `${process.env.E2E_DATA_DIR}-media`,
        SEED_PROFILES: "1200",
        LOG_LEVEL: "warn",
        DATABASE_URL: "",
        // Accounts (accounts-*.spec.ts): links in e-mails lead to the e2e web servers; a small sign-in limit with a
        // short window shows the captcha after a few failures without blocking other tests for long; an easy
        // captcha so the widget solves it in well under a second.
        WEB_ORIGINS: `http://127.0.0.1:${PORTS.samtrot},http://127.0.0.1:${PORTS.nachtfalter}`,
        WEB_BASE_URL: `http://127.0.0.1:${PORTS.samtrot}`,
        // The white-label web's origin: its orders are invoiced by the Nachtfalter company (money-invoices.spec.ts).
        NACHTFALTER_WEB_ORIGINS: `http://127.0.0.1:${PORTS.nachtfalter}`,
        LOGIN_LIMIT_PER_IP: "3",
        LOGIN_LIMIT_PER_IP_WINDOW_SECONDS: "15",
        CAPTCHA_MAX_NUMBER: "2000",
        // money-payouts.spec.ts: its set-up endpoint (dollars, age check, an older account); never in production.
        DEV_MONEY_SETUP: "1",
        TEST_CLOCK_FILE: process.env.E2E_CLOCK_FILE,
      },
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    webServer("main-brand", PORTS.samtrot),
    webServer("white-label", PORTS.nachtfalter),
  ],
});
