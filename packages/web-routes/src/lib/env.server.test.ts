import { describe, expect, it } from "vitest";
import { parseWebEnv } from "./env.server";

describe("parseWebEnv", () => {
  it("has working local defaults", () => {
    expect(parseWebEnv({})).toEqual({
      NODE_ENV: "development",
      API_URL: "http://127.0.0.1:4000",
      OAUTH_CLIENT_ID: "samtrot-web",
      OAUTH_CLIENT_SECRET: "samtrot-web-dev-secret",
    });
  });

  it("refuses a bad API_URL with a readable message", () => {
    expect(() => parseWebEnv({ API_URL: "not a url" })).toThrow(/API_URL/);
  });
});
