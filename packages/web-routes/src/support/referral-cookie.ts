import { parseCookies } from "@samtrot/api-client";
import { REFERRAL_CODE_PATTERN } from "@samtrot/api-client/contracts";
import { serializeSessionCookie } from "../shell/session/session-cookies";

// The share link's referral code on its way from the invitation page (invitation-code/{code}) to the sign-up form
// (decision 040): an HttpOnly first-party cookie for 30 days; the sign-up sends it to the api, which credits the
// inviter once. Only a code the api knew when the page was opened is stored.
export const REFERRAL_COOKIE = "ref";
const THIRTY_DAYS = 30 * 24 * 60 * 60;

export function referralCookie(code: string, options: { secure: boolean }): string {
  return serializeSessionCookie(REFERRAL_COOKIE, code, { maxAgeSeconds: THIRTY_DAYS, httpOnly: true, secure: options.secure });
}

/** The stored referral code of this browser, or undefined (also for a malformed value). */
export function referralCodeOf(request: Request): string | undefined {
  const code = parseCookies(request.headers.get("cookie"))[REFERRAL_COOKIE]?.trim().toUpperCase();
  return code && REFERRAL_CODE_PATTERN.test(code) ? code : undefined;
}
