import type { TChatMessage, TChatRoom, TChatViewerState } from "@samtrot/api-client/contracts";
import { CHAT_PRESENCE_TTL_SECONDS } from "@samtrot/api-client/contracts";
import type { DatabaseTx } from "@samtrot/db";
import { AppError } from "../../http/errors.js";
import { avatarUrlOf } from "../media-gallery/avatar-url.js";

// Rows of the chat tables as the api answers them (contracts: packages/api-client/src/contracts/chatrooms.ts).

export type TRoomRow = {
  id: string | number;
  slug: string;
  name_de: string;
  name_en: string;
  description_de: string;
  description_en: string;
  slow_mode_seconds: number;
  last_message_at: Date | null;
  online_count: string | number;
};

/** The room columns with the members online at `now` ($1 of the caller's query is the clock's now). */
export const ROOM_COLUMNS = `r.id, r.slug, r.name_de, r.name_en, r.description_de, r.description_en, r.slow_mode_seconds, r.last_message_at,
  (select count(*) from chat_room_presence p where p.room_id = r.id and p.seen_at > $1::timestamptz - interval '${CHAT_PRESENCE_TTL_SECONDS} seconds') as online_count`;

export function roomView(row: TRoomRow): TChatRoom {
  return {
    id: Number(row.id),
    slug: row.slug,
    name: { de: row.name_de, en: row.name_en },
    description: { de: row.description_de, en: row.description_en },
    slow_mode_seconds: Number(row.slow_mode_seconds),
    online_count: Number(row.online_count),
    last_message_at: row.last_message_at ? new Date(row.last_message_at).toISOString() : null,
  };
}

/** An open room by its slug, or 404 exception.chatrooms.room_not_found. */
export async function openRoomBySlug(tx: DatabaseTx, slug: string, now: Date): Promise<TChatRoom> {
  const [row] = await tx.query<TRoomRow>(`select ${ROOM_COLUMNS} from chat_rooms r where r.slug = $2 and r.is_open`, [now, slug]);
  if (!row) throw new AppError(404, "exception.chatrooms.room_not_found");
  return roomView(row);
}

export type TMessageRow = { id: string | number; room_id: string | number; text: string; created_at: Date; sender_id: string | number; username: string; user_type: number };

/** Joins a message (alias m) with its sender (alias u). */
export const MESSAGE_COLUMNS = "m.id, m.room_id, m.text, m.created_at, m.sender_id, u.username, u.user_type";

export function messageView(row: TMessageRow): TChatMessage {
  const senderId = Number(row.sender_id);
  return {
    id: Number(row.id),
    room_id: Number(row.room_id),
    text: row.text,
    created_at: new Date(row.created_at).toISOString(),
    sender: { id: senderId, username: row.username, user_type: Number(row.user_type), avatar_url: avatarUrlOf(senderId) },
  };
}

/** The viewer's standing in a room: muted until, and when slow mode lets the next message through. */
export async function viewerState(tx: DatabaseTx, input: { roomId: number; userId: number; isModerator: boolean; slowModeSeconds: number; now: Date }): Promise<TChatViewerState> {
  const [row] = await tx.query<{ last_message_at: Date | null; muted_until: Date | null }>(
    "select last_message_at, muted_until from chat_room_members where room_id = $1 and user_id = $2",
    [input.roomId, input.userId],
  );
  const now = input.now.getTime();
  const mutedUntil = row?.muted_until && new Date(row.muted_until).getTime() > now ? new Date(row.muted_until).toISOString() : null;
  const slow = input.isModerator ? 0 : input.slowModeSeconds;
  const next = row?.last_message_at ? new Date(row.last_message_at).getTime() + slow * 1000 : 0;
  return { is_moderator: input.isModerator, muted_until: input.isModerator ? null : mutedUntil, next_message_at: next > now ? new Date(next).toISOString() : null };
}
