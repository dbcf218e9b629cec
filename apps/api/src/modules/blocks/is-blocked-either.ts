import type { DatabaseTx } from "@samtrot/db";

/**
 * Whether a and b have a block between them in either direction (spec 000 §2 first_contact_filter_and_blocklist:
 * a block works both ways). The messenger refuses messages when this is true.
 */
export async function isBlockedEither(db: DatabaseTx, a: number, b: number): Promise<boolean> {
  if (a === b) return false;
  const rows = await db.query(
    `select 1 from blocks where (blocker_id = $1 and blocked_id = $2) or (blocker_id = $2 and blocked_id = $1) limit 1`,
    [a, b],
  );
  return rows.length > 0;
}

/**
 * SQL condition "no block between the viewer and the user in `userColumn`", for lists and search. `viewerParam`
 * is the placeholder of the viewer's id (e.g. "$1"). Both directions use the primary key (blocker, blocked).
 */
export function notBlockedEitherWaySql(viewerParam: string, userColumn: string): string {
  return `not exists (select 1 from blocks b where (b.blocker_id = ${viewerParam} and b.blocked_id = ${userColumn}) or (b.blocker_id = ${userColumn} and b.blocked_id = ${viewerParam}))`;
}

/**
 * The users a viewer must not find, both directions of a block: the body the search module's hook
 * (search/blocked-user-ids.ts) needs.
 */
export async function blockedEitherWayIds(db: DatabaseTx, viewerId: number | null): Promise<number[]> {
  if (viewerId === null) return [];
  const rows = await db.query<{ id: number }>(
    `select blocked_id as id from blocks where blocker_id = $1 union select blocker_id from blocks where blocked_id = $1`,
    [viewerId],
  );
  return rows.map((row) => Number(row.id));
}
