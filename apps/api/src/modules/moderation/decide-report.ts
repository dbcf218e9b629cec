import type { Database } from "@samtrot/db";
import type { TDecideReportBody, TReportAction, TRestrictionKind } from "@samtrot/api-client/contracts";
import type { TClock } from "../../http/clock.js";
import { AppError, notFound } from "../../http/errors.js";
import { createNotifications } from "../notifications/create-notifications.js";
import { reportNumber } from "../reports/report-view.js";
import { sendReportDecisionMail } from "./moderation-mails.js";
import { readReportDetail } from "./report-queue.js";
import { logDecision, restrict } from "./restrictions.js";

/**
 * A team user decides a report — and with it every open report about the same item (one item, one decision). In one
 * transaction under the report rows' locks: the decisions log, the restriction (enforced at once, statement of reasons
 * to the owner), the reports' decision columns, and each reporter's notice (DSA Art. 16 (5): the decision and whether
 * automated means were used; console decisions are made by a person).
 */
export async function decideReport(
  deps: { database: Database; clock: TClock },
  input: { moderatorId: number; reportId: number; body: Required<Pick<TDecideReportBody, "action" | "reason">> & { ground: "illegal" | "terms" }; webBase: string; brand: string },
) {
  return deps.database.transaction(async (tx) => {
    const now = deps.clock.now();
    const [report] = await tx.query<{ id: string | number; category: number; item_id: string | number; item_owner_id: string | number | null; status: string; reason: string }>(
      `select id, category, item_id, item_owner_id, status, reason from reports where id = $1 for update`,
      [input.reportId],
    );
    if (!report) throw notFound("exception.report.not_found");
    if (report.status === "decided") throw new AppError(409, "exception.moderation.already_decided");
    const action: TReportAction = input.body.action;
    const ownerId = report.item_owner_id === null ? null : Number(report.item_owner_id);
    if (action !== "no_action" && ownerId === null) throw new AppError(422, "validation.moderation.no_affected_user", "action");

    const decisionId = await logDecision(tx, {
      subjectType: "report",
      subjectId: Number(report.id),
      action,
      affectedUserId: ownerId,
      decidedBy: input.moderatorId,
      automated: false,
      ground: action === "no_action" ? null : input.body.ground,
      reason: input.body.reason,
      now,
    });
    if (action !== "no_action") {
      await restrict(tx, {
        decisionId,
        reportId: Number(report.id),
        userId: ownerId!,
        kind: action as TRestrictionKind,
        category: Number(report.category),
        itemId: Number(report.item_id),
        facts: input.body.reason,
        ground: input.body.ground,
        groundDetail: report.reason,
        automated: false,
        deciderId: input.moderatorId,
        now,
        webBase: input.webBase,
        brand: input.brand,
      });
    }
    const decided = await tx.query<{ id: string | number; reporter_id: string | number | null; reporter_name: string | null; reporter_email: string | null; locale: string }>(
      `update reports set status = 'decided', decided_at = $3, decision = $4, automated = false, statement = $5, decided_by = $6,
              in_review_at = coalesce(in_review_at, $3)
        where category = $1 and item_id = $2 and status <> 'decided'
        returning id, reporter_id, reporter_name, reporter_email, locale`,
      [report.category, report.item_id, now.toISOString(), action, input.body.reason, input.moderatorId],
    );
    await createNotifications(
      tx,
      decided
        .filter((r) => r.reporter_id !== null)
        .map((r) => ({ userId: Number(r.reporter_id), kind: "report_decided" as const, params: { number: reportNumber(Number(r.id)), decision: action, automated: false }, link: "/user/reports" })),
    );
    for (const r of decided) {
      if (!r.reporter_email) continue;
      await sendReportDecisionMail(tx, {
        userId: r.reporter_id === null ? null : Number(r.reporter_id),
        to: r.reporter_email,
        name: r.reporter_name,
        locale: r.locale,
        number: reportNumber(Number(r.id)),
        action,
        reason: input.body.reason,
        automated: false,
        brand: input.brand,
        link: r.reporter_id === null ? null : `${input.webBase}/user/reports`,
      });
    }
    return readReportDetail(tx, Number(report.id), { markInReview: null });
  });
}
