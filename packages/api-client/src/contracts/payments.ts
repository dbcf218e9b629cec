import { z } from "zod";
import { defineContract } from "./define-contract.js";

// Payment calls of spec 000 §7 (issue 11 part 3). The IBAN itself (country, length, mod-97) is decided by
// the server with @samtrot/payments (spec 000 §5, DECISIONS.md "IBAN"); the contract only refuses input that
// cannot be an IBAN at all, so web and api answer the same `validation.*` key.

/** 34 characters at most (ISO 13616) plus a space between groups of four, as people type it. */
export const IBAN_INPUT_MAX = 42;
/** 11 characters (ISO 9362) plus a few spaces. */
export const BIC_INPUT_MAX = 14;

/** An IBAN as typed (required); its checks (country length, mod 97) are @samtrot/payments' validateIban. */
export const ZIbanInput = z
  .string({ required_error: "validation.common.required", invalid_type_error: "validation.payment.iban_invalid" })
  .trim()
  .min(1, { message: "validation.common.required" })
  .max(IBAN_INPUT_MAX, { message: "validation.payment.iban_length_invalid" });

/** A BIC as typed (optional); checked by @samtrot/payments' validateBic. */
export const ZBicInput = z
  .string({ invalid_type_error: "validation.payment.bic_invalid" })
  .trim()
  .max(BIC_INPUT_MAX, { message: "validation.payment.bic_invalid" })
  .nullable()
  .optional();

export const ZValidateIbanBody = z.object({
  iban: ZIbanInput,
  /** The BIC the user typed (optional; our extension of the spec's `iban`-only payload), checked and returned. */
  bic: ZBicInput,
});
export type TValidateIbanBody = z.input<typeof ZValidateIbanBody>;

export const ZValidateIbanResult = z.object({
  /** normalised: no spaces, upper case */
  iban: z.string(),
  /** print form, groups of four */
  iban_formatted: z.string(),
  country: z.string().length(2),
  /** the caller's BIC, normalised; null when none was given (no bank-code table to derive it from yet) */
  bic: z.string().nullable(),
});
export type TValidateIbanResult = z.infer<typeof ZValidateIbanResult>;

export const validateIbanContract = defineContract({
  id: "validateIban",
  method: "POST",
  path: "/api/v2/validate-iban",
  summary:
    "Checks an IBAN server-side (spaces and case ignored; country, SEPA length, BBAN structure, mod-97) and an optional BIC. " +
    "Invalid: 422 with the first error's title (validation.payment.iban_invalid | iban_country_unknown | iban_length_invalid | " +
    "iban_checksum_invalid | bic_invalid). Signed-in users; 429 exception.payment.validate_iban_exceeded_limit past the per-user limit",
  tags: ["payments"],
  auth: "user",
  body: ZValidateIbanBody,
  response: ZValidateIbanResult,
});

// ---------------------------------------------------------------------------------------------------------
// Catalogue, checkout, status, subscriptions (issue 11 part 3). Amounts are integer cents (EUR); dollar and
// token amounts are whole units. The server prices every order itself (@samtrot/payments checkoutPrice):
// what the web shows is a quote, never trusted.

/** Payment types of the pay call (spec 000 §7): direct debit, credit card, invoice (bank transfer), cashtocode. */
export const ZPayType = z.enum(["DD", "CC", "TR", "CT"], { errorMap: () => ({ message: "validation.common.invalid_choice" }) });
export type TPayType = z.infer<typeof ZPayType>;
/** What an item sells: Plus membership, dollars, tokens (tokens only by invoice and cashtocode, spec 001 §9). */
export const ZPaymentGoods = z.enum(["membership", "dollar", "token"]);
export type TPaymentGoods = z.infer<typeof ZPaymentGoods>;
/** Payment status (spec 000 §4): fail -1, none 0, success 1, pending 2. */
export const ZPaymentStatusCode = z.union([z.literal(-1), z.literal(0), z.literal(1), z.literal(2)]);
export const ZPaymentStatusName = z.enum(["fail", "none", "success", "pending"]);
export const ZPaymentMethodName = z.enum(["direct_debit", "credit_card", "account_transfer", "cashto_code"]);
export const ZSubscriptionStateName = z.enum([
  "init", "subscribed", "submitted", "running", "cancelled", "charge_back", "refunded", "ended", "submitting", "failed", "reversed",
]);

