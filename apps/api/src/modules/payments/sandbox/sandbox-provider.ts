import { ZProviderEvent, type TProviderEvent } from "@samtrot/api-client/contracts";
import type { Database, DatabaseTx } from "@samtrot/db";
import type { TEnv } from "../../../env.js";
import { AppError } from "../../../http/errors.js";
import { enqueueJob } from "../../jobs/enqueue-job.js";
import type { TJobHandler } from "../../jobs/job-runner.js";
import type { TPaymentSecrets } from "../payment-secrets.js";
import type { TPaymentProvider } from "../provider.js";
import { checkCallbackSignature, randomId, sealOrder, signCallback } from "./sandbox-crypto.js";

/**
 * The sandbox provider's test data (README "Sandbox provider"). Cards by number, direct debits by the
 * account number (last 10 digits) of the IBAN; any other valid card or IBAN succeeds.
 */
export const SANDBOX_CARDS = {
  approve: "4242424242424242",
  decline: "4000000000000002",
  challenge: "4000000000003220",
  /** approved now; later merchant-initiated charges (rebills) are declined */
  rebillDeclined: "4000000000000341",
} as const;
export const SANDBOX_DEBIT_ACCOUNTS = {
  /** the debit bounces at collection (AM04 insufficient funds) → payment fail */
  bounce: "0000000402",
  /** the first debit is collected, every later one (rebill, auto recharge) bounces */
  rebillBounce: "0000000403",
  /** collected, then returned by the bank (MD06) → reversed */
  returned: "0000000601",
} as const;

export const SANDBOX_DELIVER_JOB = "payment.sandbox.deliver_callback";
export const SANDBOX_SETTLE_JOB = "payment.sandbox.settle_debit";

/** The sandbox's card token: it remembers the last four digits, which decide merchant-initiated charges. */
function cardTokenOf(last4: string): string {
  return `sbxcard_${randomId(12)}_${last4}`;
}

/** Queues a callback of the sandbox to us (a durable job, delivered over HTTP, retried until accepted). */
export async function queueSandboxEvent(
  tx: DatabaseTx,
  event: Omit<TProviderEvent, "id" | "created_at">,
  runAt?: Date,
  then?: TFollowUp,
): Promise<string> {
  const id = `evt_${randomId(15)}`;
  const full: TProviderEvent = { ...event, id, created_at: new Date().toISOString() };
  await enqueueJob(tx, { kind: SANDBOX_DELIVER_JOB, payload: then ? { event: full, then } : { event: full }, runAt, maxAttempts: 12 });
  return id;
}

/** An event the sandbox sends only once the one before it was delivered, `afterMs` later (a bank's return follows its collection). */
type TFollowUp = { event: Omit<TProviderEvent, "id" | "created_at">; afterMs: number };

export async function approveCard(tx: DatabaseTx, input: { paymentId: number; amountCents: number; currency: string; last4: string }): Promise<void> {
  await queueSandboxEvent(tx, {
    type: "payment.succeeded",
    payment_id: input.paymentId,
    transaction: `sbx_tx_${randomId(9)}`,
    amount_cents: input.amountCents,
    currency: input.currency,
    card_token: cardTokenOf(input.last4),
  });
}

export async function declineCard(tx: DatabaseTx, input: { paymentId: number; reason: string }): Promise<void> {
  await queueSandboxEvent(tx, { type: "payment.failed", payment_id: input.paymentId, reason: input.reason });
}

