import type { TAddDateReviewResult, TDateReviewBody, TDateReviews, TProfileReviews } from "@samtrot/api-client/contracts";
import { DATE_REVIEWS_PAGE_SIZE } from "@samtrot/api-client/contracts";
import { USER_TYPE } from "@samtrot/constants-catalogue";
import type { Database, DatabaseTx } from "@samtrot/db";
import {
  DATING_TIMELINE_TYPE,
  averageRatings,
  checkReplyText,
  decideReply,
  decideReview,
  reviewWindowClosesAt,
  reviewsPublishedAt,
  validateReview,
  type TBackendDateStatus,
  type TDateSide,
} from "@samtrot/dating";
import type { TClock } from "../../http/clock.js";
import { AppError, notFound } from "../../http/errors.js";
import { isBlockedEither } from "../blocks/is-blocked-either.js";
import { profileAvailableSql } from "../profiles/profile-availability.js";
import { countDateReviews } from "./count-reviews.js";
import { REVIEW_COLUMNS, REVIEW_FROM, reviewFromRow, type TReviewRow } from "./review-rows.js";
import { asPublicReview, datesReadWhole } from "./review-unlock.js";
import { announceDateChange, appendTimelineEvent } from "./date-changes.js";
import { DATE_NOT_FOUND, loadDateDetail, loadDateRow, sideOf, type TDateRow } from "./date-view.js";

type TId = string | number;
type TTime = string | Date;

function factsOf(row: TDateRow, side: TDateSide) {
  return {
    status: row.status as TBackendDateStatus,
    startAt: new Date(row.start_at),
    durationMinutes: row.duration_minutes,
    reviewedByViewer: side === "sender" ? row.sender_reviewed : row.receiver_reviewed,
  };
}

/** A date's reviews as one of its sides sees them at `now`: their own; the other's only once published. */
async function reviewsFor(tx: DatabaseTx, row: TDateRow, side: TDateSide, userId: number, now: Date): Promise<TDateReviews> {
  const rows = await tx.query<TReviewRow>(`SELECT ${REVIEW_COLUMNS} FROM ${REVIEW_FROM} WHERE r.date_id = $1 ORDER BY r.id`, [row.id]);
  const mine = rows.find((r) => Number(r.author_id) === userId) ?? null;
  const theirs = rows.find((r) => Number(r.author_id) !== userId) ?? null;
  const publishedAt = rows.length ? new Date(Math.min(...rows.map((r) => new Date(r.published_at).getTime()))) : null;
  const facts = factsOf(row, side);
  return {
    date_id: Number(row.id),
    mine: mine ? reviewFromRow(mine) : null,
    theirs: theirs && new Date(theirs.published_at).getTime() <= now.getTime() ? reviewFromRow(theirs) : null,
    theirs_written: theirs !== null,
    published_at: publishedAt ? publishedAt.toISOString() : null,
    can_review: decideReview(facts, now).allowed,
    window_closes_at: reviewWindowClosesAt(facts.startAt, facts.durationMinutes).toISOString(),
  };
}

/** dating/reviews/detail/{dateId}: 404 for anyone but the two sides. */
export async function readDateReviews(deps: { database: Database; clock: TClock }, input: { userId: number; dateId: number }): Promise<TDateReviews> {
  const row = await loadDateRow(deps.database, input.dateId);
  const side = row ? sideOf(row, input.userId) : null;
  if (!row || !side) throw notFound(DATE_NOT_FOUND);
  return reviewsFor(deps.database, row, side, input.userId, deps.clock.now());
}

/**
 * dating/reviews/add/{dateId}: in one transaction holding the date's row lock (so the two sides' reviews arriving
 * together are ordered and the second one publishes both): decided by @samtrot/dating at the api clock's now,
 * checked against the subject's criteria, stored with its publication time (the window's close, or now for the
 * second review, which moves the first's too), SENDER_REVIEW/RECEIVER_REVIEW in the timeline (without the text:
 * the timeline is seen by both before publication), the other side notified, both sent date.changed.
 */
