import type { Database, DatabaseTx } from "@samtrot/db";
import type { TClock } from "../../http/clock.js";
import type { TJobHandler, TJobSchedule } from "../jobs/job-runner.js";
import { searchClock } from "../search/search-clock.js";

export const TOURS_SYNC_JOB = "tours.sync";

/**
 * Tours start and end at the turn of a Central European day; every 15 minutes one runner (of all api instances)
 * moves the profiles whose running tour changed. A tour written or removed is synced at once (syncTours with its user).
 */
export const toursSyncSchedule: TJobSchedule = { name: "tours.sync", kind: TOURS_SYNC_JOB, intervalSeconds: 900 };

/**
 * Sets profiles.on_tour and tour_city_id from the tours running on `today` (YYYY-MM-DD): for `userIds`, or else for
 * every profile whose state may have changed (a tour runs today, or a tour city is still set). The profiles triggers
 * then refresh the search rows at commit (place, country and the on_tour flag). Seeded demo profiles that are on
 * tour without a tours row (a tour in the home city) are left as they are. Answers how many profiles changed.
 */
export async function syncTours(db: DatabaseTx, input: { today: string; userIds?: readonly number[] }): Promise<number> {
  const who = input.userIds
    ? `p.user_id = ANY($2::bigint[])`
    : `(p.tour_city_id IS NOT NULL OR p.user_id IN (SELECT user_id FROM tours WHERE starts_on <= $1::date AND ends_on >= $1::date))`;
  const rows = await db.query<{ user_id: number }>(
    `UPDATE profiles p SET on_tour = n.city_id IS NOT NULL, tour_city_id = n.city_id
       FROM (SELECT p.user_id,
                    (SELECT t.city_id FROM tours t
                      WHERE t.user_id = p.user_id AND t.starts_on <= $1::date AND t.ends_on >= $1::date
                      ORDER BY t.starts_on, t.id LIMIT 1) AS city_id
               FROM profiles p
              WHERE ${who}
                AND (p.tour_city_id IS NOT NULL OR EXISTS (SELECT 1 FROM tours t WHERE t.user_id = p.user_id))) n
      WHERE p.user_id = n.user_id
        AND (p.on_tour, p.tour_city_id) IS DISTINCT FROM (n.city_id IS NOT NULL, n.city_id)
      RETURNING p.user_id`,
    input.userIds ? [input.today, [...input.userIds]] : [input.today],
  );
  return rows.length;
}

export function createToursSyncHandler(deps: { database: Database; clock: TClock }): TJobHandler {
  return {
    async run() {
      await syncTours(deps.database, { today: searchClock(deps.clock.now()).today });
    },
  };
}
