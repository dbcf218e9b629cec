import type { Database, DatabaseTx } from "@samtrot/db";
import type { TEventReview, TEventReviews } from "@samtrot/api-client/contracts";
import { EVENT_REVIEWS_PAGE_SIZE, type ZEventReviewBody } from "@samtrot/api-client/contracts";
import { EVENT_REVIEW_CRITERIA, decideReview, eventTiming } from "@samtrot/events";
import type { z } from "zod";
import type { TClock } from "../../http/clock.js";
import { AppError } from "../../http/errors.js";
import { createNotifications } from "../notifications/create-notifications.js";
import { loadViewer } from "../profiles/profile-viewer.js";
import { eventNotFound, eventPath, lockEvent, visibleTo } from "./event-view.js";

const STATUS_OF = { review_too_early: 409, already_reviewed: 409, not_an_attendee: 403 } as const;

type TReviewRow = {
  id: string | number;
  event_id: string | number;
  author_id: string | number;
  username: string;
  display_name: string | null;
  user_type: number;
  ratings: Record<string, number>;
  would_attend_again: boolean;
  will_recommend: boolean;
  comment: string;
  created_at: Date | string;
  comments: { id: number; author_id: number; username: string; display_name: string | null; user_type: number; text: string; created_at: string }[] | null;
};

const REVIEW_SELECT = `SELECT r.id, r.event_id, r.author_id, u.username, p.display_name, u.user_type, r.ratings, r.would_attend_again, r.will_recommend, r.comment, r.created_at,
       (SELECT json_agg(json_build_object('id', k.id, 'author_id', k.author_id, 'username', ku.username, 'display_name', kp.display_name, 'user_type', ku.user_type,
                                          'text', k.text, 'created_at', k.created_at) ORDER BY k.created_at, k.id)
          FROM event_review_comments k JOIN users ku ON ku.id = k.author_id LEFT JOIN profiles kp ON kp.user_id = k.author_id
         WHERE k.review_id = r.id) AS comments
  FROM event_reviews r JOIN users u ON u.id = r.author_id LEFT JOIN profiles p ON p.user_id = r.author_id`;

function toReview(row: TReviewRow): TEventReview {
  return {
    id: Number(row.id),
    event_id: Number(row.event_id),
    author: { id: Number(row.author_id), username: row.username, display_name: row.display_name, user_type: Number(row.user_type) },
    ratings: Object.fromEntries(EVENT_REVIEW_CRITERIA.map((c) => [c, Number(row.ratings[c])])) as TEventReview["ratings"],
    radios: { would_attend_again: row.would_attend_again, will_recommend: row.will_recommend },
    comment: row.comment,
    created_at: new Date(row.created_at).toISOString(),
    comments: (row.comments ?? []).map((k) => ({
      id: Number(k.id),
      author: { id: Number(k.author_id), username: k.username, display_name: k.display_name, user_type: Number(k.user_type) },
      text: k.text,
      created_at: new Date(k.created_at).toISOString(),
    })),
  };
}

async function loadReview(tx: DatabaseTx, reviewId: number): Promise<TEventReview | null> {
  const [row] = await tx.query<TReviewRow>(`${REVIEW_SELECT} WHERE r.id = $1`, [reviewId]);
  return row ? toReview(row) : null;
}

