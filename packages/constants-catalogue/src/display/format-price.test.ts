import { describe, expect, it } from "vitest";
import { formatPrice } from "./format-price.js";

describe("formatPrice (spec 000 §9, spec 001 §9)", () => {
  it("shows 60 minutes per hour", () => {
    expect(formatPrice({ price: 150, durationMinutes: 60 })).toEqual({ price: 150, key: "common.price.per_hour", count: 1 });
  });
  it("keeps 90 minutes in minutes", () => {
    expect(formatPrice({ price: 200, durationMinutes: 90 })).toEqual({ price: 200, key: "common.price.per_minutes", count: 90 });
  });
  it("converts 120 and 1440 minutes to hours", () => {
    expect(formatPrice({ price: 280, durationMinutes: 120 })).toEqual({ price: 280, key: "common.price.per_hours", count: 2 });
    expect(formatPrice({ price: 1500, durationMinutes: 1440 })).toEqual({ price: 1500, key: "common.price.per_hours", count: 24 });
  });
  it("keeps 15 and 30 minutes in minutes", () => {
    expect(formatPrice({ price: 50, durationMinutes: 15 }).key).toBe("common.price.per_minutes");
    expect(formatPrice({ price: 80, durationMinutes: 30 }).count).toBe(30);
  });
  it("translates through t when given", () => {
    const texts: Record<string, string> = {
      "common.price.per_hour": "{{price}} € pro Stunde",
      "common.price.per_hours": "{{price}} € für {{count}} Stunden",
    };
    const t = (key: string, values: Record<string, string | number>) =>
      (texts[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(values[name]));
    expect(formatPrice({ price: 150, durationMinutes: 60 }, t)).toBe("150 € pro Stunde");
    expect(formatPrice({ price: 280, durationMinutes: 120 }, t)).toBe("280 € für 2 Stunden");
  });
  it("refuses a non-positive duration or a negative price", () => {
    expect(() => formatPrice({ price: 10, durationMinutes: 0 })).toThrow();
    expect(() => formatPrice({ price: -1, durationMinutes: 60 })).toThrow();
  });
});
