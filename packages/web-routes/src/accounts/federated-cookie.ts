import { parseCookies } from "@samtrot/api-client";
import { serializeSessionCookie } from "../shell/session/session-cookies";
import { safeReturnPath } from "../shell/session/return-path";

/** Where to go after Google sign-in, kept for the round trip (10 minutes, as long as the api's state lives). */
export const FEDERATED_RETURN_COOKIE = "federated_return";
const LIFETIME_SECONDS = 10 * 60;

export function federatedReturnCookie(returnTo: string, secure: boolean): string {
  return serializeSessionCookie(FEDERATED_RETURN_COOKIE, returnTo, { maxAgeSeconds: returnTo ? LIFETIME_SECONDS : 0, httpOnly: true, secure });
}

export function federatedReturnOf(cookieHeader: string | null, fallback: string): string {
  return safeReturnPath(parseCookies(cookieHeader)[FEDERATED_RETURN_COOKIE], fallback);
}
