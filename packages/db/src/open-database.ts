import { resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { cube } from "@electric-sql/pglite/contrib/cube";
import { earthdistance } from "@electric-sql/pglite/contrib/earthdistance";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import { acquireDataDirLock, type TDataDirLock } from "./data-dir-lock.js";
import type { AppDrizzle, Database, DatabaseKind, DatabaseTx } from "./database.js";
import { findRepoRoot } from "./find-repo-root.js";
import * as schema from "./schema/index.js";
import { PG_TYPES, PGLITE_PARSERS } from "./type-parsers.js";

export type TOpenDatabaseOptions = {
  /** a Postgres server (postgres://…); wins over everything else */
  url?: string;
  /** PGlite data directory (default <repo root>/.data/pglite) */
  dataDir?: string;
  /** PGlite in memory: nothing persists, no lock */
  memory?: boolean;
  /** connections of the server pool (default 10) */
  poolSize?: number;
};

/** The embedded database's default home: ./.data of the repository (gitignored). */
export function defaultDataDir(): string {
  return resolve(findRepoRoot(), ".data", "pglite");
}

/**
 * Opens the database. A `url` selects a Postgres server (node-postgres pool); otherwise PGlite, at
 * `dataDir` or in memory. With no option at all, DATABASE_URL (when set and not empty) selects the
 * server, so the same code runs on both (ARCHITECTURE.md "Data"). PGlite gets the cube and
 * earthdistance extensions; its directory is locked to this process until close().
 */
export async function openDatabase(opts: TOpenDatabaseOptions = {}): Promise<Database> {
  const envUrl = process.env.DATABASE_URL?.trim();
  const url = opts.url ?? (opts.dataDir === undefined && !opts.memory && envUrl ? envUrl : undefined);
  if (url) return openPostgres(url, opts.poolSize ?? 10);
  return openPglite(opts.memory ? undefined : resolve(opts.dataDir ?? defaultDataDir()));
}

/**
 * PGlite in memory, started from `loadDataDir` (a tarball of a data directory, from `dump()`) when given: PGlite
 * then skips initdb, which is most of its start-up (the test databases, create-test-database.ts).
 */
export async function openPgliteMemory(options: { loadDataDir?: Blob } = {}): Promise<{ database: Database; dump(): Promise<Blob> }> {
  let client: PGlite | undefined;
  const database = await openPglite(undefined, options.loadDataDir, (created) => (client = created));
  return { database, dump: () => client!.dumpDataDir("none") };
}

async function openPglite(dataDir: string | undefined, loadDataDir?: Blob, onClient?: (client: PGlite) => void): Promise<Database> {
  const lock: TDataDirLock | undefined = dataDir ? acquireDataDirLock(dataDir) : undefined;
  let client: PGlite;
  try {
    client = await PGlite.create({ ...(dataDir ? { dataDir } : {}), ...(loadDataDir ? { loadDataDir } : {}), extensions: { cube, earthdistance } });
  } catch (error) {
    lock?.release();
    throw error;
  }
  onClient?.(client);
  const db = drizzlePglite(client, { schema }) as unknown as AppDrizzle;
  let closed = false;
  return makeDatabase({
    kind: "pglite",
    db,
    query: (text, params) => pgliteQuery(client, text, params),
    txQuery: (txClient) => (text, params) => pgliteQuery(txClient as PgliteQueryable, text, params),
    location: dataDir ?? "memory",
    async close() {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  });
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection dropped by the server must not crash the process; the next query reconnects.
  pool.on("error", (error) => {
    process.emitWarning(`Postgres pool: idle connection error: ${error.message}`);
  });
  // Fail at start-up, not at the first request, when the server is unreachable.
  const probe = await pool.connect().catch(async (error: unknown) => {
    await pool.end().catch(() => undefined);
    throw error;
  });
  probe.release();
  const db = drizzleNodePg(pool, { schema }) as unknown as AppDrizzle;
  let closed = false;
  return makeDatabase({
    kind: "postgres",
    db,
    query: (text, params) => pgQuery(pool, text, params),
    txQuery: (txClient) => (text, params) => pgQuery(txClient as pg.PoolClient, text, params),
    location: redactUrl(url),
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  });
}

type PgliteQueryable = Pick<PGlite, "query">;

async function pgliteQuery<T>(client: PgliteQueryable, text: string, params?: unknown[]): Promise<T[]> {
  const result = await client.query<T>(text, params as unknown[] | undefined, {
    rowMode: "object",
    parsers: PGLITE_PARSERS,
  });
  return result.rows;
}

async function pgQuery<T>(client: pg.Pool | pg.PoolClient, text: string, params?: unknown[]): Promise<T[]> {
  const result = await client.query({ text, values: params, types: PG_TYPES } as pg.QueryConfig);
  return result.rows as T[];
}

type RawQuery = DatabaseTx["query"];

function makeDatabase(parts: {
  kind: DatabaseKind;
  db: AppDrizzle;
  query: RawQuery;
  /** raw query bound to the connection drizzle opened the transaction on */
  txQuery: (txClient: unknown) => RawQuery;
  location: string;
  close(): Promise<void>;
}): Database {
  const { kind, db, query, txQuery, location, close } = parts;
  return {
    kind,
    db,
    query,
    transaction(fn, config) {
      // drizzle opens the transaction (BEGIN/COMMIT/ROLLBACK on one connection, savepoints when
      // nested); raw SQL goes to that same connection, which drizzle keeps on its session.
      const committed: Array<() => void> = [];
      const result = db.transaction(async (dtx) => {
        const txClient = (dtx as unknown as { session?: { client?: unknown } }).session?.client;
        if (!txClient) throw new Error("drizzle transaction without a connection: unsupported drizzle-orm version");
        const tx: DatabaseTx = { kind, db: dtx as unknown as AppDrizzle, query: txQuery(txClient), afterCommit: (then) => void committed.push(then) };
        return fn(tx);
      }, config);
      return result.then((value) => {
        for (const then of committed) {
          try {
            then();
          } catch (error) {
            console.error("afterCommit callback failed", error);
          }
        }
        return value;
      });
    },
    describe: () => ({ kind, location }),
    close,
  };
}

/** The URL without its password, for logs and describe(). */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "";
    return parsed.toString().replace(/:@/, "@");
  } catch {
    return "postgres (unparseable URL)";
  }
}
