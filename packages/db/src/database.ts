import type { PgDatabase, PgQueryResultHKT, PgTransactionConfig } from "drizzle-orm/pg-core";
import type * as schema from "./schema/index.js";

export type AppSchema = typeof schema;
export type DatabaseKind = "pglite" | "postgres";

/**
 * The drizzle instance over the app schema. Both drivers (drizzle-orm/pglite, drizzle-orm/node-postgres)
 * produce a PgDatabase; code written against this type runs unchanged on either. Inside
 * Database.transaction() it is the transaction itself, so `tx.db.transaction()` nests as a savepoint.
 */
export type AppDrizzle = PgDatabase<PgQueryResultHKT, AppSchema>;

/** What a use case needs to read and write: raw SQL and drizzle, both on the same connection. */
export interface DatabaseTx {
  kind: DatabaseKind;
  db: AppDrizzle;
  /** parameterised raw SQL ($1, $2, …); rows as plain objects (see type-parsers.ts for value types) */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /**
   * Inside Database.transaction(): runs fn once the transaction has committed (not at all when it rolls back),
   * e.g. to publish realtime events only when what they announce is stored. Absent outside a transaction.
   */
  afterCommit?(fn: () => void): void;
}

export interface Database extends DatabaseTx {
  /**
   * Runs fn in ONE transaction on a single connection: COMMIT when it resolves, ROLLBACK when it
   * throws (the error is rethrown). On PGlite other queries wait until it ends.
   */
  transaction<T>(fn: (tx: DatabaseTx) => Promise<T>, config?: PgTransactionConfig): Promise<T>;
  /** e.g. { kind: "pglite", location: "/abs/.data/pglite" }; a server URL is given without password */
  describe(): { kind: DatabaseKind; location: string };
  /** closes the pool or PGlite and releases the data directory lock; calling it again does nothing */
  close(): Promise<void>;
}
