import type { TDateDetail, TSendDateRequestBody, ZSendDateRequestBody } from "@samtrot/api-client/contracts";
import type { Database } from "@samtrot/db";
import { BACKEND_DATE_STATUS, DATING_TIMELINE_TYPE, answerDeadline, checkNewStart, decideSendRequest } from "@samtrot/dating";
import type { z } from "zod";
import { AppError, notFound } from "../../http/errors.js";
import type { TClock } from "../../http/clock.js";
import { announceDateChange, appendTimelineEvent } from "./date-changes.js";
import { loadDateDetail, loadDateRow, type TDateRow } from "./date-view.js";

export type TSendDateRequestInput = z.output<typeof ZSendDateRequestBody>;
export type { TSendDateRequestBody };

/**
 * A client asks an escort or business for a date (status 0, timeline REQUEST). The start must be at least 45
 * minutes ahead of the api clock; the price is the receiver's listed price for the duration (null when none).
 * The receiver is told (notification date_request) and both sides get date.changed.
 */
export async function sendDateRequest(deps: { database: Database; clock: TClock }, input: { senderId: number; body: TSendDateRequestInput }): Promise<TDateDetail> {
  const { body } = input;
  const startAt = new Date(body.start_at);
  return deps.database.transaction(async (tx) => {
    const now = deps.clock.now();
    if (!checkNewStart(startAt, now).ok) throw new AppError(422, "validation.dating.start_too_soon", "start_at");
    const users = await tx.query<{ id: string | number; user_type: number; unavailable: boolean }>(
      `SELECT id, user_type, (deleted_at IS NOT NULL OR deactivated_at IS NOT NULL OR is_banned OR is_paused) AS unavailable FROM users WHERE id = ANY($1::bigint[])`,
      [[input.senderId, body.receiver_id]],
    );
    const sender = users.find((u) => Number(u.id) === input.senderId);
    const receiver = users.find((u) => Number(u.id) === body.receiver_id);
    if (!sender) throw new AppError(401, "exception.common.unauthorized");
    if (input.senderId === body.receiver_id) throw new AppError(422, "validation.dating.self", "receiver_id");
    if (!receiver || receiver.unavailable) throw notFound("exception.dating.receiver_not_found");
    const decision = decideSendRequest({ senderId: input.senderId, senderType: sender.user_type, receiverId: body.receiver_id, receiverType: receiver.user_type });
    if (!decision.allowed) throw new AppError(403, `exception.dating.${decision.reason}`);
    const [blocked] = await tx.query(
      `SELECT 1 FROM blocks WHERE (blocker_id = $1 AND blocked_id = $2) OR (blocker_id = $2 AND blocked_id = $1) LIMIT 1`,
      [input.senderId, body.receiver_id],
    );
    if (blocked) throw new AppError(403, "exception.dating.blocked");
    const [row] = await tx.query<{ id: string | number }>(
      `INSERT INTO dates (sender_id, receiver_id, start_at, duration_minutes, place_kind, place_note, price, message, status, expires_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6,
               (SELECT price FROM profile_prices WHERE user_id = $2 AND duration_minutes = $4),
               $7, $8, $9, $10, $10)
       RETURNING id`,
      [
        input.senderId,
        body.receiver_id,
        startAt.toISOString(),
        body.duration_minutes,
        body.place_kind,
        body.place_note || null,
        body.message,
        BACKEND_DATE_STATUS.senderRequest,
        answerDeadline(now, startAt).toISOString(),
        now.toISOString(),
      ],
    );
    const dateId = Number(row!.id);
    await appendTimelineEvent(tx, {
      dateId,
      type: DATING_TIMELINE_TYPE.REQUEST,
      actorId: input.senderId,
      status: BACKEND_DATE_STATUS.senderRequest,
      startAt,
      durationMinutes: body.duration_minutes,
      message: body.message,
      at: now,
    });
    await announceDateChange(tx, { dateId, type: DATING_TIMELINE_TYPE.REQUEST, actor: "sender", now });
    return loadDateDetail(tx, (await loadDateRow(tx, dateId)) as TDateRow, "sender", now);
  });
}
