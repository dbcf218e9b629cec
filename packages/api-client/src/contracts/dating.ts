import { z } from "zod";
import { BACKEND_DATE_STATUS, DATE_STAGE, DATING_TABS, DATING_TIMELINE_TYPE, PAGE_SIZE, PRICE_DURATIONS } from "@samtrot/constants-catalogue";
import { defineContract } from "./define-contract.js";
import { ZPageNo } from "./gallery.js";

// Dates (issue 13; spec 000 §2 my_date, §7 "dates (send, accept, reject, cancel, reschedule)" — the spec does not
// name the paths, these are ours under /api/v2/dating; spec 001 §3 timeline event types, §4 backend status and
// stages, §5 45 minutes ahead, §9 durations). The rules live in @samtrot/dating; the api decides with them inside
// the transaction that changes a date. Times are ISO 8601 with an offset.

export const DATE_PLACE_KINDS = ["incall", "outcall", "meeting"] as const;
export const DATE_MESSAGE_MAX = 1000;
export const DATE_PLACE_NOTE_MAX = 250;
export const DATING_PAGE_SIZE = PAGE_SIZE.default;
export const DATE_ACTION_NAMES = ["accept", "reject", "cancel", "reschedule"] as const;

const ZId = z.coerce.number({ invalid_type_error: "validation.common.invalid_type" }).int().positive().max(Number.MAX_SAFE_INTEGER);
const ZStartAt = z
  .string({ required_error: "validation.common.required", invalid_type_error: "validation.common.invalid_type" })
  .datetime({ offset: true, message: "validation.dating.invalid_start" });
const ZDuration = z
  .number({ required_error: "validation.common.required", invalid_type_error: "validation.common.invalid_type" })
  .int()
  .refine((minutes) => (PRICE_DURATIONS as readonly number[]).includes(minutes), { message: "validation.dating.invalid_duration" });
const ZMessage = z.string({ invalid_type_error: "validation.common.invalid_type" }).max(DATE_MESSAGE_MAX, { message: "validation.dating.message_too_long" });

export const ZDateParty = z.object({
  id: z.number().int(),
  username: z.string(),
  /** the profile's name (null without a profile, or once the account is deleted) */
  display_name: z.string().nullable(),
  user_type: z.number().int(),
});
export type TDateParty = z.infer<typeof ZDateParty>;

const statusValues = Object.values(BACKEND_DATE_STATUS) as [number, ...number[]];
const stageValues = Object.values(DATE_STAGE) as [number, ...number[]];

