import { describe, expect, it } from "vitest";
import { CONSENT_COOKIES, COOKIE, COOKIE_CONSENT, SESSION_EXPIRY_MS, STORED_FILTERS_KEY, VISITOR_ID_HEADER } from "./cookies.js";

const DAY = 86_400;

describe("cookies (spec 000 §4 and §9, spec 001 §9)", () => {
  it("language lives 12 months of 30 days", () => {
    expect(COOKIE.language).toEqual({ name: "lng", maxAgeSeconds: 360 * DAY });
  });
  it("tracking session lives 2 years (730 days)", () => {
    expect(COOKIE.trackingSession.maxAgeSeconds).toBe(730 * DAY);
  });
  it("invisible-login and keep-logged-in live 15 days", () => {
    expect(COOKIE.invisibleLogin.maxAgeSeconds).toBe(15 * DAY);
    expect(COOKIE.keepLoggedIn.maxAgeSeconds).toBe(15 * DAY);
  });
  it("session-expiry marker is 24 hours = 86400000 ms", () => {
    expect(SESSION_EXPIRY_MS).toBe(86_400_000);
    expect(COOKIE.sessionExpiry.maxAgeSeconds! * 1000).toBe(SESSION_EXPIRY_MS);
  });
  it("uses tk for the token, vid for the visitor id", () => {
    expect(COOKIE.token.name).toBe("tk");
    expect(COOKIE.visitorId.name).toBe("vid");
    expect(VISITOR_ID_HEADER).toBe("x-visitor-id");
    expect(STORED_FILTERS_KEY).toBe("user_filters");
  });
  it("has unique names that are valid cookie tokens", () => {
    const names = Object.values(COOKIE).map((cookie) => cookie.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z_]+$/);
  });
  it("asks for the cookie choice again after 12 months; only the tracking cookies need it", () => {
    expect(COOKIE.cookieConsent).toEqual({ name: "cookie_consent", maxAgeSeconds: 360 * DAY });
    expect(Object.values(COOKIE_CONSENT)).toEqual(["all", "essential"]);
    expect(CONSENT_COOKIES.map((key) => COOKIE[key].name)).toEqual(["vid", "tsid"]);
  });
});
