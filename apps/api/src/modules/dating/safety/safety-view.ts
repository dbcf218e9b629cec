import type { TCheckIn, TClientWarning, TClientWarnings, TDateSafety, TEmergencyContact } from "@samtrot/api-client/contracts";
import type { DatabaseTx } from "@samtrot/db";
import { AGE_CHECK_STATUS } from "@samtrot/constants-catalogue";
import {
  CLIENT_WARNING_CATEGORIES,
  checkInState,
  checkInWindow,
  decideCheckIn,
  decideWarning,
  defaultCheckInTime,
  mayReadClientWarnings,
  type TBackendDateStatus,
  type TCheckInFacts,
  type TClientWarningCategory,
} from "@samtrot/dating";
import { AppError, notFound } from "../../../http/errors.js";
import { DATE_NOT_FOUND, sideOf } from "../date-view.js";

type TId = string | number;
type TTime = string | Date;
const iso = (value: TTime) => new Date(value).toISOString();
const isoOrNull = (value: TTime | null) => (value === null ? null : iso(value));

export type TSafetyDate = { id: TId; sender_id: TId; receiver_id: TId; status: number; start_at: TTime; duration_minutes: number };

export type TCheckInRow = {
  date_id: TId;
  user_id: TId;
  due_at: TTime;
  contact_name: string;
  contact_email: string;
  checked_in_at: TTime | null;
  cancelled_at: TTime | null;
  cancel_reason: "escort" | "date" | null;
  alerted_at: TTime | null;
};

export const CHECK_IN_COLUMNS = "date_id, user_id, due_at, contact_name, contact_email, checked_in_at, cancelled_at, cancel_reason, alerted_at";

export const dateFacts = (date: TSafetyDate) => ({ status: date.status as TBackendDateStatus, startAt: new Date(date.start_at), durationMinutes: date.duration_minutes });
export const checkInFacts = (row: TCheckInRow): TCheckInFacts => ({
  checkedInAt: row.checked_in_at ? new Date(row.checked_in_at) : null,
  cancelledAt: row.cancelled_at ? new Date(row.cancelled_at) : null,
  alertedAt: row.alerted_at ? new Date(row.alerted_at) : null,
});

/**
 * The date as its escort side (the receiver) touches it for safety: locked FOR UPDATE when `lock`. A third person
 * gets 404 (as everywhere in dating), the client side 403 safety_receiver_only: the client never sees this view.
 */
export async function loadSafetyDate(tx: DatabaseTx, input: { dateId: number; userId: number; lock: boolean }): Promise<TSafetyDate> {
  const [date] = await tx.query<TSafetyDate>(
    `SELECT id, sender_id, receiver_id, status, start_at, duration_minutes FROM dates WHERE id = $1${input.lock ? " FOR UPDATE" : ""}`,
    [input.dateId],
  );
  const side = date ? sideOf(date, input.userId) : null;
  if (!date || !side) throw notFound(DATE_NOT_FOUND);
  if (side !== "receiver") throw new AppError(403, "exception.dating.safety_receiver_only");
  return date;
}

export async function loadCheckInRow(tx: DatabaseTx, dateId: number, lock = false): Promise<TCheckInRow | null> {
  const [row] = await tx.query<TCheckInRow>(`SELECT ${CHECK_IN_COLUMNS} FROM date_safety_checkins WHERE date_id = $1${lock ? " FOR UPDATE" : ""}`, [dateId]);
  return row ?? null;
}

export async function loadSavedContact(tx: DatabaseTx, userId: number): Promise<TEmergencyContact | null> {
  const [row] = await tx.query<{ name: string; email: string }>(`SELECT name, email FROM emergency_contacts WHERE user_id = $1`, [userId]);
  return row ? { name: row.name, email: row.email } : null;
}

type TWarningRow = { id: TId; date_id: TId; categories: string[]; text: string; created_at: TTime };
const warningFromRow = (row: TWarningRow): TClientWarning => ({
  id: Number(row.id),
  date_id: Number(row.date_id),
  categories: row.categories as TClientWarningCategory[],
  text: row.text,
  created_at: iso(row.created_at),
});

