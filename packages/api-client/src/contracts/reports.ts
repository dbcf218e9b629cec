import { z } from "zod";
import {
  REPORT_CATEGORY,
  REPORT_EXPLANATION_MAX,
  REPORT_NAME_MAX,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORTS_PAGE_SIZE,
  zCodeOf,
} from "@samtrot/constants-catalogue";
import { ZEmail } from "./accounts.js";
import { defineContract } from "./define-contract.js";
import { ZPageNo } from "./gallery.js";

// Notice-and-action reports (EU DSA Art. 16; spec 001 §3 report categories; the reasons are ours,
// @samtrot/constants-catalogue REPORT_REASONS). The api resolves category + item id to the real item through its
// registry (apps/api/src/modules/reports/report-targets.ts) and answers with the report number at once (the receipt,
// Art. 16 (4)); the moderation console (issue 16) decides later. Decisions: docs/decisions/026-reports.md.

export const ZReportBody = z
  .object({
    category: zCodeOf(REPORT_CATEGORY),
    item_id: z.coerce
      .number({ required_error: "validation.common.required", invalid_type_error: "validation.common.invalid_type" })
      .int({ message: "validation.common.invalid_type" })
      .positive({ message: "validation.common.invalid_type" })
      .max(Number.MAX_SAFE_INTEGER, { message: "validation.common.invalid_type" }),
    reason: z.enum(REPORT_REASONS, { errorMap: () => ({ message: "validation.report.reason_required" }) }),
    /** why the item is illegal or against the terms (plain text; markup is removed) */
    explanation: z
      .string({ invalid_type_error: "validation.common.invalid_type" })
      .trim()
      .max(REPORT_EXPLANATION_MAX, { message: "validation.report.explanation_too_long" })
      .default(""),
    /** guests: required unless the reason is about minors (DSA Art. 16 (2)(c)); ignored for signed-in reporters */
    reporter_name: z.string({ invalid_type_error: "validation.common.invalid_type" }).trim().max(REPORT_NAME_MAX, { message: "validation.report.name_too_long" }).optional(),
    reporter_email: z
      .string({ invalid_type_error: "validation.common.invalid_type" })
      .trim()
      .max(254, { message: "validation.email.invalid" })
      .refine((value) => value === "" || ZEmail.safeParse(value).success, { message: "validation.email.invalid" })
      .optional(),
    /** DSA Art. 16 (2)(d): the reporter confirms the report is accurate and made in good faith */
    good_faith: z.literal(true, { errorMap: () => ({ message: "validation.report.good_faith_required" }) }),
  })
  .strict();
export type TReportBody = z.input<typeof ZReportBody>;

export const ZReport = z.object({
  id: z.number().int(),
  /** the number shown to the reporter and quoted in e-mails (R-000123) */
  number: z.string(),
  category: z.number().int(),
  item_type: z.string(),
  item_id: z.number().int(),
  reason: z.enum(REPORT_REASONS),
  explanation: z.string(),
  status: z.enum(REPORT_STATUSES),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  /** what was decided (issue 16), null until then */
  decision: z.string().nullable(),
  /** whether automated means were used for the decision (DSA Art. 16 (5)); null until decided */
  automated: z.boolean().nullable(),
  /** a receipt went to this address (null: reported anonymously) */
  receipt_email: z.string().nullable(),
});
export type TReport = z.infer<typeof ZReport>;

export const ZReportList = z.object({
  items: z.array(ZReport),
  total: z.number().int(),
  page_no: z.number().int(),
  page_size: z.number().int(),
});
export type TReportList = z.infer<typeof ZReportList>;

export const createReportContract = defineContract({
  id: "createReport",
  method: "POST",
  path: "/api/v2/reports",
  summary:
    "Reports an item (guests too). 201 with the report and its number. 422 validation.* with the field; 422 validation.report.contact_required " +
    "(reporter_name / reporter_email: guests, except for the reason minor); 404 exception.report.item_not_found (unknown, or not visible to the " +
    "reporter); 422 exception.report.own_item; 409 exception.report.already_reported (an open report of the same item by the same reporter); " +
    "429 exception.report.too_many (more reports in 24 hours than the limit, env REPORT_LIMIT_PER_DAY, default 20)",
  tags: ["reports"],
  auth: "public",
  body: ZReportBody,
  response: ZReport,
});

export const myReportsContract = defineContract({
  id: "myReports",
  method: "GET",
  path: "/api/v2/reports/mine",
  summary: `The caller's reports, newest first, ${REPORTS_PAGE_SIZE} a page, with their status`,
  tags: ["reports"],
  auth: "user",
  query: z.object({ page_no: ZPageNo }).strict(),
  response: ZReportList,
});

export const reportContracts = [createReportContract, myReportsContract] as const;
