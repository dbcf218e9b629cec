import type { Database } from "@samtrot/db";
import type { TRecordingUnlock } from "@samtrot/api-client/contracts";
import { AppError } from "../../http/errors.js";
import { isBlockedEither } from "../blocks/is-blocked-either.js";
import { book } from "../ledger/book.js";
import { mayWatch, readRecording, recordingView, RECORDING_NOT_FOUND } from "./recordings.js";

export const RECORDING_NOT_PRICED = "exception.live.recording_not_priced";
export const OWN_RECORDING = "exception.live.own_recording";

/**
 * A viewer unlocks a priced recording (issue 15 item 3): a ledger transfer of its price in dollars from the viewer to
 * the producer and the unlock row, in one transaction. Paying for content works as buying a bundle does (no security
 * PIN: that guards tips, decision 034). The key `live_recording:{id}:{viewer}` makes a double click or a retried request
 * book once; a recording unlocked before answers without booking. The recording row is share-locked, so its price
 * cannot change and it cannot be deleted half-way through. A block either way hides the recording (404).
 */
export function unlockRecording(database: Database, input: { userId: number; recordingId: number }): Promise<TRecordingUnlock> {
  return database.transaction(async (tx) => {
    const row = await readRecording(tx, input.recordingId, "FOR SHARE OF c");
    const producerId = Number(row.producer_id);
    if (producerId === input.userId) throw new AppError(422, OWN_RECORDING);
    if (row.status !== "ready" || row.visibility === "draft" || (await isBlockedEither(tx, input.userId, producerId))) throw new AppError(404, RECORDING_NOT_FOUND);
    if (row.visibility !== "price" || row.price === null) throw new AppError(422, RECORDING_NOT_PRICED);

    const [earlier] = await tx.query(`SELECT 1 FROM live_recording_unlocks WHERE recording_id = $1 AND user_id = $2`, [input.recordingId, input.userId]);
    let balance: TRecordingUnlock["balance"] = null;
    if (!earlier) {
      const booked = await book(tx, {
        idempotencyKey: `live_recording:${input.recordingId}:${input.userId}`,
        type: "transfer",
        currency: "dollar",
        amount: Number(row.price),
        from: { userId: input.userId },
        to: { userId: producerId },
        reference: { kind: "live_recording", id: input.recordingId },
      });
      await tx.query(`INSERT INTO live_recording_unlocks (recording_id, user_id, ledger_entry_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [
        input.recordingId,
        input.userId,
        booked.entryId,
      ]);
      balance = booked.replayed ? null : booked.from;
    }
    const fresh = await readRecording(tx, input.recordingId);
    return { recording: recordingView(fresh, input.userId, await mayWatch(tx, fresh, input.userId)), balance, already_unlocked: balance === null };
  });
}
