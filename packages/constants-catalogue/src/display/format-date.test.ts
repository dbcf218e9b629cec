import { describe, expect, it } from "vitest";
import { formatDate } from "./format-date.js";

describe("formatDate (spec 000 §9, spec 001 §9)", () => {
  const date = new Date("2024-03-05T12:00:00Z");

  it("formats English as MMM D, YYYY", () => {
    expect(formatDate(date, "en")).toBe("Mar 5, 2024");
  });
  it("formats German as D. MMM YYYY with English month abbreviations", () => {
    expect(formatDate(date, "de")).toBe("5. Mar 2024");
    expect(formatDate(new Date("2024-05-20T12:00:00Z"), "de")).toBe("20. May 2024");
    expect(formatDate(new Date("2024-10-01T12:00:00Z"), "de")).toBe("1. Oct 2024");
  });
  it("uses the English pattern for es and pl", () => {
    expect(formatDate(date, "es")).toBe("Mar 5, 2024");
    expect(formatDate(date, "pl")).toBe("Mar 5, 2024");
  });
  it("takes the calendar day in Europe/Berlin, whatever the machine's zone", () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Berlin (UTC+1 in winter).
    expect(formatDate("2023-12-31T23:30:00Z", "en")).toBe("Jan 1, 2024");
    expect(formatDate("2023-12-31T23:30:00Z", "en", { timeZone: "UTC" })).toBe("Dec 31, 2023");
    expect(formatDate(Date.UTC(2024, 6, 14, 21, 59), "de")).toBe("14. Jul 2024");
    expect(formatDate(Date.UTC(2024, 6, 14, 22, 0), "de")).toBe("15. Jul 2024");
  });
  it("refuses an invalid date", () => {
    expect(() => formatDate("not a date", "en")).toThrow(RangeError);
  });
});
