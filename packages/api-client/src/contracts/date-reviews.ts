import { z } from "zod";
import { DATE_REVIEW_CRITERIA, DATE_REVIEW_RADIOS, PAGE_SIZE, SHOW_UP } from "@samtrot/constants-catalogue";
import { defineContract } from "./define-contract.js";
import { ZDateDetail } from "./dating.js";
import { ZPageNo } from "./gallery.js";

// Date reviews (issue 13; spec 000 §2 dating/reviews/add|detail/{dateId}, p/{username}/reviews, settings
// date_review_display; spec 001 §3 criteria, radios, show-up, rating words; §5 reviews within 7 days). The paths
// are ours. The rules (which criteria for whom, who may review when, published together) live in @samtrot/dating;
// the body here is only shaped, the api checks it against the subject (validation.dating.* with the field).

export const DATE_REVIEW_COMMENT_MAX = 1000;
export const DATE_REVIEWS_PAGE_SIZE = PAGE_SIZE.default;
const showUpCodes = Object.values(SHOW_UP) as number[];

export const ZDateReviewBody = z
  .object({
    /** criterion → 1 (terrible) … 5 (excellent): the six of a person, or of a business when reviewing one */
    ratings: z.record(z.string(), z.unknown(), { required_error: "validation.common.required", invalid_type_error: "validation.common.invalid_type" }),
    /** would_you_recommend_this_user, profile_match_reality, would_you_come_again → yes/no */
    radios: z.record(z.string(), z.unknown(), { required_error: "validation.common.required", invalid_type_error: "validation.common.invalid_type" }),
    /** about a person: on_time 1, little_late 2, no_show 4, too_early 5; not asked about a business */
    show_up: z.number({ invalid_type_error: "validation.common.invalid_type" }).int().nullable().optional(),
    comment: z.string({ invalid_type_error: "validation.common.invalid_type" }).optional(),
  })
  .strict();
export type TDateReviewBody = z.input<typeof ZDateReviewBody>;

const ZRatings = z.record(z.enum(DATE_REVIEW_CRITERIA), z.number().int().min(1).max(5));

export const ZDateReview = z.object({
  id: z.number().int(),
  date_id: z.number().int(),
  author: z.object({ id: z.number().int(), username: z.string(), display_name: z.string().nullable(), user_type: z.number().int() }),
  subject_id: z.number().int(),
  author_side: z.enum(["sender", "receiver"]),
  ratings: ZRatings,
  radios: z.object(Object.fromEntries(DATE_REVIEW_RADIOS.map((r) => [r, z.boolean()])) as Record<(typeof DATE_REVIEW_RADIOS)[number], z.ZodBoolean>),
  show_up: z.number().int().refine((s) => showUpCodes.includes(s)).nullable(),
  comment: z.string(),
  created_at: z.string(),
  published_at: z.string(),
  /** the subject's one answer (SENDER_COMMENT / RECEIVER_COMMENT in the timeline) */
  reply: z.string().nullable(),
  replied_at: z.string().nullable(),
});
export type TDateReview = z.infer<typeof ZDateReview>;

/**
 * A date's reviews as one of its sides sees them: their own always; the other side's only once published (both
 * have reviewed, or the window has closed) — before that only whether it was written.
 */
export const ZDateReviews = z.object({
  date_id: z.number().int(),
  mine: ZDateReview.nullable(),
  theirs: ZDateReview.nullable(),
  theirs_written: z.boolean(),
  /** when both become visible (null: nobody reviewed yet) */
  published_at: z.string().nullable(),
  /** the caller may write their review now */
  can_review: z.boolean(),
  /** the review window closes (the date's end + 7 days) */
  window_closes_at: z.string(),
});
export type TDateReviews = z.infer<typeof ZDateReviews>;

export const ZAddDateReviewResult = ZDateReviews.extend({ detail: ZDateDetail });
export type TAddDateReviewResult = z.infer<typeof ZAddDateReviewResult>;

const ZDateParams = z.object({ dateId: z.coerce.number({ invalid_type_error: "validation.common.invalid_type" }).int().positive().max(Number.MAX_SAFE_INTEGER) });

export const addDateReviewContract = defineContract({
  id: "addDateReview",
  method: "POST",
  path: "/api/v2/dating/dates/:dateId/reviews",
  summary:
    "One side reviews the other after the date (dating/reviews/add/{dateId}), once, within 7 days after its end. 422 validation.dating.rating_required | " +
    "invalid_rating | unknown_criterion | answer_required | show_up_required | show_up_not_asked | comment_too_long (source: the field); " +
    "409 exception.dating.review_too_early | review_window_closed | already_reviewed | date_not_accepted; 404 exception.dating.date_not_found " +
    "(also for anyone but the two sides)",
  tags: ["dating"],
  auth: "user",
  params: ZDateParams,
  body: ZDateReviewBody,
  response: ZAddDateReviewResult,
});

export const dateReviewsContract = defineContract({
  id: "dateReviews",
  method: "GET",
  path: "/api/v2/dating/dates/:dateId/reviews",
  summary: "A date's reviews for one of its sides (dating/reviews/detail/{dateId}): the other's only once published. 404 exception.dating.date_not_found",
  tags: ["dating"],
  auth: "user",
  params: ZDateParams,
  response: ZDateReviews,
});

