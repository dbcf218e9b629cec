import { createHash, randomBytes } from "node:crypto";
import pg from "pg";
import type { Database } from "./database.js";
import { migrate, readMigrations } from "./migrate.js";
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
  const template = await serverTemplate(serverUrl);
  await withAdminClient(serverUrl, (admin) => admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
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

/** Any fixed number: one process at a time builds the server's template database. */
const TEMPLATE_LOCK_KEY = 716_204_319;

/**
 * The server's migrated template database, named by the migrations' checksums (`test_tpl_<hash>`): built once
 * (under an advisory lock, renamed into place when complete), then every test database is a copy of it
 * (CREATE DATABASE … TEMPLATE: a file copy instead of running every migration). A template is never dropped (a
 * run of another revision may be copying it); each is a few MB.
 */
async function serverTemplate(serverUrl: string): Promise<string> {
  const hash = createHash("sha256").update(readMigrations().map((m) => `${m.name}:${m.checksum}`).join("\n")).digest("hex").slice(0, 16);
  const template = `test_tpl_${hash}`;
  serverTemplates[serverUrl] ??= withAdminClient(serverUrl, async (admin) => {
    await admin.query("SELECT pg_advisory_lock($1)", [TEMPLATE_LOCK_KEY]);
    try {
      const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [template]);
      if (exists.rowCount) return template;
      const building = `${template}_${randomBytes(4).toString("hex")}`;
      await admin.query(`CREATE DATABASE "${building}"`);
      const url = new URL(serverUrl);
      url.pathname = `/${building}`;
      try {
        const database = await openDatabase({ url: url.toString(), poolSize: 1 });
        try {
          await migrate(database);
        } finally {
          await database.close();
        }
        await admin.query(`ALTER DATABASE "${building}" RENAME TO "${template}"`);
      } catch (error) {
        await admin.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
        throw error;
      }
      return template;
    } finally {
      await admin.query("SELECT pg_advisory_unlock($1)", [TEMPLATE_LOCK_KEY]);
    }
  });
  return serverTemplates[serverUrl].catch((error: unknown) => {
    delete serverTemplates[serverUrl];
    throw error;
  });
}
const serverTemplates: Record<string, Promise<string>> = {};
