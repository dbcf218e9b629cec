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
  return true;
}
