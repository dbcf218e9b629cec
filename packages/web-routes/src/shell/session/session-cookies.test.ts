import { COOKIE } from "@samtrot/constants-catalogue";
import { describe, expect, it } from "vitest";
import { clearTokenCookie, invisibleLoginCookie, serializeSessionCookie, signInCookies, signOutCookies } from "./session-cookies";

const byName = (cookies: string[]) => new Map(cookies.map((cookie) => [cookie.slice(0, cookie.indexOf("=")), cookie]));
const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);

describe("signInCookies", () => {
  it("without keep-me-logged-in: HttpOnly tk for the token's lifetime, login time, 24 h expiry marker, no keep cookie", () => {
    const cookies = byName(signInCookies({ accessToken: "abc", expiresIn: 86_400, remember: false, invisible: false, secure: false, now: NOW }));
    expect(cookies.get("tk")).toBe("tk=abc; Max-Age=86400; Path=/; SameSite=Lax; HttpOnly");
    expect(cookies.get("login_time")).toBe(`login_time=${NOW}; Max-Age=${15 * 86_400}; Path=/; SameSite=Lax`);
    expect(cookies.get("session_expiry")).toBe(`session_expiry=${NOW + 86_400_000}; Max-Age=86400; Path=/; SameSite=Lax`);
    expect(cookies.get("keep_logged_in")).toMatch(/^keep_logged_in=; Max-Age=0; .*Expires=Thu, 01 Jan 1970/);
    expect(cookies.get("invisible_login")).toMatch(/^invisible_login=; Max-Age=0;/);
  });

  it("with keep-me-logged-in and invisible: 15-day keep and invisible cookies, the marker deleted, Secure on https", () => {
    const cookies = byName(signInCookies({ accessToken: "t/+=", expiresIn: 1_296_000, remember: true, invisible: true, secure: true, now: NOW }));
    expect(cookies.get("tk")).toBe("tk=t%2F%2B%3D; Max-Age=1296000; Path=/; SameSite=Lax; HttpOnly; Secure");
    expect(cookies.get("keep_logged_in")).toBe("keep_logged_in=1; Max-Age=1296000; Path=/; SameSite=Lax; Secure");
    expect(cookies.get("invisible_login")).toBe("invisible_login=1; Max-Age=1296000; Path=/; SameSite=Lax; Secure");
    expect(cookies.get("session_expiry")).toMatch(/^session_expiry=; Max-Age=0;/);
    // Only the token is hidden from scripts: the marker must stay readable for the filter clean-up.
    for (const [name, cookie] of cookies) expect(cookie.includes("HttpOnly"), name).toBe(name === "tk");
  });

  it("uses the catalogue's names and lifetimes", () => {
    expect(COOKIE.keepLoggedIn.maxAgeSeconds).toBe(15 * 86_400);
    expect(COOKIE.sessionExpiry.maxAgeSeconds).toBe(86_400);
    expect([...byName(signInCookies({ accessToken: "a", expiresIn: 1, remember: false, invisible: false, secure: false })).keys()].sort()).toEqual(
      [COOKIE.token.name, COOKIE.loginTime.name, COOKIE.invisibleLogin.name, COOKIE.keepLoggedIn.name, COOKIE.sessionExpiry.name].sort(),
    );
  });
});

describe("signOutCookies and friends", () => {
  it("deletes every session cookie, tk still HttpOnly", () => {
    const cookies = byName(signOutCookies({ secure: true }));
    expect([...cookies.keys()].sort()).toEqual(["invisible_login", "keep_logged_in", "login_time", "session_expiry", "tk"]);
    for (const cookie of cookies.values()) expect(cookie).toMatch(/=; Max-Age=0; Path=\/; SameSite=Lax; Expires=.*Secure$/);
    expect(cookies.get("tk")).toContain("HttpOnly");
  });

  it("clears a refused token and switches the invisible cookie", () => {
    expect(clearTokenCookie({ secure: false })).toMatch(/^tk=; Max-Age=0;.*HttpOnly$/);
    expect(invisibleLoginCookie({ invisible: true, secure: false })).toBe("invisible_login=1; Max-Age=1296000; Path=/; SameSite=Lax");
    expect(invisibleLoginCookie({ invisible: false, secure: false })).toMatch(/^invisible_login=; Max-Age=0;/);
  });

  it("never writes a negative or fractional Max-Age", () => {
    expect(serializeSessionCookie("x", "1", { maxAgeSeconds: 12.7, secure: false })).toBe("x=1; Max-Age=12; Path=/; SameSite=Lax");
    expect(serializeSessionCookie("x", "1", { maxAgeSeconds: -5, secure: false })).toMatch(/^x=1; Max-Age=0;/);
  });
});
