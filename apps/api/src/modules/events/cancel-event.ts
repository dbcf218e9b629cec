import type { Database } from "@samtrot/db";
import type { TEvent } from "@samtrot/api-client/contracts";
import type { TClock } from "../../http/clock.js";
import { AppError } from "../../http/errors.js";
import { createNotifications } from "../notifications/create-notifications.js";
import { loadViewer } from "../profiles/profile-viewer.js";
import { eventNotFound, eventPath, loadEventRow, lockEvent, toEvent } from "./event-view.js";

/** The organizer cancels his event before it ends (timing cancelled from then on); those who attend are told. */
export async function cancelEvent(deps: { database: Database; clock: TClock }, input: { userId: number; eventId: number }): Promise<TEvent> {
  return deps.database.transaction(async (tx) => {
    const now = deps.clock.now();
    const event = await lockEvent(tx, input.eventId);
    if (!event || Number(event.organizer_id) !== input.userId) throw eventNotFound();
    if (event.status === "cancelled") throw new AppError(409, "exception.events.event_cancelled");
    if (new Date(event.ends_at).getTime() <= now.getTime()) throw new AppError(409, "exception.events.event_over");
    await tx.query(`UPDATE events SET status = 'cancelled', cancelled_at = $2, updated_at = $2 WHERE id = $1`, [input.eventId, now.toISOString()]);
    const attendees = await tx.query<{ user_id: string | number }>(`SELECT user_id FROM event_attendees WHERE event_id = $1 AND attendance = 'attend'`, [input.eventId]);
    await createNotifications(
      tx,
      attendees.map((a) => ({ userId: Number(a.user_id), kind: "event_cancelled" as const, actorId: input.userId, params: { title: event.title }, link: eventPath(event) })),
    );
    return toEvent((await loadEventRow(tx, input.eventId, input.userId))!, await loadViewer(tx, input.userId), now);
  });
}
