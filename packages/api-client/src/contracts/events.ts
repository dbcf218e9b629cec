import { z } from "zod";
import {
  EVENT_ATTENDANCE,
  EVENT_CATEGORIES,
  EVENT_LIST_FILTERS,
  EVENT_PRICE_RANGES,
  EVENT_REVIEW_CRITERIA,
  EVENT_REVIEW_RADIOS,
  EVENT_STATUS,
  EVENT_TIMING,
  PAGE_SIZE,
  ZUsername,
} from "@samtrot/constants-catalogue";
import { defineContract } from "./define-contract.js";
import { ZPageNo } from "./gallery.js";

// Events (issue 14 item 2; spec 000 §2 my_events, events/add, events/{category}/{slug}[/edit|/reviews/add],
// events/{activeCategory?}, /event/creator_accept; spec 001 §3 categories, facets, price ranges, review ratings and
// radios; §4 status, attendance, timing; §9 page sizes tiles 12, list 10, attendees 20). The paths are ours. The
// rules live in @samtrot/events; decision record 029. Times are ISO 8601 with an offset; prices whole euros.

export const EVENT_TITLE_MIN = 3;
export const EVENT_TITLE_MAX = 100;
/** the description's HTML after sanitising, and its plain text */
export const EVENT_DESCRIPTION_HTML_MAX = 20_000;
export const EVENT_DESCRIPTION_TEXT_MAX = 5_000;
export const EVENT_ADDRESS_MAX = 200;
export const EVENT_PRICE_MAX = 100_000;
export const EVENT_MAX_ATTENDEES_MAX = 10_000;
/** an event lasts at most 14 days (ours) */
export const EVENT_MAX_DURATION_HOURS = 14 * 24;
export const EVENT_REASON_MAX = 1_000;
export const EVENT_REVIEW_COMMENT_MAX = 2_000;
export const EVENT_REVIEW_REPLY_MAX = 1_000;
export const EVENT_VIEWS = ["tiles", "list"] as const;
export const EVENT_PUBLIC_FILTERS = ["all", "upcoming", "past"] as const;
export const EVENTS_PAGE_SIZE = { tiles: PAGE_SIZE.eventsTile, list: PAGE_SIZE.eventsList } as const;
export const EVENT_ATTENDEES_PAGE_SIZE = PAGE_SIZE.eventAttendees;
export const EVENT_REVIEWS_PAGE_SIZE = PAGE_SIZE.default;
export const EVENT_ORGANIZER_USER_TYPES = [2, 3] as const;

const required = { required_error: "validation.common.required", invalid_type_error: "validation.common.invalid_type" };
const ZId = z.coerce.number({ invalid_type_error: "validation.common.invalid_type" }).int().positive().max(Number.MAX_SAFE_INTEGER);
const ZTime = (message: string) => z.string(required).datetime({ offset: true, message });
const timingValues = Object.values(EVENT_TIMING) as [number, ...number[]];
const priceRangeKeys = EVENT_PRICE_RANGES.map((range) => range.key) as [string, ...string[]];

export const ZEventPerson = z.object({ id: z.number().int(), username: z.string(), display_name: z.string().nullable(), user_type: z.number().int() });
export type TEventPerson = z.infer<typeof ZEventPerson>;

