import { USER_TYPE } from "@samtrot/constants-catalogue";
import type { Database, DatabaseTx } from "@samtrot/db";
import type { TClock } from "../../http/clock.js";
import type { TJobHandler, TJobSchedule } from "../jobs/job-runner.js";

export const DATING_COUNT_REVIEWS_JOB = "dating.count_reviews";

/**
 * A lone review is published when its 7 days are over, whether or not anything runs then; every minute one runner
 * counts the reviews published since, so the profile's rating and reviews_count (search sort and filter, the
 * profile's badge) follow within a minute. The second review of a date is counted at once (addDateReview).
 */
export const datingCountReviewsSchedule: TJobSchedule = { name: "dating.count_reviews", kind: DATING_COUNT_REVIEWS_JOB, intervalSeconds: 60 };

const BATCH = 200;

/**
 * Recomputes rating (the mean of each review's mean over its criteria, two decimals) and reviews_count of these
 * users from their counted reviews, in the caller's transaction (the search row follows by the profiles trigger).
 * What the public sees is what counts: an escort who hides her date reviews (date_review_display) has none.
 */
export async function recountProfileReviews(tx: DatabaseTx, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  await tx.query(
    `WITH subject AS (
       SELECT u.id, NOT (u.user_type = $2 AND coalesce(s.show_date_reviews, true) = false) AS shown
         FROM users u LEFT JOIN user_settings s ON s.user_id = u.id
        WHERE u.id = ANY($1::bigint[])
     ), figures AS (
       SELECT subject.id,
              count(r.id) FILTER (WHERE subject.shown)::int AS n,
              round(avg(r.mean) FILTER (WHERE subject.shown), 2) AS rating
         FROM subject
         LEFT JOIN LATERAL (
           SELECT r.id, (SELECT avg(value::numeric) FROM jsonb_each_text(r.ratings)) AS mean
             FROM date_reviews r WHERE r.subject_id = subject.id AND r.counted_at IS NOT NULL
         ) r ON true
        GROUP BY subject.id
     )
     UPDATE profiles p SET rating = figures.rating, reviews_count = figures.n
       FROM figures
      WHERE p.user_id = figures.id AND (p.rating IS DISTINCT FROM figures.rating::real OR p.reviews_count <> figures.n)`,
    [userIds, USER_TYPE.escort],
  );
}

/** Marks the reviews of a date counted (both were just published) and recounts both sides. */
export async function countDateReviews(tx: DatabaseTx, dateId: number, now: Date): Promise<void> {
  const rows = await tx.query<{ subject_id: string | number }>(
    `UPDATE date_reviews SET counted_at = $2 WHERE date_id = $1 AND counted_at IS NULL AND published_at <= $2 RETURNING subject_id`,
    [dateId, now.toISOString()],
  );
  await recountProfileReviews(tx, [...new Set(rows.map((r) => Number(r.subject_id)))]);
}

/** Counts the reviews published by the clock's now and not yet counted, a batch per transaction; answers how many. */
export async function countPublishedReviews(deps: { database: Database; clock: TClock }): Promise<number> {
  let count = 0;
  for (;;) {
    const now = deps.clock.now().toISOString();
    const counted = await deps.database.transaction(async (tx) => {
      const rows = await tx.query<{ subject_id: string | number }>(
        `UPDATE date_reviews SET counted_at = $1
          WHERE id IN (SELECT id FROM date_reviews WHERE counted_at IS NULL AND published_at <= $1 ORDER BY published_at, id LIMIT $2 FOR UPDATE SKIP LOCKED)
          RETURNING subject_id`,
        [now, BATCH],
      );
      await recountProfileReviews(tx, [...new Set(rows.map((r) => Number(r.subject_id)))]);
      return rows.length;
    });
    count += counted;
    if (counted < BATCH) return count;
  }
}

export function createDatingCountReviewsHandler(deps: { database: Database; clock: TClock }): TJobHandler {
  return {
    async run() {
      await countPublishedReviews(deps);
    },
  };
}
