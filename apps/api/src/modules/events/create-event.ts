import type { Database } from "@samtrot/db";
import type { TEvent } from "@samtrot/api-client/contracts";
import { eventSlug, mayOrganize } from "@samtrot/events";
import type { TClock } from "../../http/clock.js";
import { AppError } from "../../http/errors.js";
import { loadViewer } from "../profiles/profile-viewer.js";
import { loadEventRow, toEvent } from "./event-view.js";
import { checkEventInput, eventFieldValues, type TEventInput } from "./save-event.js";

/** An escort or business creates an event; it waits for the team (pending). The slug is the title's words and the id. */
export async function createEvent(deps: { database: Database; clock: TClock }, input: { userId: number; body: TEventInput }): Promise<TEvent> {
  return deps.database.transaction(async (tx) => {
    const now = deps.clock.now();
    const viewer = await loadViewer(tx, input.userId);
    if (!mayOrganize(viewer.userType)) throw new AppError(403, "exception.events.organizer_only");
    const { description, cityId } = await checkEventInput(tx, { organizerId: input.userId, body: input.body, now });
    const { body } = input;
    const [row] = await tx.query<{ id: string | number }>(
      `INSERT INTO events (organizer_id, title, slug, category, description, cover_media_id, starts_at, ends_at, city_id, address, price, max_attendees,
                           plus_only, needs_confirmation, status, created_at, updated_at)
       VALUES ($1, $2, 'new-' || gen_random_uuid()::text, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, 'pending', $14, $14)
       RETURNING id`,
      [input.userId, ...eventFieldValues(body, description, cityId), now.toISOString()],
    );
    const id = Number(row!.id);
    await tx.query(`UPDATE events SET slug = $2 WHERE id = $1`, [id, eventSlug(body.title, id)]);
    return toEvent((await loadEventRow(tx, id, input.userId))!, viewer, now);
  });
}
