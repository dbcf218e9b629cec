import { SUBSCRIPTION_STATUS } from "@samtrot/constants-catalogue";
import { grantsBenefits } from "@samtrot/payments";
import type { TPaymentView, TPriceQuote, TSubscription } from "@samtrot/api-client/contracts";
import type { Database, DatabaseTx } from "@samtrot/db";
import { AppError, notFound } from "../../http/errors.js";
import { itemView, quoteOf, type TItemRow } from "./catalogue.js";
import { endMembership } from "../membership/activate-membership.js";
import { sendPrenotification } from "./payment-mails.js";
import { MERCHANT_ACCOUNT, loadPaymentView, maskIban } from "./payment-view.js";
import { describeItem, startPayment, type TCheckoutDeps } from "./place-order.js";
import { lockSubscription, moveSubscription, stateOf, type TSubscriptionRow } from "./subscription-state.js";

type TListRow = TSubscriptionRow & { item: TItemRow; vat_country: string | null; vat_number: string | null };

const LIST_SQL = `
  select s.id, s.user_id, s.item_id, s.state, s.payment_type, s.rebill_group, s.mandate_id, s.card_token, s.period_start, s.period_end,
         s.next_rebill_at, s.cancelled_at, s.rebill_token, i.renewable, i.months, row_to_json(i.*) as item,
         lp.vat_country, lp.vat_number
    from subscriptions s
    join payment_items i on i.id = s.item_id
    left join lateral (select vat_country, vat_number from payments p where p.subscription_id = s.id order by p.id limit 1) lp on true`;

function view(row: TListRow): TSubscription {
  const state = stateOf(row);
  const periodEnd = row.period_end ? new Date(row.period_end) : null;
  return {
    id: row.id,
    item: itemView(row.item, { vatCountry: row.vat_country ?? "DE", vatNumber: row.vat_number }, 1),
    state,
    state_code: row.state,
    payment_type: row.payment_type,
    rebill_group: row.rebill_group,
    period_start: row.period_start ? new Date(row.period_start).toISOString() : null,
    period_end: periodEnd ? periodEnd.toISOString() : null,
    next_rebill_at: row.next_rebill_at ? new Date(row.next_rebill_at).toISOString() : null,
    cancelled_at: row.cancelled_at ? new Date(row.cancelled_at).toISOString() : null,
    // benefits: a state that grants them and a period not over; a failed rebill keeps the paid period
    active: !!periodEnd && periodEnd > new Date() && (grantsBenefits(state) || state === "failed"),
    rebill_token: state === "failed" ? row.rebill_token : null,
  };
}

export async function listSubscriptions(db: DatabaseTx, userId: number): Promise<TSubscription[]> {
  const rows = await db.query<TListRow>(`${LIST_SQL} where s.user_id = $1 and s.state <> $2 order by s.id desc limit 50`, [userId, SUBSCRIPTION_STATUS.init]);
  return rows.map(view);
}

async function loadOne(db: DatabaseTx, id: number, userId: number): Promise<TSubscription> {
  const [row] = await db.query<TListRow>(`${LIST_SQL} where s.id = $1 and s.user_id = $2`, [id, userId]);
  if (!row) throw notFound("exception.checkout.subscription_not_found");
  return view(row);
}

/** Cancels the renewal: no more rebills; the benefits stay until period_end (then the expiry job ends it). */
export async function cancelSubscription(database: Database, userId: number, id: number): Promise<TSubscription> {
  await database.transaction(async (tx) => {
    const sub = await lockSubscription(tx, id);
    if (!sub || sub.user_id !== userId) throw notFound("exception.checkout.subscription_not_found");
    if (!sub.renewable) throw new AppError(409, "validation.payment.transition_invalid", "id");
    const moved = await moveSubscription(tx, sub, "cancel", { cancelled_at: new Date().toISOString(), next_rebill_at: null });
    if (!moved) throw new AppError(409, "validation.payment.transition_invalid", "id");
  });
  return loadOne(database, id, userId);
}

