import { describe, expect, it } from "vitest";
import { maskIban, payoutProbationEnds, riseUpPositionLevel, riseUpPrice, riseUpTypeFor } from "./promotion.js";

describe("rise up", () => {
  it("maps the hours since the last rise up to the spec's position levels", () => {
    expect(riseUpPositionLevel(null)).toBeNull();
    expect(riseUpPositionLevel(0)).toBe("0_24");
    expect(riseUpPositionLevel(23.99)).toBe("0_24");
    expect(riseUpPositionLevel(24)).toBe("24_72");
    expect(riseUpPositionLevel(71.9)).toBe("24_72");
    expect(riseUpPositionLevel(72)).toBe("over_72");
    expect(riseUpPositionLevel(1000)).toBe("over_72");
  });

  it("members rise up regular, others global", () => {
    expect(riseUpTypeFor(true)).toBe("regular");
    expect(riseUpTypeFor(false)).toBe("global");
  });

  it("a member's first rise up in 24 hours is free, the next one costs the price until the day has passed", () => {
    const now = new Date("2026-11-25T12:00:00Z");
    expect(riseUpPrice({ isMember: true, lastFreeAt: null, now })).toEqual({ type: "regular", price: 0, free: true, nextFreeAt: null });
    const hourAgo = new Date("2026-11-25T11:00:00Z");
    expect(riseUpPrice({ isMember: true, lastFreeAt: hourAgo, now })).toEqual({ type: "regular", price: 10, free: false, nextFreeAt: new Date("2026-11-26T11:00:00Z") });
    expect(riseUpPrice({ isMember: true, lastFreeAt: new Date("2026-11-24T12:00:00Z"), now }).free).toBe(true);
    expect(riseUpPrice({ isMember: false, lastFreeAt: null, now })).toEqual({ type: "global", price: 10, free: false, nextFreeAt: null });
  });
});

describe("payout helpers", () => {
  it("probation ends 14 days after registration", () => {
    expect(payoutProbationEnds(new Date("2026-11-01T10:00:00Z")).toISOString()).toBe("2026-11-15T10:00:00.000Z");
  });
  it("masks an IBAN to country, check digits and the last four", () => {
    expect(maskIban("de89 3704 0044 0532 0130 00")).toBe("DE89 •••• 3000");
  });
});
