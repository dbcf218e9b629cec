import { randomBytes } from "node:crypto";
import type { TProviderEvent } from "@samtrot/api-client/contracts";
import type { DatabaseTx } from "@samtrot/db";
import type { TEnv } from "../../env.js";
import type { Logger } from "../../logger.js";
import { book } from "../ledger/book.js";
import { createNotifications } from "../notifications/create-notifications.js";
import { findItem, type TItemRow } from "./catalogue.js";
import { activateMembership, endMembership } from "../membership/activate-membership.js";
import { invoicePayment, markInvoicePayment } from "./invoice-for-payment.js";
import { sendRebillFailed } from "./payment-mails.js";
import { REBILL_LEAD_MS, addMonths, lockSubscription, moveSubscription } from "./subscription-state.js";

export type TPaymentRow = {
  id: number;
  user_id: number;
  item_id: number;
  goods: "membership" | "dollar" | "token";
  kind: "order" | "rebill" | "auto_recharge";
  payment_type: "DD" | "CC" | "TR" | "CT";
  status: -1 | 0 | 1 | 2;
  gross_cents: number;
  currency: string;
  subscription_id: number | null;
  result: TPaymentResult | null;
  returned_at: Date | null;
  refunded_at: Date | null;
  charged_back_at: Date | null;
};

export type TPaymentResult = {
  member_until: string | null;
  credited: { currency: "dollar" | "token"; amount: number } | null;
  invoice: { id: number; number: string } | null;
  /** what a return / refund / charge-back took back (the balance may have been spent: shortfall) */
  reversed?: { type: "reclaim" | "refund" | "froze"; amount: number; shortfall: number } | null;
  defrosted?: number;
};

export async function lockPayment(tx: DatabaseTx, id: number): Promise<TPaymentRow | null> {
  const [row] = await tx.query<TPaymentRow>(
    `select id, user_id, item_id, goods, kind, payment_type, status, gross_cents, currency, subscription_id, result, returned_at, refunded_at, charged_back_at
       from payments where id = $1 for update`,
    [id],
  );
  return row ?? null;
}

/** Translation key of a provider's failure reason. */
export function failureKeyOf(reason: string | undefined): string {
  switch (reason) {
    case "card_declined":
      return "exception.checkout.card_declined";
    case "insufficient_funds":
      return "exception.checkout.debit_failed";
    case "authentication_failed":
      return "exception.checkout.authentication_failed";
    case "authentication_cancelled":
    case "cancelled":
      return "exception.checkout.payment_cancelled";
    case "timeout":
      return "exception.checkout.payment_timeout";
    default:
      return "exception.checkout.payment_failed";
  }
}

export type TOutcomeDeps = { env: TEnv; brand: string; logger?: Logger };

/**
 * The money arrived: deliver what was bought in the same transaction — the membership (period from the end of
 * the running one), or the dollars/tokens (ledger purchase, key `payment:<id>`, so a second success books
 * nothing) — and mark the payment paid. Only from none/pending; a payment already paid stays as it is.
 */