export const ZDate = z.object({
  id: z.number().int(),
  sender: ZDateParty,
  receiver: ZDateParty,
  /** the caller's role: sender (sent the request) or receiver */
  my_side: z.enum(["sender", "receiver"]),
  start_at: z.string(),
  end_at: z.string(),
  duration_minutes: z.number().int(),
  place_kind: z.enum(DATE_PLACE_KINDS),
  /** outcall: the address; meeting: the meeting point; incall: an optional note */
  place_note: z.string().nullable(),
  /** from the receiver's price list for the duration (null: none listed) */
  price: z.number().int().nullable(),
  message: z.string(),
  /** backend status (spec 001 §4) */
  status: z.number().int().refine((s) => statusValues.includes(s)),
  /** the stage for the caller (spec 001 §4) */
  stage: z.number().int().refine((s) => stageValues.includes(s)),
  /** send it back with an action: a stale version is refused (409 exception.dating.date_changed) */
  version: z.number().int(),
  /** an open proposal's answer deadline (null otherwise) */
  expires_at: z.string().nullable(),
  /** what the caller may do now */
  actions: z.array(z.enum(DATE_ACTION_NAMES)),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TDate = z.infer<typeof ZDate>;

const timelineValues = Object.values(DATING_TIMELINE_TYPE) as [number, ...number[]];

export const ZDateTimelineEvent = z.object({
  id: z.number().int(),
  /** spec 001 §3: REQUEST 0, ACCEPT 1, REJECT 2, RESCHEDULE 3, CANCEL 5, … SYSTEM_CANCEL 10 */
  type: z.number().int().refine((t) => timelineValues.includes(t)),
  /** who did it; null for the system (expiry) */
  actor_id: z.number().int().nullable(),
  /** the date's status after it */
  status: z.number().int(),
  /** REQUEST and RESCHEDULE: the proposed time */
  start_at: z.string().nullable(),
  duration_minutes: z.number().int().nullable(),
  message: z.string(),
  created_at: z.string(),
});
export type TDateTimelineEvent = z.infer<typeof ZDateTimelineEvent>;

export const ZDateDetail = z.object({ date: ZDate, timeline: z.array(ZDateTimelineEvent) });
export type TDateDetail = z.infer<typeof ZDateDetail>;

export const ZSendDateRequestBody = z
  .object({
    receiver_id: z.number({ required_error: "validation.common.required", invalid_type_error: "validation.common.invalid_type" }).int().positive(),
    start_at: ZStartAt,
    duration_minutes: ZDuration,
    place_kind: z.enum(DATE_PLACE_KINDS, { message: "validation.common.invalid_choice" }),
    place_note: z.string({ invalid_type_error: "validation.common.invalid_type" }).trim().max(DATE_PLACE_NOTE_MAX, { message: "validation.dating.place_note_too_long" }).optional(),
    message: ZMessage.default(""),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.place_kind !== "incall" && !body.place_note) ctx.addIssue({ code: "custom", path: ["place_note"], message: "validation.dating.place_note_required" });
  });
export type TSendDateRequestBody = z.input<typeof ZSendDateRequestBody>;

export const ZDateActionBody = z
  .object({
    /** the version the caller saw; omitted: act on whatever is current */
    version: z.number().int().positive().optional(),
    message: ZMessage.default(""),
  })
  .strict();
export type TDateActionBody = z.input<typeof ZDateActionBody>;

export const ZRescheduleDateBody = z
  .object({
    version: z.number().int().positive().optional(),
    start_at: ZStartAt,
    /** omitted: the duration stays */
    duration_minutes: ZDuration.optional(),
    message: ZMessage.default(""),
  })
  .strict();
export type TRescheduleDateBody = z.input<typeof ZRescheduleDateBody>;

export const ZDateListQuery = z
  .object({
    /** spec 001 §4: all; request = stages 1+2; upcoming = 6; past = 7+8 */
    tab: z.enum(DATING_TABS, { message: "validation.common.invalid_choice" }).default("all"),
    page_no: ZPageNo,
  })
  .strict();

export const ZDateList = z.object({
  items: z.array(ZDate),
  total: z.number().int(),
  page_no: z.number().int(),
  page_size: z.number().int(),
});
export type TDateList = z.infer<typeof ZDateList>;

const ZDateParams = z.object({ dateId: ZId });

const REFUSALS =
  "404 exception.dating.date_not_found (also for anyone but the two sides), 403 exception.dating.action_not_allowed, " +
  "409 exception.dating.date_closed | request_expired | date_started | date_changed (stale version)";

export const sendDateRequestContract = defineContract({
  id: "sendDateRequest",
  method: "POST",
  path: "/api/v2/dating/dates",
  summary:
    "A client asks an escort or business for a date; the price comes from the receiver's price list. 422 validation.dating.start_too_soon " +
    "(less than 45 minutes ahead), invalid_start, invalid_duration, place_note_required, message_too_long; 403 exception.dating.sender_not_client | " +
    "receiver_not_provider | self; 404 exception.dating.receiver_not_found",
  tags: ["dating"],
  auth: "user",
  body: ZSendDateRequestBody,
  response: ZDateDetail,
});

function actionContract(action: "accept" | "reject" | "cancel", id: string, summary: string) {
  return defineContract({
    id,
    method: "POST",
    path: `/api/v2/dating/dates/:dateId/${action}`,
    summary: `${summary}. ${REFUSALS}`,
    tags: ["dating"],
    auth: "user",
    params: ZDateParams,
    body: ZDateActionBody,
    response: ZDateDetail,
  });
}

export const acceptDateContract = actionContract("accept", "acceptDate", "Accepts the open proposal (a request, or the other side's other time)");
export const rejectDateContract = actionContract("reject", "rejectDate", "Rejects the open proposal; the date ends rejected");
export const cancelDateContract = actionContract("cancel", "cancelDate", "Withdraws one's own proposal, or cancels an accepted date before its start");

export const rescheduleDateContract = defineContract({
  id: "rescheduleDate",
  method: "POST",
  path: "/api/v2/dating/dates/:dateId/reschedule",
  summary: `Proposes another time (at least 45 minutes ahead: 422 validation.dating.start_too_soon); the other side accepts or rejects it. ${REFUSALS}`,
  tags: ["dating"],
  auth: "user",
  params: ZDateParams,
  body: ZRescheduleDateBody,
  response: ZDateDetail,
});

export const dateListContract = defineContract({
  id: "myDates",
  method: "GET",
  path: "/api/v2/dating/dates",
  summary: `The caller's dates in a tab (all, request, upcoming, past), ${DATING_PAGE_SIZE} a page; request and upcoming soonest first, all and past latest first`,
  tags: ["dating"],
  auth: "user",
  query: ZDateListQuery,
  response: ZDateList,
});

export const dateDetailContract = defineContract({
  id: "dateDetail",
  method: "GET",
  path: "/api/v2/dating/dates/:dateId",
  summary: "One of the caller's dates with its timeline, oldest event first. 404 exception.dating.date_not_found (also for anyone but the two sides)",
  tags: ["dating"],
  auth: "user",
  params: ZDateParams,
  response: ZDateDetail,
});

export const datingContracts = [
  sendDateRequestContract,
  dateListContract,
  dateDetailContract,
  acceptDateContract,
  rejectDateContract,
  cancelDateContract,
  rescheduleDateContract,
] as const;
