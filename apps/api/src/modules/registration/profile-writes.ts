import type { DatabaseTx } from "@samtrot/db";
import type { TWorkingHourSlotWire } from "@samtrot/api-client/contracts";
import { TRAIT_CATEGORY, TRAIT_VALUES, type TTraitCategoryName } from "@samtrot/constants-catalogue";
import { AppError } from "../../http/errors.js";

// Replace-style writes of the registration steps: a step's answer replaces what the step stored before.

/** Replaces the trait values of the given categories with `valueIds` (each must belong to one of them). */
export async function replaceTraits(tx: DatabaseTx, userId: number, categories: readonly TTraitCategoryName[], valueIds: readonly number[]): Promise<void> {
  const categoryIds = categories.map((name) => TRAIT_CATEGORY[name]);
  await tx.query(`delete from profile_traits where user_id = $1 and category_id = any($2::smallint[])`, [userId, categoryIds]);
  if (valueIds.length === 0) return;
  const categoryOfValue = (id: number) => categories.find((name) => TRAIT_VALUES[name].some((value) => value.id === id));
  const rows = valueIds.map((id) => {
    const category = categoryOfValue(id);
    if (!category) throw new Error(`trait value ${id} outside ${categories.join(", ")}`);
    return TRAIT_CATEGORY[category];
  });
  await tx.query(
    `insert into profile_traits (user_id, category_id, value_id)
     select $1, c, v from unnest($2::smallint[], $3::smallint[]) as t(c, v) on conflict do nothing`,
    [userId, rows, [...valueIds]],
  );
}

export async function replacePrices(tx: DatabaseTx, userId: number, prices: readonly { name: number; price: number }[]): Promise<void> {
  await tx.query(`delete from profile_prices where user_id = $1`, [userId]);
  if (prices.length === 0) return;
  await tx.query(
    `insert into profile_prices (user_id, duration_minutes, price)
     select $1, d, p from unnest($2::smallint[], $3::int[]) as t(d, p)`,
    [userId, prices.map((entry) => entry.name), prices.map((entry) => entry.price)],
  );
}

export async function replaceWorkingHours(tx: DatabaseTx, userId: number, slots: readonly TWorkingHourSlotWire[]): Promise<void> {
  await tx.query(`delete from working_hours where user_id = $1`, [userId]);
  if (slots.length === 0) return;
  await tx.query(
    `insert into working_hours (user_id, day, time_from, time_to, is_over_day)
     select $1, d, f::time, t::time, o from unnest($2::smallint[], $3::text[], $4::text[], $5::boolean[]) as s(d, f, t, o)`,
    [userId, slots.map((s) => s.day), slots.map((s) => s.time_from), slots.map((s) => s.time_to), slots.map((s) => s.is_over_day)],
  );
}

/** The media id must be an uploaded avatar image of this user. */
export async function assertOwnAvatar(tx: DatabaseTx, userId: number, mediaId: number): Promise<void> {
  const rows = await tx.query(`select 1 from media_files where id = $1 and user_id = $2 and purpose = 'avatar'`, [mediaId, userId]);
  if (rows.length === 0) throw new AppError(422, "validation.registration.photo_invalid", "media_id");
}
