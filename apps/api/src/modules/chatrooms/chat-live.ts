import { CHAT_PRESENCE_TTL_SECONDS, ZChatPresenceClientMessage, type TChatMessage } from "@samtrot/api-client/contracts";
import type { Database, DatabaseTx } from "@samtrot/db";
import type { TClock } from "../../http/clock.js";
import type { Logger } from "../../logger.js";
import { notBlockedEitherWaySql } from "../blocks/is-blocked-either.js";
import { onClientMessage, publishEphemeral } from "../realtime/index.js";

// The live side of the chat rooms, on the realtime module's per-user events (ephemeral: a chat line is not worth a
// stored event per reader; a page that was offline asks the history for after_id).
//
// Presence: an open room page sends `chatroom.join { room_id }` over the websocket on connect and every
// CHAT_PRESENCE_REFRESH_SECONDS, `chatroom.leave` when it closes; each is one upsert/delete of chat_room_presence.
// A row older than CHAT_PRESENCE_TTL_SECONDS counts as gone (a closed laptop sends no leave). The readers of a room
// are these rows, across all api instances (Postgres), and the bus delivers to whichever instance holds each socket.

const STALE_CLEANUP = "10 minutes";

export function registerChatPresenceHandlers({ database, clock, logger }: { database: Database; clock: TClock; logger: Logger }): void {
  onClientMessage("chatroom.join", async (userId, payload) => {
    const parsed = ZChatPresenceClientMessage.safeParse(payload);
    if (!parsed.success) return;
    const now = clock.now();
    const roomId = parsed.data.room_id;
    // xmax = 0: the row is new (a join, not a refresh), or it had gone stale — then everyone's count changes.
    const [row] = await database.query<{ arrived: boolean }>(
      `with old as (select seen_at from chat_room_presence where room_id = $1 and user_id = $2)
       insert into chat_room_presence (room_id, user_id, seen_at)
       select r.id, $2, $3 from chat_rooms r where r.id = $1 and r.is_open
       on conflict (room_id, user_id) do update set seen_at = excluded.seen_at
       returning (not exists (select 1 from old where old.seen_at > $3::timestamptz - interval '${CHAT_PRESENCE_TTL_SECONDS} seconds')) as arrived`,
      [roomId, userId, now],
    );
    if (!row) return;
    await publishPresence(database, roomId, now, row.arrived ? null : userId);
    // Rows of readers long gone (no leave sent) go with someone else's join; cheap by the (room, seen_at) index.
    await database
      .query(`delete from chat_room_presence where room_id = $1 and seen_at < $2::timestamptz - interval '${STALE_CLEANUP}'`, [parsed.data.room_id, now])
      .catch((error) => logger.warn({ err: error }, "chatrooms: presence cleanup failed"));
  });
  onClientMessage("chatroom.leave", async (userId, payload) => {
    const parsed = ZChatPresenceClientMessage.safeParse(payload);
    if (!parsed.success) return;
    const gone = await database.query("delete from chat_room_presence where room_id = $1 and user_id = $2 returning 1", [parsed.data.room_id, userId]);
    if (gone.length) await publishPresence(database, parsed.data.room_id, clock.now(), null);
  });
}

/** Who has the room open now, without those with a block either way with `senderId` (null: everyone). */
async function readersOf(db: DatabaseTx, roomId: number, now: Date, senderId: number | null): Promise<number[]> {
  const rows = await db.query<{ user_id: string | number }>(
    `select p.user_id from chat_room_presence p
      where p.room_id = $1 and p.seen_at > $2::timestamptz - interval '${CHAT_PRESENCE_TTL_SECONDS} seconds'
        and ($3::bigint is null or ${notBlockedEitherWaySql("$3::bigint", "p.user_id")})`,
    [roomId, now, senderId],
  );
  return rows.map((row) => Number(row.user_id));
}

async function onlineCount(db: DatabaseTx, roomId: number, now: Date): Promise<number> {
  const [row] = await db.query<{ n: string | number }>(
    `select count(*) as n from chat_room_presence where room_id = $1 and seen_at > $2::timestamptz - interval '${CHAT_PRESENCE_TTL_SECONDS} seconds'`,
    [roomId, now],
  );
  return Number(row?.n ?? 0);
}

/**
 * `chatroom.presence { room_id, online_count }`: to everyone in the room when someone arrives or leaves, or only to
 * `onlyTo` (a refresh, which changes nobody else's count).
 */
async function publishPresence(db: DatabaseTx, roomId: number, now: Date, onlyTo: number | null): Promise<void> {
  const payload = { room_id: roomId, online_count: await onlineCount(db, roomId, now) };
  for (const userId of onlyTo === null ? await readersOf(db, roomId, now, null) : [onlyTo]) publishEphemeral({ userId, type: "chatroom.presence", payload });
}

/** After the commit: the new message to every reader of the room but across a block, and to the sender's tabs. */
export async function publishChatMessage(db: DatabaseTx, message: TChatMessage, now: Date): Promise<void> {
  const readers = new Set(await readersOf(db, message.room_id, now, message.sender.id));
  readers.add(message.sender.id);
  const payload = { room_id: message.room_id, message, online_count: await onlineCount(db, message.room_id, now) };
  for (const userId of readers) publishEphemeral({ userId, type: "chatroom.message", payload });
}

/** After the commit: a removed message disappears from every open page of the room. */
export async function publishChatRemoval(db: DatabaseTx, removed: { room_id: number; message_id: number }, now: Date): Promise<void> {
  for (const userId of await readersOf(db, removed.room_id, now, null)) publishEphemeral({ userId, type: "chatroom.removed", payload: removed });
}
