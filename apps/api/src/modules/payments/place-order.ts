import { randomBytes } from "node:crypto";
import { SUBSCRIPTION_STATUS } from "@samtrot/constants-catalogue";
import { validatePayBody } from "@samtrot/payments";
import type { TPayBody, TPaymentView } from "@samtrot/api-client/contracts";
import type { Database, DatabaseTx } from "@samtrot/db";
import type { z } from "zod";
import type { ZPayBody } from "@samtrot/api-client/contracts";
import type { TEnv } from "../../env.js";
import { AppError } from "../../http/errors.js";
import { allowedOrigins } from "../accounts/web-links.js";
import { itemView, quoteOf, requireItem, requireMethod, type TItemRow } from "./catalogue.js";
import { sendPrenotification } from "./payment-mails.js";
import { failPayment, lockPayment } from "./payment-outcomes.js";
import { MERCHANT_ACCOUNT, loadPaymentView, maskIban } from "./payment-view.js";
import { checkPromotion, pricePromotionOf } from "./promotions.js";
import type { TPaymentProvider } from "./provider.js";

type TPayInput = z.output<typeof ZPayBody>;

/** Orders that may wait for their money at once per user (a card page left open, a transfer not yet made). */
export const OPEN_ORDERS_LIMIT = 5;

export type TCheckoutDeps = {
  database: Database;
  env: TEnv;
  provider: TPaymentProvider;
  /** where browsers reach the provider's pages (the sandbox's: this api) */
  publicUrl: string;
  /** the brand's web address with locale, for return links and mails (webBaseOf) */
  webBase: string;
  brand: string;
};

export function describeItem(item: TItemRow, locale: string): string {
  const de = locale === "de";
  if (item.goods === "membership") {
    const months = item.months ?? 1;
    return de ? `Plus-Mitgliedschaft ${months} ${months === 1 ? "Monat" : "Monate"}` : `Plus membership ${months} ${months === 1 ? "month" : "months"}`;
  }
  return `${item.amount} ${item.goods === "dollar" ? "Dollar" : de ? "Token" : "tokens"}`;
}