export function createSandboxProvider(options: { env: TEnv; secrets: TPaymentSecrets }): TPaymentProvider {
  const { env, secrets } = options;
  return {
    name: "sandbox",

    async submitDirectDebit(tx, order) {
      await enqueueJob(tx, {
        kind: SANDBOX_SETTLE_JOB,
        payload: { paymentId: order.paymentId, amountCents: order.amountCents, currency: order.currency, iban: order.iban, sequence: order.sequence },
        runAt: new Date(Date.now() + env.PAYMENT_SANDBOX_SETTLE_MS),
        maxAttempts: 12,
      });
    },

    async cardPage(tx, order) {
      const session = randomId(18);
      const expiresAt = new Date(Date.now() + 30 * 60_000);
      await tx.query(
        `insert into payment_sandbox_sessions (id, payment_id, kind, amount_cents, currency, description, return_url, locale, expires_at)
         values ($1, $2, 'card', $3, $4, $5, $6, $7, $8)`,
        [session, order.paymentId, order.amountCents, order.currency, order.description, order.returnUrl, order.locale, expiresAt.toISOString()],
      );
      // The cipher is what a real provider's merchant form carries: the order, encrypted and authenticated with
      // a key only the merchant and the provider know; the page decodes it and refuses anything altered.
      const cipher = sealOrder(secrets.cipherKey, {
        page: session,
        payment_id: order.paymentId,
        amount_cents: order.amountCents,
        currency: order.currency,
        return_url: order.returnUrl,
        exp: expiresAt.getTime(),
      });
      return { pageNumber: session, cipher, actionUrl: `${order.publicUrl}/sandbox-provider/card` };
    },

    async chargeCard(tx, order) {
      const last4 = order.cardToken.slice(-4);
      if (last4 === SANDBOX_CARDS.rebillDeclined.slice(-4)) {
        await queueSandboxEvent(tx, { type: "payment.failed", payment_id: order.paymentId, reason: "card_declined" });
      } else {
        await queueSandboxEvent(tx, {
          type: "payment.succeeded",
          payment_id: order.paymentId,
          transaction: `sbx_tx_${randomId(9)}`,
          amount_cents: order.amountCents,
          currency: order.currency,
          card_token: order.cardToken,
        });
      }
    },

    async cashtocodePage(tx, order) {
      const session = randomId(18);
      await tx.query(
        `insert into payment_sandbox_sessions (id, payment_id, kind, amount_cents, currency, description, return_url, locale, expires_at)
         values ($1, $2, 'cashtocode', $3, $4, $5, $6, $7, now() + interval '1 day')`,
        [session, order.paymentId, order.amountCents, order.currency, order.description, order.returnUrl, order.locale],
      );
      return `${order.publicUrl}/sandbox-provider/cashtocode/${session}`;
    },

    async cancelOrder(tx, paymentId) {
      await tx.query(`update payment_sandbox_sessions set stage = 'done' where payment_id = $1 and stage <> 'done'`, [paymentId]);
    },

    verifyCallback(rawBody, headers, now = new Date()) {
      const signedAt = checkCallbackSignature(secrets.callbackHmacKey, rawBody, headers.signature);
      if (!signedAt) throw new AppError(401, "exception.checkout.callback_signature_invalid");
      if (Math.abs(now.getTime() - signedAt.getTime()) > env.PAYMENT_CALLBACK_MAX_AGE_SECONDS * 1000) {
        throw new AppError(401, "exception.checkout.callback_expired");
      }
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        throw new AppError(400, "validation.common.malformed_json");
      }
      const parsed = ZProviderEvent.safeParse(json);
      if (!parsed.success) throw new AppError(422, "exception.checkout.callback_malformed");
      return { ...parsed.data, signedAt };
    },
  };
}

/**
 * The sandbox's side of callbacks: signs the event and POSTs it to our callback endpoint. Delivered when we
 * answer 2xx, or 409 (we had it already: a replay); anything else (a crash, a restart, 5xx) retries with
 * the runner's doubling delay, with the same event id.
 */
export function createSandboxDeliveryHandler(options: { database: Database; secrets: TPaymentSecrets; callbackUrl: () => string | null }): TJobHandler {
  return {
    async run(job) {
      const base = options.callbackUrl();
      if (!base) throw new Error("sandbox: no callback address yet");
      const { event, then } = job.payload as { event: TProviderEvent; then?: TFollowUp };
      const body = JSON.stringify(event);
      const response = await fetch(`${base}/api/v2/payment/callback/sandbox`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-payment-signature": signCallback(options.secrets.callbackHmacKey, body) },
        body,
        signal: AbortSignal.timeout(30_000),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (!(response.status === 409 || response.ok)) throw new Error(`callback answered ${response.status}`);
      // Queued after the delivery, not beside it: two runners (or instances) could otherwise deliver both at once,
      // in either order. (A follow-up queued twice after a crash here reaches us as two events saying the same.)
      if (then) await options.database.transaction((tx) => queueSandboxEvent(tx, then.event, new Date(Date.now() + then.afterMs)));
    },
  };
}

/** The sandbox bank collects a direct debit: the test accounts bounce or come back; others are collected. */
export function createSandboxSettleHandler(options: { database: Database; env: TEnv }): TJobHandler {
  return {
    async run(job) {
      const p = job.payload as { paymentId: number; amountCents: number; currency: string; iban: string; sequence: "FRST" | "RCUR" };
      const account = p.iban.slice(-10);
      await options.database.transaction(async (tx) => {
        const bounce = account === SANDBOX_DEBIT_ACCOUNTS.bounce || (account === SANDBOX_DEBIT_ACCOUNTS.rebillBounce && p.sequence === "RCUR");
        if (bounce) {
          await queueSandboxEvent(tx, { type: "payment.failed", payment_id: p.paymentId, reason: "insufficient_funds" });
          return;
        }
        const transaction = `sbx_dd_${randomId(9)}`;
        const returned: TFollowUp | undefined =
          account === SANDBOX_DEBIT_ACCOUNTS.returned
            ? {
                event: { type: "debit.returned", payment_id: p.paymentId, transaction, amount_cents: p.amountCents, currency: p.currency, reason: "MD06" },
                afterMs: options.env.PAYMENT_SANDBOX_RETURN_MS,
              }
            : undefined;
        await queueSandboxEvent(tx, { type: "payment.succeeded", payment_id: p.paymentId, transaction, amount_cents: p.amountCents, currency: p.currency }, undefined, returned);
      });
    },
  };
}
