import type { Database, DatabaseTx } from "@samtrot/db";
import { MEDIA_REVIEW_STATUS, REPORT_CATEGORY, WEBSITE_STATUS } from "@samtrot/constants-catalogue";
import { MODERATION_PAGE_SIZE, MODERATION_REASON_MIN, type TModerationOverview } from "@samtrot/api-client/contracts";
import type { TClock } from "../../http/clock.js";
import { AppError } from "../../http/errors.js";
import { syncMediaFlags } from "../media-gallery/gallery-item.js";
import { logDecision, restrict } from "./restrictions.js";

// The console's other queues (decision 043): the overview's counts, the ad-text blocks (read only), gallery media.

const count = async (tx: DatabaseTx, sql: string, params: unknown[] = []) => Number((await tx.query<{ n: number }>(sql, params))[0]?.n ?? 0);

export async function readOverview(tx: DatabaseTx, now: Date): Promise<TModerationOverview> {
  const week = new Date(now.getTime() - 7 * 24 * 3600_000).toISOString();
  return {
    reports_open: await count(tx, `select count(*)::int as n from reports where status <> 'decided'`),
    reports_trusted: await count(tx, `select count(*)::int as n from reports r join users u on u.id = r.reporter_id where r.status <> 'decided' and u.trusted_flagger`),
    media_pending: await count(tx, `select count(*)::int as n from gallery_items where review_status = $1`, [MEDIA_REVIEW_STATUS.pending]),
    media_holding: await count(tx, `select count(*)::int as n from gallery_items where review_status = $1`, [MEDIA_REVIEW_STATUS.holding]),
    blogs_pending: await count(tx, `select count(*)::int as n from blogs where status in (0, 4)`),
    events_pending: await count(tx, `select count(*)::int as n from events where status = 'pending'`),
    appeals_open: await count(tx, `select count(*)::int as n from moderation_restrictions where appeal_status = 'open'`),
    websites_pending: await count(tx, `select count(*)::int as n from profiles p join users u on u.id = p.user_id where p.website_status = $1 and u.deleted_at is null`, [WEBSITE_STATUS.pending]),
    ad_text_blocks_week: await count(tx, `select count(*)::int as n from ad_text_blocks where created_at > $1`, [week]),
  };
}

export async function listAdTextBlocks(tx: DatabaseTx, query: { page_no: number; sort: "created_at" | "context"; order: "asc" | "desc"; context?: string; reason?: string }) {
  const params: unknown[] = [];
  const where: string[] = ["true"];
  if (query.context) {
    params.push(query.context);
    where.push(`b.context = $${params.length}`);
  }
  if (query.reason) {
    params.push(query.reason);
    where.push(`$${params.length} = any(b.reasons)`);
  }
  params.push(MODERATION_PAGE_SIZE, (query.page_no - 1) * MODERATION_PAGE_SIZE);
  const direction = query.order === "asc" ? "asc" : "desc";
  const rows = await tx.query<{ id: string | number; user_id: string | number; username: string | null; context: string; field: string; reasons: string[]; rules: string[]; excerpt: string; created_at: Date | string; total: number }>(
    `select b.*, u.username, count(*) over ()::int as total from ad_text_blocks b left join users u on u.id = b.user_id
      where ${where.join(" and ")} order by b.${query.sort === "context" ? "context" : "created_at"} ${direction}, b.id ${direction}
      limit $${params.length - 1} offset $${params.length}`,
    params,
  );
  return {
    items: rows.map((r) => ({
      id: Number(r.id),
      user: r.username ? { id: Number(r.user_id), username: r.username } : null,
      context: r.context,
      field: r.field,
      reasons: r.reasons,
      rules: r.rules,
      excerpt: r.excerpt,
      created_at: new Date(r.created_at).toISOString(),
    })),
    total: rows[0] ? Number(rows[0].total) : 0,
    page_no: query.page_no,
    page_size: MODERATION_PAGE_SIZE,
  };
}

