import { describe, expect, it } from "vitest";
import { formatEuro, formatInvoiceDay, invoiceDayIso } from "./invoice-format";

describe("invoice formats", () => {
  it("shows the Berlin day in the user's language", () => {
    // 23:30 UTC on 31 Dec is already New Year in Berlin
    expect(formatInvoiceDay("2026-12-31T23:30:00Z", "de")).toBe("1. Jan. 2027");
    expect(formatInvoiceDay("2026-11-25T10:00:00Z", "en")).toBe("Nov 25, 2026");
    expect(invoiceDayIso("2026-12-31T23:30:00Z")).toBe("2027-01-01");
  });
  it("shows cents as euros", () => {
    expect(formatEuro(2963, "de")).toBe("29,63\u00a0€");
    expect(formatEuro(2963, "en")).toBe("€29.63");
  });
});