/**
 * Due renewals (recurring job): a rebill payment per renewable subscription whose next_rebill_at has come, by
 * the stored mandate (DD) or card token (CC). next_rebill_at is cleared in the same transaction, so a second
 * runner or a rerun never charges one period twice.
 */
export async function rebillDueSubscriptions(deps: TCheckoutDeps, limit = 50): Promise<number> {
  let count = 0;
  for (;;) {
    const done = await deps.database.transaction(async (tx) => {
      const [due] = await tx.query<{ id: number }>(
        `select id from subscriptions
          where next_rebill_at <= now() and cancelled_at is null and state = any($1::smallint[])
          order by next_rebill_at limit 1 for update skip locked`,
        [[SUBSCRIPTION_STATUS.subscribed, SUBSCRIPTION_STATUS.running]],
      );
      if (!due) return false;
      const sub = (await lockSubscription(tx, due.id))!;
      const [notice] = await tx.query<{ told: boolean }>(`select prenotified_for is not distinct from next_rebill_at as told from subscriptions where id = $1`, [sub.id]);
      await tx.query(`update subscriptions set next_rebill_at = null, updated_at = now() where id = $1`, [sub.id]);
      await placeRebillPayment(
        tx,
        deps,
        sub,
        sub.payment_type === "CC" ? { type: "CC", cardToken: sub.card_token } : { type: "DD", mandateId: sub.mandate_id, prenotified: notice?.told === true },
      );
      return true;
    });
    if (!done) return count;
    count += 1;
    if (count >= limit) return count;
  }
}

/** A payment of one more period of `sub` at the current price for the VAT of its first payment (no promotion). */
export async function placeRebillPayment(
  tx: DatabaseTx,
  deps: TCheckoutDeps,
  sub: TSubscriptionRow,
  how:
    | { type: "DD"; mandateId?: number | null; mandate?: { iban: string; bic?: string | null; accountHolder: string }; prenotified?: boolean }
    | { type: "CC"; cardToken?: string | null },
): Promise<number> {
  const [first] = await tx.query<{ vat_country: string; vat_number: string | null; customer: unknown; locale: string }>(
    `select p.vat_country, p.vat_number, p.customer, u.locale from payments p join users u on u.id = p.user_id
      where p.subscription_id = $1 order by p.id limit 1`,
    [sub.id],
  );
  const [item] = await tx.query<TItemRow>(`select id, goods, code, months, renewable, amount, currency, net_cents, methods, highlighted from payment_items where id = $1`, [sub.item_id]);
  const quote = quoteOf(item!, { vatCountry: first?.vat_country ?? "DE", vatNumber: first?.vat_number ?? null });
  const [row] = await tx.query<{ id: number }>(
    `insert into payments (user_id, item_id, goods, kind, payment_type, status, currency, original_net_cents, discount_cents, net_cents, vat_cents, gross_cents,
                           vat_country, vat_rate_bp, vat_reason, vat_number, customer, subscription_id)
     values ($1, $2, 'membership', 'rebill', $3, 0, $4, $5, 0, $6, $7, $8, $9, $10, $11, $12, $13::jsonb, $14) returning id`,
    [
      sub.user_id, sub.item_id, how.type, quote.currency, quote.original_net_cents, quote.net_cents, quote.vat_cents, quote.gross_cents,
      quote.vat.country, quote.vat.rate_bp, quote.vat.reason, quote.vat.reason === "reverse_charge" ? first?.vat_number ?? null : null,
      JSON.stringify(first?.customer ?? {}), sub.id,
    ],
  );
  const payment = { id: row!.id, userId: sub.user_id, item: item!, grossCents: quote.gross_cents, currency: quote.currency, type: how.type, locale: first?.locale ?? "de", subscriptionId: sub.id };
  if (how.type === "DD") {
    await startPayment(tx, deps, payment, { mandate: how.mandate ?? (how.mandateId ? { id: how.mandateId } : undefined), prenotified: how.prenotified });
  } else {
    await startPayment(tx, deps, payment, { cardToken: how.cardToken ?? null });
  }
  return row!.id;
}

/**
 * SEPA pre-notification of renewals (recurring job): a direct-debit subscription due within 3 days gets its
 * e-mail once per due date (prenotified_for).
 */
