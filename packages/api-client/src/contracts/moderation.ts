import { z } from "zod";
import { REPORT_CATEGORY, REPORT_REASONS, REPORT_STATUSES, MEDIA_REVIEW_STATUS } from "@samtrot/constants-catalogue";
import { defineContract } from "./define-contract.js";
import { ZPageNo } from "./gallery.js";

// The moderation console (issue 16 item 2; decision 043): queues for team (10) and backend (9) users only — every
// endpoint under /api/v2/moderation answers 403 exception.common.forbidden to anyone else — the decisions log, and
// the statement of reasons with its appeal for the affected user (EU DSA Art. 17, 20).

export const MODERATION_PAGE_SIZE = 20;
/** what a decision on a report does; everything but no_action restricts the item's owner (a statement is sent) */
export const REPORT_ACTIONS = ["no_action", "content_removal", "visibility_reduction", "payment_freeze", "account_suspension"] as const;
export type TReportAction = (typeof REPORT_ACTIONS)[number];
export const RESTRICTION_KINDS = ["content_removal", "visibility_reduction", "payment_freeze", "account_suspension"] as const;
export type TRestrictionKind = (typeof RESTRICTION_KINDS)[number];
/** the ground of a restriction (DSA Art. 17 (3)(d), (e)): illegal content, or incompatible with the terms */
export const RESTRICTION_GROUNDS = ["illegal", "terms"] as const;
export const APPEAL_STATUSES = ["open", "upheld", "reversed"] as const;
/** categories whose content a removal takes down (media, blogs, events, chat room messages) */
export const REMOVABLE_CATEGORIES: readonly number[] = [REPORT_CATEGORY.media, REPORT_CATEGORY.blog, REPORT_CATEGORY.event, REPORT_CATEGORY.chat_room_message];
export const MODERATION_REASON_MIN = 10;
export const MODERATION_REASON_MAX = 2000;
/** DSA Art. 20 (1): an appeal is possible for at least six months after the decision */
export const APPEAL_MONTHS = 6;

const ZOrder = z.enum(["asc", "desc"], { errorMap: () => ({ message: "validation.common.invalid_choice" }) });
const ZReasonText = z
  .string({ required_error: "validation.moderation.reason_required", invalid_type_error: "validation.common.invalid_type" })
  .trim()
  .min(MODERATION_REASON_MIN, { message: "validation.moderation.reason_too_short" })
  .max(MODERATION_REASON_MAX, { message: "validation.moderation.reason_too_long" });
const ZId = z.coerce.number({ invalid_type_error: "validation.common.invalid_type" }).int().positive().max(Number.MAX_SAFE_INTEGER);
const ZUserRef = z.object({ id: z.number().int(), username: z.string() }).nullable();

export const ZModerationOverview = z.object({
  reports_open: z.number().int(),
  reports_trusted: z.number().int(),
  media_pending: z.number().int(),
  media_holding: z.number().int(),
  blogs_pending: z.number().int(),
  events_pending: z.number().int(),
  appeals_open: z.number().int(),
  /** website addresses waiting for review (spec 001 §4 website status pending) */
  websites_pending: z.number().int(),
  ad_text_blocks_week: z.number().int(),
});
export type TModerationOverview = z.infer<typeof ZModerationOverview>;

export const REPORT_QUEUE_SORTS = ["created_at", "category", "reason"] as const;
export const ZReportQueueQuery = z
  .object({
    page_no: ZPageNo,
    sort: z.enum(REPORT_QUEUE_SORTS, { errorMap: () => ({ message: "validation.common.invalid_choice" }) }).default("created_at"),
    order: ZOrder.default("asc"),
    status: z.enum(["open", ...REPORT_STATUSES], { errorMap: () => ({ message: "validation.common.invalid_choice" }) }).default("open"),
    category: z.coerce.number().int().optional(),
  })
  .strict();

export const ZQueueReport = z.object({
  id: z.number().int(),
  number: z.string(),
  category: z.number().int(),
  item_type: z.string(),
  item_id: z.number().int(),
  reason: z.enum(REPORT_REASONS),
  explanation: z.string(),
  status: z.enum(REPORT_STATUSES),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  decision: z.string().nullable(),
  /** the reporter is a trusted flagger (their reports come first) */
  trusted: z.boolean(),
  reporter_name: z.string().nullable(),
  reporter_email: z.string().nullable(),
  item_owner: ZUserRef,
});
export type TQueueReport = z.infer<typeof ZQueueReport>;
const ZPage = <T extends z.ZodTypeAny>(item: T) => z.object({ items: z.array(item), total: z.number().int(), page_no: z.number().int(), page_size: z.number().int() });

