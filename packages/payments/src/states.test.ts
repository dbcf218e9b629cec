import { describe, expect, it } from "vitest";
import { SUBSCRIPTION_STATUS } from "@samtrot/constants-catalogue";
import {
  INVOICE_STATUS,
  SUBSCRIPTION_EVENTS,
  type TSubscriptionEvent,
  type TSubscriptionState,
  grantsBenefits,
  isFinalSubscriptionState,
  nextPaymentStatus,
  nextPayoutStatus,
  nextSubscriptionState,
  payoutRefusal,
  subscriptionStateOfCode,
  tipWithinLimit,
  tippingAllowance,
} from "./states.js";

function run(events: TSubscriptionEvent[], from: TSubscriptionState = "init"): TSubscriptionState | string {
  let state = from;
  for (const event of events) {
    const next = nextSubscriptionState(state, event);
    if (!next.ok) return `${state}!${event}`;
    state = next.value;
  }
  return state;
}

describe("subscription state machine", () => {
  it("card: init → submitting → subscribed → running on rebills → cancelled → ended", () => {
    expect(run(["submit", "paid"])).toBe("subscribed");
    expect(run(["submit", "paid", "paid", "paid"])).toBe("running");
    expect(run(["submit", "paid", "paid", "cancel", "expire"])).toBe("ended");
  });

  it("SEPA: submitted waits for the money; a returned debit reverses", () => {
    expect(run(["submit", "accepted", "paid"])).toBe("subscribed");
    expect(run(["submit", "accepted", "returned"])).toBe("reversed");
    expect(run(["submit", "paid", "returned"])).toBe("reversed");
  });

  it("a declined payment fails and may be submitted again", () => {
    expect(run(["submit", "declined"])).toBe("failed");
    expect(run(["submit", "declined", "submit", "paid"])).toBe("subscribed");
  });

  it("refuses illegal transitions", () => {
    expect(nextSubscriptionState("init", "paid")).toEqual({ ok: false, error: "validation.payment.transition_invalid" });
    expect(run(["cancel"])).toBe("init!cancel");
    expect(run(["submit", "paid", "refund", "paid"])).toBe("refunded!paid");
    expect(run(["submit", "paid", "cancel", "cancel"])).toBe("cancelled!cancel");
    expect(run(["submit", "paid", "charge_back", "refund"])).toBe("charge_back!refund");
    expect(run(["expire"], "ended")).toBe("ended!expire");
  });

  it("final states take no event at all", () => {
    for (const state of ["refunded", "charge_back", "reversed"] as const) {
      expect(isFinalSubscriptionState(state)).toBe(true);
      for (const event of SUBSCRIPTION_EVENTS) expect(nextSubscriptionState(state, event).ok).toBe(false);
    }
    expect(isFinalSubscriptionState("running")).toBe(false);
  });

  it("benefits only while subscribed, running or cancelled-but-not-ended", () => {
    expect(grantsBenefits("subscribed")).toBe(true);
    expect(grantsBenefits("running")).toBe(true);
    expect(grantsBenefits("cancelled")).toBe(true);
    for (const state of ["init", "submitting", "submitted", "ended", "failed", "charge_back", "refunded", "reversed"] as const) {
      expect(grantsBenefits(state)).toBe(false);
    }
  });

  it("codes of spec 001 §4, shared with invoices", () => {
    expect(subscriptionStateOfCode(0)).toBe("init");
    expect(subscriptionStateOfCode(5)).toBe("charge_back");
    expect(subscriptionStateOfCode(10)).toBe("reversed");
    expect(subscriptionStateOfCode(11)).toBeUndefined();
    expect(INVOICE_STATUS).toBe(SUBSCRIPTION_STATUS);
  });
});

describe("payment and payout status", () => {
  it("payment: none → pending → success | fail; finished payments stay", () => {
    expect(nextPaymentStatus("none", "pending")).toEqual({ ok: true, value: "pending" });
    expect(nextPaymentStatus("pending", "fail")).toEqual({ ok: true, value: "fail" });
    expect(nextPaymentStatus("success", "fail").ok).toBe(false);
    expect(nextPaymentStatus("fail", "success").ok).toBe(false);
    expect(nextPaymentStatus("pending", "none").ok).toBe(false);
  });

  it("payout: ongoing → succeeded | failed only", () => {
    expect(nextPayoutStatus("ongoing", "succeeded").ok).toBe(true);
    expect(nextPayoutStatus("ongoing", "failed").ok).toBe(true);
    expect(nextPayoutStatus("failed", "succeeded").ok).toBe(false);
    expect(nextPayoutStatus("ongoing", "ongoing").ok).toBe(false);
  });

  it("a payout needs 100 dollars, fewer than 3 ongoing, an identity check and an IBAN", () => {
    const good = { amount: 100, balance: 150, ongoing: 2, identityChecked: true, hasIban: true };
    expect(payoutRefusal(good)).toBeNull();
    expect(payoutRefusal({ ...good, amount: 99 })).toBe("below_threshold");
    expect(payoutRefusal({ ...good, amount: 151 })).toBe("insufficient_balance");
    expect(payoutRefusal({ ...good, ongoing: 3 })).toBe("too_many_ongoing");
    expect(payoutRefusal({ ...good, identityChecked: false })).toBe("identity_check_missing");
    expect(payoutRefusal({ ...good, hasIban: false })).toBe("iban_missing");
  });
});

describe("tipping limit", () => {
  it("allows up to 250 dollars a month", () => {
    expect(tippingAllowance(0)).toBe(250);
    expect(tippingAllowance(200)).toBe(50);
    expect(tippingAllowance(300)).toBe(0);
    expect(tipWithinLimit(50, 200)).toBe(true);
    expect(tipWithinLimit(51, 200)).toBe(false);
    expect(tipWithinLimit(250, 0)).toBe(true);
    expect(tipWithinLimit(0, 0)).toBe(false);
    expect(tipWithinLimit(1.5, 0)).toBe(false);
  });
});
