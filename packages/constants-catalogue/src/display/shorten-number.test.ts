import { describe, expect, it } from "vitest";
import { shortenNumber } from "./shorten-number.js";

describe("shortenNumber (spec 001 §9, DECISIONS.md)", () => {
  it.each([
    [0, "0"],
    [999, "999"],
    [1000, "1K"],
    [1049, "1K"],
    [1050, "1.1K"],
    [1099, "1.1K"],
    [12_345, "12.3K"],
    [99_950, "100K"],
    [999_949, "999.9K"],
    [999_950, "1M"],
    [999_999, "1M"],
    [1_000_000, "1M"],
    [1_050_000, "1.1M"],
    [12_345_678, "12.3M"],
  ])("%d → %s", (n, text) => {
    expect(shortenNumber(n)).toBe(text);
  });
  it("keeps the sign and cuts fractions", () => {
    expect(shortenNumber(-1050)).toBe("-1.1K");
    expect(shortenNumber(999.9)).toBe("999");
  });
  it("refuses non-finite numbers", () => {
    expect(() => shortenNumber(Number.NaN)).toThrow(RangeError);
    expect(() => shortenNumber(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
