import { z } from "zod";
import { CONSUME_SUBTYPES, LEDGER_PAGE_SIZES, LEDGER_TYPES, SECURITY_PIN, TOKENS } from "@samtrot/constants-catalogue";
import { defineContract } from "./define-contract.js";
import { ZPageNo } from "./gallery.js";

// Dollar and token balances and history, the security PIN and tipping (issue 11 parts 1 and 2; spec 000 §2
// user/dollar, spec 001 §3 "Ledger and tokens", §9 tipping limit). The api books with the ledger of
// apps/api/src/modules/ledger; amounts are whole dollars or tokens.

export const LEDGER_CURRENCIES = ["dollar", "token"] as const;
export type TLedgerCurrencyName = (typeof LEDGER_CURRENCIES)[number];
export const LEDGER_SYSTEM_ACCOUNTS = ["external", "revenue", "payout_clearing", "frozen"] as const;

export const ZBalances = z.object({ dollar: z.number().int(), token: z.number().int() });
export type TBalances = z.infer<typeof ZBalances>;

export { LEDGER_PAGE_SIZES };
export const LEDGER_SORTS = ["date", "amount"] as const;

const ZIsoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: "validation.common.invalid_format" })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), {
    message: "validation.common.invalid_format",
  });

export const ZLedgerHistoryQuery = z
  .object({
    currency: z.enum(LEDGER_CURRENCIES, { message: "validation.common.invalid_choice" }).default("dollar"),
    /** one ledger type, empty = all */
    type: z.preprocess((v) => (v === "" ? undefined : v), z.enum(LEDGER_TYPES, { message: "validation.common.invalid_choice" }).optional()),
    /** first day, inclusive, in Europe/Berlin (YYYY-MM-DD) */
    from: z.preprocess((v) => (v === "" ? undefined : v), ZIsoDay.optional()),
    /** last day, inclusive, in Europe/Berlin (YYYY-MM-DD) */
    to: z.preprocess((v) => (v === "" ? undefined : v), ZIsoDay.optional()),
    sort: z.enum(LEDGER_SORTS, { message: "validation.common.invalid_choice" }).default("date"),
    order: z.enum(["asc", "desc"], { message: "validation.common.invalid_choice" }).default("desc"),
    page_no: ZPageNo,
    page_size: z.coerce
      .number()
      .int()
      .refine((n) => (LEDGER_PAGE_SIZES as readonly number[]).includes(n), { message: "validation.common.invalid_choice" })
      .default(LEDGER_PAGE_SIZES[0]),
  })
  .strict()
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "validation.ledger.date_range_invalid", path: ["to"] });
export type TLedgerHistoryQuery = z.input<typeof ZLedgerHistoryQuery>;

/** The other side of a movement: a user (by username; null when the account was deleted) or the platform. */
export const ZLedgerCounterpart = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("user"), id: z.number().int(), username: z.string().nullable() }),
  z.object({ kind: z.literal("system"), account: z.enum(LEDGER_SYSTEM_ACCOUNTS) }),
]);

export const ZLedgerHistoryItem = z.object({
  /** the entry id */
  id: z.number().int(),
  /** ISO 8601 */
  created_at: z.string(),
  type: z.enum(LEDGER_TYPES),
  subtype: z.enum(CONSUME_SUBTYPES).nullable(),
  currency: z.enum(LEDGER_CURRENCIES),
  /** signed from the caller's side: + received, − spent */
  amount: z.number().int(),
  balance_after: z.number().int(),
  counterpart: ZLedgerCounterpart,
  /** what it paid for (e.g. { kind: "tip", id: "42" }) */
  reference: z.object({ kind: z.string(), id: z.string() }).nullable(),
});
export type TLedgerHistoryItem = z.infer<typeof ZLedgerHistoryItem>;

export const ZLedgerHistory = z.object({
  items: z.array(ZLedgerHistoryItem),
  total: z.number().int(),
  page_no: z.number().int(),
  page_size: z.number().int(),
});
export type TLedgerHistory = z.infer<typeof ZLedgerHistory>;

export const ledgerBalanceContract = defineContract({
  id: "ledgerBalance",
  method: "GET",
  path: "/api/v2/ledger/balance",
  summary: "The caller's dollar and token balances (whole units; 0 when never used)",
  tags: ["ledger"],
  auth: "user",
  response: ZBalances,
});

export const ledgerHistoryContract = defineContract({
  id: "ledgerHistory",
  method: "GET",
  path: "/api/v2/ledger/history",
  summary:
    "The caller's own movements of one currency, paged by the server: filters type and from/to days (Europe/Berlin, inclusive), " +
    "sort date | amount (signed), order asc | desc; the counterpart as username (users) or system account, and the reference",
  tags: ["ledger"],
  auth: "user",
  query: ZLedgerHistoryQuery,
  response: ZLedgerHistory,
});

// ---- security PIN --------------------------------------------------------------------------------------

export { SECURITY_PIN };