const ZCountryCode = z
  .string({ invalid_type_error: "validation.common.invalid_choice" })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { message: "validation.common.invalid_choice" });
const ZZeroOne = z.union([z.literal(0), z.literal(1), z.literal("0"), z.literal("1"), z.boolean()]).transform((v) => (v === 1 || v === "1" || v === true ? 1 : 0));
const ZId = z.coerce.number({ invalid_type_error: "validation.common.invalid_type" }).int().positive().max(2_147_483_647);
const text = (max: number) => z.string({ invalid_type_error: "validation.common.invalid_type" }).trim().max(max, { message: "validation.common.too_big" });

/** VAT applied to a price: the VAT country, the rate in basis points (1900 = 19 %) and why (@samtrot/payments vatRateFor). */
export const ZVatInfo = z.object({
  country: z.string().length(2),
  rate_bp: z.number().int(),
  reason: z.enum(["domestic", "eu_oss", "reverse_charge", "outside_eu"]),
});
export type TVatInfo = z.infer<typeof ZVatInfo>;

/** One thing to buy: a membership plan, a dollar package or a token package. `id` is the pay call's item_id. */
export const ZPaymentItem = z.object({
  id: z.number().int(),
  goods: ZPaymentGoods,
  /** stable name, e.g. plus_3m_renewable, dollar_100, token_100; texts: payment.json checkout.item.<code> */
  code: z.string(),
  /** membership: length in months; otherwise null */
  months: z.number().int().nullable(),
  /** membership: renews itself each period until cancelled (direct debit and card only) */
  renewable: z.boolean(),
  /** dollars or tokens credited; null for membership */
  amount: z.number().int().nullable(),
  currency: z.string().length(3),
  net_cents: z.number().int(),
  vat_cents: z.number().int(),
  gross_cents: z.number().int(),
  /** what to show: gross_cents when the list was asked with ipi=1, else net_cents */
  price_cents: z.number().int(),
  /** membership: gross per month, rounded half up (for "x € / month"); otherwise null */
  monthly_gross_cents: z.number().int().nullable(),
  /** payment types this item can be paid with */
  methods: z.array(ZPayType),
  /** the plan to preselect / badge ("most popular") */
  highlighted: z.boolean(),
});
export type TPaymentItem = z.infer<typeof ZPaymentItem>;

export const ZPaymentItemList = z.object({
  currency: z.string().length(3),
  vat: ZVatInfo,
  /** 1: price_cents are gross (VAT of `vat.country` included); 0: net */
  ipi: z.union([z.literal(0), z.literal(1)]),
  items: z.array(ZPaymentItem),
});
export type TPaymentItemList = z.infer<typeof ZPaymentItemList>;

/**
 * `ipi` (spec 000 §7 names it only): our reading is "incl. price incl. VAT": 1 → price_cents include the VAT of
 * country_code (default DE), 0 → net. net/vat/gross are always present.
 */
export const ZPaymentItemsQuery = z.object({
  ipi: ZZeroOne.optional().default(0),
  country_code: ZCountryCode.optional().default("DE"),
  /** a VAT number of country_code: reverse charge (0 %) for an EU business outside DE */
  vat: text(20).optional(),
});

export const membershipPackagesContract = defineContract({
  id: "membershipPackages",
  method: "GET",
  path: "/api/v2/payment/membership-packages",
  summary: "Plus membership plans (1, 3, 12 months; renewable and one-off) with net, VAT and gross prices; ipi=1 shows gross prices. Public",
  tags: ["payments"],
  auth: "public",
  query: ZPaymentItemsQuery,
  response: ZPaymentItemList,
});

export const paymentPackagesContract = defineContract({
  id: "paymentPackages",
  method: "GET",
  path: "/api/v2/payment/packages",
  summary: "Dollar or token packages (goods=dollar|token) with prices; tokens can be paid only by invoice (TR) and cashtocode (CT). Public",
  tags: ["payments"],
  auth: "public",
  query: ZPaymentItemsQuery.extend({ goods: z.enum(["dollar", "token"], { errorMap: () => ({ message: "validation.common.invalid_choice" }) }) }),
  response: ZPaymentItemList,
});

