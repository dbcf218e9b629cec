import { describe, expect, it } from "vitest";
import { parseWebEnv } from "./env.server";

describe("parseWebEnv", () => {
  it("has working local defaults", () => {
    expect(parseWebEnv({})).toEqual({
      NODE_ENV: "development",
      API_URL: "http://127.0.0.1:4000",
      OAUTH_CLIENT_ID: "samtrot-web",
      OAUTH_CLIENT_SECRET: "samtrot-web-dev-secret",
      TRUST_FORWARDED_FOR: false,
    });
  });

  it("trusts x-forwarded-for only when told", () => {
    expect(parseWebEnv({ TRUST_FORWARDED_FOR: "1" }).TRUST_FORWARDED_FOR).toBe(true);
    expect(parseWebEnv({ TRUST_FORWARDED_FOR: "false" }).TRUST_FORWARDED_FOR).toBe(false);
    expect(() => parseWebEnv({ TRUST_FORWARDED_FOR: "yes" })).toThrow(/TRUST_FORWARDED_FOR/);
  });

  it("refuses a bad API_URL with a readable message", () => {
    expect(() => parseWebEnv({ API_URL: "not a url" })).toThrow(/API_URL/);
  });
});