export async function prenotifyRenewals(deps: TCheckoutDeps): Promise<number> {
  return deps.database.transaction(async (tx) => {
    const due = await tx.query<{ id: number; user_id: number; next_rebill_at: Date; reference: string; iban: string; item: TItemRow; vat_country: string | null; vat_number: string | null; locale: string }>(
      `select s.id, s.user_id, s.next_rebill_at, m.reference, m.iban, row_to_json(i.*) as item, lp.vat_country, lp.vat_number, u.locale
         from subscriptions s
         join sepa_mandates m on m.id = s.mandate_id
         join payment_items i on i.id = s.item_id
         join users u on u.id = s.user_id
         left join lateral (select vat_country, vat_number from payments p where p.subscription_id = s.id order by p.id limit 1) lp on true
        where s.payment_type = 'DD' and s.cancelled_at is null and s.next_rebill_at is not null
          and s.next_rebill_at <= now() + interval '3 days'
          and s.prenotified_for is distinct from s.next_rebill_at
          and s.state = any($1::smallint[])
        order by s.next_rebill_at limit 200
        for update of s skip locked`,
      [[SUBSCRIPTION_STATUS.subscribed, SUBSCRIPTION_STATUS.running]],
    );
    for (const row of due) {
      const quote = quoteOf(row.item, { vatCountry: row.vat_country ?? "DE", vatNumber: row.vat_number });
      const collection = new Date(Math.max(new Date(row.next_rebill_at).getTime(), Date.now()) + 24 * 60 * 60 * 1000);
      await sendPrenotification(tx, {
        userId: row.user_id,
        amountCents: quote.gross_cents,
        collectionDate: collection.toISOString().slice(0, 10),
        mandateReference: row.reference,
        creditorId: MERCHANT_ACCOUNT.creditor_id,
        ibanMasked: maskIban(row.iban),
        description: `${deps.brand} · ${describeItem(row.item, row.locale)}`,
        brand: deps.brand,
      });
      await tx.query(`update subscriptions set prenotified_for = next_rebill_at where id = $1`, [row.id]);
    }
    return due.length;
  });
}

/**
 * Ends what is over (recurring job): subscriptions whose paid period passed without a renewal (cancelled,
 * one-off, failed rebill) → ended, with the membership ended when no other running subscription holds it;
 * open orders past their time (card page left, transfer never made) → failed.
 */
export async function expireOverdue(deps: TCheckoutDeps): Promise<{ subscriptions: number; payments: number }> {
  const { failPayment, lockPayment } = await import("./payment-outcomes.js");
  let subscriptions = 0;
  let payments = 0;
  for (;;) {
    const more = await deps.database.transaction(async (tx) => {
      const [row] = await tx.query<{ id: number }>(
        `select id from subscriptions
          where period_end <= now() and ended_at is null and state = any($1::smallint[]) and (cancelled_at is not null or next_rebill_at is null)
          order by period_end limit 1 for update skip locked`,
        [[SUBSCRIPTION_STATUS.subscribed, SUBSCRIPTION_STATUS.running, SUBSCRIPTION_STATUS.cancelled, SUBSCRIPTION_STATUS.failed]],
      );
      if (!row) return false;
      const sub = (await lockSubscription(tx, row.id))!;
      if (stateOf(sub) === "failed") {
        // a failed renewal: the paid period is over; the subscription stays failed (payable on the paywall), the benefits end
        await tx.query(`update subscriptions set ended_at = now(), updated_at = now() where id = $1`, [sub.id]);
      } else {
        await moveSubscription(tx, sub, "expire", { ended_at: new Date().toISOString(), next_rebill_at: null });
      }
      const [other] = await tx.query<{ id: number }>(
        `select id from subscriptions where user_id = $1 and id <> $2 and period_end > now() and state = any($3::smallint[]) limit 1`,
        [sub.user_id, sub.id, [SUBSCRIPTION_STATUS.subscribed, SUBSCRIPTION_STATUS.running, SUBSCRIPTION_STATUS.cancelled]],
      );
      if (!other) {
        const [user] = await tx.query<{ member_until: Date | null }>(`select member_until from users where id = $1`, [sub.user_id]);
        if (!user?.member_until || new Date(user.member_until) <= new Date()) await endMembership(tx, sub.user_id, "expired");
      }
      return true;
    });
    if (!more) break;
    subscriptions += 1;
  }
  for (;;) {
    const more = await deps.database.transaction(async (tx) => {
      const [row] = await tx.query<{ id: number }>(
        `select id from payments where status in (0, 2) and expires_at <= now() order by expires_at limit 1 for update skip locked`,
      );
      if (!row) return false;
      const payment = (await lockPayment(tx, row.id))!;
      await failPayment(tx, payment, "exception.checkout.payment_timeout", deps);
      await deps.provider.cancelOrder(tx, row.id);
      return true;
    });
    if (!more) break;
    payments += 1;
  }
  return { subscriptions, payments };
}

