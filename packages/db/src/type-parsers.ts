import { types as pgliteTypes } from "@electric-sql/pglite";
import pg from "pg";

/**
 * Raw query() results look the same on PGlite and on a Postgres server:
 * - bigint (int8): a number when it is a safe integer, else a BigInt (ids and counts never get there);
 * - date: the 'YYYY-MM-DD' text (a JS Date would shift with the process's time zone);
 * - numeric: the exact text; timestamps: Date; json/jsonb: parsed; arrays: JS arrays.
 * (The drizzle instance maps its own columns; this is only for query().)
 */
const OID = { int8: 20, date: 1082, numeric: 1700, int8Array: 1016 } as const;

function parseInt8(text: string): number | bigint {
  const value = BigInt(text);
  return value < BigInt(Number.MIN_SAFE_INTEGER) || value > BigInt(Number.MAX_SAFE_INTEGER) ? value : Number(value);
}

const identity = (text: string) => text;

export const PGLITE_PARSERS: Record<number, (text: string) => unknown> = {
  [pgliteTypes.INT8]: parseInt8,
  [pgliteTypes.DATE]: identity,
  [pgliteTypes.NUMERIC]: identity,
};

const textArrayParser = pg.types.getTypeParser(1009 as never) as (text: string) => (string | null)[];

export const PG_TYPES = {
  getTypeParser(typeId: number, format?: "text" | "binary"): (text: string) => unknown {
    switch (typeId) {
      case OID.int8:
        return parseInt8;
      case OID.date:
        return identity;
      case OID.int8Array:
        return (text) => textArrayParser(text).map((item) => (item === null ? null : parseInt8(item)));
      default:
        return pg.types.getTypeParser(typeId as never, (format ?? "text") as never) as (text: string) => unknown;
    }
  },
};
