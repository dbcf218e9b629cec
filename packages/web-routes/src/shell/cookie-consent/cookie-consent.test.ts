import { describe, expect, it } from "vitest";
import { allowsTracking, cookieChoiceCookies, parseCookieChoice, readCookieConsent, withoutTrackingCookies } from "./cookie-consent";

describe("cookie consent (TDDDG §25, decision 045)", () => {
  it("reads the choice; anything else is no choice", () => {
    expect(readCookieConsent("lng=de; cookie_consent=all")).toBe("all");
    expect(readCookieConsent("cookie_consent=essential")).toBe("essential");
    for (const header of [null, "", "cookie_consent=", "cookie_consent=yes", "vid=x"]) expect(readCookieConsent(header)).toBeNull();
    expect(allowsTracking("all")).toBe(true);
    expect(allowsTracking("essential")).toBe(false);
    expect(allowsTracking(null)).toBe(false);
    expect(parseCookieChoice("all")).toBe("all");
    expect(parseCookieChoice("everything")).toBeNull();
    expect(parseCookieChoice(null)).toBeNull();
  });

  it("stores the choice for 12 months; rejecting deletes the tracking cookies", () => {
    const accepted = cookieChoiceCookies("all", { secure: false });
    expect(accepted).toEqual([`cookie_consent=all; Max-Age=${360 * 86400}; Path=/; SameSite=Lax`]);
    const rejected = cookieChoiceCookies("essential", { secure: true });
    expect(rejected[0]).toBe(`cookie_consent=essential; Max-Age=${360 * 86400}; Path=/; SameSite=Lax; Secure`);
    expect(rejected.slice(1).map((c) => c.split(";")[0])).toEqual(["vid=", "tsid="]);
    for (const cookie of rejected.slice(1)) expect(cookie).toContain("Max-Age=0");
  });

  it("hides the tracking cookies from the api", () => {
    expect(withoutTrackingCookies("lng=de; vid=abcdefgh; tk=t; tsid=abcdefgh")).toBe("lng=de; tk=t");
    expect(withoutTrackingCookies(null)).toBeNull();
  });
});
