import type { z } from "zod";
import type { ZEventAttendance, ZEventCategory, ZEventListFilter, ZEventReviewCriterion, ZEventReviewRadio, ZEventStatus, ZEventTiming } from "./schemas/events.js";

/** Event categories (URL slugs). spec 001 §3 */
export const EVENT_CATEGORIES = [
  "motto-party",
  "gangbang",
  "bukkake",
  "parkinglot_sex",
  "male-surplus",
  "swinger-party",
  "fetish-party",
  "bdsm-party",
] as const;
export type TEventCategory = z.infer<typeof ZEventCategory>;
export const DEFAULT_EVENT_CATEGORY = "motto-party" satisfies TEventCategory;

/** Event search facets. spec 001 §3 */
export const EVENT_FACETS = ["category", "organizers_user_type", "country", "price"] as const;
export type TEventFacet = (typeof EVENT_FACETS)[number];

/** Event price ranges [min, max) in whole currency units; max null = open. spec 001 §3 */
export const EVENT_PRICE_RANGES = [
  { key: "0_50", min: 0, maxExclusive: 50 },
  { key: "50_100", min: 50, maxExclusive: 100 },
  { key: "100_200", min: 100, maxExclusive: 200 },
  { key: "200_500", min: 200, maxExclusive: 500 },
  { key: "500_plus", min: 500, maxExclusive: null },
] as const;
export type TEventPriceRange = (typeof EVENT_PRICE_RANGES)[number]["key"];

/** Event list filters. spec 001 §2 */
export const EVENT_LIST_FILTERS = ["all", "upcoming", "past", "rejected-or-cancelled", "cancelled"] as const;
export type TEventListFilter = z.infer<typeof ZEventListFilter>;

/** Event review ratings (1-5) and yes/no questions. spec 001 §3 */
export const EVENT_REVIEW_CRITERIA = ["service", "event_organization", "location", "value_for_money"] as const;
export type TEventReviewCriterion = z.infer<typeof ZEventReviewCriterion>;
export const EVENT_REVIEW_RADIOS = ["would_attend_again", "will_recommend"] as const;
export type TEventReviewRadio = z.infer<typeof ZEventReviewRadio>;

/** Event moderation status. spec 001 §4 */
export const EVENT_STATUS = ["pending", "accepted", "rejected", "cancelled"] as const;
export type TEventStatus = z.infer<typeof ZEventStatus>;

/** Attendance of a participant. spec 001 §4 */
export const EVENT_ATTENDANCE = ["attend", "absent", "rejected_by_organizer"] as const;
export type TEventAttendance = z.infer<typeof ZEventAttendance>;

/** Event timing. spec 001 §4 */
export const EVENT_TIMING = { past: 0, cancelled: 1, upcoming: 2, active: 3 } as const;
export type TEventTiming = z.infer<typeof ZEventTiming>;
