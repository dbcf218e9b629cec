import type { TDateSafety } from "@samtrot/api-client/contracts";
import type { Database, DatabaseTx } from "@samtrot/db";
import { CHECK_IN_REMINDER_MINUTES, checkCheckInTime, decideCheckIn } from "@samtrot/dating";
import { AppError } from "../../../http/errors.js";
import type { TClock } from "../../../http/clock.js";
import { enqueueJob } from "../../jobs/enqueue-job.js";
import { SAFETY_CHECK_JOB } from "./alert-check-ins.js";
import { checkInFacts, dateFacts, loadCheckInRow, loadDateSafety, loadSafetyDate } from "./safety-view.js";

/**
 * Sets or moves her check-in (the escort side of an accepted date): in one transaction holding the date's row lock,
 * decided at the api clock; the contact is kept with the check-in (and as her saved one unless she says not to).
 * The alert job is nudged for the reminder and the deadline; the job decides by the api clock.
 */
export async function setCheckIn(
  deps: { database: Database; clock: TClock },
  input: { userId: number; dateId: number; dueAt: Date; contactName: string; contactEmail: string; rememberContact: boolean; webBase: string },
): Promise<TDateSafety> {
  return deps.database.transaction(async (tx) => {
    const date = await loadSafetyDate(tx, { dateId: input.dateId, userId: input.userId, lock: true });
    const now = deps.clock.now();
    const current = await loadCheckInRow(tx, input.dateId, true);
    const decision = decideCheckIn({ side: "receiver", date: dateFacts(date), current: current ? checkInFacts(current) : null, action: "set" }, now);
    if (!decision.allowed) throw new AppError(409, `exception.dating.${decision.reason}`);
    const time = checkCheckInTime(input.dueAt, dateFacts(date), now);
    if (!time.ok) throw new AppError(422, `validation.dating.${time.reason}`, "due_at");
    const [user] = await tx.query<{ locale: string }>(`SELECT locale FROM users WHERE id = $1`, [input.userId]);
    await tx.query(
      `INSERT INTO date_safety_checkins (date_id, user_id, due_at, contact_name, contact_email, web_base, locale, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)
       ON CONFLICT (date_id) DO UPDATE SET due_at = excluded.due_at, contact_name = excluded.contact_name, contact_email = excluded.contact_email,
         web_base = excluded.web_base, locale = excluded.locale, reminded_at = NULL, cancelled_at = NULL, cancel_reason = NULL,
         version = date_safety_checkins.version + 1, updated_at = excluded.updated_at`,
      [input.dateId, input.userId, input.dueAt.toISOString(), input.contactName, input.contactEmail, input.webBase, user?.locale ?? "de", now.toISOString()],
    );
    if (input.rememberContact) {
      await tx.query(
        `INSERT INTO emergency_contacts (user_id, name, email, updated_at) VALUES ($1, $2, $3, now())
         ON CONFLICT (user_id) DO UPDATE SET name = excluded.name, email = excluded.email, updated_at = now()`,
        [input.userId, input.contactName, input.contactEmail],
      );
    }
    await nudgeAlertJob(tx, deps.clock, input.dueAt);
    return loadDateSafety(tx, date, input.userId, now);
  });
}

/**
 * One-off runs of the alert job at the reminder and at the deadline, so the alert goes out on time rather than at
 * the next sweep. The jobs table's run_at is database time; the api clock may differ (tests move it), so the run is
 * placed at the same distance ahead as the deadline is ahead of the api clock. Running early or late changes
 * nothing: the job decides by the api clock, and the minute sweep catches whatever a nudge missed.
 */
async function nudgeAlertJob(tx: DatabaseTx, clock: TClock, dueAt: Date): Promise<void> {
  const ahead = dueAt.getTime() - clock.now().getTime();
  for (const ms of [ahead - CHECK_IN_REMINDER_MINUTES * 60_000, ahead]) {
    if (ms > 0) await enqueueJob(tx, { kind: SAFETY_CHECK_JOB, payload: {}, runAt: new Date(Date.now() + ms), maxAttempts: 3 });
  }
}
