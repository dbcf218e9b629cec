import { CHAT_MESSAGE_MAX, type TChatMessage, type TChatViewerState } from "@samtrot/api-client/contracts";
import type { Database } from "@samtrot/db";
import type { TClock } from "../../http/clock.js";
import { AppError } from "../../http/errors.js";
import { messagePlainText } from "../messenger/message-text.js";
import { refuseBannedAdText } from "../trust/ad-text.js";
import { isStaff, loadViewer } from "../profiles/profile-viewer.js";
import { MESSAGE_COLUMNS, messageView, openRoomBySlug, viewerState, type TMessageRow } from "./chat-views.js";

/**
 * Writes a message into a room. The text goes the messenger's way (the allow-list sanitiser with no tag allowed,
 * entities back to characters, control characters out), then 1..CHAT_MESSAGE_MAX characters.
 *
 * Slow mode and mutes are decided by one conditional upsert of the user's member row: it locks the row, so two
 * sends of one user race in Postgres, not in memory, and only one of two quick messages passes (the concurrency
 * test proves it on the server). Team users have no slow mode and cannot be muted. Returns the stored message;
 * the caller publishes it (publishChatMessage) after the commit.
 */
export async function sendChatMessage(
  { database, clock }: { database: Database; clock: TClock },
  input: { userId: number; slug: string; text: string },
): Promise<{ message: TChatMessage; viewer: TChatViewerState }> {
  const text = messagePlainText(input.text);
  if (text.length === 0) throw new AppError(422, "validation.chatrooms.empty_message", "text");
  if ([...text].length > CHAT_MESSAGE_MAX) throw new AppError(422, "validation.chatrooms.text_too_long", "text");
  refuseBannedAdText(input.userId, "chat_room", { text });
  return database.transaction(async (tx) => {
    const now = clock.now();
    const room = await openRoomBySlug(tx, input.slug, now);
    const isModerator = isStaff(await loadViewer(tx, input.userId));
    const slowModeSeconds = isModerator ? 0 : room.slow_mode_seconds;
    const passed = await tx.query(
      `insert into chat_room_members as c (room_id, user_id, last_message_at) values ($1, $2, $3)
       on conflict (room_id, user_id) do update set last_message_at = excluded.last_message_at
        where (c.muted_until is null or c.muted_until <= $3::timestamptz or $5::boolean)
          and (c.last_message_at is null or c.last_message_at <= $3::timestamptz - make_interval(secs => $4::int))
       returning 1`,
      [room.id, input.userId, now, slowModeSeconds, isModerator],
    );
    if (passed.length === 0) {
      // Refused: the row is locked by the upsert, so this reads what decided it.
      const state = await viewerState(tx, { roomId: room.id, userId: input.userId, isModerator, slowModeSeconds: room.slow_mode_seconds, now });
      if (state.muted_until) {
        const error = new AppError(403, "exception.chatrooms.muted");
        (error.entries[0] as { meta?: unknown }).meta = { muted_until: state.muted_until };
        throw error;
      }
      const next = state.next_message_at ?? now.toISOString();
      const error = new AppError(429, "exception.chatrooms.slow_mode");
      (error.entries[0] as { meta?: unknown }).meta = {
        next_message_at: next,
        retry_after: Math.max(1, Math.ceil((Date.parse(next) - now.getTime()) / 1000)),
        slow_mode_seconds: room.slow_mode_seconds,
      };
      throw error;
    }
    const [row] = await tx.query<TMessageRow>(
      `with inserted as (insert into chat_messages (room_id, sender_id, text, created_at) values ($1, $2, $3, $4) returning *)
       select ${MESSAGE_COLUMNS} from inserted m join users u on u.id = m.sender_id`,
      [room.id, input.userId, text, now],
    );
    await tx.query("update chat_rooms set last_message_at = $2 where id = $1", [room.id, now]);
    const viewer = await viewerState(tx, { roomId: room.id, userId: input.userId, isModerator, slowModeSeconds: room.slow_mode_seconds, now });
    return { message: messageView(row!), viewer };
  });
}
