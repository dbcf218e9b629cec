import {
  BACKEND_DATE_STATUS,
  DATE_REVIEW_CRITERIA,
  DATE_REVIEW_RADIOS,
  RATING_WORD,
  SHOW_UP,
  USER_TYPE,
  type TBackendDateStatus,
  type TDateReviewCriterion,
  type TDateReviewRadio,
} from "@samtrot/constants-catalogue";
import { dateEndsAt, reviewWindowClosesAt } from "./schedule.js";

// Date reviews (spec 001 §3 criteria, radios, show-up options, rating words; §5 reviews within 7 days). Both sides
// of an accepted date review each other once, from the date's end until 7 days after it. Reviews are published
// together: one side's review becomes visible to the other side and the public only once both have reviewed, or
// the window has closed — so nobody can answer a bad review with a worse one.

/** What a client or escort is rated on (a person: the escort by the client, the client by the escort or business). */
export const PERSON_REVIEW_CRITERIA = [
  "date_arrangement_process",
  "reliability_punctuality",
  "communication",
  "discrete_behavior",
  "respectful_behavior",
  "body_hygiene",
] as const satisfies readonly TDateReviewCriterion[];

/** What a business is rated on by a client (the place rather than a person). */
export const BUSINESS_REVIEW_CRITERIA = ["interior", "location", "value_for_money", "smooth_payment", "cleanliness", "staff"] as const satisfies readonly TDateReviewCriterion[];

export const REVIEW_RADIOS = DATE_REVIEW_RADIOS;
export const REVIEW_COMMENT_MAX = 1000;
export { RATING_WORD, SHOW_UP };
export type TShowUpName = keyof typeof SHOW_UP;

/** The criteria the reviewer rates, by the user type of the one reviewed (the subject). */
export function criteriaFor(subjectUserType: number): readonly TDateReviewCriterion[] {
  return subjectUserType === USER_TYPE.business ? BUSINESS_REVIEW_CRITERIA : PERSON_REVIEW_CRITERIA;
}

/** Show-up (on time, a little late, too early, no show) is asked about a person, not about a business. */
export function asksShowUp(subjectUserType: number): boolean {
  return subjectUserType !== USER_TYPE.business;
}

export function ratingWord(rating: number): (typeof RATING_WORD)[keyof typeof RATING_WORD] | null {
  return (RATING_WORD as Record<number, (typeof RATING_WORD)[keyof typeof RATING_WORD]>)[rating] ?? null;
}

export type TReviewForm = {
  ratings: Partial<Record<string, unknown>>;
  radios: Partial<Record<string, unknown>>;
  show_up?: unknown;
  comment?: unknown;
};

/** A valid review: every criterion of the subject rated 1..5, every radio answered yes/no, show-up for a person. */
export type TValidReview = {
  ratings: Record<string, number>;
  radios: Record<TDateReviewRadio, boolean>;
  showUp: number | null;
  comment: string;
};

export type TReviewFieldError = { field: string; key: string };

/**
 * Checks a review form against the subject's criteria. Errors name the field (ratings.<criterion>, radios.<radio>,
 * show_up, comment) and a validation.dating.* key; an unknown criterion (one of the other kind) is refused too.
 */
export function validateReview(form: TReviewForm, subjectUserType: number): { ok: true; review: TValidReview } | { ok: false; errors: TReviewFieldError[] } {
  const errors: TReviewFieldError[] = [];
  const criteria = criteriaFor(subjectUserType);
  const ratings: Record<string, number> = {};
  for (const criterion of criteria) {
    const value = form.ratings?.[criterion];
    if (value === undefined || value === null) errors.push({ field: `ratings.${criterion}`, key: "validation.dating.rating_required" });
    else if (typeof value !== "number" || !Number.isInteger(value) || ratingWord(value) === null) errors.push({ field: `ratings.${criterion}`, key: "validation.dating.invalid_rating" });
    else ratings[criterion] = value;
  }
  for (const key of Object.keys(form.ratings ?? {})) {
    if (!(criteria as readonly string[]).includes(key)) errors.push({ field: `ratings.${key}`, key: "validation.dating.unknown_criterion" });
  }
  const radios = {} as Record<TDateReviewRadio, boolean>;
  for (const radio of REVIEW_RADIOS) {
    const value = form.radios?.[radio];
    if (typeof value !== "boolean") errors.push({ field: `radios.${radio}`, key: "validation.dating.answer_required" });
    else radios[radio] = value;
  }
  let showUp: number | null = null;
  if (asksShowUp(subjectUserType)) {
    if (form.show_up === undefined || form.show_up === null) errors.push({ field: "show_up", key: "validation.dating.show_up_required" });
    else if (!(Object.values(SHOW_UP) as unknown[]).includes(form.show_up)) errors.push({ field: "show_up", key: "validation.common.invalid_choice" });
    else showUp = form.show_up as number;
  } else if (form.show_up !== undefined && form.show_up !== null) {
    errors.push({ field: "show_up", key: "validation.dating.show_up_not_asked" });
  }
  const comment = form.comment ?? "";
  if (typeof comment !== "string") errors.push({ field: "comment", key: "validation.common.invalid_type" });
  else if (comment.trim().length > REVIEW_COMMENT_MAX) errors.push({ field: "comment", key: "validation.dating.comment_too_long" });
  if (errors.length) return { ok: false, errors };
  return { ok: true, review: { ratings, radios, showUp, comment: (comment as string).trim() } };
}

