import type { z } from "zod";
import type { ZReportCategory, ZReportCategoryName, ZReportType } from "./schemas/reports.js";

/** Report categories (what is reported → id). spec 001 §3 */
export const REPORT_CATEGORY = {
  recording_video: 5,
  blog: 6,
  date_review: 8,
  event: 11,
  messenger: 13,
  profile: 14,
  event_review: 15,
  event_review_comment: 16,
  date_review_comment: 18,
  date: 19,
  business_review: 23,
  business_review_comment: 24,
  blog_comments: 25,
  live_room: 26,
  recording_comment: 27,
  media: 28,
  /** ours: a message in a topic chat room (spec 000 §1 "chat rooms"; the spec's list has no category for it, decision 035) */
  chat_room_message: 29,
  /** ours: a post in the forum (spec 000 §2 community/*; the spec's list has no category for it, decision 042) */
  forum_post: 30,
} as const;
export type TReportCategory = z.infer<typeof ZReportCategory>;
export type TReportCategoryName = z.infer<typeof ZReportCategoryName>;

/** Report types (api resource names). spec 001 §3 */
export const REPORT_TYPES = [
  "profiles",
  "messages",
  "blogs",
  "blog_comments",
  "events",
  "event_reviews",
  "event_review_comments",
  "date_requests",
  "date_reviews",
  "date_review_comments",
  "business_reviews",
  "business_review_comments",
  "live",
  "live_record",
  "live_record_comments",
] as const;
export type TReportType = z.infer<typeof ZReportType>;

/**
 * Report type → category. Our pairing of the two spec lists (DECISIONS.md); media (28) has no type of
 * its own in the spec and is reported through the category only.
 */
export const REPORT_TYPE_CATEGORY = {
  profiles: REPORT_CATEGORY.profile,
  messages: REPORT_CATEGORY.messenger,
  blogs: REPORT_CATEGORY.blog,
  blog_comments: REPORT_CATEGORY.blog_comments,
  events: REPORT_CATEGORY.event,
  event_reviews: REPORT_CATEGORY.event_review,
  event_review_comments: REPORT_CATEGORY.event_review_comment,
  date_requests: REPORT_CATEGORY.date,
  date_reviews: REPORT_CATEGORY.date_review,
  date_review_comments: REPORT_CATEGORY.date_review_comment,
  business_reviews: REPORT_CATEGORY.business_review,
  business_review_comments: REPORT_CATEGORY.business_review_comment,
  live: REPORT_CATEGORY.live_room,
  live_record: REPORT_CATEGORY.recording_video,
  live_record_comments: REPORT_CATEGORY.recording_comment,
} as const satisfies Readonly<Record<TReportType, TReportCategory>>;

/**
 * The resource name of every category: the spec's type where it has one (REPORT_TYPE_CATEGORY), "media" for
 * media 28, which the spec lists without a type (docs/decisions/026-reports.md), and "chat_room_messages" for our
 * chat room messages 29 (docs/decisions/035-chat-rooms.md), "forum_posts" for our forum posts 30 (docs/decisions/042-forum.md).
 */
export const REPORT_CATEGORY_TYPE = {
  ...(Object.fromEntries(Object.entries(REPORT_TYPE_CATEGORY).map(([type, code]) => [code, type])) as Record<Exclude<TReportCategory, 28 | 29 | 30>, TReportType>),
  [REPORT_CATEGORY.media]: "media",
  [REPORT_CATEGORY.chat_room_message]: "chat_room_messages",
  [REPORT_CATEGORY.forum_post]: "forum_posts",
} as Readonly<Record<TReportCategory, TReportType | "media" | "chat_room_messages" | "forum_posts">>;

/**
 * Why something is reported (ours; the spec has no list, docs/decisions/026-reports.md). ProstSchG §32 (3): ads for
 * sex without a condom and for sex with pregnant women are forbidden; `minor` covers content involving or looking
 * like someone under 18 (the DSA Art. 16 (2)(c) exception: such a report needs no name and e-mail).
 */
export const REPORT_REASONS = [
  "minor",
  "coercion_trafficking",
  "violence",
  "unprotected_sex_advertised",
  "pregnancy_advertised",
  "illegal_content",
  "fake_impersonation",
  "scam_spam",
  "harassment",
  "privacy",
  "intellectual_property",
  "other",
] as const;
export type TReportReason = (typeof REPORT_REASONS)[number];

/** Reasons about child sexual abuse (DSA Art. 16 (2)(c)): a guest may report them without name and e-mail. */
export const REPORT_ANONYMOUS_REASONS: readonly TReportReason[] = ["minor"];

/**
 * Whether the reporter must give a name and an e-mail address (DSA Art. 16 (2)(c)): guests must, except for the
 * reasons of REPORT_ANONYMOUS_REASONS; a signed-in reporter is known (the account's name and address are used).
 */
export function reportNeedsContact(reason: TReportReason, signedIn: boolean): boolean {
  return !signedIn && !REPORT_ANONYMOUS_REASONS.includes(reason);
}

/** A report's way through moderation: received (now); in_review and decided come with the moderation console (issue 16). */
export const REPORT_STATUSES = ["received", "in_review", "decided"] as const;
export type TReportStatus = (typeof REPORT_STATUSES)[number];

/** The free-text explanation (DSA Art. 16 (2)(a)), plain text. Ours. */
export const REPORT_EXPLANATION_MAX = 2000;
/** Reporter name (guests). Ours. */
export const REPORT_NAME_MAX = 100;
/** Reports one reporter (account, or address for guests) may send in 24 hours (ours; env REPORT_LIMIT_PER_DAY). */
export const REPORT_DAILY_LIMIT = 20;
/** Reports in the "my reports" list per page. */
export const REPORTS_PAGE_SIZE = 20;