export const ZDateReviewReplyBody = z.object({ text: z.string({ required_error: "validation.dating.reply_required", invalid_type_error: "validation.common.invalid_type" }) }).strict();

export const replyDateReviewContract = defineContract({
  id: "replyDateReview",
  method: "POST",
  path: "/api/v2/dating/dates/:dateId/reviews/reply",
  summary:
    "The one the other side's review is about answers it, once, after it was published to them. 422 validation.dating.reply_required | reply_too_long; " +
    "409 exception.dating.review_not_published | already_replied; 404 exception.dating.review_not_found | date_not_found",
  tags: ["dating"],
  auth: "user",
  params: ZDateParams,
  body: ZDateReviewReplyBody,
  response: ZDateReviews,
});

/**
 * A review as the public sees it. locked: the viewer sees only the comment's excerpt and no reply (decision 030);
 * the date's two sides, staff and viewers who unlocked the date's reviews (dating/reviews/unlock/{dateId}) read them
 * whole. date_id leads there.
 */
export const ZProfileReview = ZDateReview.omit({ subject_id: true, author_side: true }).extend({ locked: z.boolean() });
export type TProfileReview = z.infer<typeof ZProfileReview>;

export const ZProfileReviews = z.object({
  /** false: the profile does not show its date reviews (its date_review_display setting); items and averages are empty */
  shown: z.boolean(),
  /** person (escort or client) or business: which criteria the reviews rate */
  kind: z.enum(["person", "business"]),
  items: z.array(ZProfileReview),
  total: z.number().int(),
  page_no: z.number().int(),
  page_size: z.number().int(),
  /** over all published reviews: criterion → mean (one decimal) and how many rated it */
  averages: z.record(z.string(), z.object({ average: z.number(), count: z.number().int() })),
});
export type TProfileReviews = z.infer<typeof ZProfileReviews>;

export const profileReviewsContract = defineContract({
  id: "profileReviews",
  method: "GET",
  path: "/api/v2/profiles/:username/reviews",
  summary:
    `A profile's published date reviews (p/{username}/reviews; a business's: p/{username}/business_reviews), newest first, ${DATE_REVIEWS_PAGE_SIZE} a page, ` +
    "with averages per criterion; guests too. Empty with shown=false when the profile hides them (date_review_display). " +
    "404 exception.profile.not_found | exception.profile.unavailable",
  tags: ["dating"],
  auth: "public",
  params: z.object({ username: z.string().min(1).max(40) }),
  query: z.object({ page_no: ZPageNo }).strict(),
  response: ZProfileReviews,
});

export const ZPublicDateReview = ZProfileReview.extend({
  subject: z.object({ username: z.string(), display_name: z.string().nullable(), user_type: z.number().int() }),
});
export type TPublicDateReview = z.infer<typeof ZPublicDateReview>;

/** A date's published reviews as a viewer outside the date sees them (dating/reviews/detail|unlock/{dateId}). */
export const ZPublicDateReviews = z.object({
  date_id: z.number().int(),
  /** the published reviews whose subject shows them, oldest first */
  items: z.array(ZPublicDateReview),
  /** some words are hidden from this viewer: unlocking shows them */
  locked: z.boolean(),
  /** dollars to unlock this date's reviews */
  price: z.number().int(),
  viewer: z.object({ signed_in: z.boolean(), dollar_balance: z.number().int().nullable() }),
});
export type TPublicDateReviews = z.infer<typeof ZPublicDateReviews>;

export const publicDateReviewsContract = defineContract({
  id: "publicDateReviews",
  method: "GET",
  path: "/api/v2/dating/reviews/:dateId",
  summary:
    "A date's published reviews for anyone (dating/reviews/detail|unlock/{dateId}), guests too: ratings, answers and show-up always; the words " +
    "(comment beyond its excerpt, the reply) only for the date's sides, staff and who unlocked them. 404 exception.dating.reviews_not_public " +
    "(nothing published that its subject shows)",
  tags: ["dating"],
  auth: "public",
  params: ZDateParams,
  response: ZPublicDateReviews,
});

export const ZUnlockDateReviewsResult = ZPublicDateReviews.extend({
  /** the dollar balance before and after; null when nothing was booked (unlocked before) */
  balance: z.object({ before: z.number().int(), after: z.number().int() }).nullable(),
});
export type TUnlockDateReviewsResult = z.infer<typeof ZUnlockDateReviewsResult>;

export const unlockDateReviewsContract = defineContract({
  id: "unlockDateReviews",
  method: "POST",
  path: "/api/v2/dating/reviews/:dateId/unlock",
  summary:
    "Pays the unlock price in dollars (a ledger consume, once per viewer and date: a repeat books nothing) and answers the date's reviews whole. " +
    "409 exception.dating.review_not_locked (nothing hidden from the caller); 422 exception.ledger.insufficient_balance; " +
    "404 exception.dating.reviews_not_public",
  tags: ["dating"],
  auth: "user",
  params: ZDateParams,
  response: ZUnlockDateReviewsResult,
});

export const dateReviewContracts = [
  addDateReviewContract,
  dateReviewsContract,
  replyDateReviewContract,
  profileReviewsContract,
  publicDateReviewsContract,
  unlockDateReviewsContract,
] as const;
