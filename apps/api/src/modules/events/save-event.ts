import type { DatabaseTx } from "@samtrot/db";
import type { z } from "zod";
import type { ZEventBody } from "@samtrot/api-client/contracts";
import { EVENT_DESCRIPTION_TEXT_MAX } from "@samtrot/api-client/contracts";
import { MEDIA_VISIBILITY } from "@samtrot/constants-catalogue";
import { richTextToPlain, sanitizeRichText } from "@samtrot/rich-text";
import { AppError } from "../../http/errors.js";
import { refuseBannedAdText } from "../trust/ad-text.js";

export type TEventInput = z.output<typeof ZEventBody>;

/**
 * The checks an event's fields need beyond their shape, shared by create and update: the description after the
 * allow-list (not empty, not too long as text), the city from the catalogue, the cover one of the organizer's own
 * public gallery media, the start still ahead of the api clock. Returns the values to store.
 */
export async function checkEventInput(tx: DatabaseTx, input: { organizerId: number; body: TEventInput; now: Date }) {
  const { body } = input;
  const description = sanitizeRichText(body.description);
  const plain = richTextToPlain(description).trim();
  if (!plain) throw new AppError(422, "validation.events.description_required", "description");
  if (plain.length > EVENT_DESCRIPTION_TEXT_MAX) throw new AppError(422, "validation.events.description_too_long", "description");
  refuseBannedAdText(input.organizerId, "event", { title: body.title, description: plain });
  if (new Date(body.starts_at).getTime() <= input.now.getTime()) throw new AppError(422, "validation.events.start_in_past", "starts_at");
  const [city] = await tx.query<{ id: number }>(`SELECT id FROM cities WHERE slug = $1`, [body.city]);
  if (!city) throw new AppError(422, "validation.events.unknown_city", "city");
  if (body.cover_media_id) {
    const [cover] = await tx.query(`SELECT 1 FROM gallery_items WHERE media_id = $1 AND user_id = $2 AND visibility = $3 AND kind = 'image'`, [
      body.cover_media_id,
      input.organizerId,
      MEDIA_VISIBILITY.public,
    ]);
    if (!cover) throw new AppError(422, "validation.events.invalid_cover", "cover_media_id");
  }
  return { description, cityId: Number(city.id) };
}

/**
 * The event's own columns in the order create-event and update-event write them (title, category, description,
 * cover, starts, ends, city, address, price, max attendees, plus only, needs confirmation).
 */
export function eventFieldValues(body: TEventInput, description: string, cityId: number): unknown[] {
  return [
    body.title,
    body.category,
    description,
    body.cover_media_id ?? null,
    new Date(body.starts_at).toISOString(),
    new Date(body.ends_at).toISOString(),
    cityId,
    body.address,
    body.price,
    body.max_attendees ?? null,
    body.plus_only,
    body.needs_confirmation,
  ];
}