export async function addDateReview(deps: { database: Database; clock: TClock }, input: { userId: number; dateId: number; body: TDateReviewBody }): Promise<TAddDateReviewResult> {
  return deps.database.transaction(async (tx) => {
    const [locked] = await tx.query<{ id: TId; sender_id: TId; receiver_id: TId }>(`SELECT id, sender_id, receiver_id FROM dates WHERE id = $1 FOR UPDATE`, [input.dateId]);
    const side = locked ? sideOf(locked, input.userId) : null;
    if (!locked || !side) throw notFound(DATE_NOT_FOUND);
    const now = deps.clock.now();
    const row = (await loadDateRow(tx, input.dateId)) as TDateRow;
    const facts = factsOf(row, side);
    const decision = decideReview(facts, now);
    if (!decision.allowed) throw new AppError(409, `exception.dating.${decision.reason}`);

    const subjectType = side === "sender" ? row.receiver_user_type : row.sender_user_type;
    const checked = validateReview(input.body, subjectType);
    if (!checked.ok) throw AppError.fromEntries(422, checked.errors.map((e) => ({ code: 422, title: e.key, source: e.field })));
    const { review } = checked;

    const earlier = await tx.query<{ created_at: TTime }>(`SELECT created_at FROM date_reviews WHERE date_id = $1`, [input.dateId]);
    const publishedAt = reviewsPublishedAt({ startAt: facts.startAt, durationMinutes: facts.durationMinutes, reviewTimes: [...earlier.map((e) => new Date(e.created_at)), now] })!;
    await tx.query(
      `INSERT INTO date_reviews (date_id, author_id, subject_id, author_side, ratings, would_you_recommend_this_user, profile_match_reality,
                                 would_you_come_again, show_up, comment, created_at, published_at)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9, $10, $11, $12)`,
      [
        input.dateId,
        input.userId,
        Number(side === "sender" ? row.receiver_id : row.sender_id),
        side,
        JSON.stringify(review.ratings),
        review.radios.would_you_recommend_this_user,
        review.radios.profile_match_reality,
        review.radios.would_you_come_again,
        review.showUp,
        review.comment,
        now.toISOString(),
        publishedAt.toISOString(),
      ],
    );
    const both = earlier.length > 0;
    // the second review publishes both now
    if (both) {
      await tx.query(`UPDATE date_reviews SET published_at = $2 WHERE date_id = $1`, [input.dateId, publishedAt.toISOString()]);
      // both profiles' rating and reviews_count follow at once
      await countDateReviews(tx, input.dateId, now);
    }
    const type = side === "sender" ? DATING_TIMELINE_TYPE.SENDER_REVIEW : DATING_TIMELINE_TYPE.RECEIVER_REVIEW;
    await appendTimelineEvent(tx, { dateId: input.dateId, type, actorId: input.userId, status: row.status, at: now });
    await announceDateChange(tx, { dateId: input.dateId, type, actor: side, now, kind: both ? "date_reviews_published" : "date_reviewed" });

    const after = (await loadDateRow(tx, input.dateId)) as TDateRow;
    return { ...(await reviewsFor(tx, after, side, input.userId, now)), detail: await loadDateDetail(tx, after, side, now) };
  });
}

/**
 * The subject of the other side's review answers it once, after it was published to them: the reply is stored on
 * the review, SENDER_COMMENT / RECEIVER_COMMENT (by the replier's side) with the text goes into the timeline, the
 * review's author is notified (date_review_reply), both get date.changed.
 */
