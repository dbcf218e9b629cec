import type { TLiveAccess, TLiveMessage, TLiveRoom } from "@samtrot/api-client/contracts";
import { ageOnDate, USER_TYPE } from "@samtrot/constants-catalogue";
import type { DatabaseTx } from "@samtrot/db";
import { AppError } from "../../http/errors.js";
import { isBlockedEither } from "../blocks/is-blocked-either.js";
import { avatarUrlOf } from "../media-gallery/avatar-url.js";
import { admitsViewer, type TAudience } from "./audience-filter.js";

// Reading rooms and deciding who may do what in them: one place for the HTTP endpoints and the websocket's
// live.watch, so the page and the media path refuse the same viewers.

export const ROOM_NOT_FOUND = "exception.live.room_not_found";
export const ROOM_ENDED = "exception.live.room_ended";
export const AUDIENCE_REFUSED = "exception.live.audience_refused";
export const KICKED_OUT = "exception.live.kicked_out";
export const NOT_PRODUCER = "exception.live.not_producer";

export type TRoomRow = {
  id: string | number;
  producer_id: string | number;
  title: string;
  tags: string[];
  display_name: string;
  spoken_language: string;
  audience_user_types: (string | number)[];
  audience_genders: (string | number)[];
  audience_age_bands: string[];
  audience_members_only: boolean;
  audience_origins: string[];
  status: "waiting" | "live" | "ended";
  live_at: string | Date | null;
  ended_at: string | Date | null;
  username: string;
  user_type: string | number;
  birth_date: string | Date | null;
  viewer_count: string | number;
};

export const ROOM_SELECT = `SELECT r.*, u.username, u.user_type, u.birth_date,
    (SELECT count(*) FROM live_viewers v WHERE v.room_id = r.id AND v.left_at IS NULL) AS viewer_count
  FROM live_rooms r JOIN users u ON u.id = r.producer_id`;

export function audienceOf(row: TRoomRow): TAudience {
  return {
    user_types: row.audience_user_types.map(Number),
    genders: row.audience_genders.map(Number),
    age_bands: row.audience_age_bands,
    members_only: row.audience_members_only,
    origins: row.audience_origins.map((c) => c.trim()),
  };
}

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

export function ageOf(birth: string | Date | null, on: Date): number | null {
  if (birth === null) return null;
  const date = new Date(birth);
  return ageOnDate({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }, on);
}

export function roomView(row: TRoomRow, access: TLiveAccess, now: Date): TLiveRoom {
  return {
    id: Number(row.id),
    title: row.title,
    tags: row.tags,
    display_name: row.display_name,
    spoken_language: row.spoken_language.trim(),
    status: row.status,
    producer: { id: Number(row.producer_id), username: row.username, user_type: Number(row.user_type), avatar_url: avatarUrlOf(Number(row.producer_id)), age: ageOf(row.birth_date, now) },
    audience: audienceOf(row),
    viewer_count: Number(row.viewer_count),
    live_at: iso(row.live_at),
    ended_at: iso(row.ended_at),
    access,
  };
}

export async function readRoom(db: DatabaseTx, roomId: number): Promise<TRoomRow> {
  const [row] = await db.query<TRoomRow>(`${ROOM_SELECT} WHERE r.id = $1`, [roomId]);
  if (!row) throw new AppError(404, ROOM_NOT_FOUND);
  return row;
}

/**
 * The caller's place in a room. The producer is the producer (also once ended); the team watches every room
 * (moderation); everyone else: signed in, no block either way with the producer, inside the audience filter, not
 * kicked out of this broadcast.
 */
export async function accessOf(db: DatabaseTx, row: TRoomRow, userId: number | null, now: Date): Promise<TLiveAccess> {
  if (userId !== null && Number(row.producer_id) === userId) return "producer";
  if (row.status === "ended") return "ended";
  if (userId === null) return "sign_in";
  const [viewer] = await db.query<{ user_type: string | number; gender: string | number | null; birth_date: string | Date | null; is_member: boolean; country: string | null; kicked: boolean }>(
    `SELECT u.user_type, u.gender, u.birth_date, u.is_member, p.country,
            EXISTS (SELECT 1 FROM live_kicks k WHERE k.room_id = $2 AND k.user_id = u.id) AS kicked
       FROM users u LEFT JOIN profiles p ON p.user_id = u.id
      WHERE u.id = $1 AND u.deleted_at IS NULL AND NOT u.is_banned`,
    [userId, row.id],
  );
  if (!viewer) return "sign_in";
  if (viewer.kicked) return "kicked_out";
  if (Number(viewer.user_type) === USER_TYPE.team) return "audience";
  if (await isBlockedEither(db, userId, Number(row.producer_id))) return "refused";
  const admitted = admitsViewer(audienceOf(row), {
    userType: Number(viewer.user_type),
    gender: viewer.gender === null ? null : Number(viewer.gender),
    age: ageOf(viewer.birth_date, now),
    isMember: viewer.is_member,
    country: viewer.country?.trim() ?? null,
  });
  return admitted ? "audience" : "refused";
}

/** Throws the refusal that belongs to an access other than producer/audience. */
export function refuse(access: TLiveAccess): never {
  switch (access) {
    case "sign_in":
      throw new AppError(401, "exception.common.unauthorized");
    case "kicked_out":
      throw new AppError(403, KICKED_OUT);
    case "refused":
      throw new AppError(403, AUDIENCE_REFUSED);
    case "ended":
      throw new AppError(409, ROOM_ENDED);
    default:
      throw new AppError(403, "exception.common.forbidden");
  }
}

/** The room, when the caller may take part (producer or admitted viewer) and it is not over. */
export async function requireParticipant(db: DatabaseTx, roomId: number, userId: number, now: Date): Promise<{ row: TRoomRow; access: "producer" | "audience" }> {
  const row = await readRoom(db, roomId);
  const access = await accessOf(db, row, userId, now);
  if (access !== "producer" && access !== "audience") refuse(access);
  if (row.status === "ended") throw new AppError(409, ROOM_ENDED);
  return { row, access };
}

export async function requireProducer(db: DatabaseTx, roomId: number, userId: number): Promise<TRoomRow> {
  const row = await readRoom(db, roomId);
  if (Number(row.producer_id) !== userId) throw new AppError(403, NOT_PRODUCER);
  return row;
}

export type TMessageRow = { id: string | number; kind: "chat" | "tip"; user_id: string | number; username: string; body: string; amount: number | null; created_at: string | Date };
export const MESSAGE_SELECT = `SELECT m.id, m.kind, m.user_id, u.username, m.body, m.amount, m.created_at FROM live_messages m JOIN users u ON u.id = m.user_id`;

export function messageView(row: TMessageRow): TLiveMessage {
  return {
    id: Number(row.id),
    kind: row.kind,
    user: { id: Number(row.user_id), username: row.username },
    body: row.body,
    amount: row.amount === null ? null : Number(row.amount),
    at: new Date(row.created_at).toISOString(),
  };
}
