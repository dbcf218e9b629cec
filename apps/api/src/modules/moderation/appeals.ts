import { timingSafeEqual } from "node:crypto";
import type { Database, DatabaseTx } from "@samtrot/db";
import { MODERATION_PAGE_SIZE, type TStatement } from "@samtrot/api-client/contracts";
import { REPORT_CATEGORY } from "@samtrot/constants-catalogue";
import type { TClock } from "../../http/clock.js";
import { AppError, notFound } from "../../http/errors.js";
import { createNotifications } from "../notifications/create-notifications.js";
import { sendAppealResultMail } from "./moderation-mails.js";
import { hashKey, liftRestriction, logDecision, RESTRICTION_SELECT, toRestriction, WEBSITE_REVIEW, type TRestrictionRow } from "./restrictions.js";

// The statement of reasons and its appeal (DSA Art. 17, 20; decision 043). Only the affected user reaches a
// statement: signed in as that user, or with the key of the statement's e-mail. Everyone else gets the same 404 as
// for a statement that does not exist.

const NOT_FOUND = "exception.moderation.statement_not_found";

function keyMatches(row: TRestrictionRow, key: string | undefined): boolean {
  if (!key) return false;
  const given = Buffer.from(hashKey(key));
  const stored = Buffer.from(row.access_key_hash);
  return given.length === stored.length && timingSafeEqual(given, stored);
}

async function loadForAffected(tx: DatabaseTx, input: { restrictionId: number; viewerId: number | null; key?: string }, lock: boolean) {
  const [row] = await tx.query<TRestrictionRow>(`${RESTRICTION_SELECT} where r.id = $1${lock ? " for update of r" : ""}`, [input.restrictionId]);
  if (!row) throw notFound(NOT_FOUND);
  const affected = (input.viewerId !== null && Number(row.user_id) === input.viewerId) || keyMatches(row, input.key);
  if (!affected) throw notFound(NOT_FOUND);
  return row;
}

const ITEM_LABEL: Record<number, string> = {
  [REPORT_CATEGORY.media]: "media",
  [REPORT_CATEGORY.blog]: "blog",
  [REPORT_CATEGORY.event]: "event",
  [REPORT_CATEGORY.chat_room_message]: "chat_room_message",
  [REPORT_CATEGORY.profile]: "profile",
};

function toStatement(row: TRestrictionRow, now: Date): TStatement {
  return {
    ...toRestriction(row, { showDecider: false }),
    item_label: row.ground_detail === WEBSITE_REVIEW ? "website" : row.category === null ? null : (ITEM_LABEL[Number(row.category)] ?? "other"),
    may_appeal: row.appeal_status === null && now <= new Date(row.appeal_until),
  };
}

export async function readStatement(deps: { database: Database; clock: TClock }, input: { restrictionId: number; viewerId: number | null; key?: string }) {
  return toStatement(await loadForAffected(deps.database, input, false), deps.clock.now());
}

/** The affected user appeals once, free of charge, until six months after the decision (Art. 20 (1)). */
export async function appealRestriction(deps: { database: Database; clock: TClock }, input: { restrictionId: number; viewerId: number | null; key?: string; text: string }) {
  return deps.database.transaction(async (tx) => {
    const now = deps.clock.now();
    const row = await loadForAffected(tx, input, true);
    if (row.appeal_status !== null) throw new AppError(409, "exception.moderation.appeal_exists");
    if (now > new Date(row.appeal_until)) throw new AppError(422, "exception.moderation.appeal_window_closed");
    await tx.query(`update moderation_restrictions set appeal_text = $2, appealed_at = $3, appeal_status = 'open' where id = $1`, [row.id, input.text, now.toISOString()]);
    const [updated] = await tx.query<TRestrictionRow>(`${RESTRICTION_SELECT} where r.id = $1`, [row.id]);
    return toStatement(updated!, now);
  });
}

export async function listAppeals(tx: DatabaseTx, query: { page_no: number; order: "asc" | "desc"; status: "open" | "upheld" | "reversed" }) {
  const direction = query.order === "desc" ? "desc" : "asc";
  const rows = await tx.query<TRestrictionRow & { total: number }>(
    `${RESTRICTION_SELECT.replace("select r.*,", "select r.*, count(*) over ()::int as total,")} where r.appeal_status = $1
      order by r.appealed_at ${direction}, r.id ${direction} limit $2 offset $3`,
    [query.status, MODERATION_PAGE_SIZE, (query.page_no - 1) * MODERATION_PAGE_SIZE],
  );
  return { items: rows.map((r) => toRestriction(r, { showDecider: true })), total: rows[0] ? Number(rows[0].total) : 0, page_no: query.page_no, page_size: MODERATION_PAGE_SIZE };
}

/**
 * A team user decides an appeal. Art. 20 (6): not solely by automated means, and — our rule — not by the person who
 * made the decision appealed against, as long as another team or backend user exists to take it.
 */
export async function decideAppeal(
  deps: { database: Database; clock: TClock },
  input: { moderatorId: number; restrictionId: number; outcome: "upheld" | "reversed"; reply: string; webBase: string; brand: string },
) {
  return deps.database.transaction(async (tx) => {
    const now = deps.clock.now();
    const [row] = await tx.query<TRestrictionRow>(`${RESTRICTION_SELECT} where r.id = $1 for update of r`, [input.restrictionId]);
    if (!row) throw notFound(NOT_FOUND);
    if (row.appeal_status !== "open") throw new AppError(409, "exception.moderation.appeal_not_open");
    if (row.decided_by !== null && Number(row.decided_by) === input.moderatorId) {
      const [other] = await tx.query(`select 1 from users where user_type in (9, 10) and id <> $1 and deleted_at is null and not is_banned limit 1`, [input.moderatorId]);
      if (other) throw new AppError(403, "exception.moderation.appeal_other_reviewer");
    }
    const userId = Number(row.user_id);
    await logDecision(tx, {
      subjectType: "appeal",
      subjectId: Number(row.id),
      action: `appeal_${input.outcome}`,
      affectedUserId: userId,
      decidedBy: input.moderatorId,
      automated: false,
      ground: null,
      reason: input.reply,
      now,
    });
    await tx.query(`update moderation_restrictions set appeal_status = $2, appeal_decided_at = $3, appeal_decided_by = $4, appeal_reply = $5 where id = $1`, [
      row.id,
      input.outcome,
      now.toISOString(),
      input.moderatorId,
      input.reply,
    ]);
    if (input.outcome === "reversed") await liftRestriction(tx, row, now.toISOString());
    const path = `/statements/${Number(row.id)}`;
    await createNotifications(tx, [{ userId, kind: "appeal_decided", params: { outcome: input.outcome, restriction_id: Number(row.id) }, link: path }]);
    const [user] = await tx.query<{ email: string | null; username: string; locale: string }>(`select email, username, locale from users where id = $1`, [userId]);
    if (user?.email) {
      await sendAppealResultMail(tx, { userId, to: user.email, username: user.username, locale: user.locale, outcome: input.outcome, reply: input.reply, brand: input.brand, link: `${input.webBase}${path}` });
    }
    const [updated] = await tx.query<TRestrictionRow>(`${RESTRICTION_SELECT} where r.id = $1`, [row.id]);
    return toRestriction(updated!, { showDecider: true });
  });
}
