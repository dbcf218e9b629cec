import type { Context, Hono } from "hono";
import {
  autoRechargeContract,
  cancelSubscriptionContract,
  encryptionContract,
  membershipPackagesContract,
  payContract,
  payRebillContract,
  paymentInquiryContract,
  paymentPackagesContract,
  paymentStatusContract,
  promotionCodeContract,
  providerCallbackContract,
  rebillContract,
  sandboxTransferReceivedContract,
  saveAutoRechargeContract,
  subscriptionsContract,
  validateIbanContract,
} from "@samtrot/api-client/contracts";
import { requireUser } from "../../http/auth.js";
import { route } from "../../http/contract-route.js";
import { AppError, notFound } from "../../http/errors.js";
import type { TAppDeps, TAppEnv } from "../../http/types.js";
import { createLimiter } from "../accounts/rate-limiter.js";
import { brandOf, webBaseOf } from "../accounts/web-links.js";
import { loadAutoRecharge, saveAutoRecharge } from "./auto-recharge.js";
import { itemList, itemView, listItems, quoteOf, requireItem, requireMethod } from "./catalogue.js";
import { handleProviderCallback } from "./handle-callback.js";
import { loadPaymentView } from "./payment-view.js";
import { createPaymentsContext } from "./payments-context.js";
import { describeItem, placeOrder, requireWebUrl, type TCheckoutDeps } from "./place-order.js";
import { checkPromotion, pricePromotionOf, promotionView } from "./promotions.js";
import { registerSandboxPages } from "./sandbox/sandbox-pages.js";
import { queueSandboxEvent } from "./sandbox/sandbox-provider.js";
import { cancelSubscription, listSubscriptions, loadRebill, payRebill } from "./subscriptions.js";
import { checkIban } from "./validate-iban.js";

export const VALIDATE_IBAN_LIMIT_KEY = "exception.payment.validate_iban_exceeded_limit";
export const PROMOTION_LIMIT_KEY = "exception.checkout.promotion_exceeded_limit";

