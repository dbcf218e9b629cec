// The zod schemas of events (moved here so browser pages that only need its constants do not load zod).
import { EVENT_ATTENDANCE, EVENT_CATEGORIES, EVENT_LIST_FILTERS, EVENT_REVIEW_CRITERIA, EVENT_REVIEW_RADIOS, EVENT_STATUS, EVENT_TIMING } from "../events.js";
import { z } from "zod";
import { zCodeOf } from "../zod-helpers.js";

export const ZEventCategory = z.enum(EVENT_CATEGORIES);

export const ZEventListFilter = z.enum(EVENT_LIST_FILTERS);

export const ZEventReviewCriterion = z.enum(EVENT_REVIEW_CRITERIA);

export const ZEventReviewRadio = z.enum(EVENT_REVIEW_RADIOS);

export const ZEventStatus = z.enum(EVENT_STATUS);

export const ZEventAttendance = z.enum(EVENT_ATTENDANCE);

export const ZEventTiming = zCodeOf(EVENT_TIMING);
