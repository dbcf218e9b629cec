import { describe, expect, it } from "vitest";
import { parseWebEnv, paymentFormOrigins } from "./env.server";

describe("parseWebEnv", () => {
  it("has working local defaults", () => {
    expect(parseWebEnv({})).toEqual({
      NODE_ENV: "development",
      API_URL: "http://127.0.0.1:4000",
      OAUTH_CLIENT_ID: "samtrot-web",
      OAUTH_CLIENT_SECRET: "samtrot-web-dev-secret",
      TRUST_FORWARDED_FOR: false,
      PAYMENT_FORM_ORIGINS: undefined,
    });
  });

  it("lets checkout pages post the card form to the api's origin unless other origins are configured", () => {
    expect(paymentFormOrigins(parseWebEnv({ API_URL: "http://127.0.0.1:9560/base" }))).toEqual(["http://127.0.0.1:9560"]);
    expect(paymentFormOrigins(parseWebEnv({ PAYMENT_FORM_ORIGINS: "https://pay.example/card, https://3ds.example:8443" }))).toEqual(["https://pay.example", "https://3ds.example:8443"]);
    expect(() => parseWebEnv({ PAYMENT_FORM_ORIGINS: "javascript:alert(1)" })).toThrow(/PAYMENT_FORM_ORIGINS/);
    expect(() => parseWebEnv({ PAYMENT_FORM_ORIGINS: "*" })).toThrow(/PAYMENT_FORM_ORIGINS/);
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
