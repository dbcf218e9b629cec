import type { TDateDetail } from "@samtrot/api-client/contracts";
import type { Database } from "@samtrot/db";
import { BACKEND_DATE_STATUS, answerDeadline, checkNewStart, decideDateAction, isPendingStatus, type TBackendDateStatus, type TDateAction } from "@samtrot/dating";
import { AppError, notFound } from "../../http/errors.js";
import type { TClock } from "../../http/clock.js";
import { announceDateChange, appendTimelineEvent } from "./date-changes.js";
import { cancelCheckInWithDate } from "./safety/cancel-check-in.js";
import { DATE_NOT_FOUND, loadDateDetail, loadDateRow, sideOf, type TDateRow } from "./date-view.js";

export type TDateActionInput = {
  userId: number;
  dateId: number;
  action: TDateAction;
  /** the version the caller saw (optional): a stale one is refused */
  version?: number;
  message: string;
  /** reschedule: the other time (and, optionally, another duration) */
  startAt?: Date;
  durationMinutes?: number;
};

type TLocked = { id: string | number; sender_id: string | number; receiver_id: string | number; status: number; version: number; start_at: string | Date; duration_minutes: number; expires_at: string | Date | null };

/**
 * Accept, reject, cancel or reschedule, as one of the date's two sides: in one transaction holding the date's row
 * lock, decided by @samtrot/dating on the row as it is now (so an accept and a cancel at the same moment end in one
 * consistent state: the second sees the first's result), appending the timeline event, telling the other side and
 * sending both date.changed. Anyone else gets 404 (they must not learn the date exists).
 */
export async function actOnDate(deps: { database: Database; clock: TClock }, input: TDateActionInput): Promise<TDateDetail> {
  return deps.database.transaction(async (tx) => {
    const [locked] = await tx.query<TLocked>(
      `SELECT id, sender_id, receiver_id, status, version, start_at, duration_minutes, expires_at FROM dates WHERE id = $1 FOR UPDATE`,
      [input.dateId],
    );
    const side = locked ? sideOf(locked, input.userId) : null;
    if (!locked || !side) throw notFound(DATE_NOT_FOUND);
    // the clock is read after the lock: a change that waited for another sees the time it really happens at
    const now = deps.clock.now();
    const facts = { status: locked.status as TBackendDateStatus, startAt: new Date(locked.start_at), expiresAt: locked.expires_at ? new Date(locked.expires_at) : null };
    const decision = decideDateAction(facts, side, input.action, now);
    if (!decision.allowed) throw new AppError(decision.reason === "action_not_allowed" ? 403 : 409, `exception.dating.${decision.reason}`);
    if (input.version !== undefined && input.version !== locked.version) throw new AppError(409, "exception.dating.date_changed");

    let startAt = facts.startAt;
    let duration = locked.duration_minutes;
    if (input.action === "reschedule") {
      startAt = input.startAt!;
      duration = input.durationMinutes ?? duration;
      if (!checkNewStart(startAt, now).ok) throw new AppError(422, "validation.dating.start_too_soon", "start_at");
    }
    const expiresAt = isPendingStatus(decision.status) ? answerDeadline(now, startAt) : null;
    await tx.query(
      `UPDATE dates SET status = $2, version = version + 1, start_at = $3, duration_minutes = $4,
              price = CASE WHEN $4 = duration_minutes THEN price ELSE (SELECT p.price FROM profile_prices p WHERE p.user_id = dates.receiver_id AND p.duration_minutes = $4) END,
              expires_at = $5, updated_at = $6
        WHERE id = $1`,
      [input.dateId, decision.status, startAt.toISOString(), duration, expiresAt?.toISOString() ?? null, now.toISOString()],
    );
    // a cancelled, rejected or moved date ends her safety check-in (she sets a new one for an agreed other time)
    if (decision.status !== BACKEND_DATE_STATUS.accept) await cancelCheckInWithDate(tx, input.dateId, now);
    await appendTimelineEvent(tx, {
      dateId: input.dateId,
      type: decision.timelineType,
      actorId: input.userId,
      status: decision.status,
      startAt: input.action === "reschedule" ? startAt : null,
      durationMinutes: input.action === "reschedule" ? duration : null,
      message: input.message,
      at: now,
    });
    await announceDateChange(tx, { dateId: input.dateId, type: decision.timelineType, actor: side, now });
    return loadDateDetail(tx, (await loadDateRow(tx, input.dateId)) as TDateRow, side, now);
  });
}