export const ZEvent = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  category: z.enum(EVENT_CATEGORIES),
  /** sanitised HTML; null while the details are locked (Plus-only for a non-member) */
  description: z.string().nullable(),
  /** the cover's medium URL (null: none, or the viewer may not see it) */
  cover_url: z.string().nullable(),
  /** the cover's gallery medium, where cover_url is given (the edit form keeps it) */
  cover_media_id: z.number().int().nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  city: z.object({ slug: z.string(), name: z.string(), country: z.string(), lat: z.number(), lon: z.number() }),
  /** null while locked */
  address: z.string().nullable(),
  price: z.number().int(),
  price_range: z.enum(priceRangeKeys),
  max_attendees: z.number().int().nullable(),
  plus_only: z.boolean(),
  needs_confirmation: z.boolean(),
  status: z.enum(EVENT_STATUS),
  /** the team's statement when rejecting: shown to the organizer and the team only */
  status_reason: z.string().nullable(),
  /** spec 001 §4: past 0, cancelled 1, upcoming 2, active 3 (the api's clock) */
  timing: z.number().int().refine((t) => timingValues.includes(t)),
  organizer: ZEventPerson,
  /** confirmed attendances */
  attending_count: z.number().int(),
  reviews_count: z.number().int(),
  /** the mean of all ratings of all reviews, one decimal (null: none yet) */
  rating_average: z.number().nullable(),
  /** Plus-only details hidden from this viewer */
  locked: z.boolean(),
  my_attendance: z.enum(EVENT_ATTENDANCE).nullable(),
  /** the organizer confirmed my attendance (always true on events without confirmation) */
  my_confirmed: z.boolean(),
  is_organizer: z.boolean(),
  can_edit: z.boolean(),
  can_attend: z.boolean(),
  can_review: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TEvent = z.infer<typeof ZEvent>;

export const ZEventBody = z
  .object({
    title: z.string(required).trim().min(EVENT_TITLE_MIN, { message: "validation.events.title_too_short" }).max(EVENT_TITLE_MAX, { message: "validation.events.title_too_long" }),
    category: z.enum(EVENT_CATEGORIES, { message: "validation.common.invalid_choice" }).default("motto-party"),
    /** rich text (HTML); sanitised by the api's allow-list, then its plain text must not be empty */
    description: z.string(required).max(EVENT_DESCRIPTION_HTML_MAX, { message: "validation.events.description_too_long" }),
    /** one of the organizer's own gallery media */
    cover_media_id: z.number({ invalid_type_error: "validation.common.invalid_type" }).int().positive().nullable().optional(),
    starts_at: ZTime("validation.events.invalid_start"),
    ends_at: ZTime("validation.events.invalid_end"),
    /** a city slug of the catalogue */
    city: z.string(required).trim().min(1, { message: "validation.common.required" }).max(80, { message: "validation.events.unknown_city" }),
    address: z.string({ invalid_type_error: "validation.common.invalid_type" }).trim().max(EVENT_ADDRESS_MAX, { message: "validation.events.address_too_long" }).default(""),
    price: z
      .number(required)
      .int({ message: "validation.events.invalid_price" })
      .min(0, { message: "validation.events.invalid_price" })
      .max(EVENT_PRICE_MAX, { message: "validation.events.invalid_price" }),
    max_attendees: z
      .number({ invalid_type_error: "validation.common.invalid_type" })
      .int({ message: "validation.events.invalid_max_attendees" })
      .min(1, { message: "validation.events.invalid_max_attendees" })
      .max(EVENT_MAX_ATTENDEES_MAX, { message: "validation.events.invalid_max_attendees" })
      .nullable()
      .optional(),
    plus_only: z.boolean({ invalid_type_error: "validation.common.invalid_type" }).default(false),
    needs_confirmation: z.boolean({ invalid_type_error: "validation.common.invalid_type" }).default(false),
  })
  .strict()
  .superRefine((body, ctx) => {
    const start = Date.parse(body.starts_at);
    const end = Date.parse(body.ends_at);
    if (end <= start) ctx.addIssue({ code: "custom", path: ["ends_at"], message: "validation.events.end_before_start" });
    else if (end - start > EVENT_MAX_DURATION_HOURS * 3_600_000) ctx.addIssue({ code: "custom", path: ["ends_at"], message: "validation.events.too_long" });
  });
export type TEventBody = z.input<typeof ZEventBody>;

const ZEventParams = z.object({ eventId: ZId });

