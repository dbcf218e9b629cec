import type { Database } from "@samtrot/db";
import { AppError } from "../../http/errors.js";
import { notBlockedEitherWaySql } from "../blocks/is-blocked-either.js";
import { profileAvailableSql } from "../profiles/profile-availability.js";
import { notifyFavorite } from "../notifications/notify.js";

/** Favourites an available profile; own profile 422, unavailable or behind a block 404 (as the profile page). */
export async function addFavorite(database: Database, input: { userId: number; targetId: number }) {
  if (input.userId === input.targetId) throw new AppError(422, "validation.favorite.self", "userId");
  return database.transaction(async (tx) => {
    const [target] = await tx.query(
      `select 1 from users u where u.id = $2 and ${profileAvailableSql("u")} and ${notBlockedEitherWaySql("$1::bigint", "u.id")}`,
      [input.userId, input.targetId],
    );
    if (!target) throw new AppError(404, "exception.profile.unavailable");
    const added = await tx.query(`insert into favorites (user_id, target_id) values ($1, $2) on conflict do nothing returning 1`, [input.userId, input.targetId]);
    if (added.length > 0) await notifyFavorite(tx, input);
    return { user_id: input.targetId, is_favorite: true };
  });
}

export async function removeFavorite(database: Database, input: { userId: number; targetId: number }) {
  await database.query(`delete from favorites where user_id = $1 and target_id = $2`, [input.userId, input.targetId]);
  return { user_id: input.targetId, is_favorite: false };
}
