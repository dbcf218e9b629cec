import { CHAT_CATCH_UP_MAX, CHAT_PAGE_SIZE, type TChatHistory, type TChatRoom } from "@samtrot/api-client/contracts";
import type { Database } from "@samtrot/db";
import type { TClock } from "../../http/clock.js";
import { notBlockedEitherWaySql } from "../blocks/is-blocked-either.js";
import { isStaff, loadViewer } from "../profiles/profile-viewer.js";
import { MESSAGE_COLUMNS, messageView, openRoomBySlug, ROOM_COLUMNS, roomView, viewerState, type TMessageRow, type TRoomRow } from "./chat-views.js";

type TUse = { database: Database; clock: TClock };

/** The open rooms in their order, with members online and last activity. */
export async function listChatRooms({ database, clock }: TUse): Promise<{ items: TChatRoom[] }> {
  const rows = await database.query<TRoomRow>(`select ${ROOM_COLUMNS} from chat_rooms r where r.is_open order by r.position, r.id`, [clock.now()]);
  return { items: rows.map(roomView) };
}

/** One room and the viewer's standing in it. */
export async function readChatRoom({ database, clock }: TUse, input: { userId: number; slug: string }) {
  const now = clock.now();
  const room = await openRoomBySlug(database, input.slug, now);
  const isModerator = isStaff(await loadViewer(database, input.userId));
  return { room, viewer: await viewerState(database, { roomId: room.id, userId: input.userId, isModerator, slowModeSeconds: room.slow_mode_seconds, now }) };
}

/**
 * The history, oldest first: the newest page, a page before before_id, or the gap after after_id. Removed messages
 * and messages of users with a block between them and the viewer (either way, decision 035) are left out.
 */
export async function readChatHistory({ database, clock }: TUse, input: { userId: number; slug: string; beforeId?: number; afterId?: number }): Promise<TChatHistory> {
  const room = await openRoomBySlug(database, input.slug, clock.now());
  const shown = `m.room_id = $1 and m.removed_at is null and u.deleted_at is null and not u.is_banned and ${notBlockedEitherWaySql("$2", "m.sender_id")}`;
  if (input.afterId !== undefined) {
    const rows = await database.query<TMessageRow>(
      `select ${MESSAGE_COLUMNS} from chat_messages m join users u on u.id = m.sender_id
        where ${shown} and m.id > $3 order by m.id limit $4`,
      [room.id, input.userId, input.afterId, CHAT_CATCH_UP_MAX + 1],
    );
    return { items: rows.slice(0, CHAT_CATCH_UP_MAX).map(messageView), has_more: rows.length > CHAT_CATCH_UP_MAX };
  }
  const rows = await database.query<TMessageRow>(
    `select ${MESSAGE_COLUMNS} from chat_messages m join users u on u.id = m.sender_id
      where ${shown} and ($3::bigint is null or m.id < $3) order by m.id desc limit $4`,
    [room.id, input.userId, input.beforeId ?? null, CHAT_PAGE_SIZE + 1],
  );
  return { items: rows.slice(0, CHAT_PAGE_SIZE).reverse().map(messageView), has_more: rows.length > CHAT_PAGE_SIZE };
}
