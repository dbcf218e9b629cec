import type { z } from "zod";
import type { ZBackendDateStatus, ZDateReviewCriterion, ZDateReviewRadio, ZDateStage, ZDatingTab, ZDatingTimelineType, ZShowUp } from "./schemas/dating.js";

/** Dating timeline event types. spec 001 §3 (4 is unused in the spec). */
export const DATING_TIMELINE_TYPE = {
  REQUEST: 0,
  ACCEPT: 1,
  REJECT: 2,
  RESCHEDULE: 3,
  CANCEL: 5,
  SENDER_REVIEW: 6,
  RECEIVER_REVIEW: 7,
  SENDER_COMMENT: 8,
  RECEIVER_COMMENT: 9,
  SYSTEM_CANCEL: 10,
} as const;
export type TDatingTimelineType = z.infer<typeof ZDatingTimelineType>;

/** Date stages. spec 001 §4 */
export const DATE_STAGE = {
  ALL: 0,
  NEEDS_CONFIRMATION: 1,
  WAITING_FOR_RESPONSE: 2,
  EXPIRED: 3,
  REJECTED: 4,
  CANCELLED: 5,
  UPCOMING: 6,
  NEEDS_REVIEW: 7,
  COMPLETED: 8,
} as const;
export type TDateStage = z.infer<typeof ZDateStage>;

/** Dating tabs. spec 001 §2 */
export const DATING_TABS = ["all", "request", "upcoming", "past"] as const;
export type TDatingTab = z.infer<typeof ZDatingTab>;

/**
 * Stages each tab lists. spec 001 §4: request = 1+2; upcoming; past = 7+8. "all" lists every stage
 * (ALL 0 is the query value, not a stage a date is in).
 */
export const DATING_TAB_STAGES = {
  all: [
    DATE_STAGE.NEEDS_CONFIRMATION,
    DATE_STAGE.WAITING_FOR_RESPONSE,
    DATE_STAGE.EXPIRED,
    DATE_STAGE.REJECTED,
    DATE_STAGE.CANCELLED,
    DATE_STAGE.UPCOMING,
    DATE_STAGE.NEEDS_REVIEW,
    DATE_STAGE.COMPLETED,
  ],
  request: [DATE_STAGE.NEEDS_CONFIRMATION, DATE_STAGE.WAITING_FOR_RESPONSE],
  upcoming: [DATE_STAGE.UPCOMING],
  past: [DATE_STAGE.NEEDS_REVIEW, DATE_STAGE.COMPLETED],
} as const satisfies Readonly<Record<TDatingTab, readonly TDateStage[]>>;

/** Backend date status. spec 001 §4 */
export const BACKEND_DATE_STATUS = {
  senderRequest: 0,
  accept: 1,
  receiverReschedule: -1,
  reject: -2,
  cancel: -3,
  senderReschedule: -5,
} as const;
export type TBackendDateStatus = z.infer<typeof ZBackendDateStatus>;

/** Date review criteria, rated 1-5. spec 001 §3 */
export const DATE_REVIEW_CRITERIA = [
  "date_arrangement_process",
  "reliability_punctuality",
  "communication",
  "discrete_behavior",
  "respectful_behavior",
  "body_hygiene",
  "interior",
  "location",
  "value_for_money",
  "smooth_payment",
  "cleanliness",
  "staff",
] as const;
export type TDateReviewCriterion = z.infer<typeof ZDateReviewCriterion>;

/** Yes/no questions of a date review. spec 001 §3 */
export const DATE_REVIEW_RADIOS = [
  "would_you_recommend_this_user",
  "profile_match_reality",
  "would_you_come_again",
] as const;
export type TDateReviewRadio = z.infer<typeof ZDateReviewRadio>;

/** Show-up options. spec 001 §3 (3 is unused in the spec). */
export const SHOW_UP = { on_time: 1, little_late: 2, no_show: 4, too_early: 5 } as const;
export type TShowUp = z.infer<typeof ZShowUp>;

/** Rating value → word. spec 001 §3 */
export const RATING_WORD = { 1: "terrible", 2: "poor", 3: "average", 4: "very_good", 5: "excellent" } as const;
export const RATING_VALUES = [1, 2, 3, 4, 5] as const;
export type TRating = (typeof RATING_VALUES)[number];
