import type { TProfileReview, TPublicDateReview, TPublicDateReviews, TUnlockDateReviewsResult } from "@samtrot/api-client/contracts";
import { USER_TYPE } from "@samtrot/constants-catalogue";
import type { Database, DatabaseTx } from "@samtrot/db";
import { hasLockedWords, REVIEW_UNLOCK_COST, reviewExcerpt } from "@samtrot/dating";
import type { TClock } from "../../http/clock.js";
import { AppError } from "../../http/errors.js";
import { balancesOf, book } from "../ledger/book.js";
import { REVIEW_COLUMNS, REVIEW_FROM, reviewFromRow, type TReviewRow } from "./review-rows.js";

// dating/reviews/detail|unlock/{dateId} (decision 030): the words of a published review — its comment beyond the
// excerpt, and the reply — are read by the date's two sides, staff (backend 9, team 10) and viewers who unlocked the
// date's reviews for REVIEW_UNLOCK_COST dollars; everybody else sees ratings, answers, show-up and the excerpt.

const REVIEWS_NOT_PUBLIC = "exception.dating.reviews_not_public";

/** The dates among `dateIds` whose reviews the viewer reads whole. */
export async function datesReadWhole(db: Database | DatabaseTx, viewerId: number | null, dateIds: readonly number[]): Promise<Set<number>> {
  if (viewerId === null || dateIds.length === 0) return new Set();
  const rows = await db.query<{ id: string | number }>(
    `SELECT d.id FROM dates d
      WHERE d.id = ANY($2::bigint[])
        AND (d.sender_id = $1 OR d.receiver_id = $1
             OR EXISTS (SELECT 1 FROM users u WHERE u.id = $1 AND u.user_type IN (${USER_TYPE.backend}, ${USER_TYPE.team}))
             OR EXISTS (SELECT 1 FROM date_review_unlocks l WHERE l.viewer_id = $1 AND l.date_id = d.id))`,
    [viewerId, dateIds],
  );
  return new Set(rows.map((r) => Number(r.id)));
}

/** A public review as `whole` allows: the words, or the excerpt without the reply. */
export function asPublicReview<T extends Omit<TProfileReview, "locked">>(review: T, whole: boolean): T & { locked: boolean } {
  if (whole || !hasLockedWords(review)) return { ...review, locked: false };
  return { ...review, comment: reviewExcerpt(review.comment).text, reply: null, replied_at: null, locked: true };
}

type TPublicRow = TReviewRow & { subject_username: string; subject_user_type: number; subject_display_name: string | null };

/**
 * The date's reviews published by `now` whose subject shows them (an escort's date_review_display; a profile no
 * longer available shows none), oldest first.
 */
async function publishedShownReviews(db: Database | DatabaseTx, dateId: number, now: Date): Promise<TPublicDateReview[]> {
  const rows = await db.query<TPublicRow>(
    `SELECT ${REVIEW_COLUMNS},
            s.username AS subject_username, s.user_type AS subject_user_type,
            (SELECT p.display_name FROM profiles p WHERE p.user_id = s.id) AS subject_display_name
       FROM ${REVIEW_FROM}
       JOIN users s ON s.id = r.subject_id
       LEFT JOIN user_settings st ON st.user_id = s.id
      WHERE r.date_id = $1 AND r.published_at <= $2 AND s.deleted_at IS NULL
        AND NOT (s.user_type = ${USER_TYPE.escort} AND coalesce(st.show_date_reviews, true) = false)
      ORDER BY r.id`,
    [dateId, now.toISOString()],
  );
  return rows.map((row) => {
    const { subject_id: _s, author_side: _a, ...review } = reviewFromRow(row);
    return { ...review, subject: { username: row.subject_username, display_name: row.subject_display_name, user_type: row.subject_user_type }, locked: false };
  });
}

async function viewOf(db: Database | DatabaseTx, dateId: number, viewerId: number | null, now: Date): Promise<TPublicDateReviews> {
  const reviews = await publishedShownReviews(db, dateId, now);
  if (reviews.length === 0) throw new AppError(404, REVIEWS_NOT_PUBLIC);
  const whole = (await datesReadWhole(db, viewerId, [dateId])).has(dateId);
  const items = reviews.map((review) => asPublicReview(review, whole));
  return {
    date_id: dateId,
    items,
    locked: items.some((item) => item.locked),
    price: REVIEW_UNLOCK_COST,
    viewer: { signed_in: viewerId !== null, dollar_balance: viewerId === null ? null : (await balancesOf(db as DatabaseTx, viewerId)).dollar },
  };
}

/** GET /api/v2/dating/reviews/:dateId — guests too. */
export function readPublicDateReviews(deps: { database: Database; clock: TClock }, input: { dateId: number; viewerId: number | null }): Promise<TPublicDateReviews> {
  return viewOf(deps.database, input.dateId, input.viewerId, deps.clock.now());
}

/**
 * POST /api/v2/dating/reviews/:dateId/unlock: in one transaction the consume of REVIEW_UNLOCK_COST dollars from the
 * viewer to revenue (idempotency key per viewer and date: a repeat, even concurrent, books once) and the unlock row.
 * Nothing hidden from the caller (a side of the date, staff, unlocked before, or only short words) → 409.
 */
export function unlockDateReviews(deps: { database: Database; clock: TClock }, input: { dateId: number; viewerId: number }): Promise<TUnlockDateReviewsResult> {
  return deps.database.transaction(async (tx) => {
    const now = deps.clock.now();
    const before = await viewOf(tx, input.dateId, input.viewerId, now);
    if (!before.locked) throw new AppError(409, "exception.dating.review_not_locked");
    const booked = await book(tx, {
      idempotencyKey: `date_review_unlock:${input.viewerId}:${input.dateId}`,
      type: "consume",
      currency: "dollar",
      amount: REVIEW_UNLOCK_COST,
      from: { userId: input.viewerId },
      to: { system: "revenue" },
      reference: { kind: "date_review_unlock", id: input.dateId },
    });
    await tx.query(
      `INSERT INTO date_review_unlocks (date_id, viewer_id, price, ledger_entry_id) VALUES ($1, $2, $3, $4) ON CONFLICT (viewer_id, date_id) DO NOTHING`,
      [input.dateId, input.viewerId, REVIEW_UNLOCK_COST, booked.entryId],
    );
    const after = await viewOf(tx, input.dateId, input.viewerId, now);
    return { ...after, balance: booked.replayed ? null : booked.from };
  });
}
