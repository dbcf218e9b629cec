import { describe, expect, it } from "vitest";
import {
  createRequestCookieJar,
  getOrCreateTrackingSession,
  parseCookieHeader,
  serializeCookie,
} from "./tracking-session.js";

const TWO_YEARS_SECONDS = 730 * 24 * 60 * 60; // spec 000 §9: tracking session cookie 2 years

describe("getOrCreateTrackingSession (server side)", () => {
  it("creates tsid for 2 years (730 days) when the visitor has none", () => {
    const jar = createRequestCookieJar("lng=de; tk=secret");
    const session = getOrCreateTrackingSession(jar);
    expect(session.created).toBe(true);
    expect(session.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(jar.setCookieHeaders()).toEqual([`tsid=${session.sessionId}; Max-Age=63072000; Path=/; SameSite=Lax`]);
    expect(TWO_YEARS_SECONDS).toBe(63_072_000);
  });

  it("keeps an existing session and sets no cookie", () => {
    const jar = createRequestCookieJar("lng=de; tsid=3c9a1b7e-2f4d-4a8b-9c6e-1d2f3a4b5c6d");
    expect(getOrCreateTrackingSession(jar)).toEqual({ sessionId: "3c9a1b7e-2f4d-4a8b-9c6e-1d2f3a4b5c6d", created: false });
    expect(jar.setCookieHeaders()).toEqual([]);
  });

  it("replaces a malformed session id", () => {
    for (const bad of ["", "short", "has space inside it", "<script>alert(1)</script>", "x".repeat(65)]) {
      const jar = createRequestCookieJar(`tsid=${encodeURIComponent(bad)}`);
      const session = getOrCreateTrackingSession(jar, { createId: () => "fresh-session-id" });
      expect(session).toEqual({ sessionId: "fresh-session-id", created: true });
    }
  });

  it("marks the cookie Secure when asked, and later reads see the new value", () => {
    const jar = createRequestCookieJar(undefined);
    const first = getOrCreateTrackingSession(jar, { secure: true });
    expect(jar.setCookieHeaders()[0]).toMatch(/; Secure$/);
    expect(getOrCreateTrackingSession(jar)).toEqual({ sessionId: first.sessionId, created: false });
  });
});

describe("cookie helpers", () => {
  it("parses a Cookie header, first occurrence winning", () => {
    const cookies = parseCookieHeader('a=1; b="quoted"; c=%C3%BC; a=2; broken; d=%E0%A4%A');
    expect(Object.fromEntries(cookies)).toEqual({ a: "1", b: "quoted", c: "ü", d: "%E0%A4%A" });
    expect(parseCookieHeader(null).size).toBe(0);
  });

  it("serializes without HttpOnly, because the browser tracker reads tsid", () => {
    const cookie = serializeCookie("tsid", "a b", { maxAgeSeconds: 10, path: "/", sameSite: "Lax", secure: false });
    expect(cookie).toBe("tsid=a%20b; Max-Age=10; Path=/; SameSite=Lax");
  });
});