export const ZRestriction = z.object({
  id: z.number().int(),
  kind: z.enum(RESTRICTION_KINDS),
  user: ZUserRef,
  category: z.number().int().nullable(),
  item_id: z.number().int().nullable(),
  facts: z.string(),
  ground: z.enum(RESTRICTION_GROUNDS),
  ground_detail: z.string(),
  automated: z.boolean(),
  created_at: z.string(),
  appeal_until: z.string(),
  lifted_at: z.string().nullable(),
  appeal_text: z.string().nullable(),
  appealed_at: z.string().nullable(),
  appeal_status: z.enum(APPEAL_STATUSES).nullable(),
  appeal_decided_at: z.string().nullable(),
  appeal_reply: z.string().nullable(),
  /** who made the original decision (console only; null on the user's statement page) */
  decided_by: ZUserRef,
});
export type TRestriction = z.infer<typeof ZRestriction>;

export const ZModerationDecision = z.object({
  id: z.number().int(),
  subject_type: z.string(),
  subject_id: z.number().int(),
  action: z.string(),
  affected_user: ZUserRef,
  decided_by: ZUserRef,
  automated: z.boolean(),
  ground: z.string().nullable(),
  reason: z.string(),
  created_at: z.string(),
});
export type TModerationDecision = z.infer<typeof ZModerationDecision>;

export const ZReportItem = z.object({
  /** what the item is, in the console's words: a profile's name, a blog's title, a message's text … */
  title: z.string().nullable(),
  excerpt: z.string().nullable(),
  /** the item's page on the web (relative, without language), when it has one */
  path: z.string().nullable(),
  /** a medium's preview through the api (team may see every medium) */
  media_id: z.number().int().nullable(),
  /** false when the item is gone (deleted, or removed already) */
  exists: z.boolean(),
});

export const ZReportDetail = z.object({
  report: ZQueueReport,
  item: ZReportItem,
  /** other reports about the same item */
  related: z.array(ZQueueReport),
  decisions: z.array(ZModerationDecision),
  restrictions: z.array(ZRestriction),
  /** the actions the console offers for this item (removal only where the item type supports it) */
  actions: z.array(z.enum(REPORT_ACTIONS)),
});
export type TReportDetail = z.infer<typeof ZReportDetail>;

export const ZDecideReportBody = z
  .object({
    action: z.enum(REPORT_ACTIONS, { errorMap: () => ({ message: "validation.moderation.action_required" }) }),
    ground: z.enum(RESTRICTION_GROUNDS, { errorMap: () => ({ message: "validation.moderation.ground_required" }) }).default("terms"),
    /** the facts and circumstances, in words the affected user and the reporter will read */
    reason: ZReasonText,
  })
  .strict();
export type TDecideReportBody = z.input<typeof ZDecideReportBody>;

export const AD_TEXT_SORTS = ["created_at", "context"] as const;
export const ZAdTextBlock = z.object({
  id: z.number().int(),
  user: ZUserRef,
  context: z.string(),
  field: z.string(),
  reasons: z.array(z.string()),
  rules: z.array(z.string()),
  excerpt: z.string(),
  created_at: z.string(),
});
export const ZAdTextQuery = z
  .object({
    page_no: ZPageNo,
    sort: z.enum(AD_TEXT_SORTS, { errorMap: () => ({ message: "validation.common.invalid_choice" }) }).default("created_at"),
    order: ZOrder.default("desc"),
    context: z.string().max(40).optional(),
    reason: z.string().max(60).optional(),
  })
  .strict();

export const MEDIA_QUEUE_STATUSES = ["pending", "holding"] as const;
export const ZMediaQueueQuery = z
  .object({
    page_no: ZPageNo,
    sort: z.enum(["created_at"], { errorMap: () => ({ message: "validation.common.invalid_choice" }) }).default("created_at"),
    order: ZOrder.default("asc"),
    status: z.enum(MEDIA_QUEUE_STATUSES, { errorMap: () => ({ message: "validation.common.invalid_choice" }) }).default("pending"),
  })
  .strict();
