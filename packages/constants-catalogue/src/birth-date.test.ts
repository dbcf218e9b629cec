import { describe, expect, it } from "vitest";
import { birthDateProblem } from "./birth-date.js";

const on = new Date("2026-03-01T12:00:00Z");

describe("birthDateProblem (registration and membership form)", () => {
  it("adults pass; the 18th birthday counts; 29 February comes of age on 1 March", () => {
    expect(birthDateProblem({ year: 1990, month: 5, day: 17 }, on)).toBeNull();
    expect(birthDateProblem({ year: 2008, month: 3, day: 1 }, on)).toBeNull();
    expect(birthDateProblem({ year: 2008, month: 2, day: 29 }, on)).toBeNull();
    expect(birthDateProblem({ year: 2008, month: 3, day: 2 }, on)).toBe("under_18");
  });
  it("no such day, a future date and an implausible age are invalid", () => {
    expect(birthDateProblem({ year: 1990, month: 2, day: 30 }, on)).toBe("invalid");
    expect(birthDateProblem({ year: 2027, month: 1, day: 1 }, on)).toBe("invalid");
    expect(birthDateProblem({ year: 1900, month: 1, day: 1 }, on)).toBe("invalid");
  });
});
