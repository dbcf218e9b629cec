import { describe, expect, it } from "vitest";
import { RADIUS, allowedRadius, radiusChoices } from "./radius.js";
import { ZNonMemberRadius, ZRadius } from "./schemas/radius.js";

describe("radius (spec 001 §6, spec 000 §9, DECISIONS.md)", () => {
  it("offers non-members 5-100 and members also 150-500", () => {
    expect([...RADIUS.nonMemberChoices]).toEqual([5, 10, 20, 30, 50, 100]);
    expect([...RADIUS.memberChoices]).toEqual([5, 10, 20, 30, 50, 100, 150, 200, 300, 500]);
    expect(radiusChoices(false)).toBe(RADIUS.nonMemberChoices);
    expect(radiusChoices(true)).toBe(RADIUS.memberChoices);
    expect(ZNonMemberRadius.safeParse(150).success).toBe(false);
    expect(ZRadius.safeParse(150).success).toBe(true);
    expect(ZRadius.safeParse(25).success).toBe(false);
  });
  it("has standard 100, global id 69420 and the per-area defaults", () => {
    expect(RADIUS.standard).toBe(100);
    expect(RADIUS.globalId).toBe(69420);
    expect(RADIUS.default).toEqual({ search: 100, events: 100, blogs: 500 });
    expect(RADIUS.blogChoices[0]).toBe(500);
    expect(RADIUS.blogChoices.at(-1)).toBe(5);
  });
  it("resets 0, negatives and NaN to the standard radius", () => {
    expect(allowedRadius(0, false)).toBe(100);
    expect(allowedRadius(-5, true)).toBe(100);
    expect(allowedRadius(Number.NaN, true)).toBe(100);
  });
  it("caps non-members at 100 and members at 500", () => {
    expect(allowedRadius(500, false)).toBe(100);
    expect(allowedRadius(150, false)).toBe(100);
    expect(allowedRadius(500, true)).toBe(500);
    expect(allowedRadius(9999, true)).toBe(500);
  });
  it("keeps a valid choice and rounds others up to the next choice", () => {
    expect(allowedRadius(20, false)).toBe(20);
    expect(allowedRadius(25, false)).toBe(30);
    expect(allowedRadius(1, true)).toBe(5);
  });
});
