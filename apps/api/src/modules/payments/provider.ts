import type { TProviderEvent } from "@samtrot/api-client/contracts";
import type { DatabaseTx } from "@samtrot/db";

/** What a provider gets to know about an order (never the customer's card: that stays on the provider's page). */
export interface TProviderOrder {
  paymentId: number;
  userId: number;
  amountCents: number;
  currency: string;
  /** shown on the provider's pages and statements, e.g. "Samtrot Plus 3 Monate" */
  description: string;
}

/**
 * The payment-provider port (issue 11 part 3): every provider — the sandbox now, real ones later — answers
 * these calls, and reports outcomes asynchronously through signed callbacks to
 * `POST /api/v2/payment/callback/:provider`, which `verifyCallback` checks. Calls that take a transaction
 * only record what the provider must do (durable jobs, sessions), so nothing is sent for an order that is
 * rolled back.
 */
export interface TPaymentProvider {
  readonly name: "sandbox";
  /** SEPA direct debit under a mandate; sequence FRST for a new mandate, RCUR after. Outcome by callback. */
  submitDirectDebit(tx: DatabaseTx, order: TProviderOrder & { mandateReference: string; iban: string; sequence: "FRST" | "RCUR"; collectionDate: string }): Promise<void>;
  /** The hosted card page for this order: the form fields page_number and cipher, POSTed to actionUrl. */
  cardPage(tx: DatabaseTx, order: TProviderOrder & { returnUrl: string; locale: string; publicUrl: string }): Promise<{ pageNumber: string; cipher: string; actionUrl: string }>;
  /** A merchant-initiated card charge with the card token of an earlier payment (rebills). Outcome by callback. */
  chargeCard(tx: DatabaseTx, order: TProviderOrder & { cardToken: string }): Promise<void>;
  /** The page a cashtocode payment jumps to; the customer comes back to returnUrl. */
  cashtocodePage(tx: DatabaseTx, order: TProviderOrder & { returnUrl: string; locale: string; publicUrl: string }): Promise<string>;
  /** We gave the order up (superseded, timed out): the provider's pages for it stop taking money. */
  cancelOrder(tx: DatabaseTx, paymentId: number): Promise<void>;
  /**
   * Checks a callback: the signature over "<timestamp>.<raw body>" and the timestamp's age; the event, or an
   * AppError (401 signature invalid / expired, 422 malformed). The replay check (event id seen before) is the
   * caller's, in the transaction that processes the event.
   */
  verifyCallback(rawBody: string, headers: { signature: string | undefined }, now?: Date): TProviderEvent & { signedAt: Date };
}
