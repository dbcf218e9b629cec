import { describe, expect, it } from "vitest";
import { camelizeKeys, toCamelKey } from "./camel-case";

describe("camelizeKeys", () => {
  it("converts keys deeply and leaves values alone", () => {
    expect(
      camelizeKeys({ avatar_url: "/x_y.svg", city: { country_code: "DE" }, prices: [{ price_15_mins: 1 }], is_new: false, n: null }),
    ).toEqual({ avatarUrl: "/x_y.svg", city: { countryCode: "DE" }, prices: [{ price15Mins: 1 }], isNew: false, n: null });
  });

  it("handles plain values", () => {
    expect(camelizeKeys("a_b")).toBe("a_b");
    expect(camelizeKeys([1, "x"])).toEqual([1, "x"]);
    expect(toCamelKey("last_login_at")).toBe("lastLoginAt");
  });
});
