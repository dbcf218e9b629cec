import { describe, expect, it } from "vitest";
import { formatLedgerDay, formatLedgerTime, formatUnits } from "./ledger-format";

describe("ledger dates and amounts", () => {
  it("writes German D. MMM YYYY and English MMM D, YYYY on the Berlin calendar", () => {
    // 23:30 UTC on 31 March is already 1 April in Berlin (summer time)
    expect(formatLedgerDay("2025-03-31T23:30:00Z", "de")).toBe("1. Apr. 2025");
    expect(formatLedgerDay("2025-03-31T23:30:00Z", "en")).toBe("Apr 1, 2025");
    expect(formatLedgerTime("2025-03-31T23:30:00Z", "de")).toBe("01:30");
    expect(formatLedgerDay("2025-12-05T10:00:00Z", "de")).toBe("5. Dez. 2025");
  });
  it("signs amounts with + and the minus sign, grouped in the language", () => {
    expect(formatUnits(1250, "de", true)).toBe("+1.250");
    expect(formatUnits(-20, "en", true)).toBe("−20");
    expect(formatUnits(0, "en", true)).toBe("0");
    expect(formatUnits(1250, "en")).toBe("1,250");
  });
});
