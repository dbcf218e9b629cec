import { describe, expect, it } from "vitest";
import { fillPathParams, isEndpoint, parseEndpoint, targetOf } from "./endpoint.js";

describe("targetOf (spec 000 §7)", () => {
  it.each([
    ["/api/v2/user/logout", "api"],
    ["/api/v2", "api"],
    ["/oauth/v2/token", "api"],
    ["/node/search/search-init", "node"],
    ["/public/locales/de/common.json", "node"],
    ["/api/v20/x", "node"],
    ["/apix/v2/x", "node"],
  ])("%s → %s", (path, target) => {
    expect(targetOf(path)).toBe(target);
  });
});

describe("parseEndpoint", () => {
  it("reads method and path, GET by default", () => {
    expect(parseEndpoint("PUT /api/v2/notification")).toEqual({ method: "PUT", path: "/api/v2/notification" });
    expect(parseEndpoint("/api/v2/health")).toEqual({ method: "GET", path: "/api/v2/health" });
    expect(parseEndpoint({ method: "DELETE", path: "/api/v2/notification" })).toEqual({ method: "DELETE", path: "/api/v2/notification" });
  });

  it("rejects anything else", () => {
    for (const bad of ["", "get /api/v2/x", "POST", "POST api/v2", "OPTIONS /x", "POST /a b"]) {
      expect(isEndpoint(bad)).toBe(false);
      expect(() => parseEndpoint(bad)).toThrow(/invalid endpoint/);
    }
    expect(isEndpoint({ method: "GET" })).toBe(false);
    expect(isEndpoint(null)).toBe(false);
  });
});

describe("fillPathParams", () => {
  it("encodes values and leaves other paths alone", () => {
    expect(fillPathParams("/api/v2/p/:username/reviews", { username: "a b/c" })).toBe("/api/v2/p/a%20b%2Fc/reviews");
    expect(fillPathParams("/api/v2/health", undefined)).toBe("/api/v2/health");
    expect(() => fillPathParams("/api/v2/p/:id", {})).toThrow(/"id" missing/);
  });
});