/** A return address the provider may send the customer to: only an origin of our own web (no open redirect). */
export function requireWebUrl(env: TEnv, url: string, source: string): string {
  try {
    const parsed = new URL(url);
    if (allowedOrigins(env).has(parsed.origin) && (parsed.protocol === "http:" || parsed.protocol === "https:")) return parsed.toString();
  } catch {
    /* refused below */
  }
  throw new AppError(422, "validation.checkout.return_url_invalid", source);
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Upserts the customer's mandate for this IBAN; FRST when no debit under it was collected yet. */
export async function mandateFor(tx: DatabaseTx, userId: number, input: { iban: string; bic?: string | null; accountHolder: string }) {
  const reference = `STM-${userId}-${randomBytes(5).toString("hex").toUpperCase()}`;
  const [mandate] = await tx.query<{ id: number; reference: string; iban: string; signed_at: Date }>(
    `insert into sepa_mandates (user_id, reference, iban, bic, account_holder) values ($1, $2, $3, $4, $5)
     on conflict (user_id, iban) do update set account_holder = excluded.account_holder, bic = coalesce(excluded.bic, sepa_mandates.bic), revoked_at = null
     returning id, reference, iban, signed_at`,
    [userId, reference, input.iban, input.bic ?? null, input.accountHolder],
  );
  const [used] = await tx.query<{ n: number }>(`select count(*)::int as n from payments where mandate_id = $1 and status = 1`, [mandate!.id]);
  return { ...mandate!, sequence: (used!.n > 0 ? "RCUR" : "FRST") as "FRST" | "RCUR" };
}

/**
 * Hands a placed payment to the provider by its type: DD → mandate, pre-notification, debit submitted
 * (pending); CC → waits for the card page (none); TR → bank transfer reference (pending); CT → the cashtocode
 * page (none). Runs in the order's transaction.
 */
export async function startPayment(
  tx: DatabaseTx,
  deps: TCheckoutDeps,
  payment: { id: number; userId: number; item: TItemRow; grossCents: number; currency: string; type: "DD" | "CC" | "TR" | "CT"; locale: string; subscriptionId: number | null },
  extra: {
    mandate?: { iban: string; bic?: string | null; accountHolder: string } | { id: number };
    cardToken?: string | null;
    jumpLink?: string;
    /** the customer was told of this debit already (the renewal's pre-notification) */
    prenotified?: boolean;
  },
): Promise<void> {
  const order = { paymentId: payment.id, userId: payment.userId, amountCents: payment.grossCents, currency: payment.currency, description: `${deps.brand} · ${describeItem(payment.item, payment.locale)}` };
  if (payment.type === "DD") {
    let mandate: { id: number; reference: string; iban: string; sequence: "FRST" | "RCUR" };
    if (extra.mandate && "iban" in extra.mandate) mandate = await mandateFor(tx, payment.userId, extra.mandate);
    else {
      const [row] = await tx.query<{ id: number; reference: string; iban: string; n: number }>(
        `select m.id, m.reference, m.iban, (select count(*)::int from payments p where p.mandate_id = m.id and p.status = 1) as n
           from sepa_mandates m where m.id = $1 and m.user_id = $2 and m.revoked_at is null`,
        [extra.mandate?.id ?? 0, payment.userId],
      );
      if (!row) throw new AppError(422, "exception.checkout.mandate_missing", "iban");
      mandate = { ...row, sequence: row.n > 0 ? "RCUR" : "FRST" };
    }
    const collection = new Date(Date.now() + 24 * 60 * 60 * 1000);
    await tx.query(
      `update payments set status = 2, mandate_id = $2, collection_date = $3::date, updated_at = now() where id = $1`,
      [payment.id, mandate.id, isoDay(collection)],
    );
    await tx.query(`update sepa_mandates set last_used_at = now() where id = $1`, [mandate.id]);
    if (payment.subscriptionId) {
      await tx.query(`update subscriptions set mandate_id = $2 where id = $1`, [payment.subscriptionId, mandate.id]);
    }
    if (!extra.prenotified) await sendPrenotification(tx, {
      userId: payment.userId,
      amountCents: payment.grossCents,
      collectionDate: isoDay(collection),
      mandateReference: mandate.reference,
      creditorId: MERCHANT_ACCOUNT.creditor_id,
      ibanMasked: maskIban(mandate.iban),
      description: `${order.description} (#${payment.id})`,
      brand: deps.brand,
    });
    await deps.provider.submitDirectDebit(tx, { ...order, mandateReference: mandate.reference, iban: mandate.iban, sequence: mandate.sequence, collectionDate: isoDay(collection) });
    return;
  }
  if (payment.type === "CC") {
    if (extra.cardToken) {
      await tx.query(`update payments set status = 2, updated_at = now() where id = $1`, [payment.id]);
      await deps.provider.chargeCard(tx, { ...order, cardToken: extra.cardToken });
    } else {
      await tx.query(`update payments set expires_at = now() + make_interval(mins => $2), updated_at = now() where id = $1`, [payment.id, deps.env.PAYMENT_CARD_TIMEOUT_MINUTES]);
    }
    return;
  }
  if (payment.type === "TR") {
    const reference = `ST-${payment.id}-${randomBytes(3).toString("hex").toUpperCase()}`;
    await tx.query(
      `update payments set status = 2, transfer_reference = $2, expires_at = now() + make_interval(days => $3), updated_at = now() where id = $1`,
      [payment.id, reference, deps.env.PAYMENT_TRANSFER_TIMEOUT_DAYS],
    );
    return;
  }
  const returnUrl = extra.jumpLink ?? `${deps.webBase}/buy/confirm`;
  const url = await deps.provider.cashtocodePage(tx, { ...order, returnUrl, locale: payment.locale, publicUrl: deps.publicUrl });
  await tx.query(
    `update payments set redirect_url = $2, jump_link = $3, expires_at = now() + make_interval(mins => $4), updated_at = now() where id = $1`,
    [payment.id, url, returnUrl, deps.env.PAYMENT_CARD_TIMEOUT_MINUTES],
  );
}

/**
 * `POST /api/v2/payment/pay`: checks the body with the membership form's rules, prices the order on the server
 * (promotion, VAT), refuses a price the customer did not see, and places the order with its subscription
 * (membership) in one transaction under the user's row lock, so a double click or a retried request (same
 * request_key) answers the first order.
 */
export async function placeOrder(deps: TCheckoutDeps, userId: number, body: TPayInput): Promise<TPaymentView> {
  const { database, env } = deps;
  if (body.request_key) {
    const [earlier] = await database.query<{ id: number }>(`select id from payments where user_id = $1 and request_key = $2`, [userId, body.request_key]);
    if (earlier) return loadPaymentView(database, earlier.id, userId);
  }
  if (body.target_user_id && body.target_user_id !== userId) throw new AppError(422, "validation.checkout.gift_unavailable", "target_user_id");
  const item = await requireItem(database, body.item_id);
  requireMethod(item, body.payment_type);
  const customerVat = { vatCountry: body.country_code, vatNumber: body.using_vat ? body.vat : null };
  const shown = itemView(item, customerVat, 1);
  const checked = validatePayBody(body, { id: item.id, grossCents: shown.gross_cents, currency: item.currency });
  if (!checked.ok) {
    throw AppError.fromEntries(422, checked.errors.map((error, i) => ({ code: 422, title: error.title, source: checked.sources[i]! })));
  }
  const jumpLink = body.payment_type === "CT" && body.jump_link ? requireWebUrl(env, body.jump_link, "jump_link") : undefined;
  const pay = checked.value;

  const paymentId = await database.transaction(async (tx) => {
    const [user] = await tx.query<{ id: number; locale: string }>(`select id, locale from users where id = $1 and deleted_at is null for update`, [userId]);
    if (!user) throw new AppError(401, "exception.common.unauthorized");
    if (body.request_key) {
      const [earlier] = await tx.query<{ id: number }>(`select id from payments where user_id = $1 and request_key = $2`, [userId, body.request_key]);
      if (earlier) return earlier.id;
    }
    const [open] = await tx.query<{ n: number }>(`select count(*)::int as n from payments where user_id = $1 and status in (0, 2) and kind = 'order'`, [userId]);
    if (open!.n >= OPEN_ORDERS_LIMIT) throw new AppError(429, "exception.checkout.too_many_open_orders");
    if (item.goods === "membership") {
      // A new membership checkout supersedes an unfinished one (card page or cashtocode never completed): it is
      // given up, its provider page closed, so it neither blocks this order nor takes money later.
      const unfinished = await tx.query<{ id: number }>(
        `select id from payments where user_id = $1 and goods = 'membership' and kind = 'order' and status = 0 for update`,
        [userId],
      );
      for (const open of unfinished) {
        const payment = (await lockPayment(tx, open.id))!;
        await failPayment(tx, payment, "exception.checkout.payment_cancelled", deps);
        await deps.provider.cancelOrder(tx, open.id);
      }
    }
    if (item.goods === "membership" && item.renewable) {
      const [running] = await tx.query<{ id: number }>(
        `select s.id from subscriptions s join payment_items i on i.id = s.item_id
          where s.user_id = $1 and i.renewable and s.cancelled_at is null and s.state = any($2::smallint[]) limit 1`,
        [userId, [SUBSCRIPTION_STATUS.subscribed, SUBSCRIPTION_STATUS.running, SUBSCRIPTION_STATUS.submitting, SUBSCRIPTION_STATUS.submitted]],
      );
      if (running) throw new AppError(409, "exception.checkout.subscription_running", "item_id");
    }
    const promotion = body.promotion_code?.trim()
      ? await checkPromotion(tx, { code: body.promotion_code, userId, item, lock: true, source: "promotion_code" })
      : null;
    const quote = quoteOf(item, customerVat, promotion ? pricePromotionOf(promotion) : undefined);
    if (body.price !== undefined && body.price !== quote.gross_cents && !body.ignore_price) {
      throw new AppError(409, "exception.checkout.price_changed", "price");
    }
    if (body.currency && body.currency.toUpperCase() !== quote.currency && !body.ignore_currency) {
      throw new AppError(409, "exception.checkout.currency_changed", "currency");
    }
    let subscriptionId: number | null = null;
    if (item.goods === "membership") {
      // init → submit → submitting (@samtrot/payments), kept as the spec's code
      const [sub] = await tx.query<{ id: number }>(
        `insert into subscriptions (user_id, item_id, state, payment_type) values ($1, $2, $3, $4) returning id`,
        [userId, item.id, SUBSCRIPTION_STATUS.submitting, body.payment_type],
      );
      subscriptionId = sub!.id;
    }
    const customer = {
      salutation: pay.salutation,
      firstname: pay.firstname,
      lastname: pay.lastname,
      street: pay.street,
      house: pay.house,
      zipcode: pay.zipcode,
      city: pay.city,
      country: pay.country,
      email: pay.email,
      birth_date: pay.birth_date,
      accountholder: pay.accountholder ?? null,
      // the brand the order was placed on: its company issues the invoice
      brand: deps.brand,
    };
    const [row] = await tx.query<{ id: number }>(
      `insert into payments (user_id, item_id, goods, kind, payment_type, status, currency, original_net_cents, discount_cents, net_cents, vat_cents, gross_cents,
                             vat_country, vat_rate_bp, vat_reason, vat_number, promotion_id, customer, referer, request_key, subscription_id, internal_information)
       values ($1, $2, $3, 'order', $4, 0, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16::jsonb, $17, $18, $19, $20)
       returning id`,
      [
        userId, item.id, item.goods, body.payment_type, quote.currency, quote.original_net_cents, quote.discount_cents, quote.net_cents, quote.vat_cents,
        quote.gross_cents, quote.vat.country, quote.vat.rate_bp, quote.vat.reason, pay.using_vat ? pay.vat : null, promotion?.id ?? null,
        JSON.stringify(customer), body.referer ?? null, body.request_key ?? null, subscriptionId, body.internal_information ?? null,
      ],
    );
    await startPayment(
      tx,
      deps,
      { id: row!.id, userId, item, grossCents: quote.gross_cents, currency: quote.currency, type: body.payment_type, locale: user.locale, subscriptionId },
      {
        mandate: pay.iban ? { iban: pay.iban, bic: pay.bic ?? null, accountHolder: pay.accountholder ?? `${pay.firstname} ${pay.lastname}` } : undefined,
        jumpLink,
      },
    );
    if (subscriptionId && body.payment_type === "DD") {
      await tx.query(`update subscriptions set state = $2 where id = $1`, [subscriptionId, SUBSCRIPTION_STATUS.submitted]);
    }
    return row!.id;
  });
  return loadPaymentView(database, paymentId, userId);
}

export type { TPayBody };