/** Is the viewer a verified escort (age check accepted, or the verified badge)? The only ones who read warnings about clients. */
export async function mayViewerReadWarnings(tx: DatabaseTx, userId: number): Promise<boolean> {
  const [row] = await tx.query<{ user_type: number; age_check_status: number; is_verified: boolean; unavailable: boolean }>(
    `SELECT user_type, age_check_status, is_verified, (is_banned OR deactivated_at IS NOT NULL) AS unavailable FROM users WHERE id = $1 AND deleted_at IS NULL`,
    [userId],
  );
  if (!row || row.unavailable) return false;
  return mayReadClientWarnings({ userType: Number(row.user_type), verified: row.is_verified || Number(row.age_check_status) === AGE_CHECK_STATUS.accepted });
}

/** The warnings about a client (count, per category, the texts newest first; authors are not named). */
export async function loadClientWarnings(tx: DatabaseTx, clientId: number): Promise<TClientWarnings> {
  const rows = await tx.query<TWarningRow>(
    `SELECT w.id, w.date_id, w.categories, w.text, w.created_at FROM client_warnings w
       JOIN users a ON a.id = w.author_id AND a.deleted_at IS NULL
      WHERE w.client_id = $1 ORDER BY w.created_at DESC, w.id DESC LIMIT 50`,
    [clientId],
  );
  const categories = Object.fromEntries(CLIENT_WARNING_CATEGORIES.map((c) => [c, 0])) as Record<TClientWarningCategory, number>;
  for (const row of rows) for (const c of row.categories) if (c in categories) categories[c as TClientWarningCategory] += 1;
  return {
    client_id: clientId,
    count: rows.length,
    categories,
    items: rows.map((row) => ({ categories: row.categories as TClientWarningCategory[], text: row.text, created_at: iso(row.created_at) })),
  };
}

function checkInView(row: TCheckInRow, date: TSafetyDate, now: Date): TCheckIn {
  const facts = checkInFacts(row);
  const actions = (["set", "check_in", "cancel"] as const).filter(
    (action) => decideCheckIn({ side: "receiver", date: dateFacts(date), current: facts, action }, now).allowed,
  );
  return {
    state: checkInState(facts),
    due_at: iso(row.due_at),
    contact: { name: row.contact_name, email: row.contact_email },
    checked_in_at: isoOrNull(row.checked_in_at),
    alerted_at: isoOrNull(row.alerted_at),
    cancelled_at: isoOrNull(row.cancelled_at),
    cancel_reason: row.cancel_reason,
    actions,
  };
}

/** The escort side's safety view of a date at `now`. */
export async function loadDateSafety(tx: DatabaseTx, date: TSafetyDate, userId: number, now: Date): Promise<TDateSafety> {
  const dateId = Number(date.id);
  const facts = dateFacts(date);
  const row = await loadCheckInRow(tx, dateId);
  const window = checkInWindow(facts.startAt, facts.durationMinutes);
  const [warning] = await tx.query<TWarningRow>(`SELECT id, date_id, categories, text, created_at FROM client_warnings WHERE date_id = $1`, [dateId]);
  return {
    date_id: dateId,
    check_in: row ? checkInView(row, date, now) : null,
    window: { earliest: window.earliest.toISOString(), latest: window.latest.toISOString(), proposed: defaultCheckInTime(facts.startAt, facts.durationMinutes).toISOString() },
    can_set_check_in: decideCheckIn({ side: "receiver", date: facts, current: row ? checkInFacts(row) : null, action: "set" }, now).allowed,
    saved_contact: await loadSavedContact(tx, userId),
    my_warning: warning ? warningFromRow(warning) : null,
    can_warn: decideWarning({ side: "receiver", date: facts, hasWarning: Boolean(warning) }, now).allowed,
    client_warnings: (await mayViewerReadWarnings(tx, userId)) ? await loadClientWarnings(tx, Number(date.sender_id)) : null,
  };
}
