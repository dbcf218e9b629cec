import type { DatabaseTx } from "@samtrot/db";
import type { TViewer } from "./profile-viewer.js";

/**
 * Records a profile visit (spec 000 §2 visitor): one row per visitor and profile with the last visit and a
 * count. Nothing is recorded for guests, for the owner, or while the viewer browses invisibly (a Plus benefit).
 */
export async function recordVisit(db: DatabaseTx, input: { viewer: TViewer; profileUserId: number }): Promise<boolean> {
  const { viewer } = input;
  if (viewer.userId === null || viewer.userId === input.profileUserId || viewer.isInvisible) return false;
  await db.query(
    `insert into profile_visits (visited_id, visitor_id) values ($1, $2)
     on conflict (visited_id, visitor_id) do update set last_visited_at = now(), visits_count = profile_visits.visits_count + 1`,
    [input.profileUserId, viewer.userId],
  );
  // the dashboard's visits per day (spec 001 §9 dashboard metrics; migration 0037)
  await db.query(
    `insert into profile_stat_days (user_id, day, visits) values ($1, (now() at time zone 'Europe/Berlin')::date, 1)
     on conflict (user_id, day) do update set visits = profile_stat_days.visits + 1`,
    [input.profileUserId],
  );
  return true;
}