/** A price worked out by the server: promotion off the net price, then VAT (@samtrot/payments checkoutPrice). */
export const ZPriceQuote = z.object({
  item_id: z.number().int(),
  currency: z.string().length(3),
  original_net_cents: z.number().int(),
  discount_cents: z.number().int(),
  net_cents: z.number().int(),
  vat_cents: z.number().int(),
  gross_cents: z.number().int(),
  vat: ZVatInfo,
});
export type TPriceQuote = z.infer<typeof ZPriceQuote>;

export const ZPromotion = z.object({
  code: z.string(),
  /** spec 001 §3: normal, landing new signup, promo code, CRM promo code */
  type: z.enum(["normal", "landing_new_signup", "promo_code", "crm_promo_code"]),
  kind: z.enum(["percent", "fixed"]),
  /** percent in basis points (2000 = 20 %), for kind percent */
  percent_bp: z.number().int().nullable(),
  /** cents off the net price, for kind fixed */
  amount_cents: z.number().int().nullable(),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  /** only for these goods / items; null = any */
  goods: ZPaymentGoods.nullable(),
  item_ids: z.array(z.number().int()).nullable(),
  /** uses left overall; null = unlimited */
  remaining_uses: z.number().int().nullable(),
});
export type TPromotion = z.infer<typeof ZPromotion>;

export const ZPromotionCodeQuery = z.object({
  code: z
    .string({ required_error: "validation.common.required" })
    .trim()
    .min(1, { message: "validation.common.required" })
    .max(40, { message: "validation.payment.promotion_invalid" }),
  /** price the code for this item (and refuse it when it does not apply) */
  item_id: ZId.optional(),
  country_code: ZCountryCode.optional().default("DE"),
  vat: text(20).optional(),
});

export const promotionCodeContract = defineContract({
  id: "promotionCode",
  method: "GET",
  path: "/api/v2/market-promotions/code",
  summary:
    "Checks a promotion code (case-insensitive) and, with item_id, prices it. 422 source code: validation.payment.promotion_invalid (unknown) | " +
    "exception.checkout.promotion_not_started | promotion_expired | promotion_used_up | promotion_not_applicable | promotion_already_used | " +
    "promotion_new_signup_only. Signed-in users; 429 exception.checkout.promotion_exceeded_limit past the per-user limit",
  tags: ["payments"],
  auth: "user",
  query: ZPromotionCodeQuery,
  response: z.object({ promotion: ZPromotion, quote: ZPriceQuote.nullable() }),
});

export const ZPaymentInquiryBody = z.object({
  /** item id */
  id: ZId,
  /** 1: no VAT (reverse charge: an EU business outside DE gives its VAT number in `vat`) */
  novat: ZZeroOne.optional().default(0),
  /** the VAT country (default DE) */
  novat_country: ZCountryCode.optional().default("DE"),
  payment_type: ZPayType,
  vat: text(20).optional(),
  promotion_code: text(40).optional(),
});
export type TPaymentInquiryBody = z.input<typeof ZPaymentInquiryBody>;

export const paymentInquiryContract = defineContract({
  id: "paymentInquiry",
  method: "POST",
  path: "/api/v2/payment/inquiry",
  summary:
    "Prices an order before paying: item, payment type (refused with validation.checkout.method_not_allowed when the item cannot be paid so), " +
    "VAT country/number and promotion code → the quote the pay call will charge. Signed-in users",
  tags: ["payments"],
  auth: "user",
  body: ZPaymentInquiryBody,
  response: z.object({ item: ZPaymentItem, payment_type: ZPayType, quote: ZPriceQuote, promotion: ZPromotion.nullable() }),
});

/**
 * `POST /api/v2/payment/pay` (spec 000 §7). The customer fields are checked with @samtrot/payments'
 * validateMembershipForm (same keys as the web form; source = the pay field name). Our additions: the two
 * consents, promotion_code, price/currency (the quote the customer saw: a different price is refused with
 * 409 exception.checkout.price_changed unless ignore_price=1), request_key (a retried click books once).
 */
