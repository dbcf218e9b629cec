import type { Database, DatabaseTx } from "@samtrot/db";
import { WEBSITE_STATUS } from "@samtrot/constants-catalogue";
import { MODERATION_PAGE_SIZE, MODERATION_REASON_MIN, type TWebsiteQueueItem } from "@samtrot/api-client/contracts";
import type { TClock } from "../../http/clock.js";
import { AppError } from "../../http/errors.js";
import { logDecision, restrict, WEBSITE_REVIEW } from "./restrictions.js";

// Business and escort websites (spec 001 §4 website status; decision 043): a new or changed address is pending until
// a team or backend user approves it; only then does the profile link it. A rejection is a content removal (the link
// never shows) with a statement of reasons to the owner, who also reads the reason in settings.

type TQueueStatus = TWebsiteQueueItem["status"];
const STATUS_CODE: Record<TQueueStatus, number> = { pending: WEBSITE_STATUS.pending, approved: WEBSITE_STATUS.approved, rejected: WEBSITE_STATUS.rejected };
const STATUS_NAME = Object.fromEntries(Object.entries(STATUS_CODE).map(([name, code]) => [code, name])) as Record<number, TQueueStatus>;
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export async function listWebsiteQueue(tx: DatabaseTx, query: { page_no: number; order: "asc" | "desc"; status: TQueueStatus }) {
  const direction = query.order === "desc" ? "desc" : "asc";
  const rows = await tx.query<{
    user_id: string | number;
    username: string;
    user_type: number;
    website: string;
    website_status: number;
    website_submitted_at: Date | string | null;
    website_reviewed_at: Date | string | null;
    reviewed_by: string | number | null;
    reviewed_by_username: string | null;
    website_rejection_reason: string | null;
    total: number;
  }>(
    `select p.user_id, u.username, u.user_type, p.website, p.website_status, p.website_submitted_at, p.website_reviewed_at,
            p.website_reviewed_by as reviewed_by, ru.username as reviewed_by_username, p.website_rejection_reason, count(*) over ()::int as total
       from profiles p join users u on u.id = p.user_id left join users ru on ru.id = p.website_reviewed_by
      where p.website_status = $1 and p.website is not null and u.deleted_at is null
      order by p.website_submitted_at ${direction} nulls first, p.user_id ${direction} limit $2 offset $3`,
    [STATUS_CODE[query.status], MODERATION_PAGE_SIZE, (query.page_no - 1) * MODERATION_PAGE_SIZE],
  );
  return {
    items: rows.map(
      (r): TWebsiteQueueItem => ({
        user: { id: Number(r.user_id), username: r.username },
        user_type: Number(r.user_type),
        website: r.website,
        status: STATUS_NAME[Number(r.website_status)] ?? "pending",
        submitted_at: iso(r.website_submitted_at),
        reviewed_at: iso(r.website_reviewed_at),
        reviewed_by: r.reviewed_by !== null && r.reviewed_by_username ? { id: Number(r.reviewed_by), username: r.reviewed_by_username } : null,
        rejection_reason: r.website_rejection_reason,
      }),
    ),
    total: rows[0] ? Number(rows[0].total) : 0,
    page_no: query.page_no,
    page_size: MODERATION_PAGE_SIZE,
  };
}

/**
 * Approves pending websites, or rejects pending or approved ones (reasons ≥ 10 characters). Each owner's decision is
 * logged; a rejection goes through restrict() (content removal, statement of reasons, appeal). Websites in any other
 * state are left alone and not counted.
 */
export async function reviewWebsites(
  deps: { database: Database; clock: TClock },
  input: { moderatorId: number; ids: number[]; decision: "approve" | "reject"; reason?: string; webBase: string; brand: string },
) {
  const reason = input.reason?.trim() ?? "";
  if (input.decision === "reject" && reason.length < MODERATION_REASON_MIN) {
    throw new AppError(422, reason ? "validation.moderation.reason_too_short" : "validation.moderation.reason_required", "reason");
  }
  return deps.database.transaction(async (tx) => {
    const now = deps.clock.now();
    const from = input.decision === "approve" ? [WEBSITE_STATUS.pending] : [WEBSITE_STATUS.pending, WEBSITE_STATUS.approved];
    const rows = await tx.query<{ user_id: string | number; website: string }>(
      `select user_id, website from profiles where user_id = any($1::bigint[]) and website is not null and website_status = any($2::smallint[]) order by user_id for update`,
      [input.ids, from],
    );
    for (const row of rows) {
      const ownerId = Number(row.user_id);
      const action = input.decision === "approve" ? "accept" : "content_removal";
      const decisionId = await logDecision(tx, {
        subjectType: "website",
        subjectId: ownerId,
        action,
        affectedUserId: ownerId,
        decidedBy: input.moderatorId,
        automated: false,
        ground: action === "content_removal" ? "terms" : null,
        reason: reason || `${action}: ${row.website}`.slice(0, 2000),
        now,
      });
      if (input.decision === "approve") {
        await tx.query(
          `update profiles set website_status = $2, website_reviewed_at = $3, website_reviewed_by = $4, website_rejection_reason = null where user_id = $1`,
          [ownerId, WEBSITE_STATUS.approved, now.toISOString(), input.moderatorId],
        );
      } else {
        await restrict(tx, {
          decisionId,
          reportId: null,
          userId: ownerId,
          kind: "content_removal",
          category: null,
          itemId: ownerId,
          facts: reason,
          ground: "terms",
          groundDetail: WEBSITE_REVIEW,
          automated: false,
          deciderId: input.moderatorId,
          now,
          webBase: input.webBase,
          brand: input.brand,
        });
      }
    }
    return { updated: rows.map((r) => Number(r.user_id)) };
  });
}
