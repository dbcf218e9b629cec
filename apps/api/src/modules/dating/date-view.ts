import type { TDate, TDateDetail, TDateTimelineEvent } from "@samtrot/api-client/contracts";
import type { DatabaseTx } from "@samtrot/db";
import { REVIEW_WINDOW_DAYS, allowedDateActions, dateEndsAt, dateStageOf, type TBackendDateStatus, type TDateSide } from "@samtrot/dating";

export const DATE_NOT_FOUND = "exception.dating.date_not_found";

/** A date row with both parties (FROM dates d JOIN users s … JOIN users r …). */
export const DATE_COLUMNS = `d.id, d.sender_id, d.receiver_id, d.start_at, d.duration_minutes, d.place_kind, d.place_note, d.price, d.message,
  d.status, d.version, d.expires_at, d.created_at, d.updated_at,
  s.username AS sender_username, s.user_type AS sender_user_type, s.deleted_at AS sender_deleted_at,
  (SELECT p.display_name FROM profiles p WHERE p.user_id = s.id) AS sender_display_name,
  r.username AS receiver_username, r.user_type AS receiver_user_type, r.deleted_at AS receiver_deleted_at,
  (SELECT p.display_name FROM profiles p WHERE p.user_id = r.id) AS receiver_display_name,
  EXISTS (SELECT 1 FROM date_reviews dr WHERE dr.date_id = d.id AND dr.author_id = d.sender_id) AS sender_reviewed,
  EXISTS (SELECT 1 FROM date_reviews dr WHERE dr.date_id = d.id AND dr.author_id = d.receiver_id) AS receiver_reviewed`;

export const DATE_FROM = `dates d JOIN users s ON s.id = d.sender_id JOIN users r ON r.id = d.receiver_id`;

type TId = string | number;
type TTime = string | Date;

export type TDateRow = {
  id: TId;
  sender_id: TId;
  receiver_id: TId;
  start_at: TTime;
  duration_minutes: number;
  place_kind: TDate["place_kind"];
  place_note: string | null;
  price: number | null;
  message: string;
  status: number;
  version: number;
  expires_at: TTime | null;
  created_at: TTime;
  updated_at: TTime;
  sender_username: string;
  sender_user_type: number;
  sender_deleted_at: TTime | null;
  sender_display_name: string | null;
  receiver_username: string;
  receiver_user_type: number;
  receiver_deleted_at: TTime | null;
  receiver_display_name: string | null;
  sender_reviewed: boolean;
  receiver_reviewed: boolean;
};

const iso = (value: TTime) => new Date(value).toISOString();

/** The caller's side of a date, or null when the caller is neither (they must not learn it exists). */
export function sideOf(row: { sender_id: TId; receiver_id: TId }, userId: number): TDateSide | null {
  if (Number(row.sender_id) === userId) return "sender";
  if (Number(row.receiver_id) === userId) return "receiver";
  return null;
}

/** The date as the caller (one of its sides) sees it at `now`: stage and allowed actions are the caller's. */
export function dateFromRow(row: TDateRow, side: TDateSide, now: Date): TDate {
  const facts = {
    status: row.status as TBackendDateStatus,
    startAt: new Date(row.start_at),
    durationMinutes: row.duration_minutes,
    expiresAt: row.expires_at ? new Date(row.expires_at) : null,
    reviewedByViewer: side === "sender" ? row.sender_reviewed : row.receiver_reviewed,
  };
  return {
    id: Number(row.id),
    sender: { id: Number(row.sender_id), username: row.sender_username, display_name: row.sender_deleted_at ? null : row.sender_display_name, user_type: row.sender_user_type },
    receiver: { id: Number(row.receiver_id), username: row.receiver_username, display_name: row.receiver_deleted_at ? null : row.receiver_display_name, user_type: row.receiver_user_type },
    my_side: side,
    start_at: iso(row.start_at),
    end_at: dateEndsAt(facts.startAt, facts.durationMinutes).toISOString(),
    duration_minutes: row.duration_minutes,
    place_kind: row.place_kind,
    place_note: row.place_note,
    price: row.price,
    message: row.message,
    status: row.status,
    stage: dateStageOf(facts, side, now),
    version: row.version,
    expires_at: row.expires_at ? iso(row.expires_at) : null,
    actions: allowedDateActions(facts, side, now),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

type TTimelineRow = { id: TId; type: number; actor_id: TId | null; status: number; start_at: TTime | null; duration_minutes: number | null; message: string; created_at: TTime };

export async function loadTimeline(tx: DatabaseTx, dateId: number): Promise<TDateTimelineEvent[]> {
  const rows = await tx.query<TTimelineRow>(
    `SELECT id, type, actor_id, status, start_at, duration_minutes, message, created_at FROM date_timeline_events WHERE date_id = $1 ORDER BY id`,
    [dateId],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    type: row.type,
    actor_id: row.actor_id === null ? null : Number(row.actor_id),
    status: row.status,
    start_at: row.start_at ? iso(row.start_at) : null,
    duration_minutes: row.duration_minutes,
    message: row.message,
    created_at: iso(row.created_at),
  }));
}

export async function loadDateRow(tx: DatabaseTx, dateId: number): Promise<TDateRow | null> {
  const [row] = await tx.query<TDateRow>(`SELECT ${DATE_COLUMNS} FROM ${DATE_FROM} WHERE d.id = $1`, [dateId]);
  return row ?? null;
}

/** The date and its timeline for one of its sides. */
export async function loadDateDetail(tx: DatabaseTx, row: TDateRow, side: TDateSide, now: Date): Promise<TDateDetail> {
  return { date: dateFromRow(row, side, now), timeline: await loadTimeline(tx, Number(row.id)) };
}

/**
 * The stage (spec 001 §4) in SQL, the same as dateStageOf() of @samtrot/dating (the list filters tabs with it, so
 * paging stays in the database); $viewer is the caller's id, $now the api clock's time. An ended date needs review
 * until the window closes, unless the viewer has reviewed it (then completed). dates-http.test.ts and
 * date-reviews-http.test.ts check both agree.
 */
export function stageSql(viewer: string, now: string): string {
  const end = `d.start_at + make_interval(mins => d.duration_minutes::int)`;
  return `CASE
    WHEN d.status = -2 THEN 4
    WHEN d.status = -3 THEN 5
    WHEN d.status = 1 THEN CASE
      WHEN ${now} < ${end} THEN 6
      WHEN ${now} < ${end} + make_interval(days => ${REVIEW_WINDOW_DAYS})
        AND NOT EXISTS (SELECT 1 FROM date_reviews dr WHERE dr.date_id = d.id AND dr.author_id = ${viewer}) THEN 7
      ELSE 8 END
    WHEN d.expires_at <= ${now} THEN 3
    WHEN (d.status IN (0, -5)) = (d.receiver_id = ${viewer}) THEN 1
    ELSE 2 END`;
}
