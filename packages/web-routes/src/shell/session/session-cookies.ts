import { COOKIE, SESSION_EXPIRY_MS } from "@samtrot/constants-catalogue";

export type TCookieOptions = {
  /** Seconds; 0 deletes the cookie. */
  maxAgeSeconds: number;
  httpOnly?: boolean;
  secure: boolean;
};

/** One Set-Cookie value: Path=/ and SameSite=Lax always (the session cookies of ARCHITECTURE.md). */
export function serializeSessionCookie(name: string, value: string, options: TCookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`, "Path=/", "SameSite=Lax"];
  if (options.maxAgeSeconds <= 0) parts.push("Expires=Thu, 01 Jan 1970 00:00:00 GMT");
  if (options.httpOnly) parts.push("HttpOnly");
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}

function deleteCookie(name: string, secure: boolean, httpOnly = false): string {
  return serializeSessionCookie(name, "", { maxAgeSeconds: 0, secure, httpOnly });
}

export type TSignInCookieInput = {
  accessToken: string;
  /** Token lifetime in seconds (the api's expires_in): the `tk` cookie lives exactly as long. */
  expiresIn: number;
  remember: boolean;
  invisible: boolean;
  /** https page: every cookie gets Secure. */
  secure: boolean;
  now?: number;
};

/**
 * The cookies a sign-in sets (spec 000 §4, §9):
 * - `tk`: the access token, HttpOnly (the browser never reads a token), as long as the token lives;
 * - the login-time cookie (epoch ms);
 * - the invisible-login cookie for 15 days, or its deletion;
 * - with "keep me logged in": the keep-logged-in cookie (15 days) and no expiry marker; otherwise the
 *   session-expiry marker, whose value is the moment it expires (now + 24 h), and no keep-logged-in cookie.
 */
export function signInCookies(input: TSignInCookieInput): string[] {
  const now = input.now ?? Date.now();
  const { secure } = input;
  const cookies = [
    serializeSessionCookie(COOKIE.token.name, input.accessToken, { maxAgeSeconds: input.expiresIn, httpOnly: true, secure }),
    serializeSessionCookie(COOKIE.loginTime.name, String(now), { maxAgeSeconds: COOKIE.loginTime.maxAgeSeconds, secure }),
    input.invisible
      ? serializeSessionCookie(COOKIE.invisibleLogin.name, "1", { maxAgeSeconds: COOKIE.invisibleLogin.maxAgeSeconds, secure })
      : deleteCookie(COOKIE.invisibleLogin.name, secure),
  ];
  if (input.remember) {
    cookies.push(
      serializeSessionCookie(COOKIE.keepLoggedIn.name, "1", { maxAgeSeconds: COOKIE.keepLoggedIn.maxAgeSeconds, secure }),
      deleteCookie(COOKIE.sessionExpiry.name, secure),
    );
  } else {
    cookies.push(
      serializeSessionCookie(COOKIE.sessionExpiry.name, String(now + SESSION_EXPIRY_MS), {
        maxAgeSeconds: COOKIE.sessionExpiry.maxAgeSeconds, // spec 000 §9: 24 h
        secure,
      }),
      deleteCookie(COOKIE.keepLoggedIn.name, secure),
    );
  }
  return cookies;
}

/** Sign-out resets the session store (spec 000 §4): every session cookie is deleted. */
export function signOutCookies(input: { secure: boolean }): string[] {
  return [
    deleteCookie(COOKIE.token.name, input.secure, true),
    deleteCookie(COOKIE.loginTime.name, input.secure),
    deleteCookie(COOKIE.invisibleLogin.name, input.secure),
    deleteCookie(COOKIE.keepLoggedIn.name, input.secure),
    deleteCookie(COOKIE.sessionExpiry.name, input.secure),
  ];
}

/** A `tk` the api no longer accepts (401): only the token goes, the rest is harmless. */
export function clearTokenCookie(input: { secure: boolean }): string {
  return deleteCookie(COOKIE.token.name, input.secure, true);
}

/** The invisible-login cookie after the header toggle: set for 15 days, or deleted. */
export function invisibleLoginCookie(input: { invisible: boolean; secure: boolean }): string {
  return input.invisible
    ? serializeSessionCookie(COOKIE.invisibleLogin.name, "1", { maxAgeSeconds: COOKIE.invisibleLogin.maxAgeSeconds, secure: input.secure })
    : deleteCookie(COOKIE.invisibleLogin.name, input.secure);
}
