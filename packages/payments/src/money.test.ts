import { describe, expect, it } from "vitest";
import { EU_VAT_RATES, addVat, applyPromotion, checkoutPrice, divRoundHalfUp, splitGross, vatRateFor } from "./money.js";

describe("rounding", () => {
  it("rounds half up", () => {
    expect(divRoundHalfUp(5, 10)).toBe(1);
    expect(divRoundHalfUp(4, 10)).toBe(0);
    expect(divRoundHalfUp(15, 10)).toBe(2);
    expect(divRoundHalfUp(25, 10)).toBe(3);
  });
});

describe("VAT arithmetic in cents", () => {
  it("adds 19 % to a net price", () => {
    expect(addVat(1000, 1900)).toEqual({ net: 1000, vat: 190, gross: 1190, rate: 1900 });
    // 8.40 × 19 % = 1.596 → 1.60
    expect(addVat(840, 1900)).toEqual({ net: 840, vat: 160, gross: 1000, rate: 1900 });
    // 0.50 × 19 % = 0.095 → 0.10 (half up)
    expect(addVat(50, 1900).vat).toBe(10);
    // Finland 25.5 %: 10.00 → 2.55
    expect(addVat(1000, 2550).vat).toBe(255);
  });

  it("splits a gross price so that net + vat = gross", () => {
    // 19.99 incl. 19 %: VAT = 19.99 × 19 / 119 = 3.1916… → 3.19
    expect(splitGross(1999, 1900)).toEqual({ net: 1680, vat: 319, gross: 1999, rate: 1900 });
    expect(splitGross(1190, 1900)).toEqual({ net: 1000, vat: 190, gross: 1190, rate: 1900 });
    for (let gross = 0; gross < 3000; gross += 7) {
      const split = splitGross(gross, 2100);
      expect(split.net + split.vat).toBe(gross);
      expect(Number.isInteger(split.vat)).toBe(true);
    }
  });

  it("refuses fractions and negative amounts", () => {
    expect(() => addVat(10.5, 1900)).toThrow(RangeError);
    expect(() => splitGross(-1, 1900)).toThrow(RangeError);
  });
});

describe("VAT rate by country", () => {
  it("defaults to Germany's 19 %", () => {
    expect(vatRateFor({})).toEqual({ country: "DE", rate: 1900, reason: "domestic" });
    expect(vatRateFor({ vatCountry: "" })).toEqual({ country: "DE", rate: 1900, reason: "domestic" });
    expect(vatRateFor({ vatCountry: "de", vatNumber: "DE123456789" })).toEqual({ country: "DE", rate: 1900, reason: "domestic" });
  });

  it("charges another member state's consumer their rate, a business there nothing", () => {
    expect(vatRateFor({ vatCountry: "AT" })).toEqual({ country: "AT", rate: 2000, reason: "eu_oss" });
    expect(vatRateFor({ vatCountry: "NL" })).toEqual({ country: "NL", rate: 2100, reason: "eu_oss" });
    expect(vatRateFor({ vatCountry: "AT", vatNumber: "ATU12345678" })).toEqual({ country: "AT", rate: 0, reason: "reverse_charge" });
  });

  it("charges no German VAT outside the EU", () => {
    expect(vatRateFor({ vatCountry: "CH" })).toEqual({ country: "CH", rate: 0, reason: "outside_eu" });
  });

  it("holds the 27 member states", () => {
    expect(Object.keys(EU_VAT_RATES)).toHaveLength(27);
    expect(EU_VAT_RATES).toMatchObject({ DE: 1900, LU: 1700, HU: 2700, FI: 2550 });
  });
});

describe("promotion codes", () => {
  it("takes a percentage off, rounded half up", () => {
    expect(applyPromotion(1999, { kind: "percent", percent: 1000 })).toEqual({ ok: true, value: { original: 1999, discount: 200, price: 1799 } });
    expect(applyPromotion(1999, { kind: "percent", percent: 10_000 })).toEqual({ ok: true, value: { original: 1999, discount: 1999, price: 0 } });
  });

  it("takes a fixed amount off, never below zero", () => {
    expect(applyPromotion(1999, { kind: "fixed", amount: 500 })).toEqual({ ok: true, value: { original: 1999, discount: 500, price: 1499 } });
    expect(applyPromotion(300, { kind: "fixed", amount: 500 })).toEqual({ ok: true, value: { original: 300, discount: 300, price: 0 } });
  });

  it("refuses impossible promotions and amounts", () => {
    expect(applyPromotion(1000, { kind: "percent", percent: 10_001 })).toEqual({ ok: false, error: "validation.payment.promotion_invalid" });
    expect(applyPromotion(1000, { kind: "percent", percent: -1 })).toEqual({ ok: false, error: "validation.payment.promotion_invalid" });
    expect(applyPromotion(1000, { kind: "fixed", amount: 1.5 })).toEqual({ ok: false, error: "validation.payment.promotion_invalid" });
    expect(applyPromotion(-5, { kind: "fixed", amount: 1 })).toEqual({ ok: false, error: "validation.payment.amount_invalid" });
  });
});

describe("checkout price", () => {
  it("applies the promotion to the net price, then the customer's VAT", () => {
    expect(checkoutPrice(1000, {}, { kind: "percent", percent: 2000 })).toEqual({
      ok: true,
      value: { original: 1000, discount: 200, net: 800, vat: 152, gross: 952, rate: 1900, vatReason: "domestic", vatCountry: "DE" },
    });
    expect(checkoutPrice(1000, { vatCountry: "AT", vatNumber: "ATU1" })).toMatchObject({ ok: true, value: { net: 1000, vat: 0, gross: 1000, vatReason: "reverse_charge" } });
  });
});
