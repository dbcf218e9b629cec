import type { TDateSafety } from "@samtrot/api-client/contracts";
import type { Database } from "@samtrot/db";
import { decideCheckIn } from "@samtrot/dating";
import { AppError } from "../../../http/errors.js";
import type { TClock } from "../../../http/clock.js";
import { checkInFacts, dateFacts, loadCheckInRow, loadDateSafety, loadSafetyDate } from "./safety-view.js";

/**
 * "Ich bin sicher": she checked in. Holding the check-in's row lock, so it and the alert job never both win: the job
 * locks the same row and sends nothing once checked_in_at is set. After an alert it is recorded too (nothing is sent).
 */
export async function confirmCheckIn(deps: { database: Database; clock: TClock }, input: { userId: number; dateId: number }): Promise<TDateSafety> {
  return deps.database.transaction(async (tx) => {
    const date = await loadSafetyDate(tx, { ...input, lock: false });
    const now = deps.clock.now();
    const current = await loadCheckInRow(tx, input.dateId, true);
    const decision = decideCheckIn({ side: "receiver", date: dateFacts(date), current: current ? checkInFacts(current) : null, action: "check_in" }, now);
    if (!decision.allowed) throw new AppError(409, `exception.dating.${decision.reason}`);
    await tx.query(`UPDATE date_safety_checkins SET checked_in_at = $2, version = version + 1, updated_at = $2 WHERE date_id = $1`, [input.dateId, now.toISOString()]);
    return loadDateSafety(tx, date, input.userId, now);
  });
}
