import { createHash, randomBytes } from "node:crypto";
import type { DatabaseTx } from "@samtrot/db";
import { MEDIA_REVIEW_STATUS, REPORT_CATEGORY, WEBSITE_STATUS } from "@samtrot/constants-catalogue";
import { APPEAL_MONTHS, REMOVABLE_CATEGORIES, type TRestriction, type TRestrictionKind } from "@samtrot/api-client/contracts";
import { AppError } from "../../http/errors.js";
import { syncMediaFlags } from "../media-gallery/gallery-item.js";
import { createNotifications } from "../notifications/create-notifications.js";
import { sendStatementMail } from "./moderation-mails.js";

// Restrictions (decision 043): each takes effect in the deciding transaction through the product's existing paths —
// a removed medium is rejected, a blog or event rejected, a chat message removed (their lists hide them already); a
// suspension sets is_banned (sign-in, tokens and listings refuse banned accounts); a demotion switches search
// visibility off and locks it; a payout freeze makes payout requests fail. A reversed appeal restores what was before.

export type TRestrictionRow = {
  id: string | number;
  kind: TRestrictionKind;
  user_id: string | number;
  username: string | null;
  category: number | null;
  item_id: string | number | null;
  facts: string;
  ground: "illegal" | "terms";
  ground_detail: string;
  automated: boolean;
  previous_state: string | null;
  created_at: Date | string;
  appeal_until: Date | string;
  lifted_at: Date | string | null;
  appeal_text: string | null;
  appealed_at: Date | string | null;
  appeal_status: "open" | "upheld" | "reversed" | null;
  appeal_decided_at: Date | string | null;
  appeal_reply: string | null;
  decided_by: string | number | null;
  decided_by_username: string | null;
  access_key_hash: string;
};

export const RESTRICTION_SELECT = `select r.*, u.username, d.decided_by, du.username as decided_by_username
  from moderation_restrictions r
  join moderation_decisions d on d.id = r.decision_id
  left join users u on u.id = r.user_id
  left join users du on du.id = d.decided_by`;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function toRestriction(row: TRestrictionRow, options: { showDecider: boolean }): TRestriction {
  return {
    id: Number(row.id),
    kind: row.kind,
    user: row.username ? { id: Number(row.user_id), username: row.username } : null,
    category: row.category === null ? null : Number(row.category),
    item_id: row.item_id === null ? null : Number(row.item_id),
    facts: row.facts,
    ground: row.ground,
    ground_detail: row.ground_detail,
    automated: row.automated,
    created_at: iso(row.created_at)!,
    appeal_until: iso(row.appeal_until)!,
    lifted_at: iso(row.lifted_at),
    appeal_text: row.appeal_text,
    appealed_at: iso(row.appealed_at),
    appeal_status: row.appeal_status,
    appeal_decided_at: iso(row.appeal_decided_at),
    appeal_reply: row.appeal_reply,
    decided_by: options.showDecider && row.decided_by !== null && row.decided_by_username ? { id: Number(row.decided_by), username: row.decided_by_username } : null,
  };
}

export const hashKey = (key: string) => createHash("sha256").update(key).digest("hex");

/** Six calendar months after the decision (DSA Art. 20 (1): "for a period of at least six months"). */
export function appealUntil(decidedAt: Date): Date {
  const until = new Date(decidedAt);
  until.setUTCMonth(until.getUTCMonth() + APPEAL_MONTHS);
  return until;
}

/**
 * The ground detail of a website rejection (decision 043): the restriction takes the profile's website link down
 * (item = the owner); its previous state is the address, so a successful appeal approves exactly that address.
 */
export const WEBSITE_REVIEW = "website_review";

/** Whether a removal can take this category's item down (the others offer the account-level restrictions only). */
export const removable = (category: number | null) => category !== null && REMOVABLE_CATEGORIES.includes(category);

