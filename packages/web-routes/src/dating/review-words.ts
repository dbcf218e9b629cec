import type { TDate, TDateReviews } from "@samtrot/api-client/contracts";
import { DATE_STAGE, RATING_VALUES, SHOW_UP, USER_TYPE, type TDateReviewCriterion } from "@samtrot/constants-catalogue";
import { asksShowUp, criteriaFor, ratingWord, REVIEW_COMMENT_MAX, REVIEW_RADIOS } from "@samtrot/dating";

// The review form's words and its form → api body (spec 001 §3: criteria per subject kind, radios, show-up
// options, rating words). Which criteria and whether show-up is asked come from @samtrot/dating, the rules the
// api checks with, so the form never asks something the api refuses.

export { REVIEW_COMMENT_MAX, REVIEW_RADIOS };

/** The form's field names; the api's error sources (ratings.<criterion>, radios.<radio>) belong to them. */
export const REVIEW_FIELDS = ["ratings", "radios", "show_up", "comment"] as const;

/** Show-up options in the order a reviewer thinks of them (codes: on_time 1, too_early 5, little_late 2, no_show 4). */
export const SHOW_UP_ORDER = ["on_time", "too_early", "little_late", "no_show"] as const satisfies readonly (keyof typeof SHOW_UP)[];

export type TReviewSubjectKind = "person" | "business";

export function subjectKindOf(userType: number): TReviewSubjectKind {
  return userType === USER_TYPE.business ? "business" : "person";
}

/** The criteria a subject of this kind is rated on (the list a profile's averages are shown in). */
export function criteriaOfKind(kind: TReviewSubjectKind): readonly TDateReviewCriterion[] {
  return criteriaFor(kind === "business" ? USER_TYPE.business : USER_TYPE.escort);
}

/** The common.json key of a rating's word: 1 terrible … 5 excellent (null outside 1..5). */
export function ratingWordKey(rating: number): string | null {
  const word = ratingWord(rating);
  return word ? `dating.rating.${word}` : null;
}

/** The 1..5 options of a criterion's radio group, each labelled "n – word". */
export function ratingOptions(t: (key: string) => string): { value: string; label: string }[] {
  return RATING_VALUES.map((n) => ({ value: String(n), label: `${n} – ${t(ratingWordKey(n) as string)}` }));
}

/** The common.json key of a show-up code's word, or null for an unknown code. */
export function showUpKey(code: number | null | undefined): string | null {
  const name = (Object.keys(SHOW_UP) as (keyof typeof SHOW_UP)[]).find((k) => SHOW_UP[k] === code);
  return name ? `dating.show_up.${name}` : null;
}

/**
 * The posted form as the api's body: every rated criterion of the subject as a number, yes/no radios as booleans,
 * show-up as its code (only where it is asked), the trimmed comment. Missing answers are left out, so the api
 * names them at their fields (validation.dating.rating_required, answer_required, show_up_required).
 */
export function reviewBodyFromForm(form: FormData, subjectUserType: number) {
  const ratings: Record<string, number> = {};
  for (const criterion of criteriaFor(subjectUserType)) {
    const value = form.get(`ratings.${criterion}`);
    if (typeof value === "string" && value !== "") ratings[criterion] = Number(value);
  }
  const radios: Record<string, boolean> = {};
  for (const radio of REVIEW_RADIOS) {
    const value = form.get(`radios.${radio}`);
    if (value === "yes" || value === "no") radios[radio] = value === "yes";
  }
  const body: { ratings: Record<string, number>; radios: Record<string, boolean>; show_up?: number | null; comment: string } = {
    ratings,
    radios,
    comment: String(form.get("comment") ?? "").trim(),
  };
  if (asksShowUp(subjectUserType)) {
    const value = form.get("show_up");
    body.show_up = typeof value === "string" && value !== "" ? Number(value) : null;
  }
  return body;
}

/**
 * Why the viewer cannot write a review now (an exception.dating.* key), or null when they can. The api decides
 * (`can_review`); the reason is read from what it answered: their review exists, the date is still ahead, the
 * date was never accepted, or the 7 days are over.
 */
export function reviewRefusalKey(date: Pick<TDate, "stage">, reviews: Pick<TDateReviews, "can_review" | "mine">): string | null {
  if (reviews.can_review) return null;
  if (reviews.mine) return "exception.dating.already_reviewed";
  if (date.stage === DATE_STAGE.UPCOMING) return "exception.dating.review_too_early";
  if (date.stage === DATE_STAGE.COMPLETED || date.stage === DATE_STAGE.NEEDS_REVIEW) return "exception.dating.review_window_closed";
  return "exception.dating.date_not_accepted";
}

/** Whether a date's reviews are visible to both sides now (the other's is there, or the publication time is past). */
export function reviewsArePublished(reviews: Pick<TDateReviews, "theirs" | "published_at">, nowMs: number): boolean {
  return reviews.theirs !== null || (reviews.published_at !== null && Date.parse(reviews.published_at) <= nowMs);
}

/** A bar's width for an average of 1..5 (percent of the full bar). */
export function averageWidth(average: number): number {
  return Math.max(0, Math.min(100, Math.round((average / 5) * 100)));
}