// ---- paywall/rebill/{token}

async function subscriptionByToken(db: DatabaseTx, token: string, userId: number): Promise<TListRow> {
  const [row] = await db.query<TListRow>(`${LIST_SQL} where s.rebill_token = $1 and s.user_id = $2`, [token, userId]);
  if (!row) throw notFound("exception.checkout.rebill_token_invalid");
  return row;
}

export async function loadRebill(db: DatabaseTx, token: string, userId: number): Promise<{ subscription: TSubscription; quote: TPriceQuote; open: boolean }> {
  const row = await subscriptionByToken(db, token, userId);
  return {
    subscription: view(row),
    quote: quoteOf(row.item, { vatCountry: row.vat_country ?? "DE", vatNumber: row.vat_number }),
    open: stateOf(row) === "failed",
  };
}

/** Pays a failed renewal again (failed → submit → submitting); success makes it subscribed for a new period. */
export async function payRebill(
  deps: TCheckoutDeps,
  userId: number,
  token: string,
  body: { payment_type: "DD" | "CC"; iban?: string; bic?: string; accountholder?: string; request_key?: string },
): Promise<TPaymentView> {
  const { validateBic, validateIban } = await import("@samtrot/payments");
  let mandateInput: { iban: string; bic: string | null; accountHolder: string } | undefined;
  if (body.payment_type === "DD" && body.iban?.trim()) {
    const iban = validateIban(body.iban);
    if (!iban.ok) throw new AppError(422, iban.error, "iban");
    let bic: string | null = null;
    if (body.bic?.trim()) {
      const checked = validateBic(body.bic);
      if (!checked.ok) throw new AppError(422, checked.error, "bic");
      bic = checked.value.bic;
    }
    const holder = body.accountholder?.trim();
    if (!holder) throw new AppError(422, "validation.common.required", "accountholder");
    mandateInput = { iban: iban.value.iban, bic, accountHolder: holder };
  }
  const paymentId = await deps.database.transaction(async (tx) => {
    const found = await subscriptionByToken(tx, token, userId);
    const sub = (await lockSubscription(tx, found.id))!;
    if (body.request_key) {
      const [earlier] = await tx.query<{ id: number }>(`select id from payments where user_id = $1 and request_key = $2`, [userId, body.request_key]);
      if (earlier) return earlier.id;
    }
    if (stateOf(sub) !== "failed") throw new AppError(409, "validation.payment.transition_invalid");
    if (body.payment_type === "DD" && !mandateInput && !sub.mandate_id) throw new AppError(422, "exception.checkout.mandate_missing", "iban");
    await moveSubscription(tx, sub, "submit", { payment_type: body.payment_type });
    const id = await placeRebillPayment(tx, deps, sub, body.payment_type === "DD" ? { type: "DD", mandateId: sub.mandate_id, mandate: mandateInput } : { type: "CC", cardToken: null });
    if (body.request_key) await tx.query(`update payments set request_key = $2 where id = $1`, [id, body.request_key]);
    if (body.payment_type === "DD") await moveSubscription(tx, sub, "accepted");
    return id;
  });
  return loadPaymentView(deps.database, paymentId, userId);
}
