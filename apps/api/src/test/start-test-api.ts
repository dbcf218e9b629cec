import { createTestDatabase, seedDemoData, type Database } from "@samtrot/db";
import { parseEnv } from "../env.js";
import { createLogger } from "../logger.js";
import { startServer } from "../server.js";

export interface TTestApi {
  url: string;
  database: Database;
  close(): Promise<void>;
  fetchJson(path: string, init?: RequestInit): Promise<{ status: number; body: any; headers: Headers }>;
}

/**
 * The real api on an ephemeral port over a fresh database (in-memory PGlite, or a fresh database on the
 * Postgres server when DATABASE_URL is set), optionally seeded with a few demo profiles.
 */
export async function startTestApi(options: { seedProfiles?: number } = {}): Promise<TTestApi> {
  const database = await createTestDatabase();
  if (options.seedProfiles) await seedDemoData(database, { profiles: options.seedProfiles });
  const env = parseEnv({ PORT: "0", HOST: "127.0.0.1", NODE_ENV: "test", LOG_LEVEL: "silent" });
  const server = await startServer({ database, env, logger: createLogger("silent") });
  return {
    url: server.url,
    database,
    async close() {
      await server.close();
      await database.close();
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
