import type { TDateSafety } from "@samtrot/api-client/contracts";
import type { Database, DatabaseTx } from "@samtrot/db";
import { decideCheckIn } from "@samtrot/dating";
import { AppError } from "../../../http/errors.js";
import type { TClock } from "../../../http/clock.js";
import { checkInFacts, dateFacts, loadCheckInRow, loadDateSafety, loadSafetyDate } from "./safety-view.js";

/** She cancels her running check-in (holding its row lock, like the alert job). */
export async function cancelCheckIn(deps: { database: Database; clock: TClock }, input: { userId: number; dateId: number }): Promise<TDateSafety> {
  return deps.database.transaction(async (tx) => {
    const date = await loadSafetyDate(tx, { ...input, lock: false });
    const now = deps.clock.now();
    const current = await loadCheckInRow(tx, input.dateId, true);
    const decision = decideCheckIn({ side: "receiver", date: dateFacts(date), current: current ? checkInFacts(current) : null, action: "cancel" }, now);
    if (!decision.allowed) throw new AppError(409, `exception.dating.${decision.reason}`);
    await tx.query(
      `UPDATE date_safety_checkins SET cancelled_at = $2, cancel_reason = 'escort', version = version + 1, updated_at = $2 WHERE date_id = $1`,
      [input.dateId, now.toISOString()],
    );
    return loadDateSafety(tx, date, input.userId, now);
  });
}

/**
 * In the transaction that cancels, rejects or moves a date (act-on-date.ts, holding the date's lock): a running
 * check-in ends with it (reason "date"); for another time she sets a new one once it is agreed.
 */
export async function cancelCheckInWithDate(tx: DatabaseTx, dateId: number, now: Date): Promise<void> {
  await tx.query(
    `UPDATE date_safety_checkins SET cancelled_at = $2, cancel_reason = 'date', version = version + 1, updated_at = $2
      WHERE date_id = $1 AND checked_in_at IS NULL AND cancelled_at IS NULL AND alerted_at IS NULL`,
    [dateId, now.toISOString()],
  );
}