export const REVIEW_REFUSALS = ["date_not_accepted", "review_too_early", "review_window_closed", "already_reviewed"] as const;
export type TReviewRefusal = (typeof REVIEW_REFUSALS)[number];

export type TReviewFacts = { status: TBackendDateStatus; startAt: Date; durationMinutes: number; reviewedByViewer: boolean };

/**
 * May one side of a date review it now? Only an accepted date, from its end (inclusive) until 7 days after it
 * (exclusive), once per side. (Who is a side is the caller's business: a third person never gets here.)
 */
export function decideReview(facts: TReviewFacts, now: Date): { allowed: true } | { allowed: false; reason: TReviewRefusal } {
  if (facts.status !== BACKEND_DATE_STATUS.accept) return { allowed: false, reason: "date_not_accepted" };
  if (facts.reviewedByViewer) return { allowed: false, reason: "already_reviewed" };
  const t = now.getTime();
  if (t < dateEndsAt(facts.startAt, facts.durationMinutes).getTime()) return { allowed: false, reason: "review_too_early" };
  if (t >= reviewWindowClosesAt(facts.startAt, facts.durationMinutes).getTime()) return { allowed: false, reason: "review_window_closed" };
  return { allowed: true };
}

/**
 * When a date's reviews are published (visible to the other side and, as the subject's display setting allows,
 * the public): the moment the second review is written, or when the window closes if only one was; null while
 * one side still may review (or never, when nobody reviewed).
 */
export function reviewsPublishedAt(input: { startAt: Date; durationMinutes: number; reviewTimes: readonly Date[] }): Date | null {
  if (input.reviewTimes.length === 0) return null;
  if (input.reviewTimes.length >= 2) return new Date(Math.max(...input.reviewTimes.map((d) => d.getTime())));
  return reviewWindowClosesAt(input.startAt, input.durationMinutes);
}

export function isPublished(publishedAt: Date | null, now: Date): boolean {
  return publishedAt !== null && publishedAt.getTime() <= now.getTime();
}

/** The mean of each criterion over some reviews' ratings, rounded to one decimal (criteria nobody rated are left out). */
export function averageRatings(ratings: readonly Record<string, number>[]): Record<string, { average: number; count: number }> {
  const sums = new Map<string, { sum: number; count: number }>();
  for (const r of ratings) for (const [k, v] of Object.entries(r)) {
    const s = sums.get(k) ?? { sum: 0, count: 0 };
    s.sum += v;
    s.count += 1;
    sums.set(k, s);
  }
  return Object.fromEntries([...sums].map(([k, s]) => [k, { average: Math.round((s.sum / s.count) * 10) / 10, count: s.count }]));
}

export const REPLY_REFUSALS = ["review_not_found", "review_not_published", "already_replied"] as const;
export type TReplyRefusal = (typeof REPLY_REFUSALS)[number];

/**
 * The one a review is about may answer it once (SENDER_COMMENT / RECEIVER_COMMENT in the timeline), after it was
 * published to them — never before, so an answer cannot hint at the other's review either. No deadline.
 */
export function decideReply(
  review: { publishedAt: Date; replied: boolean } | null,
  now: Date,
): { allowed: true } | { allowed: false; reason: TReplyRefusal } {
  if (!review) return { allowed: false, reason: "review_not_found" };
  if (!isPublished(review.publishedAt, now)) return { allowed: false, reason: "review_not_published" };
  if (review.replied) return { allowed: false, reason: "already_replied" };
  return { allowed: true };
}

/** A reply: 1 to 1000 characters after trimming. */
export function checkReplyText(text: unknown): { ok: true; text: string } | { ok: false; key: string } {
  if (typeof text !== "string" || text.trim().length === 0) return { ok: false, key: "validation.dating.reply_required" };
  if (text.trim().length > REVIEW_COMMENT_MAX) return { ok: false, key: "validation.dating.reply_too_long" };
  return { ok: true, text: text.trim() };
}
