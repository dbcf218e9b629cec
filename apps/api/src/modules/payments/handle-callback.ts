import type { Database } from "@samtrot/db";
import type { Logger } from "../../logger.js";
import { AppError } from "../../http/errors.js";
import { completePayment, failPayment, failureKeyOf, liftChargeback, lockPayment, reversePayment, type TOutcomeDeps } from "./payment-outcomes.js";
import type { TPaymentProvider } from "./provider.js";

const REVERSALS = new Set(["debit.returned", "payment.refunded", "payment.charged_back"]);

export type TCallbackOutcome = { eventId: string; paymentStatus: -1 | 0 | 1 | 2; outcome: string };

/**
 * A provider callback. Checked first (signature over timestamp + body, timestamp not older than the allowed age),
 * then processed in ONE transaction that also records the event id: an event id seen before is refused (409,
 * nothing happens); a crash before COMMIT leaves neither the effect nor the record, so the provider's retry
 * processes it fully. What the event does is idempotent per payment (state machine + ledger keys), so two
 * different events saying the same thing book once.
 */
export async function handleProviderCallback(
  deps: TOutcomeDeps & { database: Database; provider: TPaymentProvider; logger: Logger; pauseMs: number },
  rawBody: string,
  signature: string | undefined,
): Promise<TCallbackOutcome> {
  const event = deps.provider.verifyCallback(rawBody, { signature });
  return deps.database.transaction(async (tx) => {
    const inserted = await tx.query<{ event_id: string }>(
      `insert into payment_provider_events (provider, event_id, type, payment_id, outcome, payload, signed_at)
       values ($1, $2, $3, $4, 'received', $5::jsonb, $6) on conflict (provider, event_id) do nothing returning event_id`,
      [deps.provider.name, event.id, event.type, event.payment_id, rawBody, event.signedAt.toISOString()],
    );
    if (inserted.length === 0) throw new AppError(409, "exception.checkout.callback_replayed");
    const payment = await lockPayment(tx, event.payment_id);
    if (payment && (payment.status === 0 || payment.status === 2) && REVERSALS.has(event.type)) {
      // Out of order (a provider's retries may overtake each other): a return, refund or charge-back of a payment
      // whose success has not reached us. Refused as a whole (the event id is not kept), so the provider sends
      // it again and it reverses the payment after the success, instead of being ignored and leaving it paid.
      throw new AppError(425, "exception.checkout.callback_too_early");
    }
    let outcome = "ignored";
    if (!payment) outcome = "unknown_payment";
    else if (event.amount_cents !== undefined && event.type === "payment.succeeded" && (event.amount_cents !== payment.gross_cents || (event.currency && event.currency !== payment.currency))) {
      outcome = "amount_mismatch";
      deps.logger.error({ paymentId: payment.id, eventId: event.id, amount: event.amount_cents, expected: payment.gross_cents }, "provider reported another amount: not booked");
    } else {
      switch (event.type) {
        case "payment.succeeded":
          if (await completePayment(tx, payment, event, deps)) outcome = "paid";
          break;
        case "payment.failed":
          if (await failPayment(tx, payment, failureKeyOf(event.reason), deps)) outcome = "failed";
          break;
        case "payment.pending":
          if (payment.status === 0) {
            await tx.query(`update payments set status = 2, updated_at = now() where id = $1`, [payment.id]);
            payment.status = 2;
            outcome = "pending";
          }
          break;
        case "debit.returned":
          if (await reversePayment(tx, payment, "returned")) outcome = "returned";
          break;
        case "payment.refunded":
          if (await reversePayment(tx, payment, "refunded")) outcome = "refunded";
          break;
        case "payment.charged_back":
          if (await reversePayment(tx, payment, "charged_back")) outcome = "charged_back";
          break;
        case "payment.charge_back_lifted":
          if (await liftChargeback(tx, payment)) outcome = "defrosted";
          break;
      }
    }
    await tx.query(`update payment_provider_events set outcome = $3 where provider = $1 and event_id = $2`, [deps.provider.name, event.id, outcome]);
    if (deps.pauseMs > 0 && outcome !== "ignored") {
      // Crash-test hook (env PAYMENT_CALLBACK_PAUSE_MS, refused in production): everything is written, nothing committed.
      process.stdout.write(`payment-callback-paused ${event.id} ${payment?.id ?? 0}\n`);
      await new Promise((resolve) => setTimeout(resolve, deps.pauseMs));
    }
    return { eventId: event.id, paymentStatus: payment?.status ?? 0, outcome };
  });
}