export function registerPaymentRoutes(app: Hono<TAppEnv>, deps: TAppDeps): void {
  const { env, database, logger } = deps;
  const ibanLimit = createLimiter({
    redisUrl: env.REDIS_URL,
    prefix: env.RATE_LIMIT_PREFIX,
    name: "validate-iban",
    points: env.VALIDATE_IBAN_LIMIT_PER_USER_HOUR,
    durationSeconds: 60 * 60,
  });
  const promotionLimit = createLimiter({
    redisUrl: env.REDIS_URL,
    prefix: env.RATE_LIMIT_PREFIX,
    name: "promotion-code",
    points: env.PROMOTION_CHECK_LIMIT_PER_USER_HOUR,
    durationSeconds: 60 * 60,
  });
  const context = createPaymentsContext(env);
  const checkoutDeps = (c: Context<TAppEnv>): TCheckoutDeps => {
    const webBase = webBaseOf(c, env);
    return {
      database,
      env,
      provider: context.provider,
      publicUrl: (env.PAYMENT_PUBLIC_URL ?? new URL(c.req.url).origin).replace(/\/$/, ""),
      webBase: /\/[a-z]{2}$/.test(webBase) ? webBase : `${webBase}/de`,
      brand: brandOf(webBase, env),
    };
  };

  route(app, validateIbanContract, async ({ c, body }) => {
    const { userId } = await requireUser(c);
    if (!(await ibanLimit.hit(`user:${userId}`))) throw new AppError(429, VALIDATE_IBAN_LIMIT_KEY);
    return checkIban(body);
  });

  route(app, membershipPackagesContract, async ({ query }) => {
    const customer = { vatCountry: query.country_code, vatNumber: query.vat ?? null };
    return itemList(await listItems(database, "membership"), customer, query.ipi as 0 | 1);
  });

  route(app, paymentPackagesContract, async ({ query }) => {
    const customer = { vatCountry: query.country_code, vatNumber: query.vat ?? null };
    return itemList(await listItems(database, query.goods), customer, query.ipi as 0 | 1);
  });

  route(app, promotionCodeContract, async ({ c, query }) => {
    const { userId } = await requireUser(c);
    if (!(await promotionLimit.hit(`user:${userId}`))) throw new AppError(429, PROMOTION_LIMIT_KEY);
    const item = query.item_id ? await requireItem(database, query.item_id) : null;
    const promotion = await checkPromotion(database, { code: query.code, userId, item });
    const quote = item ? quoteOf(item, { vatCountry: query.country_code, vatNumber: query.vat ?? null }, pricePromotionOf(promotion)) : null;
    return { promotion: promotionView(promotion), quote };
  });

  route(app, paymentInquiryContract, async ({ c, body }) => {
    const { userId } = await requireUser(c);
    const item = await requireItem(database, body.id, "id");
    requireMethod(item, body.payment_type);
    const vatNumber = body.novat ? (body.vat ?? "").trim() : "";
    if (body.novat && !vatNumber) throw new AppError(422, "validation.payment.vat_number_invalid", "vat");
    const customer = { vatCountry: body.novat_country, vatNumber: vatNumber || null };
    const promotion = body.promotion_code?.trim() ? await checkPromotion(database, { code: body.promotion_code, userId, item, source: "promotion_code" }) : null;
    return {
      item: itemView(item, customer, 1),
      payment_type: body.payment_type,
      quote: quoteOf(item, customer, promotion ? pricePromotionOf(promotion) : undefined),
      promotion: promotion ? promotionView(promotion) : null,
    };
  });

  route(app, payContract, async ({ c, body }) => {
    const { userId } = await requireUser(c);
    return placeOrder(checkoutDeps(c), userId, body);
  });

  route(app, encryptionContract, async ({ c, body }) => {
    const { userId } = await requireUser(c);
    const returnUrl = requireWebUrl(env, body.params.return_url, "params.return_url");
    const deps = checkoutDeps(c);
    return database.transaction(async (tx) => {
      const [payment] = await tx.query<{ id: number; item_id: number; status: number; payment_type: string; gross_cents: number; currency: string; vat_country: string; locale: string }>(
        `select p.id, p.item_id, p.status, p.payment_type, p.gross_cents, p.currency, p.vat_country, u.locale
           from payments p join users u on u.id = p.user_id where p.id = $1 and p.user_id = $2 for update of p`,
        [body.params.payment_id, userId],
      );
      if (!payment) throw notFound("exception.checkout.payment_not_found");
      if (payment.payment_type !== "CC" || payment.status !== 0) throw new AppError(409, "exception.checkout.payment_not_open", "params.payment_id");
      if (payment.item_id !== body.item_id || payment.vat_country !== body.country_code) throw new AppError(409, "exception.checkout.order_mismatch", "item_id");
      const item = await requireItem(tx, payment.item_id);
      const page = await deps.provider.cardPage(tx, {
        paymentId: payment.id,
        userId,
        amountCents: payment.gross_cents,
        currency: payment.currency,
        description: `${deps.brand} · ${describeItem(item, body.params.locale)}`,
        returnUrl,
        locale: body.params.locale,
        publicUrl: deps.publicUrl,
      });
      return { page_number: page.pageNumber, cipher: page.cipher, action_url: page.actionUrl, method: "POST" as const };
    });
  });

  route(app, paymentStatusContract, async ({ c, params }) => {
    const { userId } = await requireUser(c);
    return loadPaymentView(database, Number(params.id), userId);
  });

  route(app, subscriptionsContract, async ({ c }) => {
    const { userId } = await requireUser(c);
    return { items: await listSubscriptions(database, userId) };
  });

  route(app, cancelSubscriptionContract, async ({ c, params }) => {
    const { userId } = await requireUser(c);
    return cancelSubscription(database, userId, Number(params.id));
  });

  route(app, rebillContract, async ({ c, params }) => {
    const { userId } = await requireUser(c);
    return loadRebill(database, params.token!, userId);
  });

  route(app, payRebillContract, async ({ c, params, body }) => {
    const { userId } = await requireUser(c);
    return payRebill(checkoutDeps(c), userId, params.token!, body);
  });

  route(app, autoRechargeContract, async ({ c }) => {
    const { userId } = await requireUser(c);
    return loadAutoRecharge(database, userId);
  });

  route(app, saveAutoRechargeContract, async ({ c, body }) => {
    const { userId } = await requireUser(c);
    return saveAutoRecharge(database, userId, body);
  });

  route(app, providerCallbackContract, async ({ c, body }) => {
    const result = await handleProviderCallback(
      { database, env, provider: context.provider, logger, pauseMs: env.PAYMENT_CALLBACK_PAUSE_MS, brand: "Samtrot" },
      body,
      c.req.header("x-payment-signature"),
    );
    return { received: true as const, event_id: result.eventId, payment_status: result.paymentStatus };
  });

  // The sandbox's side (its bank and hosted pages); a real provider has its own.
  if (env.PAYMENT_PROVIDER === "sandbox" && env.NODE_ENV !== "production") {
    route(app, sandboxTransferReceivedContract, async ({ c, body }) => {
      const { userId } = await requireUser(c);
      return database.transaction(async (tx) => {
        const [payment] = await tx.query<{ id: number; gross_cents: number; currency: string; transfer_reference: string }>(
          `select id, gross_cents, currency, transfer_reference from payments where id = $1 and user_id = $2 and payment_type = 'TR' and status = 2 for update`,
          [body.payment_id, userId],
        );
        if (!payment) throw notFound("exception.checkout.payment_not_found");
        await queueSandboxEvent(tx, { type: "payment.succeeded", payment_id: payment.id, transaction: `sbx_tr_${payment.transfer_reference}`, amount_cents: payment.gross_cents, currency: payment.currency });
        return { payment_id: payment.id, scheduled: true as const };
      });
    });
    registerSandboxPages(app, { database, secrets: context.secrets });
  }
}
