import { describe, expect, it } from "vitest";
import { formatDistance } from "./format-distance.js";

describe("formatDistance (spec 000 §5, DECISIONS.md)", () => {
  it.each([
    [0, "<1km"],
    [0.99, "<1km"],
    [1, "1 km"],
    [1.49, "1 km"],
    [1.5, "2 km"],
    [12.4, "12 km"],
    [499.5, "500 km"],
    [500, "500 km"],
    [500.1, ">500km"],
    [12_000, ">500km"],
  ])("%d km → %s", (km, text) => {
    expect(formatDistance(km)).toBe(text);
  });
  it("refuses negative and non-finite distances", () => {
    expect(() => formatDistance(-1)).toThrow(RangeError);
    expect(() => formatDistance(Number.NaN)).toThrow(RangeError);
  });
});