export const ZPayBody = z.object({
  item_id: ZId,
  payment_type: ZPayType,
  using_vat: ZZeroOne.optional().default(0),
  /** the VAT country (default DE) */
  country_code: ZCountryCode.optional().default("DE"),
  /** the VAT number, when using_vat = 1 */
  vat: text(20).optional().default(""),
  /** the page the checkout started from (a path of the web, e.g. /de/buy/membership); kept with the order */
  referer: text(500).optional(),
  /** who gets the goods; only the payer (gifts are not sold yet) */
  target_user_id: ZId.nullable().optional(),
  salutation: z.enum(["1M", "2F"], { errorMap: () => ({ message: "validation.common.invalid_choice" }) }),
  firstname: text(100),
  lastname: text(100),
  street: text(100),
  house: text(100),
  zipcode: text(12),
  city: text(100),
  country: ZCountryCode.optional().default("DE"),
  /** MM/DD/YYYY */
  birth_date: text(10),
  email: text(254),
  /** the gross price in cents the customer was shown; checked unless ignore_price = 1 */
  price: z.coerce.number().int().nonnegative().optional(),
  currency: text(3).optional(),
  ignore_price: ZZeroOne.optional().default(0),
  ignore_currency: ZZeroOne.optional().default(0),
  promotion_code: text(40).optional(),
  accept_cancellation_policy: ZZeroOne.optional().default(0),
  accept_revocation_rights: ZZeroOne.optional().default(0),
  /** a uuid made when the form opened: the same key again answers the first payment instead of a second one */
  request_key: z.string().uuid({ message: "validation.common.invalid_type" }).optional(),
  // DD
  accountholder: text(100).optional(),
  iban: text(42).optional(),
  bic: text(14).optional(),
  // CC: what the card step needs to know (browser data for 3-D Secure); free text, stored with the order
  internal_information: text(500).optional(),
  // CT: where the cashtocode page sends the customer back (an address of the web; default /{locale}/buy/confirm)
  jump_link: text(500).optional(),
});
export type TPayBody = z.input<typeof ZPayBody>;

/** Bank details for an invoice (TR) payment: transfer `amount_cents` to this account with `reference`. */
export const ZTransferInstructions = z.object({
  account_holder: z.string(),
  iban: z.string(),
  bic: z.string(),
  reference: z.string(),
  amount_cents: z.number().int(),
  currency: z.string().length(3),
  /** unpaid after this, the order fails */
  due_at: z.string(),
});
/** The SEPA mandate a direct debit runs under, and when the money is collected. */
export const ZMandateInfo = z.object({
  reference: z.string(),
  creditor_id: z.string(),
  signed_at: z.string(),
  iban_masked: z.string(),
  /** the pre-notification (e-mail) says the debit is collected on this day */
  collection_date: z.string(),
});

/** What the web does after pay: show the confirmation (and poll), get the card page (encryption), or send the customer to a page. */
export const ZPayNext = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("confirm") }),
  z.object({ kind: z.literal("encryption") }),
  z.object({ kind: z.literal("redirect"), url: z.string() }),
]);

export const ZPaymentView = z.object({
  id: z.number().int(),
  status: ZPaymentStatusCode,
  status_name: ZPaymentStatusName,
  payment_type: ZPayType,
  goods: ZPaymentGoods,
  item: ZPaymentItem,
  /** what is charged */
  quote: ZPriceQuote,
  promotion_code: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  /** why it failed: a translation key (exception.checkout.card_declined, debit_returned, transfer_timeout, …) */
  failure: z.string().nullable(),
  /** the subscription a membership payment belongs to */
  subscription_id: z.number().int().nullable(),
  /** what the customer got once status = success: membership end, dollars/tokens credited, invoice */
  result: z.object({
    member_until: z.string().nullable(),
    credited: z.object({ currency: z.enum(["dollar", "token"]), amount: z.number().int() }).nullable(),
    invoice: z.object({ id: z.number().int(), number: z.string() }).nullable(),
  }),
  mandate: ZMandateInfo.nullable(),
  transfer: ZTransferInstructions.nullable(),
  next: ZPayNext,
  /** the web polls the status while it is pending (spec 001 §9: first after 2.5 s) */
  poll: z.boolean(),
});
export type TPaymentView = z.infer<typeof ZPaymentView>;

