import { describe, expect, it } from "vitest";
import { DAY_CONSTANTS, DAY_SECONDS, HOUR_SECONDS } from "./time.js";

describe("time constants (spec 000 §9, spec 001 §9)", () => {
  it("has d 1, w 7, m 30 and the unit sizes", () => {
    expect(DAY_CONSTANTS).toEqual({ d: 1, w: 7, m: 30 });
    expect(HOUR_SECONDS).toBe(3600);
    expect(DAY_SECONDS).toBe(86_400);
  });
});
