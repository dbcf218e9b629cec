import type { Database } from "@samtrot/db";
import { AppError, notFound } from "../../http/errors.js";
import { recordThreadStatusOfPair } from "../messenger/thread-status-events.js";

/**
 * Blocks a user. Favourites between the two end with the block (neither may see the other any more); visits
 * stay history. Blocking again changes nothing. A messenger thread between the two shows the block to both at once
 * (thread.status events).
 */
export async function blockUser(database: Database, input: { userId: number; targetId: number }): Promise<{ user_id: number; is_blocked: boolean }> {
  if (input.userId === input.targetId) throw new AppError(422, "validation.block.self", "userId");
  return database.transaction(async (tx) => {
    const [target] = await tx.query(`select 1 from users where id = $1 and deleted_at is null`, [input.targetId]);
    if (!target) throw notFound("exception.profile.not_found");
    await tx.query(`insert into blocks (blocker_id, blocked_id) values ($1, $2) on conflict do nothing`, [input.userId, input.targetId]);
    await tx.query(
      `delete from favorites where (user_id = $1 and target_id = $2) or (user_id = $2 and target_id = $1)`,
      [input.userId, input.targetId],
    );
    await recordThreadStatusOfPair(tx, input.userId, input.targetId);
    return { user_id: input.targetId, is_blocked: true };
  });
}

/** Lifts the caller's block (a block the other user set stays). */
export async function unblockUser(database: Database, input: { userId: number; targetId: number }): Promise<{ user_id: number; is_blocked: boolean }> {
  await database.transaction(async (tx) => {
    const removed = await tx.query(`delete from blocks where blocker_id = $1 and blocked_id = $2 returning blocker_id`, [input.userId, input.targetId]);
    if (removed.length > 0) await recordThreadStatusOfPair(tx, input.userId, input.targetId);
  });
  return { user_id: input.targetId, is_blocked: false };
}
