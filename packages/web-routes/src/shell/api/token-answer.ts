/**
 * Answers that carry OAuth tokens: the token endpoint (bare RFC 6749 answer) and the registration sign-ups
 * (`{ data: token answer }`). The browser must never see a token (ARCHITECTURE.md), so the web server takes
 * the token out, keeps it in the HttpOnly `tk` cookie, and passes the rest (the signed-in user) on.
 */
export type TTakenToken = { accessToken: string; expiresIn: number };

const TOKEN_FIELDS = ["access_token", "refresh_token"] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

function takeFrom(record: Record<string, unknown>): { rest: Record<string, unknown>; token: TTakenToken | null } {
  const rest = { ...record };
  for (const field of TOKEN_FIELDS) delete rest[field];
  const accessToken = record.access_token;
  const expiresIn = record.expires_in;
  const token =
    typeof accessToken === "string" && accessToken && typeof expiresIn === "number" && Number.isFinite(expiresIn) && expiresIn > 0
      ? { accessToken, expiresIn }
      : null;
  return { rest, token };
}

/** The body without any token fields, and the access token it carried (if any). */
export function takeTokens(body: unknown): { body: unknown; token: TTakenToken | null } {
  if (!isRecord(body)) return { body, token: null };
  const top = takeFrom(body);
  if (isRecord(body.data)) {
    const inner = takeFrom(body.data);
    return { body: { ...top.rest, data: inner.rest }, token: top.token ?? inner.token };
  }
  return { body: top.rest, token: top.token };
}

/** Paths whose successful POST answers carry tokens (besides /oauth/v2/token). */
export const TOKEN_ANSWER_PATHS: readonly string[] = ["/api/v2/registration/user", "/api/v2/registration/business"];
/** Sign-out through the proxy: on success the session cookies go too. */
export const LOGOUT_PATH = "/api/v2/user/logout";
/** Invisible mode through the proxy: the invisible-login cookie follows the answer. */
export const INVISIBLE_PATH = "/api/v2/user/invisible";
