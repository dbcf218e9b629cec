import { parseCookieHeader } from "@samtrot/tracking";
import { describe, expect, it } from "vitest";
import { resolveVisitor } from "./resolve-visitor";

const ACCEPTED = "cookie_consent=all";
const TWO_YEARS = 730 * 24 * 60 * 60; // spec 000 §9 (tracking session), catalogue COOKIE.visitorId

/** name → { value, attributes } of Set-Cookie values. */
function setCookies(values: string[]) {
  return Object.fromEntries(
    values.map((cookie) => {
      const [pair = "", ...attributes] = cookie.split("; ");
      const [name = "", value = ""] = pair.split("=");
      return [name, { value, attributes }];
    }),
  );
}

describe("resolveVisitor: one visitor id for x-visitor-id (vid) and tracking (tsid)", () => {
  it("gives a new visitor one new id in both cookies, for two years, readable by the page", () => {
    const visitor = resolveVisitor({ cookieHeader: "lng=en; cookie_consent=all", secure: false });
    expect(visitor.visitorId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    const cookies = setCookies(visitor.setCookies);
    expect(Object.keys(cookies).sort()).toEqual(["tsid", "vid"]);
    for (const name of ["vid", "tsid"]) {
      expect(cookies[name]!.value).toBe(visitor.visitorId);
      expect(cookies[name]!.attributes).toEqual([`Max-Age=${TWO_YEARS}`, "Path=/", "SameSite=Lax"]);
    }
  });

  it("marks the cookies Secure on https", () => {
    const visitor = resolveVisitor({ cookieHeader: ACCEPTED, secure: true });
    expect(visitor.setCookies).toHaveLength(2);
    for (const cookie of visitor.setCookies) expect(cookie).toMatch(/; Secure$/);
  });

  it("sets nothing for a known visitor and keeps their id", () => {
    const visitor = resolveVisitor({ cookieHeader: "cookie_consent=all; vid=visitor-0001; tsid=visitor-0001", secure: false });
    expect(visitor).toEqual({ visitorId: "visitor-0001", setCookies: [] });
  });

  it("fills the missing cookie from the one that exists", () => {
    const fromVid = resolveVisitor({ cookieHeader: "cookie_consent=all; vid=visitor-0002", secure: false });
    expect(fromVid.visitorId).toBe("visitor-0002");
    expect(setCookies(fromVid.setCookies)).toEqual({ tsid: expect.objectContaining({ value: "visitor-0002" }) });

    const fromTsid = resolveVisitor({ cookieHeader: "cookie_consent=all; tsid=session-0003", secure: false });
    expect(fromTsid.visitorId).toBe("session-0003");
    expect(setCookies(fromTsid.setCookies)).toEqual({ vid: expect.objectContaining({ value: "session-0003" }) });
  });

  it("replaces a malformed vid instead of sending it on", () => {
    const visitor = resolveVisitor({ cookieHeader: "cookie_consent=all; vid=%3Cscript%3E; tsid=session-0004", secure: false });
    expect(visitor.visitorId).toBe("session-0004");
    expect(parseCookieHeader(visitor.setCookies[0]).get("vid")).toBe("session-0004");
  });

  it("gives every loader of one request (one load context) the same new id, other requests another", () => {
    const context = {};
    const root = resolveVisitor({ cookieHeader: ACCEPTED, secure: false, context });
    const page = resolveVisitor({ cookieHeader: ACCEPTED, secure: false, context });
    const other = resolveVisitor({ cookieHeader: ACCEPTED, secure: false, context: {} });
    expect(page.visitorId).toBe(root.visitorId);
    expect(other.visitorId).not.toBe(root.visitorId);
    expect(resolveVisitor({ cookieHeader: ACCEPTED, secure: false }).visitorId).not.toBe(root.visitorId);
  });
});

describe("resolveVisitor without consent to the tracking cookies (TDDDG §25)", () => {
  it("neither sets nor reads vid and tsid before a choice or after rejecting", () => {
    for (const header of [null, "lng=de", "cookie_consent=essential", "cookie_consent=essential; vid=visitor-0005; tsid=visitor-0005", "cookie_consent=yes"]) {
      expect(resolveVisitor({ cookieHeader: header, secure: false })).toEqual({ visitorId: null, setCookies: [] });
    }
  });
});
