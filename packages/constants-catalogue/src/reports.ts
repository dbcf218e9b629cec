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