export const ZSecurityPin = z
  .string({ required_error: "validation.pin.required", invalid_type_error: "validation.pin.format" })
  .min(1, { message: "validation.pin.required" })
  .regex(/^\d{4,6}$/, { message: "validation.pin.format" });

export const ZSetSecurityPinBody = z
  .object({
    /** the account password (a PIN is a second factor: only the password holder sets or changes it) */
    password: z.string({ required_error: "validation.common.required" }).min(1, { message: "validation.common.required" }).max(200),
    pin: ZSecurityPin,
  })
  .strict();
export type TSetSecurityPinBody = z.input<typeof ZSetSecurityPinBody>;

export const ZSecurityPinStatus = z.object({
  has_pin: z.boolean(),
  /** ISO 8601 while too many wrong tries lock it, else null */
  locked_until: z.string().nullable(),
});
export type TSecurityPinStatus = z.infer<typeof ZSecurityPinStatus>;

export const securityPinStatusContract = defineContract({
  id: "securityPinStatus",
  method: "GET",
  path: "/api/v2/security-pin",
  summary: "Whether the caller has a security PIN, and until when it is locked after too many wrong tries",
  tags: ["ledger"],
  auth: "user",
  response: ZSecurityPinStatus,
});

export const setSecurityPinContract = defineContract({
  id: "setSecurityPin",
  method: "PUT",
  path: "/api/v2/security-pin",
  summary:
    "Sets or changes the security PIN (4 to 6 digits) with the account password; stored as an argon2id hash; resets wrong tries. " +
    "Wrong password: 422 validation.pin.password_wrong (source password); 429 exception.pin.too_many_changes past the hourly limit",
  tags: ["ledger"],
  auth: "user",
  body: ZSetSecurityPinBody,
  response: ZSecurityPinStatus,
});

// ---- tipping -------------------------------------------------------------------------------------------

export const ZTipBody = z
  .object({
    recipient_id: z.number({ required_error: "validation.common.required", invalid_type_error: "validation.common.invalid_type" }).int().positive(),
    amount: z
      .number({ required_error: "validation.tip.amount_required", invalid_type_error: "validation.tip.amount_invalid" })
      .int({ message: "validation.tip.amount_invalid" })
      .min(1, { message: "validation.tip.amount_invalid" })
      .max(TOKENS.monthlyTippingLimit, { message: "validation.tip.amount_over_limit" }),
    pin: ZSecurityPin,
    /** made when the dialog opens (a uuid): a double click or a retried request books once */
    request_key: z.string({ required_error: "validation.common.required" }).uuid({ message: "validation.common.invalid_format" }),
  })
  .strict();
export type TTipBody = z.input<typeof ZTipBody>;

export const ZTipAllowance = z.object({
  /** the caller's dollars */
  balance: z.number().int(),
  /** tipped this calendar month (Europe/Berlin) */
  tipped_this_month: z.number().int(),
  monthly_limit: z.number().int(),
  /** what may still be tipped this month */
  remaining: z.number().int(),
  has_pin: z.boolean(),
});
export type TTipAllowance = z.infer<typeof ZTipAllowance>;

export const ZTipResult = z.object({
  entry_id: z.number().int(),
  /** the request_key was used before: nothing new was booked */
  replayed: z.boolean(),
  amount: z.number().int(),
  recipient: z.object({ id: z.number().int(), username: z.string() }),
  balance: z.object({ before: z.number().int(), after: z.number().int() }),
  allowance: ZTipAllowance.omit({ balance: true, has_pin: true }),
});
export type TTipResult = z.infer<typeof ZTipResult>;

export const tipAllowanceContract = defineContract({
  id: "tipAllowance",
  method: "GET",
  path: "/api/v2/tips/allowance",
  summary: `The caller's dollars, tips this calendar month (Europe/Berlin) against the monthly limit of ${TOKENS.monthlyTippingLimit}, and whether a PIN is set`,
  tags: ["ledger"],
  auth: "user",
  response: ZTipAllowance,
});

export const tipContract = defineContract({
  id: "tip",
  method: "POST",
  path: "/api/v2/tips",
  summary:
    "A client tips an escort or business in dollars with the security PIN. Refusals book nothing: 403 exception.tip.not_allowed (not a client), " +
    "404 exception.tip.recipient_unavailable (unknown, deleted, banned, not an escort/business, blocked either way), 422 validation.tip.self, " +
    "422 validation.pin.not_set | validation.pin.wrong (meta remaining), 429 exception.pin.locked (meta locked_until), " +
    "422 exception.tip.monthly_limit_exceeded (meta limit, tipped, remaining), 422 exception.ledger.insufficient_balance (meta currency, balance, needed). " +
    "The same request_key answers the first result (replayed: true)",
  tags: ["ledger"],
  auth: "user",
  body: ZTipBody,
  response: ZTipResult,
});

export const ledgerContracts = [
  ledgerBalanceContract,
  ledgerHistoryContract,
  securityPinStatusContract,
  setSecurityPinContract,
  tipAllowanceContract,
  tipContract,
] as const;
