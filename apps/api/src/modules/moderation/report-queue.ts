import type { DatabaseTx } from "@samtrot/db";
import { REPORT_CATEGORY } from "@samtrot/constants-catalogue";
import { MODERATION_PAGE_SIZE, REPORT_ACTIONS, type TModerationDecision, type TQueueReport, type TReportDetail } from "@samtrot/api-client/contracts";
import { notFound } from "../../http/errors.js";
import { reportNumber } from "../reports/report-view.js";
import { removable, RESTRICTION_SELECT, toRestriction, type TRestrictionRow } from "./restrictions.js";

// The reports queue (decision 043): trusted flaggers' reports first (DSA Art. 22 (1): "processed with priority"),
// then by the chosen column; open = received or in review.

type TQueueRow = {
  id: string | number;
  category: number;
  item_type: string;
  item_id: string | number;
  reason: TQueueReport["reason"];
  explanation: string;
  status: TQueueReport["status"];
  created_at: Date | string;
  decided_at: Date | string | null;
  decision: string | null;
  trusted: boolean;
  reporter_name: string | null;
  reporter_email: string | null;
  owner_id: string | number | null;
  owner_username: string | null;
  total?: number;
};

const QUEUE_SELECT = `select r.id, r.category, r.item_type, r.item_id, r.reason, r.explanation, r.status, r.created_at, r.decided_at, r.decision,
    coalesce(ru.trusted_flagger, false) as trusted, r.reporter_name, r.reporter_email, r.item_owner_id as owner_id, ou.username as owner_username
  from reports r left join users ru on ru.id = r.reporter_id left join users ou on ou.id = r.item_owner_id`;

const SORT_SQL = { created_at: "r.created_at", category: "r.category", reason: "r.reason" } as const;

function toQueueReport(row: TQueueRow): TQueueReport {
  const id = Number(row.id);
  return {
    id,
    number: reportNumber(id),
    category: Number(row.category),
    item_type: row.item_type,
    item_id: Number(row.item_id),
    reason: row.reason,
    explanation: row.explanation,
    status: row.status,
    created_at: new Date(row.created_at).toISOString(),
    decided_at: row.decided_at ? new Date(row.decided_at).toISOString() : null,
    decision: row.decision,
    trusted: row.trusted,
    reporter_name: row.reporter_name,
    reporter_email: row.reporter_email,
    item_owner: row.owner_id !== null && row.owner_username ? { id: Number(row.owner_id), username: row.owner_username } : null,
  };
}

export async function listReportQueue(
  tx: DatabaseTx,
  query: { page_no: number; sort: keyof typeof SORT_SQL; order: "asc" | "desc"; status: "open" | "received" | "in_review" | "decided"; category?: number },
) {
  const where: string[] = [];
  const params: unknown[] = [];
  if (query.status === "open") where.push(`r.status <> 'decided'`);
  else {
    params.push(query.status);
    where.push(`r.status = $${params.length}`);
  }
  if (query.category !== undefined) {
    params.push(query.category);
    where.push(`r.category = $${params.length}`);
  }
  params.push(MODERATION_PAGE_SIZE, (query.page_no - 1) * MODERATION_PAGE_SIZE);
  const direction = query.order === "desc" ? "desc" : "asc";
  const rows = await tx.query<TQueueRow>(
    `select q.*, count(*) over ()::int as total from (${QUEUE_SELECT} where ${where.join(" and ")}) q
      order by q.trusted desc, ${SORT_SQL[query.sort].replace("r.", "q.")} ${direction}, q.id ${direction}
      limit $${params.length - 1} offset $${params.length}`,
    params,
  );
  let total = rows[0] ? Number(rows[0].total) : 0;
  if (!rows.length && query.page_no > 1) {
    const [counted] = await tx.query<{ n: number }>(`select count(*)::int as n from reports r where ${where.join(" and ")}`, params.slice(0, -2));
    total = Number(counted?.n ?? 0);
  }
  return { items: rows.map(toQueueReport), total, page_no: query.page_no, page_size: MODERATION_PAGE_SIZE };
}