export const ZEventListQuery = z
  .object({
    category: z.enum(EVENT_CATEGORIES, { message: "validation.common.invalid_choice" }).optional(),
    organizers_user_type: z.coerce.number({ invalid_type_error: "validation.common.invalid_type" }).int().refine((t) => (EVENT_ORGANIZER_USER_TYPES as readonly number[]).includes(t), { message: "validation.common.invalid_choice" }).optional(),
    country: z.enum(["DE", "AT", "CH", "NL"], { message: "validation.common.invalid_choice" }).optional(),
    price_range: z.enum(priceRangeKeys, { message: "validation.common.invalid_choice" }).optional(),
    /** one organizer's events (username, any case): the profile's events tab */
    organizer: ZUsername.optional(),
    filter: z.enum(EVENT_PUBLIC_FILTERS, { message: "validation.common.invalid_choice" }).default("upcoming"),
    view: z.enum(EVENT_VIEWS, { message: "validation.common.invalid_choice" }).default("tiles"),
    page_no: ZPageNo,
  })
  .strict();
export type TEventListQuery = z.input<typeof ZEventListQuery>;

const ZFacetCount = z.object({ value: z.string(), count: z.number().int() });
export const ZEventFacets = z.object({
  category: z.array(ZFacetCount),
  organizers_user_type: z.array(ZFacetCount),
  country: z.array(ZFacetCount),
  price: z.array(ZFacetCount),
});
export type TEventFacets = z.infer<typeof ZEventFacets>;

export const ZEventList = z.object({
  items: z.array(ZEvent),
  total: z.number().int(),
  page_no: z.number().int(),
  page_size: z.number().int(),
  /** each facet's counts with the other facets' choices applied (its own left out) */
  facets: ZEventFacets,
});
export type TEventList = z.infer<typeof ZEventList>;

export const ZMyEventsQuery = z
  .object({
    filter: z.enum(EVENT_LIST_FILTERS, { message: "validation.common.invalid_choice" }).default("all"),
    page_no: ZPageNo,
  })
  .strict();
export const ZMyEvents = z.object({ items: z.array(ZEvent), total: z.number().int(), page_no: z.number().int(), page_size: z.number().int() });
export type TMyEvents = z.infer<typeof ZMyEvents>;

export const ZEventAttendee = z.object({
  user: ZEventPerson,
  attendance: z.enum(EVENT_ATTENDANCE),
  confirmed: z.boolean(),
  created_at: z.string(),
});
export type TEventAttendee = z.infer<typeof ZEventAttendee>;
export const ZEventAttendees = z.object({ items: z.array(ZEventAttendee), total: z.number().int(), page_no: z.number().int(), page_size: z.number().int() });
export type TEventAttendees = z.infer<typeof ZEventAttendees>;

export const ZAttendanceBody = z.object({ attendance: z.enum(["attend", "absent"], { ...required, message: "validation.common.invalid_choice" }) }).strict();

export const ZAttendanceRequest = z.object({ event: ZEvent, attendee: ZEventAttendee });
export const ZAttendanceRequests = z.object({ items: z.array(ZAttendanceRequest), total: z.number().int(), page_no: z.number().int(), page_size: z.number().int() });
export type TAttendanceRequests = z.infer<typeof ZAttendanceRequests>;