export const payContract = defineContract({
  id: "pay",
  method: "POST",
  path: "/api/v2/payment/pay",
  summary:
    "Places an order and starts its payment. DD: SEPA mandate + pre-notification, settled later (pending → success); CC: next = encryption (card page); " +
    "TR: bank transfer instructions, pending until received; CT: next = redirect to the cashtocode page. Errors 422 per field (validation.*), " +
    "validation.checkout.item_unknown | method_not_allowed | consent keys; 409 exception.checkout.price_changed | subscription_running. Signed-in users",
  tags: ["payments"],
  auth: "user",
  body: ZPayBody,
  response: ZPaymentView,
});

/** `params` of the encryption call: which order, and where the card page sends the customer back (an address of the web). */
export const ZEncryptionParams = z.object({
  payment_id: ZId,
  return_url: z.string().url({ message: "validation.common.invalid_type" }).max(500, { message: "validation.common.too_big" }),
  /** language of the card page */
  locale: z.enum(["de", "en", "es", "pl"]).optional().default("de"),
});

export const ZEncryptionBody = z.object({
  item_id: ZId,
  params: ZEncryptionParams,
  vat: text(20).optional().default(""),
  country_code: ZCountryCode.optional().default("DE"),
});
export type TEncryptionBody = z.input<typeof ZEncryptionBody>;

export const encryptionContract = defineContract({
  id: "paymentEncryption",
  method: "POST",
  path: "/api/v2/payment/encryption",
  summary:
    "For a card (CC) payment: page_number and cipher (the order encrypted and signed for the card provider) and where to POST them " +
    "(action_url, a form with the fields page_number and cipher). The card page sends the customer to params.return_url afterwards. Signed-in users, own payment",
  tags: ["payments"],
  auth: "user",
  body: ZEncryptionBody,
  response: z.object({ page_number: z.string(), cipher: z.string(), action_url: z.string(), method: z.literal("POST") }),
});

export const ZPaymentIdParams = z.object({ id: ZId });

export const paymentStatusContract = defineContract({
  id: "paymentStatus",
  method: "GET",
  path: "/api/v2/payment/:id/status",
  summary: "The state of one's own payment (status -1/0/1/2) and, once paid, what was bought (buy/confirm polls it). 404 for others' payments",
  tags: ["payments"],
  auth: "user",
  params: ZPaymentIdParams,
  response: ZPaymentView,
});

export const ZSubscription = z.object({
  id: z.number().int(),
  item: ZPaymentItem,
  state: ZSubscriptionStateName,
  /** spec 001 §4 code */
  state_code: z.number().int(),
  payment_type: ZPayType,
  /** spec 001 §3 rebill groups */
  rebill_group: z.string(),
  period_start: z.string().nullable(),
  /** benefits run until then (also after a cancellation) */
  period_end: z.string().nullable(),
  /** when the next period is charged; null when it does not renew (cancelled, one-off, ended) */
  next_rebill_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  /** whether the benefits apply now */
  active: z.boolean(),
  /** a failed rebill: pay it at /{locale}/paywall/rebill/{token} */
  rebill_token: z.string().nullable(),
});
export type TSubscription = z.infer<typeof ZSubscription>;

export const subscriptionsContract = defineContract({
  id: "subscriptions",
  method: "GET",
  path: "/api/v2/payment/subscriptions",
  summary: "One's own membership subscriptions, newest first",
  tags: ["payments"],
  auth: "user",
  response: z.object({ items: z.array(ZSubscription) }),
});

export const cancelSubscriptionContract = defineContract({
  id: "cancelSubscription",
  method: "POST",
  path: "/api/v2/payment/subscriptions/:id/cancel",
  summary: "Stops the renewal; the benefits stay until period_end. 409 validation.payment.transition_invalid when it cannot be cancelled (already ended, one-off)",
  tags: ["payments"],
  auth: "user",
  params: ZPaymentIdParams,
  response: ZSubscription,
});

export const ZRebillTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, { message: "exception.checkout.rebill_token_invalid" }) });

export const rebillContract = defineContract({
  id: "paywallRebill",
  method: "GET",
  path: "/api/v2/payment/rebill/:token",
  summary: "A failed rebill to pay again (paywall/rebill/{token}): the subscription and its quote. Signed-in owner only; 404 exception.checkout.rebill_token_invalid",
  tags: ["payments"],
  auth: "user",
  params: ZRebillTokenParams,
  response: z.object({ subscription: ZSubscription, quote: ZPriceQuote, open: z.boolean() }),
});