/** What the reported item is, for the console (the team sees it whatever its visibility). */
async function describeItem(tx: DatabaseTx, category: number, itemId: number): Promise<TReportDetail["item"]> {
  const none = { title: null, excerpt: null, path: null, media_id: null, exists: false };
  if (category === REPORT_CATEGORY.profile) {
    const [row] = await tx.query<{ username: string; display_name: string | null; deleted: boolean }>(
      `select u.username, p.display_name, u.deleted_at is not null as deleted from users u left join profiles p on p.user_id = u.id where u.id = $1`,
      [itemId],
    );
    return row ? { title: row.display_name ?? row.username, excerpt: `@${row.username}`, path: `/p/${encodeURIComponent(row.username)}`, media_id: null, exists: !row.deleted } : none;
  }
  if (category === REPORT_CATEGORY.media) {
    const [row] = await tx.query<{ kind: string; review_status: number }>(`select kind, review_status from gallery_items where media_id = $1`, [itemId]);
    return row ? { title: null, excerpt: null, path: null, media_id: itemId, exists: Number(row.review_status) !== 2 } : none;
  }
  if (category === REPORT_CATEGORY.blog) {
    const [row] = await tx.query<{ title: string; category: string; slug: string; status: number }>(`select title, category, slug, status from blogs where id = $1`, [itemId]);
    return row ? { title: row.title, excerpt: null, path: `/blogs/${row.category}/${row.slug}`, media_id: null, exists: Number(row.status) !== 2 } : none;
  }
  if (category === REPORT_CATEGORY.event) {
    const [row] = await tx.query<{ title: string; category: string; slug: string; status: string }>(`select title, category, slug, status from events where id = $1`, [itemId]);
    return row ? { title: row.title, excerpt: null, path: `/events/${row.category}/${row.slug}`, media_id: null, exists: row.status !== "rejected" } : none;
  }
  if (category === REPORT_CATEGORY.chat_room_message) {
    const [row] = await tx.query<{ text: string; removed: boolean }>(`select text, removed_at is not null as removed from chat_messages where id = $1`, [itemId]);
    return row ? { title: null, excerpt: row.text, path: null, media_id: null, exists: !row.removed } : none;
  }
  if (category === REPORT_CATEGORY.messenger) {
    const [row] = await tx.query<{ body: string }>(`select body from messenger_messages where id = $1`, [itemId]);
    return row ? { title: null, excerpt: row.body, path: null, media_id: null, exists: true } : none;
  }
  return { ...none, exists: true };
}

type TDecisionRow = {
  id: string | number;
  subject_type: string;
  subject_id: string | number;
  action: string;
  affected_user_id: string | number | null;
  affected_username: string | null;
  decided_by: string | number | null;
  decided_by_username: string | null;
  automated: boolean;
  ground: string | null;
  reason: string;
  created_at: Date | string;
};
export const DECISION_SELECT = `select d.*, au.username as affected_username, du.username as decided_by_username
  from moderation_decisions d left join users au on au.id = d.affected_user_id left join users du on du.id = d.decided_by`;

export function toDecision(row: TDecisionRow): TModerationDecision {
  return {
    id: Number(row.id),
    subject_type: row.subject_type,
    subject_id: Number(row.subject_id),
    action: row.action,
    affected_user: row.affected_user_id !== null && row.affected_username ? { id: Number(row.affected_user_id), username: row.affected_username } : null,
    decided_by: row.decided_by !== null && row.decided_by_username ? { id: Number(row.decided_by), username: row.decided_by_username } : null,
    automated: row.automated,
    ground: row.ground,
    reason: row.reason,
    created_at: new Date(row.created_at).toISOString(),
  };
}

export async function listDecisions(tx: DatabaseTx, query: { page_no: number; order: "asc" | "desc"; subject_type?: string }) {
  const params: unknown[] = [];
  let where = "true";
  if (query.subject_type) {
    params.push(query.subject_type);
    where = `d.subject_type = $1`;
  }
  params.push(MODERATION_PAGE_SIZE, (query.page_no - 1) * MODERATION_PAGE_SIZE);
  const direction = query.order === "asc" ? "asc" : "desc";
  const rows = await tx.query<TDecisionRow & { total: number }>(
    `${DECISION_SELECT.replace("select d.*,", "select d.*, count(*) over ()::int as total,")} where ${where} order by d.created_at ${direction}, d.id ${direction} limit $${params.length - 1} offset $${params.length}`,
    params,
  );
  return { items: rows.map(toDecision), total: rows[0] ? Number(rows[0].total) : 0, page_no: query.page_no, page_size: MODERATION_PAGE_SIZE };
}

/** One report with its exact item, the other reports about the item, and every decision and restriction so far. */
export async function readReportDetail(tx: DatabaseTx, reportId: number, options: { markInReview: Date | null }): Promise<TReportDetail> {
  if (options.markInReview) {
    await tx.query(`update reports set status = 'in_review', in_review_at = $2 where id = $1 and status = 'received'`, [reportId, options.markInReview.toISOString()]);
  }
  const [row] = await tx.query<TQueueRow>(`${QUEUE_SELECT} where r.id = $1`, [reportId]);
  if (!row) throw notFound("exception.report.not_found");
  const report = toQueueReport(row);
  const related = await tx.query<TQueueRow>(`${QUEUE_SELECT} where r.category = $1 and r.item_id = $2 and r.id <> $3 order by r.id desc limit 20`, [report.category, report.item_id, report.id]);
  const decisions = await tx.query<TDecisionRow>(`${DECISION_SELECT} where d.subject_type = 'report' and d.subject_id = $1 order by d.id`, [report.id]);
  const restrictions = await tx.query<TRestrictionRow>(`${RESTRICTION_SELECT} where r.report_id = $1 order by r.id`, [report.id]);
  const canRemove = removable(report.category);
  return {
    report,
    item: await describeItem(tx, report.category, report.item_id),
    related: related.map(toQueueReport),
    decisions: decisions.map(toDecision),
    restrictions: restrictions.map((r) => toRestriction(r, { showDecider: true })),
    actions: REPORT_ACTIONS.filter((action) => action !== "content_removal" || canRemove),
  };
}
