import type { z } from "zod";
import type { ZCurrency, ZGoodsType, ZInvoiceItemType, ZInvoiceType, ZPayingCode, ZPaymentMethod, ZPaymentStatus, ZPaymentType, ZPayoutState, ZPayoutStatus, ZPayoutStep, ZProductType, ZPromotionType, ZRebillGroup, ZSubscriptionStatus, ZTransactionOutcome } from "./schemas/payments.js";

/** Payment methods and their payment_type codes in /api/v2/payment/pay. spec 000 §7, spec 001 §9 */
export const PAYMENT_METHOD = {
  direct_debit: "DD",
  credit_card: "CC",
  account_transfer: "TR",
  cashto_code: "CT",
} as const;
export type TPaymentMethod = z.infer<typeof ZPaymentMethod>;
export type TPaymentType = z.infer<typeof ZPaymentType>;

/** Tokens (dollars) can be bought only by invoice (account transfer) and cashtocode. spec 001 §9 */
export const TOKEN_PAYMENT_METHODS = ["account_transfer", "cashto_code"] as const satisfies readonly TPaymentMethod[];

/** Product types. spec 001 §9 */
export const PRODUCT_TYPES = ["membership", "dollar", "fsk18", "gift"] as const;
export type TProductType = z.infer<typeof ZProductType>;

/** Goods types (products plus rebills). spec 001 §3 */
export const GOODS_TYPES = ["membership", "dollar", "fsk18", "gift", "rebill"] as const;
export type TGoodsType = z.infer<typeof ZGoodsType>;

/** Invoice item types. spec 001 §3 */
export const INVOICE_ITEM_TYPES = [
  "renewable_membership",
  "non_renewable_membership",
  "fsk18_check",
  "dollars",
] as const;
export type TInvoiceItemType = z.infer<typeof ZInvoiceItemType>;

/** Invoice types. spec 001 §3 */
export const INVOICE_TYPES = ["normal_payment", "auto_renew"] as const;
export type TInvoiceType = z.infer<typeof ZInvoiceType>;

/** Rebill groups. spec 001 §3 */
export const REBILL_GROUPS = [
  "default",
  "money_maker",
  "active_paying",
  "active_unpaying",
  "inactive_unpaying",
  "second_request_for_payment",
] as const;
export type TRebillGroup = z.infer<typeof ZRebillGroup>;

/** Promotion types. spec 001 §3 */
export const PROMOTION_TYPES = ["normal", "landing_new_signup", "promo_code", "crm_promo_code"] as const;
export type TPromotionType = z.infer<typeof ZPromotionType>;

/** Customer data fields of a payment. spec 001 §3 */
export const CUSTOMER_DATA_FIELDS = [
  "accountholder",
  "birth_date",
  "city",
  "country",
  "email",
  "firstname",
  "lastname",
  "house",
  "salutation",
  "street",
  "zipcode",
] as const;

/** Payment steps and checkout steps. spec 001 §2 */
export const PAYMENT_STEPS = ["select_goods", "customer_data", "pay_data"] as const;
export const CHECKOUT_STEPS = ["step_custom_data", "step_pay_info"] as const;

/** Payment status. spec 000 §4, spec 001 §4 */
export const PAYMENT_STATUS = { fail: -1, none: 0, success: 1, pending: 2 } as const;
export type TPaymentStatus = z.infer<typeof ZPaymentStatus>;

/** Paying code: nothing, failed (-1), success, paying. Only failed has a spec value; the rest is ours. spec 001 §4 */
export const PAYING_CODE = { failed: -1, nothing: 0, success: 1, paying: 2 } as const;
export type TPayingCode = z.infer<typeof ZPayingCode>;

/** Transaction outcomes. spec 001 §4 */
export const TRANSACTION_OUTCOMES = ["succeeded", "failed", "insufficient", "pending", "timeout"] as const;
export type TTransactionOutcome = z.infer<typeof ZTransactionOutcome>;

/** Subscription and invoice status. spec 001 §4 */
export const SUBSCRIPTION_STATUS = {
  init: 0,
  subscribed: 1,
  submitted: 2,
  running: 3,
  cancelled: 4,
  charge_back: 5,
  refunded: 6,
  ended: 7,
  submitting: 8,
  failed: 9,
  reversed: 10,
} as const;
export type TSubscriptionStatus = z.infer<typeof ZSubscriptionStatus>;

/** Payout status codes. spec 001 §4 */
export const PAYOUT_STATUS = { ongoing: 0, succeeded: 1, failed: 2 } as const;
export type TPayoutStatus = z.infer<typeof ZPayoutStatus>;

/** Payout request states (the provider side): init, success, failure, confirmed. spec 001 §4 */
export const PAYOUT_STATES = ["init", "success", "failure", "confirmed"] as const;
export type TPayoutState = z.infer<typeof ZPayoutState>;

/** Payout screen steps. spec 001 §2 */
export const PAYOUT_STEPS = ["loading", "probation", "start", "edit", "submit", "success", "fail"] as const;
export type TPayoutStep = z.infer<typeof ZPayoutStep>;

/**
 * Currencies with a symbol. The spec counts 20 without listing them (spec 001 §3); this list is our
 * decision (DECISIONS.md). Prices of the run countries are in EUR and CHF.
 */
export const CURRENCY_SYMBOLS = {
  EUR: "€",
  CHF: "CHF",
  USD: "$",
  GBP: "£",
  PLN: "zł",
  CZK: "Kč",
  HUF: "Ft",
  DKK: "kr",
  SEK: "kr",
  NOK: "kr",
  RON: "lei",
  BGN: "лв",
  TRY: "₺",
  RUB: "₽",
  UAH: "₴",
  JPY: "¥",
  CNY: "¥",
  AUD: "A$",
  CAD: "C$",
  BRL: "R$",
} as const;
export type TCurrency = z.infer<typeof ZCurrency>;
export const DEFAULT_CURRENCY = "EUR" satisfies TCurrency;

/** Callback wait after paying before the status is polled: 2.5 s. spec 001 §9 */
export const PAYMENT_CALLBACK_WAIT_MS = 2500;