/** Applies a restriction; answers what it changed (kept to undo it after a successful appeal). */
async function enforce(
  tx: DatabaseTx,
  input: { kind: TRestrictionKind; userId: number; category: number | null; itemId: number | null; groundDetail: string; deciderId: number | null; facts: string; now: string },
): Promise<string | null> {
  const { userId, now } = input;
  switch (input.kind) {
    case "content_removal": {
      if (input.groundDetail === WEBSITE_REVIEW) {
        const [row] = await tx.query<{ website: string | null }>(
          `update profiles set website_status = $2, website_reviewed_at = $3, website_reviewed_by = $4, website_rejection_reason = left($5, 2000)
            where user_id = $1 and website is not null returning website`,
          [userId, WEBSITE_STATUS.rejected, now, input.deciderId, input.facts],
        );
        return row?.website ?? null;
      }
      if (!removable(input.category) || input.itemId === null) throw new AppError(422, "validation.moderation.removal_not_supported", "action");
      if (input.category === REPORT_CATEGORY.media) {
        const [row] = await tx.query<{ before: number }>(
          `update gallery_items g set review_status = $2, reviewed_at = $3, reviewed_by = $4 from (select media_id, review_status as before from gallery_items where media_id = $1 for update) old
            where g.media_id = old.media_id returning old.before`,
          [input.itemId, MEDIA_REVIEW_STATUS.rejected, now, input.deciderId],
        );
        await syncMediaFlags(tx, userId);
        return row ? String(row.before) : null;
      }
      if (input.category === REPORT_CATEGORY.blog) {
        const [row] = await tx.query<{ before: number }>(
          `update blogs b set status = 2, rejection_reason = left($2, 1000), moderated_at = $3, moderated_by = $4 from (select id, status as before from blogs where id = $1 for update) old
            where b.id = old.id returning old.before`,
          [input.itemId, input.facts, now, input.deciderId],
        );
        return row ? String(row.before) : null;
      }
      if (input.category === REPORT_CATEGORY.event) {
        const [row] = await tx.query<{ before: string }>(
          `update events e set status = 'rejected', status_reason = $2, decided_by = $4, decided_at = $3, updated_at = $3 from (select id, status as before from events where id = $1 for update) old
            where e.id = old.id returning old.before`,
          [input.itemId, input.facts, now, input.deciderId],
        );
        return row ? row.before : null;
      }
      await tx.query(`update chat_messages set removed_at = $2, removed_by = $3 where id = $1 and removed_at is null`, [input.itemId, now, input.deciderId]);
      return null;
    }
    case "visibility_reduction": {
      const [row] = await tx.query<{ before: boolean }>(
        `update users u set demoted_at = $2, search_visible = false from (select id, search_visible as before from users where id = $1 for update) old where u.id = old.id returning old.before`,
        [userId, now],
      );
      return row ? String(row.before) : null;
    }
    case "payment_freeze":
      await tx.query(`update users set payouts_frozen_at = coalesce(payouts_frozen_at, $2) where id = $1`, [userId, now]);
      return null;
    case "account_suspension": {
      const [row] = await tx.query<{ before: boolean }>(
        `update users u set suspended_at = $2, is_banned = true from (select id, is_banned as before from users where id = $1 for update) old where u.id = old.id returning old.before`,
        [userId, now],
      );
      return row ? String(row.before) : null;
    }
  }
}