export const ZMediaQueueItem = z.object({
  media_id: z.number().int(),
  user: ZUserRef,
  kind: z.string(),
  visibility: z.number().int(),
  review_status: z.number().int(),
  created_at: z.string(),
});
export const ZReviewMediaBulkBody = z
  .object({
    ids: z.array(ZId, { invalid_type_error: "validation.common.invalid_type" }).min(1, { message: "validation.moderation.nothing_selected" }).max(100),
    review_status: z.union([z.literal(MEDIA_REVIEW_STATUS.accepted), z.literal(MEDIA_REVIEW_STATUS.rejected), z.literal(MEDIA_REVIEW_STATUS.holding)], {
      errorMap: () => ({ message: "validation.common.invalid_choice" }),
    }),
    /** required for a rejection: the statement of reasons each owner gets */
    reason: z.string().trim().max(MODERATION_REASON_MAX, { message: "validation.moderation.reason_too_long" }).optional(),
  })
  .strict();

/** what a line of the decisions log is about */
export const DECISION_SUBJECTS = ["report", "media", "appeal", "website", "trusted_flagger"] as const;

// Business and escort websites (spec 001 §4 website status; decision 043): a new or changed address waits here.
export const WEBSITE_QUEUE_STATUSES = ["pending", "approved", "rejected"] as const;
export const ZWebsiteQueueQuery = z
  .object({
    page_no: ZPageNo,
    sort: z.enum(["submitted_at"], { errorMap: () => ({ message: "validation.common.invalid_choice" }) }).default("submitted_at"),
    order: ZOrder.default("asc"),
    status: z.enum(WEBSITE_QUEUE_STATUSES, { errorMap: () => ({ message: "validation.common.invalid_choice" }) }).default("pending"),
  })
  .strict();
export const ZWebsiteQueueItem = z.object({
  /** the profile's owner (a website is keyed by its user) */
  user: z.object({ id: z.number().int(), username: z.string() }),
  user_type: z.number().int(),
  website: z.string(),
  status: z.enum(WEBSITE_QUEUE_STATUSES),
  submitted_at: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  reviewed_by: ZUserRef,
  rejection_reason: z.string().nullable(),
});
export type TWebsiteQueueItem = z.infer<typeof ZWebsiteQueueItem>;
export const ZReviewWebsitesBody = z
  .object({
    /** the owners' user ids */
    ids: z.array(ZId, { invalid_type_error: "validation.common.invalid_type" }).min(1, { message: "validation.moderation.nothing_selected" }).max(100),
    /** approve: pending → approved (shown on the profile); reject: pending or approved → rejected, with a statement */
    decision: z.enum(["approve", "reject"], { errorMap: () => ({ message: "validation.moderation.action_required" }) }),
    /** required for a rejection (≥ 10 characters): the owner reads it in settings and in the statement of reasons */
    reason: z.string().trim().max(MODERATION_REASON_MAX, { message: "validation.moderation.reason_too_long" }).optional(),
  })
  .strict();

// Trusted flaggers (DSA Art. 22; decision 043): their open reports come first in the reports queue.
export const ZTrustedFlaggerQuery = z
  .object({
    page_no: ZPageNo,
    sort: z.enum(["username"], { errorMap: () => ({ message: "validation.common.invalid_choice" }) }).default("username"),
    order: ZOrder.default("asc"),
  })
  .strict();
export const ZTrustedFlagger = z.object({ id: z.number().int(), username: z.string(), user_type: z.number().int(), open_reports: z.number().int() });
export type TTrustedFlagger = z.infer<typeof ZTrustedFlagger>;
export const ZAddTrustedFlaggerBody = z
  .object({
    username: z
      .string({ required_error: "validation.moderation.username_required", invalid_type_error: "validation.common.invalid_type" })
      .trim()
      .min(1, { message: "validation.moderation.username_required" })
      .max(80, { message: "validation.moderation.user_unknown" }),
  })
  .strict();

export const ZAppealQueueQuery = z
  .object({
    page_no: ZPageNo,
    sort: z.enum(["appealed_at"], { errorMap: () => ({ message: "validation.common.invalid_choice" }) }).default("appealed_at"),
    order: ZOrder.default("asc"),
    status: z.enum(APPEAL_STATUSES, { errorMap: () => ({ message: "validation.common.invalid_choice" }) }).default("open"),
  })
  .strict();
export const ZDecideAppealBody = z
  .object({
    outcome: z.enum(["upheld", "reversed"], { errorMap: () => ({ message: "validation.moderation.outcome_required" }) }),
    reply: ZReasonText,
  })
  .strict();

