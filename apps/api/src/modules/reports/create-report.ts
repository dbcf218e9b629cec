import { createHmac } from "node:crypto";
import type { TReport, ZReportBody } from "@samtrot/api-client/contracts";
import { REPORT_EXPLANATION_MAX, reportNeedsContact, type TReportCategory } from "@samtrot/constants-catalogue";
import type { Database } from "@samtrot/db";
import type { z } from "zod";
import type { TClock } from "../../http/clock.js";
import { AppError, notFound } from "../../http/errors.js";
import { messagePlainText } from "../messenger/message-text.js";
import { createNotifications } from "../notifications/create-notifications.js";
import { sendReportReceipt } from "./report-mails.js";
import { reportItemType, reportTargetOf } from "./report-targets.js";
import { REPORT_COLUMNS, reportFromRow, reportNumber, type TReportRow } from "./report-view.js";

export const ITEM_NOT_FOUND = "exception.report.item_not_found";
const DAY_MS = 24 * 60 * 60 * 1000;

export type TCreateReportDeps = { database: Database; clock: TClock; limitPerDay: number; ipHashKey: string };
export type TCreateReportInput = {
  /** null: a guest */
  reporterId: number | null;
  body: z.output<typeof ZReportBody>;
  /** the client's address (only its keyed hash is stored) */
  ip: string;
  /** origin and locale prefix of the brand web the report came from (the receipt's language, brand and link) */
  webBase: string;
  brand: string;
};

/** A keyed hash of the address: enough to count a guest's reports, not enough to tell the address (HMAC-SHA-256). */
export const ipHashOf = (key: string, ip: string) => createHmac("sha256", key).update(`report-ip:${ip}`).digest("base64url");

const localeOf = (webBase: string) => /\/(en|es|pl)$/.exec(webBase)?.[1] ?? "de";

/**
 * A notice (DSA Art. 16), in one transaction: the guest rule (name and e-mail unless the reason is about minors) →
 * the registry resolves the item as the reporter sees it (404) → not one's own (422) → the daily limit per reporter
 * and, for guests, per address (429) → one open report per reporter and item (409) → stored as received → the
 * receipt: a notification for a signed-in reporter, an e-mail to every reporter with an address (the outbox).
 */
export async function createReport(deps: TCreateReportDeps, input: TCreateReportInput): Promise<TReport> {
  const { body } = input;
  const guest = input.reporterId === null;
  const name = guest ? body.reporter_name?.trim() || null : null;
  const email = guest ? body.reporter_email?.trim() || null : null;
  if (reportNeedsContact(body.reason, !guest)) {
    const missing = [!name && "reporter_name", !email && "reporter_email"].filter((field): field is string => Boolean(field));
    if (missing.length) throw AppError.fromEntries(422, missing.map((source) => ({ code: 422, title: "validation.report.contact_required", source })));
  }
  const explanation = messagePlainText(body.explanation);
  if (explanation.length > REPORT_EXPLANATION_MAX) throw new AppError(422, "validation.report.explanation_too_long", "explanation");
  const target = reportTargetOf(body.category);
  if (!target) throw notFound(ITEM_NOT_FOUND);
  const ipHash = ipHashOf(deps.ipHashKey, input.ip);

  return deps.database.transaction(async (tx) => {
    const now = deps.clock.now();
    let reporter: { username: string; email: string; locale: string } | null | undefined = null;
    if (input.reporterId !== null) {
      [reporter] = await tx.query<{ username: string; email: string; locale: string }>(
        `select username, email, locale from users where id = $1 and deleted_at is null`,
        [input.reporterId],
      );
      if (!reporter) throw new AppError(401, "exception.common.unauthorized");
    }
    const item = await target.resolve(tx, { itemId: body.item_id, reporterId: input.reporterId, now });
    if (!item) throw notFound(ITEM_NOT_FOUND);
    if (item.ownerId !== null && item.ownerId === input.reporterId) throw new AppError(422, "exception.report.own_item");

    const reporterKey = input.reporterId !== null ? `u:${input.reporterId}` : email ? `e:${email.toLowerCase()}` : `a:${ipHash}`;
    // One reporter's reports are counted and checked one at a time (two tabs sending at once).
    await tx.query(`select pg_advisory_xact_lock(hashtext('report:' || $1))`, [guest ? ipHash : reporterKey]);
    const since = new Date(now.getTime() - DAY_MS).toISOString();
    const [{ count } = { count: 0 }] = await tx.query<{ count: number }>(
      `select count(*)::int as count from reports
        where (reporter_key = $1 or ($2::text is not null and ip_hash = $2 and reporter_id is null)) and created_at > $3`,
      [reporterKey, guest ? ipHash : null, since],
    );
    if (Number(count) >= deps.limitPerDay) throw new AppError(429, "exception.report.too_many");
    const [open] = await tx.query(`select 1 from reports where reporter_key = $1 and category = $2 and item_id = $3 and status <> 'decided'`, [
      reporterKey,
      body.category,
      body.item_id,
    ]);
    if (open) throw new AppError(409, "exception.report.already_reported");

    const locale = reporter ? reporter.locale : localeOf(input.webBase);
    const [row] = await tx.query<TReportRow>(
      `insert into reports (category, item_type, item_id, item_owner_id, reporter_id, reporter_name, reporter_email, reporter_key, ip_hash,
                            reason, explanation, good_faith, locale, status, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, true, $12, 'received', $13)
       returning ${REPORT_COLUMNS}`,
      [
        body.category,
        reportItemType(body.category as TReportCategory),
        body.item_id,
        item.ownerId,
        input.reporterId,
        reporter ? reporter.username : name,
        reporter ? reporter.email : email,
        reporterKey,
        ipHash,
        body.reason,
        explanation,
        locale,
        now.toISOString(),
      ],
    );
    const report = reportFromRow(row!);
    const number = reportNumber(report.id);
    const link = reporter ? `${input.webBase}/user/reports` : null;
    if (input.reporterId !== null) {
      await createNotifications(tx, [{ userId: input.reporterId, kind: "report_received", params: { number, report_id: report.id }, link: "/user/reports" }]);
    }
    const to = reporter ? reporter.email : email;
    if (to) {
      await sendReportReceipt(tx, {
        userId: input.reporterId,
        to,
        name: reporter ? reporter.username : name,
        locale,
        number,
        reason: body.reason,
        reportedAt: now,
        brand: input.brand,
        link,
      });
    }
    return report;
  });
}
