import type { z } from "zod";
import type { ZConsumeSubtype, ZLedgerType, ZRiseUpType } from "./schemas/ledger.js";

/** Ledger entry types. spec 001 §3 */
export const LEDGER_TYPES = [
  "purchase",
  "refund",
  /** chargeback */
  "froze",
  /** chargeback lifted */
  "defrost",
  "consume",
  /** tipping */
  "transfer",
  "payout",
  "payout_ongoing",
  "migrated",
  /** received */
  "grant",
  "reclaim",
  "gift",
  "reward",
  "freeze",
  "compensation",
  "resume_gift",
  "refund_of_refund",
  "refund_reverse",
] as const;
export type TLedgerType = z.infer<typeof ZLedgerType>;

/** What a "consume" entry paid for. spec 001 §3 */
export const CONSUME_SUBTYPES = ["rise_up", "rise_up_global", "first_contact_unlock", "promotion_profile"] as const;
export type TConsumeSubtype = z.infer<typeof ZConsumeSubtype>;

/** Rise up types: regular, and global (for non-members). spec 001 §3 */
export const RISE_UP_TYPES = ["regular", "global"] as const;
export type TRiseUpType = z.infer<typeof ZRiseUpType>;

/** Rise-up position levels by hours since the rise up: 0-24, 24-72, over 72. spec 001 §9 */
export const RISE_UP_POSITION_LEVELS = [
  { key: "0_24", minHours: 0, maxHoursExclusive: 24 },
  { key: "24_72", minHours: 24, maxHoursExclusive: 72 },
  { key: "over_72", minHours: 72, maxHoursExclusive: null },
] as const;

/** Token (dollar), payout and tipping constants. spec 001 §9 */
export const TOKENS = {
  basePackage: 100,
  payoutThreshold: 100,
  /** At most this many payouts may be ongoing at once. */
  payoutOngoingLimit: 3,
  autoRecharge: 10,
  monthlyTippingLimit: 250,
  /** Boosting a message or unlocking a first contact costs 5 dollars. */
  boostMessageCost: 5,
  firstContactUnlockCost: 5,
  liveTippingAmounts: [5, 10, 100, 150, 200],
  pendingCountdownMs: 7000,
  tippingPollingMs: 1000,
} as const;

/** The security PIN of spends (tips): 4 to 6 digits; 5 wrong tries in a row lock it for 15 minutes (our numbers: the spec names the PIN only). */
export const SECURITY_PIN = { minLength: 4, maxLength: 6, maxWrongTries: 5, lockMinutes: 15 } as const;

/** Page sizes the dollar/token history offers (the first is the default, spec 001 §9 "default 10"). */
export const LEDGER_PAGE_SIZES = [10, 20, 50] as const;
