import type { Database } from "@samtrot/db";
import type { TEvent } from "@samtrot/api-client/contracts";
import type { TClock } from "../../http/clock.js";
import { AppError } from "../../http/errors.js";
import { loadViewer } from "../profiles/profile-viewer.js";
import { eventNotFound, loadEventRow, lockEvent, toEvent } from "./event-view.js";
import { checkEventInput, eventFieldValues, type TEventInput } from "./save-event.js";

/**
 * The organizer edits his event before it starts. Every edit goes back to the team (pending, the earlier decision and
 * statement cleared): what the public sees was always checked. The slug stays (links keep working).
 */
export async function updateEvent(deps: { database: Database; clock: TClock }, input: { userId: number; eventId: number; body: TEventInput }): Promise<TEvent> {
  return deps.database.transaction(async (tx) => {
    const now = deps.clock.now();
    const event = await lockEvent(tx, input.eventId);
    if (!event || Number(event.organizer_id) !== input.userId) throw eventNotFound();
    if (event.status === "cancelled") throw new AppError(409, "exception.events.event_cancelled");
    if (new Date(event.starts_at).getTime() <= now.getTime()) throw new AppError(409, "exception.events.event_started");
    const { description, cityId } = await checkEventInput(tx, { organizerId: input.userId, body: input.body, now });
    const { body } = input;
    await tx.query(
      `UPDATE events SET title = $2, category = $3, description = $4, cover_media_id = $5, starts_at = $6, ends_at = $7, city_id = $8, address = $9,
              price = $10, max_attendees = $11, plus_only = $12, needs_confirmation = $13, status = 'pending', status_reason = NULL, decided_by = NULL,
              decided_at = NULL, updated_at = $14
        WHERE id = $1`,
      [input.eventId, ...eventFieldValues(body, description, cityId), now.toISOString()],
    );
    return toEvent((await loadEventRow(tx, input.eventId, input.userId))!, await loadViewer(tx, input.userId), now);
  });
}
