import type { Database } from "@samtrot/db";
import type { TEvent } from "@samtrot/api-client/contracts";
import { decideAttend, eventTiming } from "@samtrot/events";
import type { TClock } from "../../http/clock.js";
import { AppError } from "../../http/errors.js";
import { createNotifications } from "../notifications/create-notifications.js";
import { loadViewer } from "../profiles/profile-viewer.js";
import { eventNotFound, eventPath, loadEventRow, lockEvent, toEvent, visibleTo } from "./event-view.js";

const STATUS_OF = { not_accepted: 409, event_over: 409, event_full: 409, organizer_self: 403, rejected_by_organizer: 403, plus_only: 403 } as const;

/**
 * A signed-in user attends or marks absent, under the event's row lock (the free places are counted there). On an
 * event that needs confirmation an attendance counts once the organizer confirmed it (/event/creator_accept); a
 * change from absent back to attend asks again. The organizer is told of a new attendance (or request).
 */
export async function setAttendance(deps: { database: Database; clock: TClock }, input: { userId: number; eventId: number; attendance: "attend" | "absent" }): Promise<TEvent> {
  return deps.database.transaction(async (tx) => {
    const now = deps.clock.now();
    const event = await lockEvent(tx, input.eventId);
    const viewer = await loadViewer(tx, input.userId);
    if (!event || !visibleTo(event, viewer)) throw eventNotFound();
    const [current] = await tx.query<{ attendance: "attend" | "absent" | "rejected_by_organizer" }>(
      `SELECT attendance FROM event_attendees WHERE event_id = $1 AND user_id = $2`,
      [input.eventId, input.userId],
    );
    const [{ n }] = (await tx.query<{ n: number | string }>(
      `SELECT count(*) AS n FROM event_attendees WHERE event_id = $1 AND attendance = 'attend' AND confirmed_at IS NOT NULL AND user_id <> $2`,
      [input.eventId, input.userId],
    )) as [{ n: number | string }];
    const decision = decideAttend({
      status: event.status,
      timing: eventTiming({ status: event.status, startsAt: new Date(event.starts_at), endsAt: new Date(event.ends_at) }, now),
      isOrganizer: Number(event.organizer_id) === input.userId,
      current: current?.attendance ?? null,
      want: input.attendance,
      plusOnly: event.plus_only,
      isMember: viewer.isMember,
      maxAttendees: event.max_attendees === null ? null : Number(event.max_attendees),
      attendingOthers: Number(n),
    });
    if (!decision.allowed) throw new AppError(STATUS_OF[decision.reason], `exception.events.${decision.reason}`);
    if (current?.attendance !== input.attendance) {
      const confirmedAt = input.attendance === "attend" && !event.needs_confirmation ? now.toISOString() : null;
      await tx.query(
        `INSERT INTO event_attendees (event_id, user_id, attendance, confirmed_at, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5)
         ON CONFLICT (event_id, user_id) DO UPDATE SET attendance = EXCLUDED.attendance, confirmed_at = EXCLUDED.confirmed_at, updated_at = EXCLUDED.updated_at`,
        [input.eventId, input.userId, input.attendance, confirmedAt, now.toISOString()],
      );
      if (input.attendance === "attend") {
        await createNotifications(tx, [
          {
            userId: Number(event.organizer_id),
            kind: event.needs_confirmation ? "event_attendance_request" : "event_attendance",
            actorId: input.userId,
            params: { title: event.title },
            link: event.needs_confirmation ? "/event/creator_accept" : eventPath(event),
          },
        ]);
      }
    }
    return toEvent((await loadEventRow(tx, input.eventId, input.userId))!, viewer, now);
  });
}
