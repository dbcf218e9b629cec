import { describe, expect, it } from "vitest";
import { checkoutPrice } from "./money.js";
import { invoiceTotals, invoiceVat } from "./invoice-totals.js";

describe("invoiceTotals", () => {
  it("adds VAT per rate once, rounded half up, so net + VAT = gross to the cent", () => {
    const totals = invoiceTotals([
      { quantity: 1, unitNetCents: 2512, vatRateBp: 1900 },
      { quantity: 3, unitNetCents: 333, vatRateBp: 1900 },
      { quantity: 1, unitNetCents: 1000, vatRateBp: 700 },
    ]);
    // 19 %: net 2512 + 999 = 3511, VAT 667.09 → 667; 7 %: net 1000, VAT 70
    expect(totals.groups).toEqual([
      { rate: 1900, net: 3511, vat: 667, gross: 4178 },
      { rate: 700, net: 1000, vat: 70, gross: 1070 },
    ]);
    expect(totals).toMatchObject({ net: 4511, vat: 737, gross: 5248 });
  });

  it("shows what the checkout charged for a membership", () => {
    const charged = checkoutPrice(2490, { vatCountry: "DE" });
    if (!charged.ok) throw new Error("price");
    const totals = invoiceTotals([{ quantity: 1, unitNetCents: 2490, vatRateBp: charged.value.rate }]);
    expect(totals.gross).toBe(charged.value.gross);
    expect(totals.vat).toBe(charged.value.vat);
  });

  it("refuses an empty invoice and lines that are not cents, quantities or rates", () => {
    expect(() => invoiceTotals([])).toThrow(RangeError);
    expect(() => invoiceTotals([{ quantity: 0, unitNetCents: 100, vatRateBp: 1900 }])).toThrow(RangeError);
    expect(() => invoiceTotals([{ quantity: 1, unitNetCents: 1.5, vatRateBp: 1900 }])).toThrow(RangeError);
    expect(() => invoiceTotals([{ quantity: 1, unitNetCents: 100, vatRateBp: 10_001 }])).toThrow(RangeError);
  });
});

describe("invoiceVat", () => {
  it("names the note: domestic, EU consumer, reverse charge with a VAT number, outside the EU", () => {
    expect(invoiceVat({ country: "DE" }, [{ vatRateBp: 1900 }])).toEqual({ reason: "domestic", country: "DE", consistent: true });
    expect(invoiceVat({ country: "AT" }, [{ vatRateBp: 2000 }])).toEqual({ reason: "eu_oss", country: "AT", consistent: true });
    expect(invoiceVat({ country: "AT", vatNumber: "ATU12345678" }, [{ vatRateBp: 0 }])).toEqual({ reason: "reverse_charge", country: "AT", consistent: true });
    expect(invoiceVat({ country: "CH" }, [{ vatRateBp: 0 }])).toEqual({ reason: "outside_eu", country: "CH", consistent: true });
  });
  it("uses the VAT country over the address country, and flags rates that do not fit", () => {
    expect(invoiceVat({ country: "CH", vatCountry: "DE" }, [{ vatRateBp: 1900 }]).reason).toBe("domestic");
    expect(invoiceVat({ country: "CH" }, [{ vatRateBp: 1900 }]).consistent).toBe(false);
    expect(invoiceVat({ country: "DE" }, [{ vatRateBp: 0 }]).consistent).toBe(false);
  });
});
