import type { TSavedSearchFilters } from "@samtrot/api-client/contracts";
import type { DatabaseTx } from "@samtrot/db";
import { ZSearchState, type TSearchState } from "@samtrot/search-query-builder";

type TRow = { filters: unknown; updated_at: Date | string };

/** The signed-in user's saved search (null when none is saved, or when it no longer fits the schema). */
export async function getSavedSearchFilters(db: DatabaseTx, userId: number): Promise<TSavedSearchFilters> {
  const [row] = await db.query<TRow>("SELECT filters, updated_at FROM user_search_filters WHERE user_id = $1", [userId]);
  if (!row) return { filters: null, updated_at: null };
  // A state saved under an older catalogue may not parse any more: it is dropped rather than answered broken.
  const parsed = ZSearchState.safeParse(row.filters);
  return { filters: parsed.success ? parsed.data : null, updated_at: new Date(row.updated_at).toISOString() };
}

/** Saves (or, with null, removes) the signed-in user's search. */
export async function saveSearchFilters(db: DatabaseTx, userId: number, filters: TSearchState | null): Promise<TSavedSearchFilters> {
  if (filters === null) {
    await db.query("DELETE FROM user_search_filters WHERE user_id = $1", [userId]);
    return { filters: null, updated_at: null };
  }
  const [row] = await db.query<TRow>(
    `INSERT INTO user_search_filters (user_id, filters, updated_at) VALUES ($1, $2::jsonb, now())
     ON CONFLICT (user_id) DO UPDATE SET filters = excluded.filters, updated_at = excluded.updated_at
     RETURNING filters, updated_at`,
    [userId, JSON.stringify(filters)],
  );
  return { filters, updated_at: new Date(row!.updated_at).toISOString() };
}
