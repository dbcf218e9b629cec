import { z } from "zod";
import { defineContract } from "./define-contract.js";
import { ZBicInput, ZIbanInput } from "./payments.js";

// Payouts (issue 11 part 6; spec 001 §2 payout steps, §4 payout status ongoing 0 / succeeded 1 / failed 2, §9
// threshold 100 and at most 3 ongoing). The rules are @samtrot/payments' payoutRefusal; the IBAN is checked
// server-side with validateIban. Decisions (probation, identity check, sandbox bank): docs/decisions/013.

/** The web form's key for one request: a double click or a retried request makes one payout. */
export const ZRequestKey = z
  .string({ required_error: "validation.common.required", invalid_type_error: "validation.common.invalid_type" })
  .regex(/^[A-Za-z0-9-]{8,64}$/, { message: "validation.common.invalid_format" });

export const ZPayoutStatusName = z.enum(["ongoing", "succeeded", "failed"]);
export type TPayoutStatusName = z.infer<typeof ZPayoutStatusName>;

export const ZPayout = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  /** ongoing 0, succeeded 1, failed 2 */
  status: z.number().int(),
  status_name: ZPayoutStatusName,
  account_holder: z.string(),
  /** "DE89 •••• 3000" */
  iban_masked: z.string(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
  /** why the bank refused the transfer (a translation key), for failed payouts */
  failure_reason: z.string().nullable(),
});
export type TPayout = z.infer<typeof ZPayout>;

/** Why a payout cannot be requested now (payoutRefusal's answers, and the probation of new accounts). */
export const ZPayoutBlock = z.enum(["probation", "identity_check_missing", "too_many_ongoing", "below_threshold"]);
export type TPayoutBlock = z.infer<typeof ZPayoutBlock>;

export const ZPayoutOverview = z.object({
  /** dollars the user can pay out now */
  balance: z.number().int(),
  threshold: z.number().int(),
  ongoing_limit: z.number().int(),
  ongoing_count: z.number().int(),
  /** until issue 16: an accepted age check counts as the completed identity check */
  identity_checked: z.boolean(),
  /** the end of the new-account probation (ISO), or null once it is over */
  probation_until: z.string().nullable(),
  /** what stops a request now, in the order the page explains them; empty = a payout can be requested */
  blocks: z.array(ZPayoutBlock),
  /** the bank account of the newest payout, to prefill the form */
  last_account: z.object({ account_holder: z.string(), iban: z.string(), bic: z.string().nullable() }).nullable(),
  payouts: z.array(ZPayout),
});
export type TPayoutOverview = z.infer<typeof ZPayoutOverview>;

export const ACCOUNT_HOLDER_MAX = 70;

export const ZRequestPayoutBody = z.object({
  amount: z.coerce
    .number({ required_error: "validation.common.required", invalid_type_error: "validation.payout.amount_invalid" })
    .int({ message: "validation.payout.amount_invalid" })
    .max(10_000_000, { message: "validation.payout.insufficient_balance" }),
  account_holder: z
    .string({ required_error: "validation.common.required", invalid_type_error: "validation.payout.account_holder_invalid" })
    .trim()
    .min(1, { message: "validation.common.required" })
    .min(2, { message: "validation.payout.account_holder_invalid" })
    .max(ACCOUNT_HOLDER_MAX, { message: "validation.payout.account_holder_invalid" }),
  iban: ZIbanInput,
  bic: ZBicInput,
  request_key: ZRequestKey,
});
export type TRequestPayoutBody = z.input<typeof ZRequestPayoutBody>;

export const ZRequestPayoutResult = z.object({
  payout: ZPayout,
  balance_before: z.number().int(),
  balance_after: z.number().int(),
});
export type TRequestPayoutResult = z.infer<typeof ZRequestPayoutResult>;

export const payoutOverviewContract = defineContract({
  id: "payoutOverview",
  method: "GET",
  path: "/api/v2/payouts",
  summary:
    "The caller's payouts (newest first) and whether one can be requested: balance, threshold 100, ongoing count of at most 3, " +
    "identity check, probation end, blocks. Escorts and businesses; others 403 exception.payout.not_allowed",
  tags: ["payouts"],
  auth: "user",
  response: ZPayoutOverview,
});

export const requestPayoutContract = defineContract({
  id: "requestPayout",
  method: "POST",
  path: "/api/v2/payouts",
  summary:
    "Requests a payout of `amount` dollars (≥ 100, ≤ balance) to the IBAN of the account holder: the payout (ongoing) and its " +
    "ledger booking to payout clearing in one transaction; a job sends the transfer. 422 validation.payout.below_threshold | " +
    "insufficient_balance (amount), validation.payment.iban_* (iban), validation.payout.account_holder_invalid, " +
    "exception.payout.too_many_ongoing | identity_check_missing | probation; 403 exception.payout.not_allowed. The same " +
    "request_key answers the first payout again",
  tags: ["payouts"],
  auth: "user",
  body: ZRequestPayoutBody,
  response: ZRequestPayoutResult,
});

/**
 * Test set-up of the browser tests (e2e money-payouts): the state a payout or rise-up test is not about, for the
 * signed-in caller. Exists only when the api runs with DEV_MONEY_SETUP=1 outside production (404 otherwise).
 */
export const ZDevMoneySetupBody = z.object({
  /** dollars granted (ledger type grant, from external) */
  dollars: z.number().int().min(1).max(1000).optional(),
  /** the age check accepted (the identity check of decision 013) */
  accept_age_check: z.boolean().optional(),
  /** moves the registration back, past the payout probation */
  registered_days_ago: z.number().int().min(0).max(60).optional(),
  /** a running Plus membership for 30 days (the free rise up of a Plus escort) */
  plus: z.boolean().optional(),
});
export const devMoneySetupContract = defineContract({
  id: "devMoneySetup",
  method: "POST",
  path: "/api/v2/dev/money-setup",
  summary: "Test set-up for browser tests (DEV_MONEY_SETUP=1, never in production): grant dollars, accept the age check, age the account, Plus",
  tags: ["dev"],
  auth: "user",
  body: ZDevMoneySetupBody,
  response: z.object({ dollar: z.number().int() }),
});
