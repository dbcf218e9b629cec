import { describe, expect, it } from "vitest";
import { PRICE_DURATIONS, PRICE_FIELDS, PRICE_LIMITS, priceField } from "./prices.js";
import { ZPriceDuration, ZPriceEntry } from "./schemas/prices.js";

describe("price durations (spec 000 §3, spec 001 §9)", () => {
  it("are 15, 30, 60, 120, 180, 240, 480, 720, 1440 minutes", () => {
    expect([...PRICE_DURATIONS]).toEqual([15, 30, 60, 120, 180, 240, 480, 720, 1440]);
    expect(ZPriceDuration.safeParse(90).success).toBe(false);
  });
  it("name their fields price_{minutes}_mins", () => {
    expect(priceField(15)).toBe("price_15_mins");
    expect(PRICE_FIELDS).toEqual([
      "price_15_mins",
      "price_30_mins",
      "price_60_mins",
      "price_120_mins",
      "price_180_mins",
      "price_240_mins",
      "price_480_mins",
      "price_720_mins",
      "price_1440_mins",
    ]);
  });
});

describe("price entries (spec 001 §5)", () => {
  it("allow a price from 1 to 100000", () => {
    expect(PRICE_LIMITS).toEqual({ min: 1, max: 100_000 });
    expect(ZPriceEntry.safeParse({ price: 1, name: 60 }).success).toBe(true);
    expect(ZPriceEntry.safeParse({ price: 100_000, name: 1440 }).success).toBe(true);
    expect(ZPriceEntry.safeParse({ price: 0, name: 60 }).success).toBe(false);
    expect(ZPriceEntry.safeParse({ price: 100_001, name: 60 }).success).toBe(false);
    expect(ZPriceEntry.safeParse({ price: 100, name: 45 }).success).toBe(false);
  });
});