export const ZDecisionLogQuery = z
  .object({
    page_no: ZPageNo,
    sort: z.enum(["created_at"], { errorMap: () => ({ message: "validation.common.invalid_choice" }) }).default("created_at"),
    order: ZOrder.default("desc"),
    subject_type: z.enum(DECISION_SUBJECTS, { errorMap: () => ({ message: "validation.common.invalid_choice" }) }).optional(),
  })
  .strict();

export const ZStatementQuery = z.object({ key: z.string().max(100).optional() }).strict();
export const ZAppealBody = z
  .object({
    key: z.string().max(100).optional(),
    text: z
      .string({ required_error: "validation.moderation.appeal_required", invalid_type_error: "validation.common.invalid_type" })
      .trim()
      .min(MODERATION_REASON_MIN, { message: "validation.moderation.appeal_too_short" })
      .max(MODERATION_REASON_MAX, { message: "validation.moderation.appeal_too_long" }),
  })
  .strict();
export const ZStatement = ZRestriction.extend({
  /** the item's description for the user (a blog's title, "a photo", …) */
  item_label: z.string().nullable(),
  may_appeal: z.boolean(),
});
export type TStatement = z.infer<typeof ZStatement>;

const params = (name: string) => z.object({ [name]: ZId }).strict();
const team = "Team (10) and backend (9) users only; 401 without sign-in, 403 exception.common.forbidden for everyone else.";

