import { describe, expect, it } from "vitest";
import { ageOn, formatBirthDate, isCalendarDate, salutationCode, validateBirthDate } from "./person.js";

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe("salutation", () => {
  it("maps Mister to 1M and Miss to 2F", () => {
    expect(salutationCode("Mister")).toBe("1M");
    expect(salutationCode("Miss")).toBe("2F");
  });
});

describe("birth date", () => {
  it("formats as MM/DD/YYYY with leading zeros", () => {
    expect(formatBirthDate({ year: 1990, month: 3, day: 7 })).toBe("03/07/1990");
    expect(formatBirthDate({ year: 2001, month: 12, day: 31 })).toBe("12/31/2001");
  });

  it("knows real calendar dates", () => {
    expect(isCalendarDate({ year: 2000, month: 2, day: 29 })).toBe(true);
    expect(isCalendarDate({ year: 1900, month: 2, day: 29 })).toBe(false);
    expect(isCalendarDate({ year: 1999, month: 2, day: 29 })).toBe(false);
    expect(isCalendarDate({ year: 1990, month: 4, day: 31 })).toBe(false);
    expect(isCalendarDate({ year: 1990, month: 13, day: 1 })).toBe(false);
    expect(isCalendarDate({ year: 1990, month: 0, day: 1 })).toBe(false);
    expect(isCalendarDate({ year: 1990, month: 1, day: 0 })).toBe(false);
    expect(isCalendarDate({ year: 1990.5, month: 1, day: 1 })).toBe(false);
  });

  it("comes of age on the 18th birthday, not the day before", () => {
    const birth = { year: 2008, month: 11, day: 25 };
    expect(validateBirthDate(birth, day("2026-11-25"))).toEqual({ ok: true, value: "11/25/2008" });
    expect(validateBirthDate(birth, day("2026-11-24"))).toEqual({ ok: false, error: "validation.birth_date.under_18" });
  });

  it("a leap-day child is 18 on 1 March of a common year", () => {
    const birth = { year: 2008, month: 2, day: 29 };
    expect(ageOn(birth, day("2026-02-28"))).toBe(17);
    expect(ageOn(birth, day("2026-03-01"))).toBe(18);
  });

  it("refuses impossible dates, future dates and ages over 120", () => {
    const on = day("2026-11-25");
    expect(validateBirthDate({ year: 1990, month: 2, day: 30 }, on)).toEqual({ ok: false, error: "validation.birth_date.invalid" });
    expect(validateBirthDate({ year: 2030, month: 1, day: 1 }, on)).toEqual({ ok: false, error: "validation.birth_date.invalid" });
    expect(validateBirthDate({ year: 1900, month: 1, day: 1 }, on)).toEqual({ ok: false, error: "validation.birth_date.invalid" });
  });
});
