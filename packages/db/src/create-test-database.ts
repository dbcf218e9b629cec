import { randomBytes } from "node:crypto";
import pg from "pg";
import type { Database } from "./database.js";
import { migrate } from "./migrate.js";
import { openDatabase, openPgliteMemory } from "./open-database.js";

/**
 * A fresh, migrated database without users, for one test file. In-memory PGlite by default; when
 * DATABASE_URL is set, a new database `test_<random>` on that server, dropped again by close().
 * (The city catalogue is there: migrate() keeps it, it is reference data.)
 */
let pgliteTemplate: Promise<Blob> | undefined;

export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL?.trim();
  if (!serverUrl) {
    // The first database of a process is migrated and dumped; every later one starts from that dump, so PGlite
    // neither runs initdb nor the migrations again (≈ 3–4× faster; the test files of a vitest worker share it).
    // migrate() still runs: a no-op on the dump, it proves the dump current.
    pgliteTemplate ??= (async () => {
      const first = await openPgliteMemory();
      try {
        await migrate(first.database);
        return await first.dump();
      } finally {
        await first.database.close();
      }
    })();
    const template = await pgliteTemplate.catch((error: unknown) => {
      pgliteTemplate = undefined;
      throw error;
    });
    const { database } = await openPgliteMemory({ loadDataDir: template });
    await migrate(database);
    return database;
  }

  const name = `test_${randomBytes(6).toString("hex")}`;
  await withAdminClient(serverUrl, (admin) => admin.query(`CREATE DATABASE "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let database: Database;
  try {
    database = await openDatabase({ url: url.toString(), poolSize: 4 });
    await migrate(database);
  } catch (error) {
    await dropDatabase(serverUrl, name);
    throw error;
  }
  const close = database.close;
  let closed = false;
  return {
    ...database,
    async close() {
      if (closed) return;
      closed = true;
      await close();
      await dropDatabase(serverUrl, name);
    },
  };
}

async function withAdminClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  // WITH (FORCE) (Postgres 13+): a connection a test forgot to close must not keep the database alive.
  await withAdminClient(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}