export const ZRebillPayBody = z.object({
  payment_type: z.enum(["DD", "CC"], { errorMap: () => ({ message: "validation.common.invalid_choice" }) }),
  accountholder: text(100).optional(),
  iban: text(42).optional(),
  bic: text(14).optional(),
  request_key: z.string().uuid({ message: "validation.common.invalid_type" }).optional(),
});

export const payRebillContract = defineContract({
  id: "payRebill",
  method: "POST",
  path: "/api/v2/payment/rebill/:token",
  summary: "Pays a failed rebill again, by direct debit (a new IBAN optional) or card (then next = encryption). The subscription runs on once it is paid",
  tags: ["payments"],
  auth: "user",
  params: ZRebillTokenParams,
  body: ZRebillPayBody,
  response: ZPaymentView,
});

export const ZAutoRecharge = z.object({
  enabled: z.boolean(),
  /** buy when the dollar balance falls below this */
  threshold: z.number().int(),
  /** the package bought (spec 001 §9 auto recharge: 10 dollars) */
  item: ZPaymentItem,
  /** a direct-debit mandate is on file (from an earlier direct debit); needed to switch it on */
  mandate: ZMandateInfo.nullable(),
  last_recharged_at: z.string().nullable(),
});
export const autoRechargeContract = defineContract({
  id: "autoRecharge",
  method: "GET",
  path: "/api/v2/payment/auto-recharge",
  summary: "The auto-recharge setting: when the dollar balance is below the threshold, the auto-recharge package is bought by direct debit",
  tags: ["payments"],
  auth: "user",
  response: ZAutoRecharge,
});
export const saveAutoRechargeContract = defineContract({
  id: "saveAutoRecharge",
  method: "PUT",
  path: "/api/v2/payment/auto-recharge",
  summary: "Switches auto recharge on or off; on needs a direct-debit mandate (422 exception.checkout.mandate_missing)",
  tags: ["payments"],
  auth: "user",
  body: z.object({ enabled: z.boolean({ required_error: "validation.common.required" }), threshold: z.number().int().min(1).max(1000).optional() }),
  response: ZAutoRecharge,
});

/** Signed provider callback: header `x-payment-signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. */
export const ZProviderEvent = z.object({
  /** the provider's event id: seen before → refused as a replay */
  id: z.string().min(1).max(100),
  type: z.enum([
    "payment.succeeded", "payment.failed", "payment.pending", "debit.returned", "payment.refunded", "payment.charged_back", "payment.charge_back_lifted",
  ]),
  /** our payment id, as the provider got it in the order */
  payment_id: z.number().int().positive(),
  /** the provider's transaction reference */
  transaction: z.string().max(100).optional(),
  amount_cents: z.number().int().nonnegative().optional(),
  currency: z.string().length(3).optional(),
  /** why it failed (provider word), e.g. card_declined, insufficient_funds, account_closed */
  reason: z.string().max(100).optional(),
  /** card payments: the provider's token of the card, for later merchant-initiated charges (rebills) */
  card_token: z.string().max(100).optional(),
  created_at: z.string().optional(),
});
export type TProviderEvent = z.infer<typeof ZProviderEvent>;

export const providerCallbackContract = defineContract({
  id: "paymentProviderCallback",
  method: "POST",
  path: "/api/v2/payment/callback/:provider",
  summary:
    "Provider → us. Refused (401 exception.checkout.callback_signature_invalid | callback_expired | 409 callback_replayed | 425 callback_too_early: a return, refund or charge-back before the payment's success) unless the HMAC-SHA256 " +
    "signature over timestamp.body is right, the timestamp under 5 minutes old and the event id new; processed once per event (idempotent)",
  tags: ["payments"],
  auth: "public",
  params: z.object({ provider: z.enum(["sandbox"]) }),
  bodyType: "text",
  response: z.object({ received: z.literal(true), event_id: z.string(), payment_status: ZPaymentStatusCode }),
});


// ---------------------------------------------------------------------------------------------------------
// Sandbox provider (outside production only): the external provider's side, served by the api on its own
// origin as a real one would be — a hosted card page (strict CSP), a cashtocode page, and the bank's
// "transfer received" for invoices. Test data: apps/api/src/modules/payments/README.md.

