import type { Database } from "@samtrot/db";

const CHUNK = 20_000;

/**
 * Recomputes every search row from the profile tables, in chunks of users (each in its own transaction,
 * so searches keep running), then refreshes the planner statistics and the visibility map that lets the
 * covering indexes answer without the table. The triggers keep the index current on their own; this is
 * for repairs and after bulk loads that bypassed them. Returns the rows written.
 */
export async function rebuildSearchIndex(
  database: Database,
  onProgress?: (done: number, total: number) => void,
): Promise<number> {
  const [bounds] = await database.query<{ lo: number | null; hi: number | null }>("SELECT min(id) AS lo, max(id) AS hi FROM users");
  let written = 0;
  if (bounds?.lo != null && bounds.hi != null) {
    const lo = Number(bounds.lo);
    const hi = Number(bounds.hi);
    for (let start = lo; start <= hi; start += CHUNK) {
      const end = Math.min(hi, start + CHUNK - 1);
      const [row] = await database.query<{ n: number }>(
        "SELECT search_refresh(ARRAY(SELECT id FROM users WHERE id BETWEEN $1 AND $2)) AS n",
        [start, end],
      );
      written += Number(row?.n ?? 0);
      onProgress?.(end - lo + 1, hi - lo + 1);
    }
  }
  // Rows of users that no longer exist go with them (foreign key cascade); VACUUM cannot run in a transaction.
  await database.query("VACUUM ANALYZE search_profiles");
  await database.query("VACUUM ANALYZE search_activity");
  return written;
}