export const moderationOverviewContract = defineContract({
  id: "moderationOverview",
  method: "GET",
  path: "/api/v2/moderation/overview",
  summary: `The console's queue counts. ${team}`,
  tags: ["moderation"],
  auth: "user",
  response: ZModerationOverview,
});
export const moderationReportsContract = defineContract({
  id: "moderationReports",
  method: "GET",
  path: "/api/v2/moderation/reports",
  summary: `Reports, trusted flaggers' first, then by the chosen sort; status open = received or in review. ${team}`,
  tags: ["moderation"],
  auth: "user",
  query: ZReportQueueQuery,
  response: ZPage(ZQueueReport),
});
export const moderationReportContract = defineContract({
  id: "moderationReport",
  method: "GET",
  path: "/api/v2/moderation/reports/:reportId",
  summary: `One report with the exact item, related reports and the decisions so far; a received report is marked in review. ${team} 404 exception.report.not_found`,
  tags: ["moderation"],
  auth: "user",
  params: params("reportId"),
  response: ZReportDetail,
});
export const decideReportContract = defineContract({
  id: "decideReport",
  method: "POST",
  path: "/api/v2/moderation/reports/:reportId/decision",
  summary:
    `Decides a report (and every open report about the same item): logged; a restriction is enforced at once and its statement of reasons sent to the owner; ` +
    `each reporter gets the decision. ${team} 409 exception.moderation.already_decided; 422 validation.moderation.removal_not_supported`,
  tags: ["moderation"],
  auth: "user",
  params: params("reportId"),
  body: ZDecideReportBody,
  response: ZReportDetail,
});
export const moderationAdTextBlocksContract = defineContract({
  id: "moderationAdTextBlocks",
  method: "GET",
  path: "/api/v2/moderation/ad-text-blocks",
  summary: `Texts refused on save by the ad-text rules (read only). ${team}`,
  tags: ["moderation"],
  auth: "user",
  query: ZAdTextQuery,
  response: ZPage(ZAdTextBlock),
});
export const moderationMediaContract = defineContract({
  id: "moderationMedia",
  method: "GET",
  path: "/api/v2/moderation/media",
  summary: `Gallery media waiting for review (pending) or held. ${team}`,
  tags: ["moderation"],
  auth: "user",
  query: ZMediaQueueQuery,
  response: ZPage(ZMediaQueueItem),
});
export const reviewMediaBulkContract = defineContract({
  id: "reviewMediaBulk",
  method: "POST",
  path: "/api/v2/moderation/media/review",
  summary: `Accepts, rejects (a removal with a statement to each owner; reason required) or holds the selected media, each logged. ${team}`,
  tags: ["moderation"],
  auth: "user",
  body: ZReviewMediaBulkBody,
  response: z.object({ updated: z.array(z.number().int()) }),
});
export const moderationWebsitesContract = defineContract({
  id: "moderationWebsites",
  method: "GET",
  path: "/api/v2/moderation/websites",
  summary: `Website addresses of businesses and escorts: pending (oldest first), approved or rejected. ${team}`,
  tags: ["moderation"],
  auth: "user",
  query: ZWebsiteQueueQuery,
  response: ZPage(ZWebsiteQueueItem),
});
export const reviewWebsitesContract = defineContract({
  id: "reviewWebsites",
  method: "POST",
  path: "/api/v2/moderation/websites/review",
  summary:
    `Approves the selected pending websites (shown on the profile from now on) or rejects pending or approved ones (reason ≥ 10 characters; ` +
    `the owner gets a statement of reasons); each decision is logged. ${team}`,
  tags: ["moderation"],
  auth: "user",
  body: ZReviewWebsitesBody,
  response: z.object({ updated: z.array(z.number().int()) }),
});
export const trustedFlaggersContract = defineContract({
  id: "trustedFlaggers",
  method: "GET",
  path: "/api/v2/moderation/trusted-flaggers",
  summary: `The trusted flaggers (their reports come first). ${team}`,
  tags: ["moderation"],
  auth: "user",
  query: ZTrustedFlaggerQuery,
  response: ZPage(ZTrustedFlagger),
});
export const addTrustedFlaggerContract = defineContract({
  id: "addTrustedFlagger",
  method: "POST",
  path: "/api/v2/moderation/trusted-flaggers",
  summary: `Marks a user (by username) as trusted flagger; logged. ${team} 422 validation.moderation.user_unknown`,
  tags: ["moderation"],
  auth: "user",
  body: ZAddTrustedFlaggerBody,
  response: ZTrustedFlagger,
});
export const removeTrustedFlaggerContract = defineContract({
  id: "removeTrustedFlagger",
  method: "DELETE",
  path: "/api/v2/moderation/trusted-flaggers/:userId",
  summary: `Ends a user's trusted-flagger status; logged. ${team} 404 exception.moderation.not_trusted_flagger`,
  tags: ["moderation"],
  auth: "user",
  params: params("userId"),
  response: ZTrustedFlagger,
});
export const moderationAppealsContract = defineContract({
  id: "moderationAppeals",
  method: "GET",
  path: "/api/v2/moderation/appeals",
  summary: `Appeals against restrictions, oldest first. ${team}`,
  tags: ["moderation"],
  auth: "user",
  query: ZAppealQueueQuery,
  response: ZPage(ZRestriction),
});
export const decideAppealContract = defineContract({
  id: "decideAppeal",
  method: "POST",
  path: "/api/v2/moderation/appeals/:restrictionId",
  summary:
    `Decides an appeal: reversed lifts the restriction; the user gets the result. Not by the original decision-maker while another team user exists ` +
    `(403 exception.moderation.appeal_other_reviewer). ${team} 409 exception.moderation.appeal_not_open`,
  tags: ["moderation"],
  auth: "user",
  params: params("restrictionId"),
  body: ZDecideAppealBody,
  response: ZRestriction,
});
export const moderationDecisionsContract = defineContract({
  id: "moderationDecisions",
  method: "GET",
  path: "/api/v2/moderation/decisions",
  summary: `The decisions log, newest first: who, when, why, automated or not. ${team}`,
  tags: ["moderation"],
  auth: "user",
  query: ZDecisionLogQuery,
  response: ZPage(ZModerationDecision),
});
export const statementContract = defineContract({
  id: "statement",
  method: "GET",
  path: "/api/v2/statements/:restrictionId",
  summary:
    "A statement of reasons (DSA Art. 17) for the affected user: signed in as that user, or with the key from the statement's e-mail (a suspended account cannot sign in). " +
    "404 exception.moderation.statement_not_found for everyone else",
  tags: ["moderation"],
  auth: "public",
  params: params("restrictionId"),
  query: ZStatementQuery,
  response: ZStatement,
});
export const appealContract = defineContract({
  id: "appeal",
  method: "POST",
  path: "/api/v2/statements/:restrictionId/appeal",
  summary:
    "The affected user appeals, free of charge, within 6 months (DSA Art. 20). 404 for anyone else; 409 exception.moderation.appeal_exists; 422 exception.moderation.appeal_window_closed",
  tags: ["moderation"],
  auth: "public",
  params: params("restrictionId"),
  body: ZAppealBody,
  response: ZStatement,
});

export const moderationContracts = [
  moderationOverviewContract,
  moderationReportsContract,
  moderationReportContract,
  decideReportContract,
  moderationAdTextBlocksContract,
  moderationMediaContract,
  reviewMediaBulkContract,
  moderationWebsitesContract,
  reviewWebsitesContract,
  trustedFlaggersContract,
  addTrustedFlaggerContract,
  removeTrustedFlaggerContract,
  moderationAppealsContract,
  decideAppealContract,
  moderationDecisionsContract,
  statementContract,
  appealContract,
] as const;