export const sandboxCardPageContract = defineContract({
  id: "sandboxCardPage",
  method: "POST",
  path: "/sandbox-provider/card",
  summary:
    "The sandbox's hosted card page: the browser POSTs the form fields page_number and cipher from the encryption call; HTML. " +
    "Test cards: 4242 4242 4242 4242 approve, 4000 0000 0000 0002 decline, 4000 0000 0000 3220 3-D Secure challenge (code 123456)",
  tags: ["payment-sandbox"],
  auth: "public",
  bodyType: "form",
  body: z.object({ page_number: z.string().max(40), cipher: z.string().max(8000) }),
  responseContentType: "text/html",
});

const ZSandboxSession = z.object({ session: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, { message: "exception.checkout.sandbox_session_invalid" }) });

export const sandboxCardSubmitContract = defineContract({
  id: "sandboxCardSubmit",
  method: "POST",
  path: "/sandbox-provider/card/:session",
  summary: "The sandbox card page's form: card number, expiry MM/YY, CVC, holder → approve, decline or the 3-D Secure challenge page; HTML or a redirect to the return URL",
  tags: ["payment-sandbox"],
  auth: "public",
  params: ZSandboxSession,
  bodyType: "form",
  body: z.object({ card_number: z.string().max(40), expiry: z.string().max(10), cvc: z.string().max(6), holder: z.string().max(100) }),
  responseContentType: "text/html",
});

export const sandboxChallengeContract = defineContract({
  id: "sandboxCardChallenge",
  method: "POST",
  path: "/sandbox-provider/card/:session/challenge",
  summary: "3-D Secure challenge of the sandbox: the one-time code shown on the challenge page (3 tries, then declined); HTML or a redirect to the return URL",
  tags: ["payment-sandbox"],
  auth: "public",
  params: ZSandboxSession,
  bodyType: "form",
  body: z.object({ code: z.string().max(12), action: z.enum(["confirm", "cancel"]).optional() }),
  responseContentType: "text/html",
});

export const sandboxCashtocodePageContract = defineContract({
  id: "sandboxCashtocodePage",
  method: "GET",
  path: "/sandbox-provider/cashtocode/:session",
  summary: "The sandbox cashtocode page (jump target of a CT payment): the payment code and a button that plays the cash payment at the till; HTML",
  tags: ["payment-sandbox"],
  auth: "public",
  params: ZSandboxSession,
  responseContentType: "text/html",
});

export const sandboxCashtocodePaidContract = defineContract({
  id: "sandboxCashtocodePaid",
  method: "POST",
  path: "/sandbox-provider/cashtocode/:session",
  summary: "Sandbox cashtocode: paid (action=paid) or given up (action=cancel); the provider calls back and the customer goes to the jump link",
  tags: ["payment-sandbox"],
  auth: "public",
  params: ZSandboxSession,
  bodyType: "form",
  body: z.object({ action: z.enum(["paid", "cancel"]) }),
  responseContentType: "text/html",
});

export const sandboxTransferReceivedContract = defineContract({
  id: "sandboxTransferReceived",
  method: "POST",
  path: "/api/v2/payment/sandbox/transfer-received",
  summary: "Sandbox bank: marks the bank transfer of one's own pending invoice (TR) payment as received; the provider then calls back (async)",
  tags: ["payment-sandbox"],
  auth: "user",
  body: z.object({ payment_id: ZId }),
  response: z.object({ payment_id: z.number().int(), scheduled: z.literal(true) }),
});

/** Every payment contract, spread into allContracts. */
export const paymentContracts = [
  validateIbanContract,
  membershipPackagesContract,
  paymentPackagesContract,
  promotionCodeContract,
  paymentInquiryContract,
  payContract,
  encryptionContract,
  paymentStatusContract,
  subscriptionsContract,
  cancelSubscriptionContract,
  rebillContract,
  payRebillContract,
  autoRechargeContract,
  saveAutoRechargeContract,
  providerCallbackContract,
  sandboxCardPageContract,
  sandboxCardSubmitContract,
  sandboxChallengeContract,
  sandboxCashtocodePageContract,
  sandboxCashtocodePaidContract,
  sandboxTransferReceivedContract,
] as const;