export async function listMediaQueue(tx: DatabaseTx, query: { page_no: number; order: "asc" | "desc"; status: "pending" | "holding" }) {
  const direction = query.order === "desc" ? "desc" : "asc";
  const rows = await tx.query<{ media_id: string | number; user_id: string | number; username: string; kind: string; visibility: number; review_status: number; created_at: Date | string; total: number }>(
    `select g.media_id, g.user_id, u.username, g.kind, g.visibility, g.review_status, g.created_at, count(*) over ()::int as total
       from gallery_items g join users u on u.id = g.user_id
      where g.review_status = $1 order by g.created_at ${direction}, g.media_id ${direction} limit $2 offset $3`,
    [MEDIA_REVIEW_STATUS[query.status], MODERATION_PAGE_SIZE, (query.page_no - 1) * MODERATION_PAGE_SIZE],
  );
  return {
    items: rows.map((r) => ({
      media_id: Number(r.media_id),
      user: { id: Number(r.user_id), username: r.username },
      kind: r.kind,
      visibility: Number(r.visibility),
      review_status: Number(r.review_status),
      created_at: new Date(r.created_at).toISOString(),
    })),
    total: rows[0] ? Number(rows[0].total) : 0,
    page_no: query.page_no,
    page_size: MODERATION_PAGE_SIZE,
  };
}

/**
 * Bulk review of gallery media (spec 001 §4: pending → accepted / rejected, or holding). Each medium is logged; a
 * rejection is a content removal with a statement of reasons to its owner. Only pending or held media change.
 */
export async function reviewMediaBulk(
  deps: { database: Database; clock: TClock },
  input: { moderatorId: number; ids: number[]; reviewStatus: number; reason?: string; webBase: string; brand: string },
) {
  const reason = input.reason?.trim() ?? "";
  if (input.reviewStatus === MEDIA_REVIEW_STATUS.rejected && reason.length < MODERATION_REASON_MIN) {
    throw new AppError(422, reason ? "validation.moderation.reason_too_short" : "validation.moderation.reason_required", "reason");
  }
  return deps.database.transaction(async (tx) => {
    const now = deps.clock.now();
    const rows = await tx.query<{ media_id: string | number; user_id: string | number }>(
      `select media_id, user_id from gallery_items where media_id = any($1::bigint[]) and review_status in ($2, $3) order by media_id for update`,
      [input.ids, MEDIA_REVIEW_STATUS.pending, MEDIA_REVIEW_STATUS.holding],
    );
    const action = input.reviewStatus === MEDIA_REVIEW_STATUS.accepted ? "accept" : input.reviewStatus === MEDIA_REVIEW_STATUS.rejected ? "content_removal" : "holding";
    for (const row of rows) {
      const mediaId = Number(row.media_id);
      const ownerId = Number(row.user_id);
      const decisionId = await logDecision(tx, {
        subjectType: "media",
        subjectId: mediaId,
        action,
        affectedUserId: ownerId,
        decidedBy: input.moderatorId,
        automated: false,
        ground: action === "content_removal" ? "terms" : null,
        reason: reason || action,
        now,
      });
      if (action === "content_removal") {
        await restrict(tx, {
          decisionId,
          reportId: null,
          userId: ownerId,
          kind: "content_removal",
          category: REPORT_CATEGORY.media,
          itemId: mediaId,
          facts: reason,
          ground: "terms",
          groundDetail: "media_review",
          automated: false,
          deciderId: input.moderatorId,
          now,
          webBase: input.webBase,
          brand: input.brand,
        });
      } else {
        await tx.query(`update gallery_items set review_status = $2, reviewed_at = $3, reviewed_by = $4 where media_id = $1`, [mediaId, input.reviewStatus, now.toISOString(), input.moderatorId]);
      }
    }
    for (const ownerId of new Set(rows.map((r) => Number(r.user_id)))) await syncMediaFlags(tx, ownerId);
    return { updated: rows.map((r) => Number(r.media_id)) };
  });
}
