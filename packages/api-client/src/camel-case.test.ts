import { describe, expect, expectTypeOf, it } from "vitest";
import { camelizeKeys, toCamelCase, type TCamelCase } from "./camel-case.js";

describe("toCamelCase", () => {
  it.each([
    ["user_type", "userType"],
    ["price_15_mins", "price15Mins"],
    ["a_b_c", "aBC"],
    ["alreadyCamel", "alreadyCamel"],
    ["DE", "DE"],
    ["_private", "_private"],
    ["trailing_", "trailing_"],
    ["double__under", "double__under"],
  ])("%s → %s", (input, output) => {
    expect(toCamelCase(input)).toBe(output);
  });

  it("has a type that matches the runtime", () => {
    expectTypeOf<TCamelCase<"price_15_mins">>().toEqualTypeOf<"price15Mins">();
    expectTypeOf<TCamelCase<"_private">>().toEqualTypeOf<"_private">();
    expectTypeOf<TCamelCase<"a_b_c">>().toEqualTypeOf<"aBC">();
  });
});

describe("camelizeKeys", () => {
  it("converts nested objects and arrays and leaves values alone", () => {
    const input = { unread_count: 2, items: [{ content: { notification_id: 1, is_read: false } }], note: "snake_case value", none: null };
    expect(camelizeKeys(input)).toEqual({
      unreadCount: 2,
      items: [{ content: { notificationId: 1, isRead: false } }],
      note: "snake_case value",
      none: null,
    });
  });

  it("returns scalars and strings untouched", () => {
    expect(camelizeKeys("OK")).toBe("OK");
    expect(camelizeKeys(5)).toBe(5);
    expect(camelizeKeys(undefined)).toBeUndefined();
  });
});
