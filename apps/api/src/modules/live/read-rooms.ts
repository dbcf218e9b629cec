import type { TLiveRoom, TLiveRoomList, TLiveState } from "@samtrot/api-client/contracts";
import { LIVE_CHAT_BACKLOG } from "@samtrot/api-client/contracts";
import type { TLiveDeps } from "./live-runtime.js";
import { accessOf, MESSAGE_SELECT, messageView, readRoom, ROOM_SELECT, roomView, type TMessageRow, type TRoomRow } from "./rooms.js";

/** browse_streaming: the rooms live now, newest first, with the tags in use (guest-visible previews). */
export async function listRooms(deps: TLiveDeps, viewerId: number | null, query: { tag?: string; language?: string }): Promise<TLiveRoomList> {
  const now = deps.clock.now();
  const rows = await deps.database.query<TRoomRow>(
    `${ROOM_SELECT}
      WHERE r.status = 'live' AND NOT u.is_banned AND u.deleted_at IS NULL
        AND ($1::text IS NULL OR $1 = ANY (r.tags)) AND ($2::text IS NULL OR r.spoken_language = $2)
      ORDER BY r.live_at DESC, r.id DESC LIMIT 100`,
    [query.tag ?? null, query.language ?? null],
  );
  const tags = await deps.database.query<{ tag: string; count: string | number }>(
    `SELECT t.tag, count(*) AS count FROM live_rooms r, unnest(r.tags) AS t(tag) WHERE r.status = 'live' GROUP BY t.tag ORDER BY count(*) DESC, t.tag LIMIT 30`,
  );
  const items: TLiveRoom[] = [];
  for (const row of rows) items.push(roomView(row, await accessOf(deps.database, row, viewerId, now), now));
  return { items, tags: tags.map((t) => ({ tag: t.tag, count: Number(t.count) })) };
}

export async function readOneRoom(deps: TLiveDeps, viewerId: number | null, roomId: number): Promise<TLiveRoom> {
  const row = await readRoom(deps.database, roomId);
  const now = deps.clock.now();
  return roomView(row, await accessOf(deps.database, row, viewerId, now), now);
}

export async function readMyRoom(deps: TLiveDeps, userId: number): Promise<TLiveRoom | null> {
  const [row] = await deps.database.query<TRoomRow>(`${ROOM_SELECT} WHERE r.producer_id = $1 AND r.status <> 'ended'`, [userId]);
  return row ? roomView(row, "producer", deps.clock.now()) : null;
}

/** The room's state for a participant: polled each second (spec 001 §9 tipping polling) beside the websocket's pushes. */
export async function readState(deps: TLiveDeps, userId: number, roomId: number, after: number | undefined): Promise<TLiveState> {
  const row = await readRoom(deps.database, roomId);
  const now = deps.clock.now();
  const access = await accessOf(deps.database, row, userId, now);
  if (access !== "producer" && access !== "audience") return { status: row.status, access, viewer_count: Number(row.viewer_count), messages: [], viewers: null, tips_total: null };
  const messages =
    after === undefined
      ? (await deps.database.query<TMessageRow>(`${MESSAGE_SELECT} WHERE m.room_id = $1 ORDER BY m.id DESC LIMIT $2`, [roomId, LIVE_CHAT_BACKLOG])).reverse()
      : await deps.database.query<TMessageRow>(`${MESSAGE_SELECT} WHERE m.room_id = $1 AND m.id > $2 ORDER BY m.id LIMIT $3`, [roomId, after, LIVE_CHAT_BACKLOG]);
  let viewers: TLiveState["viewers"] = null;
  let tipsTotal: number | null = null;
  if (access === "producer") {
    const present = await deps.database.query<{ id: string | number; username: string }>(
      `SELECT u.id, u.username FROM live_viewers v JOIN users u ON u.id = v.user_id WHERE v.room_id = $1 AND v.left_at IS NULL ORDER BY v.joined_at`,
      [roomId],
    );
    viewers = present.map((v) => ({ id: Number(v.id), username: v.username }));
    const [sum] = await deps.database.query<{ total: string | number }>(`SELECT coalesce(sum(amount), 0) AS total FROM live_messages WHERE room_id = $1 AND kind = 'tip'`, [roomId]);
    tipsTotal = Number(sum?.total ?? 0);
  }
  return { status: row.status, access, viewer_count: Number(row.viewer_count), messages: messages.map(messageView), viewers, tips_total: tipsTotal };
}
