import { describe, expect, it } from "vitest";
import {
  CURRENCY_SYMBOLS,
  GOODS_TYPES,
  INVOICE_ITEM_TYPES,
  INVOICE_TYPES,
  PAYING_CODE,
  PAYMENT_CALLBACK_WAIT_MS,
  PAYMENT_METHOD,
  PAYMENT_STATUS,
  PAYOUT_STATES,
  PAYOUT_STATUS,
  PAYOUT_STEPS,
  PRODUCT_TYPES,
  PROMOTION_TYPES,
  REBILL_GROUPS,
  SUBSCRIPTION_STATUS,
  TOKEN_PAYMENT_METHODS,
  TRANSACTION_OUTCOMES,
} from "./payments.js";

describe("payment (spec 000 §4, §7; spec 001 §3, §4, §9)", () => {
  it("has the methods and their payment_type codes", () => {
    expect(PAYMENT_METHOD).toEqual({ direct_debit: "DD", credit_card: "CC", account_transfer: "TR", cashto_code: "CT" });
    expect([...TOKEN_PAYMENT_METHODS]).toEqual(["account_transfer", "cashto_code"]);
  });
  it("has product, goods, invoice, rebill and promotion types", () => {
    expect([...PRODUCT_TYPES]).toEqual(["membership", "dollar", "fsk18", "gift"]);
    expect([...GOODS_TYPES]).toEqual(["membership", "dollar", "fsk18", "gift", "rebill"]);
    expect(INVOICE_ITEM_TYPES).toHaveLength(4);
    expect([...INVOICE_TYPES]).toEqual(["normal_payment", "auto_renew"]);
    expect(REBILL_GROUPS).toHaveLength(6);
    expect(PROMOTION_TYPES).toHaveLength(4);
  });
  it("has payment status fail -1, none 0, success 1, pending 2", () => {
    expect(PAYMENT_STATUS).toEqual({ fail: -1, none: 0, success: 1, pending: 2 });
    expect(PAYING_CODE.failed).toBe(-1);
    expect([...TRANSACTION_OUTCOMES]).toEqual(["succeeded", "failed", "insufficient", "pending", "timeout"]);
  });
  it("has the subscription/invoice status", () => {
    expect(SUBSCRIPTION_STATUS).toEqual({
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
    });
  });
  it("has payout status, states and steps", () => {
    expect(PAYOUT_STATUS).toEqual({ ongoing: 0, succeeded: 1, failed: 2 });
    expect([...PAYOUT_STATES]).toEqual(["init", "success", "failure", "confirmed"]);
    expect([...PAYOUT_STEPS]).toEqual(["loading", "probation", "start", "edit", "submit", "success", "fail"]);
  });
  it("has 20 currency symbols and waits 2.5 s after paying", () => {
    expect(Object.keys(CURRENCY_SYMBOLS)).toHaveLength(20);
    expect(CURRENCY_SYMBOLS.EUR).toBe("€");
    expect(PAYMENT_CALLBACK_WAIT_MS).toBe(2500);
  });
});