/** An attendee who was not rejected reviews the event once, after it ended; the organizer is told. */
export async function addEventReview(
  deps: { database: Database; clock: TClock },
  input: { userId: number; eventId: number; body: z.output<typeof ZEventReviewBody> },
): Promise<TEventReview> {
  return deps.database.transaction(async (tx) => {
    const now = deps.clock.now();
    const event = await lockEvent(tx, input.eventId);
    const viewer = await loadViewer(tx, input.userId);
    if (!event || !visibleTo(event, viewer)) throw eventNotFound();
    const [mine] = await tx.query<{ attendance: "attend" | "absent" | "rejected_by_organizer"; confirmed_at: Date | null; reviewed: boolean }>(
      `SELECT a.attendance, a.confirmed_at, EXISTS (SELECT 1 FROM event_reviews r WHERE r.event_id = a.event_id AND r.author_id = a.user_id) AS reviewed
         FROM event_attendees a WHERE a.event_id = $1 AND a.user_id = $2`,
      [input.eventId, input.userId],
    );
    const decision = decideReview({
      status: event.status,
      timing: eventTiming({ status: event.status, startsAt: new Date(event.starts_at), endsAt: new Date(event.ends_at) }, now),
      attendance: mine?.attendance ?? null,
      confirmed: mine?.confirmed_at != null,
      alreadyReviewed: mine?.reviewed ?? false,
    });
    if (!decision.allowed) throw new AppError(STATUS_OF[decision.reason], `exception.events.${decision.reason}`);
    const { body } = input;
    const [row] = await tx.query<{ id: string | number }>(
      `INSERT INTO event_reviews (event_id, author_id, ratings, would_attend_again, will_recommend, comment, created_at) VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7) RETURNING id`,
      [
        input.eventId,
        input.userId,
        JSON.stringify(Object.fromEntries(EVENT_REVIEW_CRITERIA.map((c) => [c, body.ratings[c]]))),
        body.radios.would_attend_again,
        body.radios.will_recommend,
        body.comment,
        now.toISOString(),
      ],
    );
    await createNotifications(tx, [
      { userId: Number(event.organizer_id), kind: "event_reviewed", actorId: input.userId, params: { title: event.title }, link: `${eventPath(event)}#reviews` },
    ]);
    return (await loadReview(tx, Number(row!.id)))!;
  });
}

/** The organizer comments on a review of his event (as often as he likes); the review's author is told. */
export async function commentEventReview(
  deps: { database: Database; clock: TClock },
  input: { userId: number; eventId: number; reviewId: number; text: string },
): Promise<TEventReview> {
  return deps.database.transaction(async (tx) => {
    const now = deps.clock.now();
    const event = await lockEvent(tx, input.eventId);
    const viewer = await loadViewer(tx, input.userId);
    if (!event || !visibleTo(event, viewer)) throw eventNotFound();
    if (Number(event.organizer_id) !== input.userId) throw new AppError(403, "exception.events.organizer_only");
    const [review] = await tx.query<{ author_id: string | number }>(`SELECT author_id FROM event_reviews WHERE id = $1 AND event_id = $2`, [input.reviewId, input.eventId]);
    if (!review) throw new AppError(404, "exception.events.review_not_found");
    await tx.query(`INSERT INTO event_review_comments (review_id, author_id, text, created_at) VALUES ($1, $2, $3, $4)`, [input.reviewId, input.userId, input.text, now.toISOString()]);
    await createNotifications(tx, [
      { userId: Number(review.author_id), kind: "event_review_comment", actorId: input.userId, params: { title: event.title }, link: `${eventPath(event)}#reviews` },
    ]);
    return (await loadReview(tx, input.reviewId))!;
  });
}

/** An event's reviews, newest first, 10 a page, with the averages per criterion (one decimal). */
export async function readEventReviews(deps: { database: Database }, input: { viewerId: number | null; eventId: number; pageNo: number }): Promise<TEventReviews> {
  const db = deps.database;
  const viewer = await loadViewer(db, input.viewerId);
  const [event] = await db.query<{ status: "pending" | "accepted" | "rejected" | "cancelled"; organizer_id: string | number }>(`SELECT status, organizer_id FROM events WHERE id = $1`, [
    input.eventId,
  ]);
  if (!event || !visibleTo(event, viewer)) throw eventNotFound();
  const size = EVENT_REVIEWS_PAGE_SIZE;
  const rows = await db.query<TReviewRow>(`${REVIEW_SELECT} WHERE r.event_id = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT $2 OFFSET $3`, [
    input.eventId,
    size,
    (input.pageNo - 1) * size,
  ]);
  const [stats] = await db.query<Record<string, string | number | null> & { total: string | number }>(
    `SELECT count(*) AS total, ${EVENT_REVIEW_CRITERIA.map((c, i) => `round(avg((ratings->>'${c}')::numeric), 1) AS c${i}`).join(", ")} FROM event_reviews WHERE event_id = $1`,
    [input.eventId],
  );
  return {
    items: rows.map(toReview),
    total: Number(stats!.total),
    page_no: input.pageNo,
    page_size: size,
    averages: Object.fromEntries(EVENT_REVIEW_CRITERIA.map((c, i) => [c, stats![`c${i}`] === null ? null : Number(stats![`c${i}`])])) as TEventReviews["averages"],
  };
}