export async function replyToDateReview(deps: { database: Database; clock: TClock }, input: { userId: number; dateId: number; text: string }): Promise<TDateReviews> {
  return deps.database.transaction(async (tx) => {
    const [locked] = await tx.query<{ id: TId; sender_id: TId; receiver_id: TId }>(`SELECT id, sender_id, receiver_id FROM dates WHERE id = $1 FOR UPDATE`, [input.dateId]);
    const side = locked ? sideOf(locked, input.userId) : null;
    if (!locked || !side) throw notFound(DATE_NOT_FOUND);
    const now = deps.clock.now();
    const [about] = await tx.query<{ id: TId; published_at: TTime; reply: string | null }>(
      `SELECT id, published_at, reply FROM date_reviews WHERE date_id = $1 AND subject_id = $2`,
      [input.dateId, input.userId],
    );
    const decision = decideReply(about ? { publishedAt: new Date(about.published_at), replied: about.reply !== null } : null, now);
    if (!decision.allowed) throw new AppError(decision.reason === "review_not_found" ? 404 : 409, `exception.dating.${decision.reason}`);
    const checked = checkReplyText(input.text);
    if (!checked.ok) throw new AppError(422, checked.key, "text");
    await tx.query(`UPDATE date_reviews SET reply = $2, replied_at = $3 WHERE id = $1`, [about!.id, checked.text, now.toISOString()]);
    const row = (await loadDateRow(tx, input.dateId)) as TDateRow;
    const type = side === "sender" ? DATING_TIMELINE_TYPE.SENDER_COMMENT : DATING_TIMELINE_TYPE.RECEIVER_COMMENT;
    await appendTimelineEvent(tx, { dateId: input.dateId, type, actorId: input.userId, status: row.status, message: checked.text, at: now });
    await announceDateChange(tx, { dateId: input.dateId, type, actor: side, now, kind: "date_review_reply" });
    return reviewsFor(tx, row, side, input.userId, now);
  });
}

/**
 * p/{username}/reviews (and /business_reviews): the published reviews about a profile, newest first, with the
 * averages per criterion. An escort's date_review_display (show_date_reviews) hides them from everyone but herself;
 * clients have no such setting (hidden for them) and businesses neither (their reviews rate the place).
 */
export async function listProfileReviews(
  deps: { database: Database; clock: TClock },
  input: { username: string; viewerId: number | null; pageNo: number },
): Promise<TProfileReviews> {
  const now = deps.clock.now();
  const [subject] = await deps.database.query<{ id: TId; user_type: number; available: boolean; show_date_reviews: boolean | null }>(
    `SELECT u.id, u.user_type, ${profileAvailableSql("u")} AS available, s.show_date_reviews
       FROM users u LEFT JOIN user_settings s ON s.user_id = u.id
      WHERE lower(u.username) = lower($1)`,
    [input.username],
  );
  if (!subject) throw notFound("exception.profile.not_found");
  const id = Number(subject.id);
  const isOwn = input.viewerId === id;
  if (!isOwn) {
    if (!subject.available) throw new AppError(404, "exception.profile.unavailable");
    if (input.viewerId !== null && (await isBlockedEither(deps.database, input.viewerId, id))) throw new AppError(404, "exception.profile.unavailable");
  }
  const kind = subject.user_type === USER_TYPE.business ? "business" : "person";
  const shown = isOwn || subject.user_type !== USER_TYPE.escort || subject.show_date_reviews !== false;
  const empty = { shown, kind, items: [], total: 0, page_no: input.pageNo, page_size: DATE_REVIEWS_PAGE_SIZE, averages: {} } as TProfileReviews;
  if (!shown) return empty;

  const rows = await deps.database.query<TReviewRow & { total: TId }>(
    `SELECT ${REVIEW_COLUMNS}, count(*) OVER () AS total FROM ${REVIEW_FROM}
      WHERE r.subject_id = $1 AND r.published_at <= $2
      ORDER BY r.published_at DESC, r.id DESC LIMIT $3 OFFSET $4`,
    [id, now.toISOString(), DATE_REVIEWS_PAGE_SIZE, (input.pageNo - 1) * DATE_REVIEWS_PAGE_SIZE],
  );
  const all = await deps.database.query<{ ratings: Record<string, number> | string }>(`SELECT ratings FROM date_reviews WHERE subject_id = $1 AND published_at <= $2`, [id, now.toISOString()]);
  const whole = await datesReadWhole(deps.database, input.viewerId, rows.map((row) => Number(row.date_id)));
  return {
    ...empty,
    items: rows.map((row) => {
      const { subject_id: _s, author_side: _a, ...rest } = reviewFromRow(row);
      return asPublicReview(rest, whole.has(rest.date_id));
    }),
    total: all.length,
    averages: averageRatings(all.map((r) => (typeof r.ratings === "string" ? JSON.parse(r.ratings) : r.ratings))),
  };
}
