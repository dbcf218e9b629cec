import type { Database } from "@samtrot/db";
import type { TClock } from "../../http/clock.js";
import { AppError } from "../../http/errors.js";
import { isStaff, loadViewer } from "../profiles/profile-viewer.js";
import { openRoomBySlug } from "./chat-views.js";

// The team's two actions in a room (the caller is checked by requireModerator in the route).

/** Removes a shown message (404 exception.chatrooms.message_not_found when there is none, or it is removed already). */
export async function removeChatMessage({ database, clock }: { database: Database; clock: TClock }, input: { moderatorId: number; messageId: number }) {
  const [row] = await database.query<{ room_id: string | number }>(
    `update chat_messages set removed_at = $2, removed_by = $3 where id = $1 and removed_at is null returning room_id`,
    [input.messageId, clock.now(), input.moderatorId],
  );
  if (!row) throw new AppError(404, "exception.chatrooms.message_not_found");
  return { room_id: Number(row.room_id), message_id: input.messageId };
}

/**
 * Mutes a user in a room until now + minutes (0 lifts it). A team user cannot be muted (422
 * exception.chatrooms.cannot_mute_team); an unknown or deleted user is 404 exception.chatrooms.user_not_found.
 */
export async function muteChatUser(
  { database, clock }: { database: Database; clock: TClock },
  input: { moderatorId: number; slug: string; userId: number; minutes: number },
) {
  return database.transaction(async (tx) => {
    const now = clock.now();
    const room = await openRoomBySlug(tx, input.slug, now);
    const [target] = await tx.query("select 1 from users where id = $1 and deleted_at is null", [input.userId]);
    if (!target) throw new AppError(404, "exception.chatrooms.user_not_found", "user_id");
    if (isStaff(await loadViewer(tx, input.userId))) throw new AppError(422, "exception.chatrooms.cannot_mute_team", "user_id");
    const until = input.minutes > 0 ? new Date(now.getTime() + input.minutes * 60_000) : null;
    await tx.query(
      `insert into chat_room_members (room_id, user_id, muted_until, muted_by) values ($1, $2, $3, $4)
       on conflict (room_id, user_id) do update set muted_until = excluded.muted_until, muted_by = excluded.muted_by`,
      [room.id, input.userId, until, until ? input.moderatorId : null],
    );
    return { room_id: room.id, user_id: input.userId, muted_until: until ? until.toISOString() : null };
  });
}
