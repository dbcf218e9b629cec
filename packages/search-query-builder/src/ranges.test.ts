import { describe, expect, it } from "vitest";
import { AGE_BANDS, PRICE_BANDS } from "@samtrot/constants-catalogue";
import {
  bandToRange,
  canonicalRanges,
  formatRangeEntry,
  formatRequestRange,
  parseRangeEntry,
  parseRequestRange,
} from "./ranges.js";

describe("range notation (spec 000 §4, §5)", () => {
  it("writes a customised minimum as [min,*] and a customised maximum as [0,max]", () => {
    expect(formatRequestRange({ min: 60, max: null })).toBe("[60,*]");
    expect(formatRequestRange({ min: 0, max: 180 })).toBe("[0,180]");
    expect(formatRequestRange({ min: 18, max: 25 })).toBe("[18,25]");
  });

  it("reads the URL form from-to with * as upper bound", () => {
    expect(parseRangeEntry("18-25", "age")).toEqual({ min: 18, max: 25 });
    expect(parseRangeEntry("46-*", "age")).toEqual({ min: 46, max: null });
    expect(parseRangeEntry("0-120", "price")).toEqual({ min: 0, max: 120 });
    expect(formatRangeEntry({ min: 46, max: null })).toBe("46-*");
  });

  it.each(["", "-", "18", "*-25", "25-18", "18-25-30", "a-b", "0-*", " 18-25", "18.5-25", "-1-5"])(
    "refuses %j",
    (entry) => {
      expect(parseRangeEntry(entry, "age")).toBeUndefined();
    },
  );

  it("refuses bounds above the filter's maximum", () => {
    expect(parseRangeEntry("18-150", "age")).toBeUndefined();
    expect(parseRangeEntry("150-231", "height")).toBeUndefined();
    expect(parseRangeEntry("150-230", "height")).toEqual({ min: 150, max: 230 });
    expect(parseRangeEntry("50-201", "weight")).toBeUndefined();
  });

  it("turns the catalogue bands into inclusive ranges (DECISIONS.md bands)", () => {
    expect(AGE_BANDS.map((band) => formatRequestRange(bandToRange(band)))).toEqual([
      "[18,25]",
      "[26,35]",
      "[36,45]",
      "[46,*]",
    ]);
    expect(PRICE_BANDS.map((band) => formatRequestRange(bandToRange(band)))).toEqual([
      "[0,99]",
      "[100,149]",
      "[150,199]",
      "[200,*]",
    ]);
  });

  it("orders ranges and drops duplicates", () => {
    expect(
      canonicalRanges([
        { min: 46, max: null },
        { min: 18, max: 25 },
        { min: 18, max: null },
        { min: 18, max: 25 },
      ]),
    ).toEqual([
      { min: 18, max: 25 },
      { min: 18, max: null },
      { min: 46, max: null },
    ]);
  });

  it("reads request ranges back", () => {
    expect(parseRequestRange("[18,25]")).toEqual({ min: 18, max: 25 });
    expect(parseRequestRange("[*,25]")).toEqual({ min: null, max: 25 });
    expect(parseRequestRange("[30,25]")).toBeUndefined();
    expect(parseRequestRange("18-25")).toBeUndefined();
  });
});
