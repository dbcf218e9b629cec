import type { Database } from "@samtrot/db";
import type { TEventAttendee } from "@samtrot/api-client/contracts";
import { EVENT_TIMING, eventTiming } from "@samtrot/events";
import type { TClock } from "../../http/clock.js";
import { AppError } from "../../http/errors.js";
import { createNotifications } from "../notifications/create-notifications.js";
import { eventNotFound, eventPath, lockEvent } from "./event-view.js";
import { loadAttendee } from "./read-events.js";

/**
 * The organizer acts on an attendee of his event before it ends:
 * - reject: rejected by organizer, for good (he cannot attend again, nor review); he is told;
 * - confirm: an attendance request on an event that needs confirmation counts from now (/event/creator_accept),
 *   if a place is free; he is told.
 */
export async function decideAttendee(
  deps: { database: Database; clock: TClock },
  input: { userId: number; eventId: number; attendeeId: number; decision: "reject" | "confirm" },
): Promise<TEventAttendee> {
  return deps.database.transaction(async (tx) => {
    const now = deps.clock.now();
    const event = await lockEvent(tx, input.eventId);
    if (!event || Number(event.organizer_id) !== input.userId) throw eventNotFound();
    const timing = eventTiming({ status: event.status, startsAt: new Date(event.starts_at), endsAt: new Date(event.ends_at) }, now);
    if (timing === EVENT_TIMING.past || timing === EVENT_TIMING.cancelled) throw new AppError(409, "exception.events.event_over");
    const [row] = await tx.query<{ attendance: string; confirmed_at: Date | null }>(
      `SELECT attendance, confirmed_at FROM event_attendees WHERE event_id = $1 AND user_id = $2`,
      [input.eventId, input.attendeeId],
    );
    if (input.decision === "reject") {
      if (!row || row.attendance === "rejected_by_organizer") throw new AppError(404, "exception.events.attendee_not_found");
      await tx.query(`UPDATE event_attendees SET attendance = 'rejected_by_organizer', confirmed_at = NULL, updated_at = $3 WHERE event_id = $1 AND user_id = $2`, [
        input.eventId,
        input.attendeeId,
        now.toISOString(),
      ]);
      await createNotifications(tx, [
        { userId: input.attendeeId, kind: "event_attendance_rejected", actorId: input.userId, params: { title: event.title }, link: eventPath(event) },
      ]);
    } else {
      if (!row || row.attendance !== "attend" || row.confirmed_at !== null) throw new AppError(404, "exception.events.attendee_not_found");
      if (event.max_attendees !== null) {
        const [{ n }] = (await tx.query<{ n: number | string }>(
          `SELECT count(*) AS n FROM event_attendees WHERE event_id = $1 AND attendance = 'attend' AND confirmed_at IS NOT NULL`,
          [input.eventId],
        )) as [{ n: number | string }];
        if (Number(n) >= Number(event.max_attendees)) throw new AppError(409, "exception.events.event_full");
      }
      await tx.query(`UPDATE event_attendees SET confirmed_at = $3, updated_at = $3 WHERE event_id = $1 AND user_id = $2`, [input.eventId, input.attendeeId, now.toISOString()]);
      await createNotifications(tx, [
        { userId: input.attendeeId, kind: "event_attendance_confirmed", actorId: input.userId, params: { title: event.title }, link: eventPath(event) },
      ]);
    }
    return (await loadAttendee(tx, input.eventId, input.attendeeId))!;
  });
}
