// The zod schemas of dating (moved here so browser pages that only need its constants do not load zod).
import { BACKEND_DATE_STATUS, DATE_REVIEW_CRITERIA, DATE_REVIEW_RADIOS, DATE_STAGE, DATING_TABS, DATING_TIMELINE_TYPE, SHOW_UP } from "../dating.js";
import { z } from "zod";
import { zCodeOf, zKeyOf } from "../zod-helpers.js";

export const ZDatingTimelineType = zCodeOf(DATING_TIMELINE_TYPE);

export const ZDateStage = zCodeOf(DATE_STAGE);

export const ZDatingTab = z.enum(DATING_TABS);

export const ZBackendDateStatus = zCodeOf(BACKEND_DATE_STATUS);

export const ZDateReviewCriterion = z.enum(DATE_REVIEW_CRITERIA);

export const ZDateReviewRadio = z.enum(DATE_REVIEW_RADIOS);

export const ZShowUp = zCodeOf(SHOW_UP);

export const ZShowUpName = zKeyOf(SHOW_UP);

export const ZRating = z.number().int().min(1).max(5);
