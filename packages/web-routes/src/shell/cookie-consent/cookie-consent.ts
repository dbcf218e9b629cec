import { parseCookies } from "@samtrot/api-client";
import { CONSENT_COOKIES, COOKIE, COOKIE_CONSENT, type TCookieConsent } from "@samtrot/constants-catalogue";
import { serializeSessionCookie } from "../session/session-cookies";

/** The visitor's cookie choice from a Cookie header; null while none was made (the banner then shows). */
export function readCookieConsent(cookieHeader: string | null | undefined): TCookieConsent | null {
  const value = parseCookies(cookieHeader ?? null)[COOKIE.cookieConsent.name];
  return value === COOKIE_CONSENT.all || value === COOKIE_CONSENT.essential ? value : null;
}

/** Whether the tracking cookies (vid, tsid) may be set and read: only after "accept all" (TDDDG §25). */
export function allowsTracking(consent: TCookieConsent | null): boolean {
  return consent === COOKIE_CONSENT.all;
}

/** A form's choice field: "all" or "essential", anything else null (refused). */
export function parseCookieChoice(value: FormDataEntryValue | null): TCookieConsent | null {
  return value === COOKIE_CONSENT.all || value === COOKIE_CONSENT.essential ? value : null;
}

/**
 * The Set-Cookie values of a choice: the choice itself (strictly necessary, 12 months), and with "essential only"
 * the tracking cookies deleted, so a visitor who accepted before and rejects now is no longer recognised.
 */
export function cookieChoiceCookies(choice: TCookieConsent, options: { secure: boolean }): string[] {
  const cookies = [serializeSessionCookie(COOKIE.cookieConsent.name, choice, { maxAgeSeconds: COOKIE.cookieConsent.maxAgeSeconds, secure: options.secure })];
  if (!allowsTracking(choice)) {
    for (const key of CONSENT_COOKIES) cookies.push(serializeSessionCookie(COOKIE[key].name, "", { maxAgeSeconds: 0, secure: options.secure }));
  }
  return cookies;
}

/** The Cookie header without the tracking cookies: what the api may see of a visitor who has not accepted them. */
export function withoutTrackingCookies(cookieHeader: string | null): string | null {
  if (!cookieHeader) return cookieHeader;
  const names = new Set<string>(CONSENT_COOKIES.map((key) => COOKIE[key].name));
  return cookieHeader
    .split(";")
    .filter((part) => !names.has(part.split("=")[0]!.trim()))
    .join(";");
}