export async function completePayment(
  tx: DatabaseTx,
  payment: TPaymentRow,
  event: Pick<TProviderEvent, "transaction" | "card_token">,
  deps: TOutcomeDeps,
): Promise<boolean> {
  if (payment.status !== 0 && payment.status !== 2) return false;
  const item = (await findItemAnyState(tx, payment.item_id))!;
  const result: TPaymentResult = { member_until: null, credited: null, invoice: null };
  let period: { from: Date; to: Date } | null = null;
  if (item.goods === "membership") {
    const sub = payment.subscription_id ? await lockSubscription(tx, payment.subscription_id) : null;
    const [user] = await tx.query<{ member_until: Date | null; is_member: boolean }>(`select member_until, is_member from users where id = $1 for update`, [payment.user_id]);
    const now = new Date();
    let start = now;
    if (sub?.period_end && new Date(sub.period_end) > start) start = new Date(sub.period_end);
    else if (user?.is_member && user.member_until && new Date(user.member_until) > start) start = new Date(user.member_until);
    const end = addMonths(start, item.months!);
    period = { from: start, to: end };
    const { memberUntil } = await activateMembership(tx, { userId: payment.user_id, until: end, source: { kind: "payment", id: payment.id } });
    result.member_until = memberUntil.toISOString();
    if (sub) {
      const renews = item.renewable && !sub.cancelled_at;
      await moveSubscription(tx, sub, "paid", {
        period_start: start.toISOString(),
        period_end: end.toISOString(),
        next_rebill_at: renews ? new Date(Math.max(end.getTime() - REBILL_LEAD_MS, now.getTime())).toISOString() : null,
        rebill_token: null,
        ended_at: null,
        failed_rebills: 0,
        // spec 001 §3 rebill groups: a paid renewal puts the customer among the active payers
        rebill_group: payment.kind === "rebill" ? "active_paying" : "default",
        card_token: event.card_token ?? sub.card_token,
      });
    }
  } else {
    const amount = item.amount!;
    await book(tx, {
      idempotencyKey: `payment:${payment.id}`,
      type: "purchase",
      currency: item.goods,
      amount,
      from: { system: "external" },
      to: { userId: payment.user_id },
      reference: { kind: "payment", id: payment.id },
    });
    result.credited = { currency: item.goods, amount };
    if (payment.kind === "auto_recharge") await tx.query(`update payment_auto_recharge set last_recharged_at = now() where user_id = $1`, [payment.user_id]);
  }
  result.invoice = await invoicePayment(tx, payment, item, period, deps);
  await tx.query(
    `update payments set status = 1, paid_at = now(), failure = null, provider_transaction = coalesce($2, provider_transaction), result = $3::jsonb, updated_at = now() where id = $1`,
    [payment.id, event.transaction ?? null, JSON.stringify(result)],
  );
  payment.status = 1;
  payment.result = result;
  await createNotifications(tx, [
    {
      userId: payment.user_id,
      kind: "payment_success",
      params: { goods: item.goods, amount: result.credited?.amount ?? null, member_until: result.member_until, gross_cents: payment.gross_cents, currency: payment.currency },
      link: item.goods === "membership" ? "/user/membership" : "/user/dollar",
    },
  ]);
  return true;
}

async function findItemAnyState(tx: DatabaseTx, id: number): Promise<TItemRow | null> {
  const [row] = await tx.query<TItemRow>(`select id, goods, code, months, renewable, amount, currency, net_cents, methods, highlighted from payment_items where id = $1`, [id]);
  return row ?? (await findItem(tx, id));
}

/**
 * The payment failed (declined, bounced, cancelled, timed out): nothing was delivered, so nothing is taken back.
 * A failed renewal keeps the benefits until the paid period ends and sends the paywall/rebill link.
 */
export async function failPayment(tx: DatabaseTx, payment: TPaymentRow, failureKey: string, deps: TOutcomeDeps): Promise<boolean> {
  if (payment.status !== 0 && payment.status !== 2) return false;
  await tx.query(`update payments set status = -1, failed_at = now(), failure = $2, updated_at = now() where id = $1`, [payment.id, failureKey]);
  payment.status = -1;
  await createNotifications(tx, [
    { userId: payment.user_id, kind: "payment_failed", params: { goods: payment.goods, reason: failureKey, gross_cents: payment.gross_cents, currency: payment.currency }, link: payment.goods === "membership" ? "/user/membership" : "/user/dollar" },
  ]);
  if (!payment.subscription_id) return true;
  const sub = await lockSubscription(tx, payment.subscription_id);
  if (!sub) return true;
  if (payment.kind === "rebill") {
    const token = sub.rebill_token ?? randomBytes(24).toString("base64url");
    const moved = await moveSubscription(tx, sub, "declined", {
      rebill_token: token,
      rebill_group: "second_request_for_payment",
      next_rebill_at: null,
    });
    if (moved) {
      await tx.query(`update subscriptions set failed_rebills = failed_rebills + 1 where id = $1`, [sub.id]);
      const [user] = await tx.query<{ locale: string }>(`select locale from users where id = $1`, [payment.user_id]);
      const locale = user?.locale ?? "de";
      await sendRebillFailed(tx, {
        userId: payment.user_id,
        link: `${deps.env.WEB_BASE_URL}/${locale}/paywall/rebill/${token}`,
        periodEnd: new Date(sub.period_end ?? Date.now()),
        brand: deps.brand,
      });
    }
  } else {
    await moveSubscription(tx, sub, "declined", { next_rebill_at: null });
  }
  return true;
}

