// The zod schemas of reports (moved here so browser pages that only need its constants do not load zod).
import { REPORT_CATEGORY, REPORT_REASONS, REPORT_STATUSES, REPORT_TYPES } from "../reports.js";
import { z } from "zod";
import { zCodeOf, zKeyOf } from "../zod-helpers.js";

export const ZReportCategory = zCodeOf(REPORT_CATEGORY);

export const ZReportCategoryName = zKeyOf(REPORT_CATEGORY);

export const ZReportType = z.enum(REPORT_TYPES);

export const ZReportReason = z.enum(REPORT_REASONS);

export const ZReportStatus = z.enum(REPORT_STATUSES);
