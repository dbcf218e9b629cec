import type { Database } from "@samtrot/db";
import { BACKEND_DATE_STATUS, CHECK_IN_REMINDER_MINUTES, isAlertDue } from "@samtrot/dating";
import type { TClock } from "../../../http/clock.js";
import { brandOf } from "../../accounts/web-links.js";
import type { TJobHandler, TJobSchedule } from "../../jobs/job-runner.js";
import { enqueueMail } from "../../mail/enqueue-mail.js";
import { createNotifications } from "../../notifications/create-notifications.js";
import { dateLink } from "../date-changes.js";
import { renderSafetyAlertMail } from "./safety-alert-mail.js";
import { CHECK_IN_COLUMNS, checkInFacts, type TCheckInRow } from "./safety-view.js";

export const SAFETY_CHECK_JOB = "dating.safety_check";

/**
 * The safety net: every minute one runner (of all api instances) sends what is due. Setting a check-in also
 * enqueues one-off runs at the reminder and at the deadline (set-check-in.ts), so the alert is on time; whichever
 * run comes first sends it, and only once.
 */
export const safetyCheckSchedule: TJobSchedule = { name: "dating.safety_check", kind: SAFETY_CHECK_JOB, intervalSeconds: 60 };

const RUNNING = "checked_in_at IS NULL AND cancelled_at IS NULL AND alerted_at IS NULL";
const BATCH = 100;
type TDeps = { database: Database; clock: TClock };

/**
 * Decided by the api clock (like dating.expire), not by the database's now(): a check-in whose time has come and that
 * she has neither checked in nor cancelled gets its alert — her emergency contact one e-mail through the outbox, she a
 * notification — in one transaction that sets alerted_at while holding the check-in's row lock, so the alert is sent
 * exactly once however many runners, retries or restarts there are, and never after she checked in. A check-in 15
 * minutes ahead gets a reminder notification first (with the date's link, where "Ich bin sicher" is).
 */
export async function alertDueCheckIns(deps: TDeps): Promise<{ reminded: number; alerted: number }> {
  let reminded = 0;
  let alerted = 0;
  for (;;) {
    const now = deps.clock.now();
    const due = await deps.database.query<{ date_id: string | number; kind: "alert" | "remind" }>(
      `SELECT date_id, CASE WHEN due_at <= $1 THEN 'alert' ELSE 'remind' END AS kind FROM date_safety_checkins
        WHERE ${RUNNING} AND (due_at <= $1 OR (reminded_at IS NULL AND due_at <= $2))
        ORDER BY due_at, date_id LIMIT $3`,
      [now.toISOString(), new Date(now.getTime() + CHECK_IN_REMINDER_MINUTES * 60_000).toISOString(), BATCH],
    );
    for (const row of due) {
      if (row.kind === "alert" ? await alertOne(deps, Number(row.date_id)) : await remindOne(deps, Number(row.date_id))) {
        if (row.kind === "alert") alerted += 1;
        else reminded += 1;
      }
    }
    if (due.length < BATCH) return { reminded, alerted };
  }
}

async function remindOne(deps: TDeps, dateId: number): Promise<boolean> {
  return deps.database.transaction(async (tx) => {
    const [row] = await tx.query<TCheckInRow & { reminded_at: unknown }>(
      `SELECT ${CHECK_IN_COLUMNS}, reminded_at FROM date_safety_checkins WHERE date_id = $1 FOR UPDATE SKIP LOCKED`,
      [dateId],
    );
    if (!row || row.reminded_at !== null || row.checked_in_at || row.cancelled_at || row.alerted_at) return false;
    const now = deps.clock.now();
    await tx.query(`UPDATE date_safety_checkins SET reminded_at = $2 WHERE date_id = $1`, [dateId, now.toISOString()]);
    await createNotifications(tx, [
      { userId: Number(row.user_id), kind: "date_check_in_reminder", params: { date_id: dateId, due_at: new Date(row.due_at).toISOString() }, link: dateLink(dateId) },
    ]);
    return true;
  });
}

async function alertOne(deps: TDeps, dateId: number): Promise<boolean> {
  return deps.database.transaction(async (tx) => {
    // SKIP LOCKED: a check-in she is confirming or moving right now is decided after her change, on the next run
    const [row] = await tx.query<TCheckInRow & { web_base: string; locale: string }>(
      `SELECT ${CHECK_IN_COLUMNS}, web_base, locale FROM date_safety_checkins WHERE date_id = $1 FOR UPDATE SKIP LOCKED`,
      [dateId],
    );
    const now = deps.clock.now();
    if (!row || !isAlertDue({ ...checkInFacts(row), dueAt: new Date(row.due_at) }, now)) return false;
    const [date] = await tx.query<{
      status: number;
      start_at: string | Date;
      duration_minutes: number;
      place_kind: "incall" | "outcall" | "meeting";
      place_note: string | null;
      client_username: string;
      escort_username: string;
    }>(
      `SELECT d.status, d.start_at, d.duration_minutes, d.place_kind, d.place_note, s.username AS client_username, r.username AS escort_username
         FROM dates d JOIN users s ON s.id = d.sender_id JOIN users r ON r.id = d.receiver_id WHERE d.id = $1`,
      [dateId],
    );
    if (!date || date.status !== BACKEND_DATE_STATUS.accept) {
      // the date ended otherwise (its change cancels the check-in in the same transaction; this only guards)
      await tx.query(`UPDATE date_safety_checkins SET cancelled_at = $2, cancel_reason = 'date', updated_at = $2 WHERE date_id = $1`, [dateId, now.toISOString()]);
      return false;
    }
    const clientProfileUrl = `${row.web_base}/p/${encodeURIComponent(date.client_username)}`;
    const content = renderSafetyAlertMail({
      locale: row.locale,
      brand: brandOf(row.web_base),
      contactName: row.contact_name,
      escortUsername: date.escort_username,
      clientUsername: date.client_username,
      clientProfileUrl,
      startAt: new Date(date.start_at),
      durationMinutes: date.duration_minutes,
      placeKind: date.place_kind,
      placeNote: date.place_note,
      dueAt: new Date(row.due_at),
    });
    const mailId = await enqueueMail(tx, { userId: Number(row.user_id), kind: "date_safety_alert", to: row.contact_email, content, links: [clientProfileUrl] });
    await tx.query(`UPDATE date_safety_checkins SET alerted_at = $2, alert_mail_id = $3, version = version + 1, updated_at = $2 WHERE date_id = $1`, [
      dateId,
      now.toISOString(),
      mailId,
    ]);
    await createNotifications(tx, [
      { userId: Number(row.user_id), kind: "date_check_in_alerted", params: { date_id: dateId, contact_name: row.contact_name }, link: dateLink(dateId) },
    ]);
    return true;
  });
}

export function createSafetyCheckHandler(deps: TDeps): TJobHandler {
  return {
    async run() {
      await alertDueCheckIns(deps);
    },
  };
}
