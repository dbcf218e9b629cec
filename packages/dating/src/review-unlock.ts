import { TOKENS } from "@samtrot/constants-catalogue";

// dating/reviews/unlock/{dateId} (spec 000 §2 names the route; decision 030): on a profile's reviews the ratings,
// answers and show-up are public (as date_review_display allows), the words of a review — its comment beyond a short
// excerpt, and the reply — are for the date's two sides, staff, and viewers who unlocked that date's reviews. The
// spec's only price for unlocking one thing is the first-contact unlock (spec 001 §9): the same 5 dollars.

/** Characters of a review's comment everybody sees. */
export const REVIEW_EXCERPT_MAX = 140;

/** Dollars to unlock one date's reviews. */
export const REVIEW_UNLOCK_COST = TOKENS.firstContactUnlockCost;

/**
 * The start of a comment of at most `max` characters, cut at the last word boundary (or hard when one word is that
 * long), trailing punctuation and spaces dropped, followed by "…"; the comment itself when it fits.
 */
export function reviewExcerpt(comment: string, max: number = REVIEW_EXCERPT_MAX): { text: string; cut: boolean } {
  const chars = [...comment.trim()];
  if (chars.length <= max) return { text: chars.join(""), cut: false };
  const head = chars.slice(0, max).join("");
  const boundary = head.search(/\s\S*$/);
  const start = boundary > max / 2 ? head.slice(0, boundary) : head;
  return { text: `${start.replace(/[\s.,;:!?–-]+$/u, "")}…`, cut: true };
}

/** Whether a published review has words beyond what everybody sees (a longer comment, or a reply). */
export function hasLockedWords(review: { comment: string; reply: string | null }): boolean {
  return reviewExcerpt(review.comment).cut || (review.reply ?? "") !== "";
}
