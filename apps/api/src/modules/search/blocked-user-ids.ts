import type { DatabaseTx } from "@samtrot/db";

/**
 * The users a viewer must not find, in both directions of a block (spec 000 §2 "first_contact_filter_and_blocklist";
 * the blocklists are issue 6). The search leaves them out of results, totals and facets.
 *
 * Hook for issue 6: return the ids of users the viewer blocked and of users who blocked the viewer,
 * e.g. `SELECT blocked_id FROM blocks WHERE blocker_id = $1 UNION SELECT blocker_id FROM blocks WHERE blocked_id = $1`.
 * Until blocklists exist nobody is blocked.
 */
export async function blockedUserIds(_db: DatabaseTx, viewerId: number | null): Promise<number[]> {
  if (viewerId === null) return [];
  return [];
}
