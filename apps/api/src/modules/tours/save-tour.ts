import type { TTourBody, TTourList } from "@samtrot/api-client/contracts";
import { MAX_TOURS_PER_PERSON, USER_TYPE } from "@samtrot/constants-catalogue";
import type { Database, DatabaseTx } from "@samtrot/db";
import { AppError } from "../../http/errors.js";
import { addDays } from "../search/search-clock.js";
import { syncTours } from "./sync-tours.js";
import { loadTourList } from "./tour-list.js";

/** How far ahead a tour may be announced (our decision, 037): a year. */
export const TOUR_MAX_DAYS_AHEAD = 365;

/** A YYYY-MM-DD that names a real day (not 2027-02-30). */
function isCalendarDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}


/** Locks the user's row (tours are counted and written under it) and checks that tours are theirs to announce. */
async function lockEscort(tx: DatabaseTx, userId: number): Promise<void> {
  const [user] = await tx.query<{ user_type: number }>(`SELECT user_type FROM users WHERE id = $1 FOR UPDATE`, [userId]);
  if (!user || Number(user.user_type) !== USER_TYPE.escort) throw new AppError(403, "exception.tours.not_allowed");
}

/**
 * Announces a tour: a catalogue city, from and to (days, Central European); at most MAX_TOURS_PER_PERSON tours that
 * have not ended (spec 001 §9), none overlapping another. A tour running today moves the profile at once.
 */
export async function createTour(database: Database, input: { userId: number; body: TTourBody; today: string }): Promise<TTourList> {
  const { body, today } = input;
  return database.transaction(async (tx) => {
    await lockEscort(tx, input.userId);
    if (!isCalendarDay(body.starts_on)) throw new AppError(422, "validation.tours.date_invalid", "starts_on");
    if (!isCalendarDay(body.ends_on)) throw new AppError(422, "validation.tours.date_invalid", "ends_on");
    // YYYY-MM-DD strings compare as the days they name
    if (body.ends_on < body.starts_on) throw new AppError(422, "validation.tours.end_before_start", "ends_on");
    if (body.ends_on < today) throw new AppError(422, "validation.tours.end_in_past", "ends_on");
    if (body.starts_on > addDays(today, TOUR_MAX_DAYS_AHEAD)) throw new AppError(422, "validation.tours.too_far_ahead", "starts_on");
    const [city] = await tx.query<{ id: number }>(`SELECT id FROM cities WHERE slug = $1`, [body.city]);
    if (!city) throw new AppError(422, "validation.tours.unknown_city", "city");
    const [counts] = await tx.query<{ open: number; overlapping: number }>(
      `SELECT count(*)::int AS open, count(*) FILTER (WHERE starts_on <= $3::date AND ends_on >= $2::date)::int AS overlapping
         FROM tours WHERE user_id = $1 AND ends_on >= $4::date`,
      [input.userId, body.starts_on, body.ends_on, today],
    );
    if (Number(counts?.open ?? 0) >= MAX_TOURS_PER_PERSON) throw new AppError(422, "validation.tours.limit_reached", "city");
    if (Number(counts?.overlapping ?? 0) > 0) throw new AppError(422, "validation.tours.overlap", "starts_on");
    await tx.query(`INSERT INTO tours (user_id, city_id, starts_on, ends_on) VALUES ($1, $2, $3::date, $4::date)`, [
      input.userId,
      city.id,
      body.starts_on,
      body.ends_on,
    ]);
    await syncTours(tx, { today, userIds: [input.userId] });
    return loadTourList(tx, { userId: input.userId, today });
  });
}

/** Removes one of the user's tours; the profile leaves the tour city at once if it was running. */
export async function deleteTour(database: Database, input: { userId: number; tourId: number; today: string }): Promise<TTourList> {
  return database.transaction(async (tx) => {
    await lockEscort(tx, input.userId);
    const removed = await tx.query(`DELETE FROM tours WHERE id = $1 AND user_id = $2 RETURNING id`, [input.tourId, input.userId]);
    if (removed.length === 0) throw new AppError(404, "exception.tours.not_found");
    await syncTours(tx, { today: input.today, userIds: [input.userId] });
    return loadTourList(tx, { userId: input.userId, today: input.today });
  });
}