/**
 * Money that came back after success: a returned debit (reclaim), a refund, a charge-back (froze: into the frozen
 * account until it is lifted). The membership ends at once; dollars/tokens are taken back as far as the balance
 * still holds them (spent ones cannot be: the shortfall is recorded). Each kind books once per payment.
 */
export async function reversePayment(tx: DatabaseTx, payment: TPaymentRow, how: "returned" | "refunded" | "charged_back"): Promise<boolean> {
  if (payment.status !== 1) return false;
  const column = how === "returned" ? "returned_at" : how === "refunded" ? "refunded_at" : "charged_back_at";
  if (payment[column] || (how !== "charged_back" && (payment.returned_at || payment.refunded_at))) return false;
  const item = (await findItemAnyState(tx, payment.item_id))!;
  const result: TPaymentResult = { ...(payment.result ?? { member_until: null, credited: null, invoice: null }) };
  if (item.goods === "membership") {
    await endMembership(tx, payment.user_id, how === "returned" ? "reversed" : how === "refunded" ? "refunded" : "charge_back");
    if (payment.subscription_id) {
      const sub = await lockSubscription(tx, payment.subscription_id);
      if (sub) await moveSubscription(tx, sub, how === "returned" ? "returned" : how === "refunded" ? "refund" : "charge_back", { next_rebill_at: null, ended_at: new Date().toISOString() });
    }
  } else {
    const [account] = await tx.query<{ balance: string | number }>(
      `select balance from ledger_accounts where user_id = $1 and currency = $2 for update`,
      [payment.user_id, item.goods],
    );
    const balance = Number(account?.balance ?? 0);
    const take = Math.min(balance, item.amount!);
    const type = how === "returned" ? "reclaim" : how === "refunded" ? "refund" : "froze";
    if (take > 0) {
      await book(tx, {
        idempotencyKey: `payment:${payment.id}:${type}`,
        type,
        currency: item.goods,
        amount: take,
        from: { userId: payment.user_id },
        to: { system: how === "charged_back" ? "frozen" : "external" },
        reference: { kind: "payment", id: payment.id },
      });
    }
    result.reversed = { type, amount: take, shortfall: item.amount! - take };
  }
  await markInvoicePayment(tx, payment.id, how === "returned" ? "returned" : how === "refunded" ? "refund" : "charge_back");
  await tx.query(
    `update payments set ${column} = now(), failure = coalesce($3, failure), result = $2::jsonb, updated_at = now() where id = $1`,
    [payment.id, JSON.stringify(result), how === "returned" ? "exception.checkout.debit_returned" : null],
  );
  return true;
}

/** A charge-back was lifted: what was frozen goes back to the user (defrost, once). */
export async function liftChargeback(tx: DatabaseTx, payment: TPaymentRow): Promise<boolean> {
  const frozen = payment.result?.reversed?.type === "froze" ? payment.result.reversed.amount : 0;
  if (!payment.charged_back_at || frozen <= 0 || payment.result?.defrosted) return false;
  await book(tx, {
    idempotencyKey: `payment:${payment.id}:defrost`,
    type: "defrost",
    currency: payment.goods === "token" ? "token" : "dollar",
    amount: frozen,
    from: { system: "frozen" },
    to: { userId: payment.user_id },
    reference: { kind: "payment", id: payment.id },
  });
  await tx.query(`update payments set result = result || jsonb_build_object('defrosted', $2::int), updated_at = now() where id = $1`, [payment.id, frozen]);
  return true;
}