/** Undoes a restriction after a successful appeal — unless another active restriction of the same kind still holds. */
export async function liftRestriction(tx: DatabaseTx, row: TRestrictionRow, now: string): Promise<void> {
  const userId = Number(row.user_id);
  await tx.query(`update moderation_restrictions set lifted_at = $2 where id = $1`, [row.id, now]);
  const [other] = await tx.query(`select 1 from moderation_restrictions where user_id = $1 and kind = $2 and lifted_at is null and id <> $3`, [userId, row.kind, row.id]);
  switch (row.kind) {
    case "content_removal": {
      if (row.ground_detail === WEBSITE_REVIEW) {
        // the same address, still rejected (a new address since is reviewed on its own)
        await tx.query(
          `update profiles set website_status = $3, website_rejection_reason = null, website_reviewed_at = $4 where user_id = $1 and website = $2 and website_status = $5`,
          [userId, row.previous_state, WEBSITE_STATUS.approved, now, WEBSITE_STATUS.rejected],
        );
        return;
      }
      const itemId = row.item_id === null ? null : Number(row.item_id);
      const category = row.category === null ? null : Number(row.category);
      if (itemId === null) return;
      if (category === REPORT_CATEGORY.media) {
        await tx.query(`update gallery_items set review_status = $2, reviewed_at = $3 where media_id = $1`, [itemId, Number(row.previous_state ?? MEDIA_REVIEW_STATUS.accepted), now]);
        await syncMediaFlags(tx, userId);
      } else if (category === REPORT_CATEGORY.blog) {
        await tx.query(`update blogs set status = $2::smallint, rejection_reason = null where id = $1`, [itemId, Number(row.previous_state ?? 10)]);
      } else if (category === REPORT_CATEGORY.event) {
        await tx.query(`update events set status = $2, status_reason = null, updated_at = $3 where id = $1`, [itemId, row.previous_state ?? "accepted", now]);
      } else if (category === REPORT_CATEGORY.chat_room_message) {
        await tx.query(`update chat_messages set removed_at = null, removed_by = null where id = $1`, [itemId]);
      }
      return;
    }
    case "visibility_reduction":
      if (!other) await tx.query(`update users set demoted_at = null, search_visible = $2 where id = $1`, [userId, row.previous_state !== "false"]);
      return;
    case "payment_freeze":
      if (!other) await tx.query(`update users set payouts_frozen_at = null where id = $1`, [userId]);
      return;
    case "account_suspension":
      if (!other) await tx.query(`update users set suspended_at = null, is_banned = $2 where id = $1`, [userId, row.previous_state === "true"]);
      return;
  }
}

/**
 * Enforces a restriction, stores it with its statement of reasons, and sends the statement to the affected user
 * (notification and e-mail with a key link: a suspended account cannot sign in to read it).
 */
export async function restrict(
  tx: DatabaseTx,
  input: {
    decisionId: number;
    reportId: number | null;
    userId: number;
    kind: TRestrictionKind;
    category: number | null;
    itemId: number | null;
    facts: string;
    ground: "illegal" | "terms";
    groundDetail: string;
    automated: boolean;
    deciderId: number | null;
    now: Date;
    webBase: string;
    brand: string;
  },
): Promise<number> {
  const now = input.now.toISOString();
  const previous = await enforce(tx, {
    kind: input.kind,
    userId: input.userId,
    category: input.category,
    itemId: input.itemId,
    groundDetail: input.groundDetail,
    deciderId: input.deciderId,
    facts: input.facts,
    now,
  });
  const key = randomBytes(24).toString("base64url");
  const until = appealUntil(input.now);
  const [row] = await tx.query<{ id: string | number }>(
    `insert into moderation_restrictions (decision_id, report_id, user_id, kind, category, item_id, facts, ground, ground_detail, automated, previous_state, access_key_hash, created_at, appeal_until)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) returning id`,
    [input.decisionId, input.reportId, input.userId, input.kind, input.category, input.itemId, input.facts, input.ground, input.groundDetail, input.automated, previous, hashKey(key), now, until.toISOString()],
  );
  const id = Number(row!.id);
  const path = `/statements/${id}`;
  await createNotifications(tx, [{ userId: input.userId, kind: "statement_of_reasons", params: { kind: input.kind, restriction_id: id }, link: path }]);
  const [user] = await tx.query<{ email: string | null; username: string; locale: string }>(`select email, username, locale from users where id = $1`, [input.userId]);
  if (user?.email) {
    await sendStatementMail(tx, {
      userId: input.userId,
      to: user.email,
      username: user.username,
      locale: user.locale,
      kind: input.kind,
      facts: input.facts,
      ground: input.ground,
      automated: input.automated,
      appealUntil: until,
      link: `${input.webBase}${path}?key=${key}`,
      brand: input.brand,
    });
  }
  return id;
}

/** Writes one line of the decisions log; answers its id. */
export async function logDecision(
  tx: DatabaseTx,
  input: { subjectType: string; subjectId: number; action: string; affectedUserId: number | null; decidedBy: number | null; automated: boolean; ground: string | null; reason: string; now: Date },
): Promise<number> {
  const [row] = await tx.query<{ id: string | number }>(
    `insert into moderation_decisions (subject_type, subject_id, action, affected_user_id, decided_by, automated, ground, reason, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
    [input.subjectType, input.subjectId, input.action, input.affectedUserId, input.decidedBy, input.automated, input.ground, input.reason, input.now.toISOString()],
  );
  return Number(row!.id);
}