export const ZEventReviewBody = z
  .object({
    ratings: z.record(z.string(), z.unknown(), required),
    radios: z.record(z.string(), z.unknown(), required),
    comment: z.string({ invalid_type_error: "validation.common.invalid_type" }).trim().max(EVENT_REVIEW_COMMENT_MAX, { message: "validation.events.comment_too_long" }).default(""),
  })
  .strict()
  .superRefine((body, ctx) => {
    for (const key of Object.keys(body.ratings)) {
      if (!(EVENT_REVIEW_CRITERIA as readonly string[]).includes(key)) ctx.addIssue({ code: "custom", path: ["ratings", key], message: "validation.events.unknown_criterion" });
    }
    for (const criterion of EVENT_REVIEW_CRITERIA) {
      const value = body.ratings[criterion];
      if (value === undefined || value === null) ctx.addIssue({ code: "custom", path: ["ratings", criterion], message: "validation.events.rating_required" });
      else if (typeof value !== "number" || !Number.isInteger(value) || value < 1 || value > 5) ctx.addIssue({ code: "custom", path: ["ratings", criterion], message: "validation.events.invalid_rating" });
    }
    for (const key of Object.keys(body.radios)) {
      if (!(EVENT_REVIEW_RADIOS as readonly string[]).includes(key)) ctx.addIssue({ code: "custom", path: ["radios", key], message: "validation.events.unknown_criterion" });
    }
    for (const radio of EVENT_REVIEW_RADIOS) {
      if (typeof body.radios[radio] !== "boolean") ctx.addIssue({ code: "custom", path: ["radios", radio], message: "validation.events.answer_required" });
    }
  });
export type TEventReviewBody = z.input<typeof ZEventReviewBody>;

export const ZEventReviewComment = z.object({ id: z.number().int(), author: ZEventPerson, text: z.string(), created_at: z.string() });
export const ZEventReview = z.object({
  id: z.number().int(),
  event_id: z.number().int(),
  author: ZEventPerson,
  ratings: z.record(z.enum(EVENT_REVIEW_CRITERIA), z.number().int()),
  radios: z.object({ would_attend_again: z.boolean(), will_recommend: z.boolean() }),
  comment: z.string(),
  created_at: z.string(),
  comments: z.array(ZEventReviewComment),
});
export type TEventReview = z.infer<typeof ZEventReview>;
export const ZEventReviews = z.object({
  items: z.array(ZEventReview),
  total: z.number().int(),
  page_no: z.number().int(),
  page_size: z.number().int(),
  /** criterion → mean (one decimal) over all reviews */
  averages: z.record(z.enum(EVENT_REVIEW_CRITERIA), z.number().nullable()),
});
export type TEventReviews = z.infer<typeof ZEventReviews>;
export const ZEventReviewCommentBody = z
  .object({
    text: z.string(required).trim().min(1, { message: "validation.events.reply_required" }).max(EVENT_REVIEW_REPLY_MAX, { message: "validation.events.reply_too_long" }),
  })
  .strict();

export const ZModerationRejectBody = z
  .object({
    reason: z.string(required).trim().min(1, { message: "validation.events.reason_required" }).max(EVENT_REASON_MAX, { message: "validation.events.reason_too_long" }),
  })
  .strict();

export const ZEventSitemap = z.object({ items: z.array(z.object({ category: z.string(), slug: z.string(), updated_at: z.string() })) });

const tags = ["events"];
const NOT_FOUND = "404 exception.events.event_not_found (also pending or rejected events for anyone but the organizer and the team)";

