import { describe, expect, it } from "vitest";
import { AGE_FILTER_PATTERN, DATE_RULES, FIELD_VISIBILITY, IMAGE_UPLOAD, MESSENGER_IMAGES, NUMBER_LIMITS, RANGE_MESSAGE, TEXT_LIMITS, USERNAME_LENGTH, fillMinMax, isValidUsername, usernameKey } from "./validation.js";
import { ZBusinessDescription, ZHeight, ZPenisDiameter, ZPenisLength, ZPhone, ZProfession, ZStatusText, ZUsername, ZWeight } from "./schemas/validation.js";

describe("username (spec 001 §5)", () => {
  it("is 3 to 20 characters", () => {
    expect(USERNAME_LENGTH).toEqual({ min: 3, max: 20 });
    expect(isValidUsername("abc")).toBe(true);
    expect(isValidUsername("ab")).toBe(false);
    expect(isValidUsername("a".repeat(20))).toBe(true);
    expect(isValidUsername("a".repeat(21))).toBe(false);
  });
  it("allows letters, digits, umlauts and ß, upper case too", () => {
    for (const name of ["jörg", "Süße", "maß42", "ÄÖÜäöü", "Anna2000"]) expect(isValidUsername(name)).toBe(true);
  });
  it("allows single _ . - separators between groups only", () => {
    for (const name of ["anna_b", "anna.b", "anna-b", "a.b-c_d"]) expect(isValidUsername(name)).toBe(true);
    for (const name of ["_anna", "anna_", "an__na", "an._na", "anna-", ".anna", "an na", "anna!", "josé", "anna@x"]) {
      expect(isValidUsername(name)).toBe(false);
    }
  });
  it("gives translation keys as messages", () => {
    const result = ZUsername.safeParse("a!");
    expect(result.success).toBe(false);
    if (!result.success) for (const issue of result.error.issues) expect(issue.message).toMatch(/^validation\./);
  });
  it("compares case-insensitively", () => {
    expect(usernameKey("JÖRG")).toBe(usernameKey("jörg"));
  });
});

describe("numeric limits (spec 001 §5)", () => {
  it("match the spec", () => {
    expect(NUMBER_LIMITS).toEqual({
      price: { min: 1, max: 100_000 },
      height: { min: 145, max: 230 },
      weight: { min: 40, max: 200 },
      penisLength: { min: 5, max: 40 },
      penisDiameter: { min: 1, max: 15 },
    });
  });
  it.each([
    ["height", ZHeight, 145, 230],
    ["weight", ZWeight, 40, 200],
    ["penis length", ZPenisLength, 5, 40],
    ["penis diameter", ZPenisDiameter, 1, 15],
  ] as const)("%s accepts its bounds and refuses just outside", (_name, schema, min, max) => {
    expect(schema.safeParse(min).success).toBe(true);
    expect(schema.safeParse(max).success).toBe(true);
    expect(schema.safeParse(min - 1).success).toBe(false);
    expect(schema.safeParse(max + 1).success).toBe(false);
  });
  it("uses the spec's %min%/%max% messages", () => {
    const result = ZHeight.safeParse(144);
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.issues[0]?.message).toBe(RANGE_MESSAGE.height);
    expect(fillMinMax("only accept height from %min% to %max%", NUMBER_LIMITS.height)).toBe(
      "only accept height from 145 to 230",
    );
  });
});

describe("text limits (spec 001 §5)", () => {
  it("match the spec", () => {
    expect(TEXT_LIMITS).toEqual({
      status: { max: 250 },
      description: { max: 2500 },
      businessDescription: { min: 140, max: 2500 },
      interview: { max: 250 },
      profession: { max: 70 },
      penisField: { max: 5 },
    });
    expect(ZStatusText.safeParse("x".repeat(250)).success).toBe(true);
    expect(ZStatusText.safeParse("x".repeat(251)).success).toBe(false);
    expect(ZProfession.safeParse("x".repeat(71)).success).toBe(false);
    expect(ZBusinessDescription.safeParse("x".repeat(139)).success).toBe(false);
    expect(ZBusinessDescription.safeParse("x".repeat(140)).success).toBe(true);
  });
});

describe("uploads, messenger, phone, dates (spec 001 §5)", () => {
  it("bounds image uploads at 50 KB to 20 MB, width 200 px, 5 watermark checks", () => {
    expect(IMAGE_UPLOAD).toEqual({ minBytes: 51_200, maxBytes: 20_971_520, minWidthPx: 200, maxWatermarkChecks: 5 });
  });
  it("lets 16 images be picked and 4 sent at once", () => {
    expect(MESSENGER_IMAGES).toEqual({ maxSelectable: 16, maxPerSend: 4 });
  });
  it("accepts an optional plus then digits only", () => {
    for (const phone of ["+491701234567", "01701234567"]) expect(ZPhone.safeParse(phone).success).toBe(true);
    for (const phone of ["+", "", "++49", "0170 123", "+49-170", "49a"]) expect(ZPhone.safeParse(phone).success).toBe(false);
  });
  it("reviews for 7 days, new dates 45 minutes ahead", () => {
    expect(DATE_RULES).toEqual({ reviewWindowDays: 7, minLeadMinutes: 45 });
  });
  it("age filters are from-to with * as upper bound", () => {
    expect(AGE_FILTER_PATTERN.test("18-25")).toBe(true);
    expect(AGE_FILTER_PATTERN.test("46-*")).toBe(true);
    expect(AGE_FILTER_PATTERN.test("*-25")).toBe(false);
  });
  it("field visibility is false, required or optional", () => {
    expect([...FIELD_VISIBILITY]).toEqual(["false", "required", "optional"]);
  });
});
