import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createTestDatabase, seedDemoData, type Database } from "@samtrot/db";
import { parseEnv } from "../env.js";
import { createLogger } from "../logger.js";
import { startServer } from "../server.js";
import type { TEnv } from "../env.js";
import { closeRateLimitStores } from "../modules/accounts/rate-limiter.js";
import { startApiJobs } from "../modules/jobs/start-api-jobs.js";
import type { TJobRunner } from "../modules/jobs/job-runner.js";
import { createTestClock, type TTestClock } from "./test-clock.js";

export interface TTestApi {
  url: string;
  /** the routes of the app (method, path pattern), without duplicates */
  routes: { method: string; path: string }[];
  database: Database;
  env: TEnv;
  /** the job runner, when started with `jobs` */
  jobs: TJobRunner | null;
  /** the api's clock: a test moves the product's time with clock.set() / clock.advance() */
  clock: TTestClock;
  close(): Promise<void>;
  fetchJson(path: string, init?: RequestInit): Promise<{ status: number; body: any; headers: Headers }>;
}

/**
 * The real api on an ephemeral port over a fresh database (in-memory PGlite, or a fresh database on the
 * Postgres server when DATABASE_URL is set), optionally seeded with a few demo profiles.
 */
export async function startTestApi(
  options: {
    seedProfiles?: number;
    /** the seeded escorts and businesses get demo photos (pool rendered into the test's media directory) */
    demoPhotos?: boolean;
    /** more environment (e.g. small rate limits); merged over the test defaults */
    env?: Record<string, string | undefined>;
    /** start the job runner: "poll" like main.ts, "manual" only through jobs.drain() */
    jobs?: "poll" | "manual";
  } = {},
): Promise<TTestApi> {
  const database = await createTestDatabase();
  // Uploaded files of a test go to a directory of their own, removed by close().
  const mediaDir = mkdtempSync(join(tmpdir(), "samtrot-media-"));
  if (options.seedProfiles) await seedDemoData(database, { profiles: options.seedProfiles, ...(options.demoPhotos ? { mediaDir } : {}) });
  const env = parseEnv({ PORT: "0", HOST: "127.0.0.1", NODE_ENV: "test", LOG_LEVEL: "silent", MEDIA_DIR: mediaDir, ...options.env });
  const logger = createLogger("silent");
  const clock = createTestClock();
  const server = await startServer({ database, env, logger, clock });
  const jobs = options.jobs ? startApiJobs({ database, env, logger, clock, poll: options.jobs === "poll", apiUrl: server.url }) : null;
  return {
    url: server.url,
    routes: [...new Map(server.routes.map((r) => [`${r.method} ${r.path}`, r])).values()],
    database,
    env,
    jobs,
    clock,
    async close() {
      await server.close();
      await jobs?.stop();
      if (env.REDIS_URL) await closeRateLimitStores();
      await database.close();
      rmSync(mediaDir, { recursive: true, force: true });
    },
    async fetchJson(path, init) {
      const response = await fetch(server.url + path, init);
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        /* non-JSON answers stay text */
      }
      return { status: response.status, body, headers: response.headers };
    },
  };
}
