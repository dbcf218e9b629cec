import type { Database } from "@samtrot/db";
import { recordCounts } from "./create-notifications.js";
import { countsOf } from "./queries.js";

/** Marks the user's notifications read: the given ids, or all when empty (spec 000 §7). Answers the counts after it. */
export async function markNotificationsRead(database: Database, input: { userId: number; ids: number[] }) {
  return database.transaction(async (tx) => {
    const changed = await tx.query(
      `UPDATE notifications SET is_read = true WHERE user_id = $1 AND NOT is_read AND (cardinality($2::bigint[]) = 0 OR id = ANY($2::bigint[])) RETURNING id`,
      [input.userId, input.ids],
    );
    // Other tabs and devices follow the counts; nothing to tell when nothing changed.
    if (changed.length > 0) return recordCounts(tx, input.userId);
    return countsOf(tx, input.userId);
  });
}

/** Removes the user's notifications with these ids (others' ids are ignored). Data "OK"; the counts follow as an event. */
export async function deleteNotifications(database: Database, input: { userId: number; ids: number[] }): Promise<"OK"> {
  await database.transaction(async (tx) => {
    const removed = await tx.query(`DELETE FROM notifications WHERE user_id = $1 AND id = ANY($2::bigint[]) RETURNING id`, [input.userId, input.ids]);
    if (removed.length > 0) await recordCounts(tx, input.userId);
  });
  return "OK";
}
