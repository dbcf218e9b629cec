import type { DatabaseTx } from "@samtrot/db";

/**
 * The users a viewer must not find: those the viewer blocked and those who blocked the viewer (the
 * blocklist of settings "first_contact_filter_and_blocklist", table `blocks`). The search leaves them out
 * of results, totals and facets. Guests block nobody.
 */
export async function blockedUserIds(db: DatabaseTx, viewerId: number | null): Promise<number[]> {
  if (viewerId === null) return [];
  const rows = await db.query<{ id: number }>(
    `SELECT blocked_id AS id FROM blocks WHERE blocker_id = $1
     UNION
     SELECT blocker_id AS id FROM blocks WHERE blocked_id = $1`,
    [viewerId],
  );
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}