export const createEventContract = defineContract({
  id: "createEvent",
  method: "POST",
  path: "/api/v2/events",
  summary:
    "An escort or business creates an event; it waits for the team (status pending). 422 validation.events.* with the field; 403 exception.events.organizer_only",
  tags,
  auth: "user",
  body: ZEventBody,
  response: ZEvent,
});
export const updateEventContract = defineContract({
  id: "updateEvent",
  method: "PUT",
  path: "/api/v2/events/:eventId",
  summary: `The organizer edits his event before it starts; it goes back to the team (pending). 409 exception.events.event_started | event_cancelled; ${NOT_FOUND}`,
  tags,
  auth: "user",
  params: ZEventParams,
  body: ZEventBody,
  response: ZEvent,
});
export const cancelEventContract = defineContract({
  id: "cancelEvent",
  method: "POST",
  path: "/api/v2/events/:eventId/cancel",
  summary: `The organizer cancels his event before it ends; attendees are told. 409 exception.events.event_over | event_cancelled; ${NOT_FOUND}`,
  tags,
  auth: "user",
  params: ZEventParams,
  response: ZEvent,
});
export const eventDetailContract = defineContract({
  id: "eventDetail",
  method: "GET",
  path: "/api/v2/events/by-slug/:category/:slug",
  summary: `An event by its URL (guests too); a Plus-only event's details are locked for non-members. ${NOT_FOUND}`,
  tags,
  auth: "public",
  params: z.object({ category: z.string(), slug: z.string() }),
  response: ZEvent,
});
export const eventByIdContract = defineContract({
  id: "eventById",
  method: "GET",
  path: "/api/v2/events/:eventId",
  summary: `An event by its id (the edit page). ${NOT_FOUND}`,
  tags,
  auth: "public",
  params: ZEventParams,
  response: ZEvent,
});
export const eventListContract = defineContract({
  id: "eventList",
  method: "GET",
  path: "/api/v2/events",
  summary: "Accepted events (guests too) with facets category, organizers_user_type, country, price (ranges); filter all | upcoming (default, upcoming and active) | past; tiles 12 or list 10 a page",
  tags,
  auth: "public",
  query: ZEventListQuery,
  response: ZEventList,
});
export const myEventsContract = defineContract({
  id: "myEvents",
  method: "GET",
  path: "/api/v2/my-events",
  summary: "The organizer's own events, any status, with the filters all | upcoming | past | rejected-or-cancelled | cancelled, 10 a page, newest first",
  tags,
  auth: "user",
  query: ZMyEventsQuery,
  response: ZMyEvents,
});
export const eventSitemapContract = defineContract({
  id: "eventSitemap",
  method: "GET",
  path: "/api/v2/events-sitemap",
  summary: "Accepted events that have not ended (upcoming and active), for sitemap.xml: past, cancelled, pending and rejected ones drop out",
  tags,
  auth: "public",
  response: ZEventSitemap,
});
export const setAttendanceContract = defineContract({
  id: "setAttendance",
  method: "POST",
  path: "/api/v2/events/:eventId/attendance",
  summary:
    "A signed-in user attends or marks absent. 403 exception.events.plus_only | organizer_self | rejected_by_organizer; 409 exception.events.not_accepted | event_over | event_full; " +
    NOT_FOUND,
  tags,
  auth: "user",
  params: ZEventParams,
  body: ZAttendanceBody,
  response: ZEvent,
});
export const eventAttendeesContract = defineContract({
  id: "eventAttendees",
  method: "GET",
  path: "/api/v2/events/:eventId/attendees",
  summary: `Who attends, 20 a page (the organizer also sees unconfirmed and rejected ones). 403 exception.events.plus_only; ${NOT_FOUND}`,
  tags,
  auth: "public",
  params: ZEventParams,
  query: z.object({ page_no: ZPageNo }).strict(),
  response: ZEventAttendees,
});
const ZAttendeeParams = z.object({ eventId: ZId, userId: ZId });
export const rejectAttendeeContract = defineContract({
  id: "rejectAttendee",
  method: "POST",
  path: "/api/v2/events/:eventId/attendees/:userId/reject",
  summary: "The organizer rejects an attendee (for good: he cannot attend again); he is told. 404 exception.events.attendee_not_found; 409 exception.events.event_over; " + NOT_FOUND,
  tags,
  auth: "user",
  params: ZAttendeeParams,
  response: ZEventAttendee,
});
export const confirmAttendeeContract = defineContract({
  id: "confirmAttendee",
  method: "POST",
  path: "/api/v2/events/:eventId/attendees/:userId/confirm",
  summary:
    "The organizer confirms an attendance request on an event that needs confirmation (/event/creator_accept); he is told. 404 exception.events.attendee_not_found; 409 exception.events.event_full | event_over; " +
    NOT_FOUND,
  tags,
  auth: "user",
  params: ZAttendeeParams,
  response: ZEventAttendee,
});
export const attendanceRequestsContract = defineContract({
  id: "attendanceRequests",
  method: "GET",
  path: "/api/v2/event-attendance-requests",
  summary: "The organizer's attendance requests waiting for his confirmation (/event/creator_accept), oldest first, 20 a page",
  tags,
  auth: "user",
  query: z.object({ page_no: ZPageNo }).strict(),
  response: ZAttendanceRequests,
});
export const addEventReviewContract = defineContract({
  id: "addEventReview",
  method: "POST",
  path: "/api/v2/events/:eventId/reviews",
  summary:
    "An attendee (not rejected) reviews the event once after it ended. 422 validation.events.rating_required | invalid_rating | unknown_criterion | answer_required | comment_too_long; " +
    "409 exception.events.review_too_early | already_reviewed; 403 exception.events.not_an_attendee; " +
    NOT_FOUND,
  tags,
  auth: "user",
  params: ZEventParams,
  body: ZEventReviewBody,
  response: ZEventReview,
});
export const eventReviewsContract = defineContract({
  id: "eventReviews",
  method: "GET",
  path: "/api/v2/events/:eventId/reviews",
  summary: `An event's reviews with the organizer's comments, newest first, 10 a page, and the averages. ${NOT_FOUND}`,
  tags,
  auth: "public",
  params: ZEventParams,
  query: z.object({ page_no: ZPageNo }).strict(),
  response: ZEventReviews,
});
export const commentEventReviewContract = defineContract({
  id: "commentEventReview",
  method: "POST",
  path: "/api/v2/events/:eventId/reviews/:reviewId/comments",
  summary: "The organizer comments on a review of his event; its author is told. 403 exception.events.organizer_only; 404 exception.events.review_not_found; " + NOT_FOUND,
  tags,
  auth: "user",
  params: z.object({ eventId: ZId, reviewId: ZId }),
  body: ZEventReviewCommentBody,
  response: ZEventReview,
});
export const moderationEventsContract = defineContract({
  id: "moderationEvents",
  method: "GET",
  path: "/api/v2/moderation/events",
  summary: "Team (10) and backend (9) only: events waiting for a decision, oldest first, 10 a page. 403 exception.common.forbidden for everyone else",
  tags: ["moderation", ...tags],
  auth: "user",
  query: z.object({ page_no: ZPageNo }).strict(),
  response: ZMyEvents,
});
export const acceptEventContract = defineContract({
  id: "acceptEvent",
  method: "POST",
  path: "/api/v2/moderation/events/:eventId/accept",
  summary: "Team and backend only: accepts a pending event; the organizer is told. 409 exception.events.not_pending; 403 exception.common.forbidden",
  tags: ["moderation", ...tags],
  auth: "user",
  params: ZEventParams,
  response: ZEvent,
});
export const rejectEventContract = defineContract({
  id: "rejectEvent",
  method: "POST",
  path: "/api/v2/moderation/events/:eventId/reject",
  summary:
    "Team and backend only: rejects a pending event with a statement to the organizer, who is told. 422 validation.events.reason_required | reason_too_long; 409 exception.events.not_pending; 403 exception.common.forbidden",
  tags: ["moderation", ...tags],
  auth: "user",
  params: ZEventParams,
  body: ZModerationRejectBody,
  response: ZEvent,
});

export const eventContracts = [
  createEventContract,
  updateEventContract,
  cancelEventContract,
  eventDetailContract,
  eventByIdContract,
  eventListContract,
  myEventsContract,
  eventSitemapContract,
  setAttendanceContract,
  eventAttendeesContract,
  rejectAttendeeContract,
  confirmAttendeeContract,
  attendanceRequestsContract,
  addEventReviewContract,
  eventReviewsContract,
  commentEventReviewContract,
  moderationEventsContract,
  acceptEventContract,
  rejectEventContract,
] as const;
