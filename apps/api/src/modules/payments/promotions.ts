import type { TPromotion, TPaymentGoods } from "@samtrot/api-client/contracts";
import type { TPromotion as TPricePromotion } from "@samtrot/payments";
import type { DatabaseTx } from "@samtrot/db";
import { AppError } from "../../http/errors.js";
import type { TItemRow } from "./catalogue.js";

export type TPromotionRow = {
  id: number;
  code: string;
  type: TPromotion["type"];
  kind: "percent" | "fixed";
  percent_bp: number | null;
  amount_cents: number | null;
  goods: TPaymentGoods | null;
  item_ids: number[] | null;
  valid_from: Date | null;
  valid_until: Date | null;
  max_uses: number | null;
  once_per_user: boolean;
  new_signup_days: number | null;
  /** payments that did not fail */
  used: number;
  used_by_user: number;
  user_age_days: number;
};

/** Codes are compared upper case, spaces removed (people type "summer 20"). */
export function normalizeCode(code: string): string {
  return code.replace(/\s+/g, "").toUpperCase();
}

/**
 * Finds a code and checks it for this user and (optionally) item, with the row locked when `lock` (the pay
 * call, so the last use cannot be taken twice). Refusals: 422 source `source`, keys in the contract.
 */
export async function checkPromotion(
  db: DatabaseTx,
  input: { code: string; userId: number; item?: TItemRow | null; lock?: boolean; source?: string; exceptPaymentId?: number },
): Promise<TPromotionRow> {
  const source = input.source ?? "code";
  const [row] = await db.query<TPromotionRow>(
    `select p.id, p.code, p.type, p.kind, p.percent_bp, p.amount_cents, p.goods, p.item_ids, p.valid_from, p.valid_until,
            p.max_uses, p.once_per_user, p.new_signup_days,
            (select count(*)::int from payments x where x.promotion_id = p.id and x.status <> -1 and x.id <> $3) as used,
            (select count(*)::int from payments x where x.promotion_id = p.id and x.status <> -1 and x.user_id = $2 and x.id <> $3) as used_by_user,
            (select floor(extract(epoch from now() - u.created_at) / 86400)::int from users u where u.id = $2) as user_age_days
       from promotions p
      where p.code = $1 and p.active
      ${input.lock ? "for update of p" : ""}`,
    [normalizeCode(input.code), input.userId, input.exceptPaymentId ?? 0],
  );
  if (!row) throw new AppError(422, "validation.payment.promotion_invalid", source);
  const now = Date.now();
  if (row.valid_from && new Date(row.valid_from).getTime() > now) throw new AppError(422, "exception.checkout.promotion_not_started", source);
  if (row.valid_until && new Date(row.valid_until).getTime() <= now) throw new AppError(422, "exception.checkout.promotion_expired", source);
  if (row.max_uses !== null && row.used >= row.max_uses) throw new AppError(422, "exception.checkout.promotion_used_up", source);
  if (row.once_per_user && row.used_by_user > 0) throw new AppError(422, "exception.checkout.promotion_already_used", source);
  if (row.type === "landing_new_signup" && row.user_age_days > (row.new_signup_days ?? 30)) {
    throw new AppError(422, "exception.checkout.promotion_new_signup_only", source);
  }
  if (input.item) {
    if ((row.goods && row.goods !== input.item.goods) || (row.item_ids && !row.item_ids.includes(input.item.id))) {
      throw new AppError(422, "exception.checkout.promotion_not_applicable", source);
    }
  }
  return row;
}

export function pricePromotionOf(row: TPromotionRow): TPricePromotion {
  return row.kind === "percent" ? { kind: "percent", percent: row.percent_bp! } : { kind: "fixed", amount: row.amount_cents! };
}

export function promotionView(row: TPromotionRow): TPromotion {
  return {
    code: row.code,
    type: row.type,
    kind: row.kind,
    percent_bp: row.percent_bp,
    amount_cents: row.amount_cents,
    valid_from: row.valid_from ? new Date(row.valid_from).toISOString() : null,
    valid_until: row.valid_until ? new Date(row.valid_until).toISOString() : null,
    goods: row.goods,
    item_ids: row.item_ids,
    remaining_uses: row.max_uses === null ? null : Math.max(0, row.max_uses - row.used),
  };
}
