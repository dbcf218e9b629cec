import { PAYMENT_STATUS, PAYOUT_STATUS, SUBSCRIPTION_STATUS, TOKENS } from "@samtrot/constants-catalogue";
import { type TCheck, PAYMENT_ERROR, fail, ok } from "./result.js";

/** Subscription and invoice states share their codes (spec 001 §4); an invoice uses the same machine. */
export type TSubscriptionState = keyof typeof SUBSCRIPTION_STATUS;
export const INVOICE_STATUS = SUBSCRIPTION_STATUS;
export type TInvoiceState = TSubscriptionState;

/**
 * What can happen to a subscription. The spec names the states only; the transitions are ours:
 * - submit: the first payment is being sent to the provider (init/failed → submitting)
 * - accepted: the provider took it and will answer later, e.g. a SEPA debit (submitting → submitted)
 * - paid: money confirmed; a first payment subscribes, a rebill keeps it running
 * - declined: the provider refused (submitting/submitted → failed; a failed rebill also fails)
 * - cancel: the customer ends auto-renewal; benefits stay until the period ends
 * - expire: the paid period is over without a rebill
 * - refund: we pay the money back; charge_back: the card holder disputed it;
 *   returned: the bank reversed a debit (SEPA return)
 */
export const SUBSCRIPTION_EVENTS = ["submit", "accepted", "paid", "declined", "cancel", "expire", "refund", "charge_back", "returned"] as const;
export type TSubscriptionEvent = (typeof SUBSCRIPTION_EVENTS)[number];

const SUBSCRIPTION_TRANSITIONS: Record<TSubscriptionState, Partial<Record<TSubscriptionEvent, TSubscriptionState>>> = {
  init: { submit: "submitting", declined: "failed" },
  submitting: { accepted: "submitted", paid: "subscribed", declined: "failed" },
  submitted: { paid: "subscribed", declined: "failed", returned: "reversed" },
  subscribed: { paid: "running", declined: "failed", cancel: "cancelled", expire: "ended", refund: "refunded", charge_back: "charge_back", returned: "reversed" },
  running: { paid: "running", declined: "failed", cancel: "cancelled", expire: "ended", refund: "refunded", charge_back: "charge_back", returned: "reversed" },
  cancelled: { expire: "ended", refund: "refunded", charge_back: "charge_back", returned: "reversed" },
  ended: { charge_back: "charge_back", returned: "reversed" },
  failed: { submit: "submitting" },
  charge_back: {},
  refunded: {},
  reversed: {},
};

/** The state after `event`, or validation.payment.transition_invalid when the event is not allowed there. */
export function nextSubscriptionState(state: TSubscriptionState, event: TSubscriptionEvent): TCheck<TSubscriptionState> {
  const next = SUBSCRIPTION_TRANSITIONS[state]?.[event];
  return next ? ok(next) : fail(PAYMENT_ERROR.transitionInvalid);
}

/** States in which the Plus benefits apply (a cancelled subscription keeps them until it ends). */
export const ACTIVE_SUBSCRIPTION_STATES = ["subscribed", "running", "cancelled"] as const satisfies readonly TSubscriptionState[];
export function grantsBenefits(state: TSubscriptionState): boolean {
  return (ACTIVE_SUBSCRIPTION_STATES as readonly string[]).includes(state);
}

/** States nothing leaves. */
export function isFinalSubscriptionState(state: TSubscriptionState): boolean {
  return Object.keys(SUBSCRIPTION_TRANSITIONS[state]).length === 0;
}

export function subscriptionStateOfCode(code: number): TSubscriptionState | undefined {
  return (Object.keys(SUBSCRIPTION_STATUS) as TSubscriptionState[]).find((key) => SUBSCRIPTION_STATUS[key] === code);
}

/** Payment status (spec 000 §4): none → pending → success | fail, or none → success | fail at once. */
export type TPaymentState = keyof typeof PAYMENT_STATUS;
const PAYMENT_TRANSITIONS: Record<TPaymentState, readonly TPaymentState[]> = {
  none: ["pending", "success", "fail"],
  pending: ["success", "fail"],
  success: [],
  fail: [],
};
export function nextPaymentStatus(from: TPaymentState, to: TPaymentState): TCheck<TPaymentState> {
  return PAYMENT_TRANSITIONS[from].includes(to) ? ok(to) : fail(PAYMENT_ERROR.transitionInvalid);
}

/** Payout status (spec 001 §4): ongoing → succeeded | failed. */
export type TPayoutState = keyof typeof PAYOUT_STATUS;
export function nextPayoutStatus(from: TPayoutState, to: TPayoutState): TCheck<TPayoutState> {
  return from === "ongoing" && to !== "ongoing" ? ok(to) : fail(PAYMENT_ERROR.transitionInvalid);
}

export type TPayoutRefusal = "below_threshold" | "insufficient_balance" | "too_many_ongoing" | "identity_check_missing" | "iban_missing";

/**
 * Whether an escort may request a payout of `amount` dollars: at least the threshold and no more than
 * the balance, fewer than the ongoing limit already running, identity checked and an IBAN on file
 * (issue 11 part 6; constants spec 001 §9).
 */
export function payoutRefusal(input: { amount: number; balance: number; ongoing: number; identityChecked: boolean; hasIban: boolean }): TPayoutRefusal | null {
  if (!input.identityChecked) return "identity_check_missing";
  if (!input.hasIban) return "iban_missing";
  if (input.ongoing >= TOKENS.payoutOngoingLimit) return "too_many_ongoing";
  if (!Number.isInteger(input.amount) || input.amount < TOKENS.payoutThreshold) return "below_threshold";
  if (input.amount > input.balance) return "insufficient_balance";
  return null;
}

/** Dollars a client may still tip this month under the monthly limit (spec 001 §9). */
export function tippingAllowance(tippedThisMonth: number): number {
  return Math.max(0, TOKENS.monthlyTippingLimit - tippedThisMonth);
}
export function tipWithinLimit(amount: number, tippedThisMonth: number): boolean {
  return Number.isInteger(amount) && amount > 0 && amount <= tippingAllowance(tippedThisMonth);
}
