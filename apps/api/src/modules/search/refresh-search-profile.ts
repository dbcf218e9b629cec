import type { DatabaseTx } from "@samtrot/db";

/**
 * Recomputes the search row of one user now, in the caller's transaction (search_refresh, migration 0003).
 * Writes to users, profiles, profile_traits, profile_prices and working_hours need no call: triggers
 * note the user and refresh the row when the transaction commits. Call this when a search-relevant value
 * comes from anywhere else, or to see the new row before the commit. Returns whether a row was written.
 */
export async function refreshSearchProfile(tx: DatabaseTx, userId: number): Promise<boolean> {
  const [row] = await tx.query<{ written: number }>("SELECT search_refresh(ARRAY[$1]::bigint[]) AS written", [userId]);
  return Number(row?.written ?? 0) > 0;
}
