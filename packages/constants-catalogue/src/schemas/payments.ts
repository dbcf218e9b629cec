// The zod schemas of payments (moved here so browser pages that only need its constants do not load zod).
import { CURRENCY_SYMBOLS, GOODS_TYPES, INVOICE_ITEM_TYPES, INVOICE_TYPES, PAYING_CODE, PAYMENT_METHOD, PAYMENT_STATUS, PAYOUT_STATES, PAYOUT_STATUS, PAYOUT_STEPS, PRODUCT_TYPES, PROMOTION_TYPES, REBILL_GROUPS, SUBSCRIPTION_STATUS, TRANSACTION_OUTCOMES } from "../payments.js";
import { z } from "zod";
import { zCodeOf, zKeyOf } from "../zod-helpers.js";

export const ZPaymentMethod = zKeyOf(PAYMENT_METHOD);

export const ZPaymentType = zCodeOf(PAYMENT_METHOD);

export const ZProductType = z.enum(PRODUCT_TYPES);

export const ZGoodsType = z.enum(GOODS_TYPES);

export const ZInvoiceItemType = z.enum(INVOICE_ITEM_TYPES);

export const ZInvoiceType = z.enum(INVOICE_TYPES);

export const ZRebillGroup = z.enum(REBILL_GROUPS);

export const ZPromotionType = z.enum(PROMOTION_TYPES);

export const ZPaymentStatus = zCodeOf(PAYMENT_STATUS);

export const ZPayingCode = zCodeOf(PAYING_CODE);

export const ZTransactionOutcome = z.enum(TRANSACTION_OUTCOMES);

export const ZSubscriptionStatus = zCodeOf(SUBSCRIPTION_STATUS);

export const ZPayoutStatus = zCodeOf(PAYOUT_STATUS);

export const ZPayoutState = z.enum(PAYOUT_STATES);

export const ZPayoutStep = z.enum(PAYOUT_STEPS);

export const ZCurrency = zKeyOf(CURRENCY_SYMBOLS);
