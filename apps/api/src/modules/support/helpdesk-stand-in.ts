import { randomUUID } from "node:crypto";
import type { Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { TAppDeps, TAppEnv } from "../../http/types.js";
import { allowedOrigins } from "../accounts/web-links.js";
import { HELPDESK_STAND_IN_PATH, standInSecret } from "./helpdesk-config.js";
import { verifySupportToken, type TSupportClaims } from "./support-token.js";

const COOKIE = "helpdesk_session";
const SESSION_HOURS = 8;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}<p><small>Development stand-in for the help desk (decision 036). A real help desk verifies the same token.</small></p></main></body></html>`;
}

/**
 * The help desk as it looks from here, for development and the tests (decision 036; never in production): it takes a
 * sign-in token at /access/jwt exactly as a real help desk would — signature with the shared key, expiry, each
 * token once — keeps a session in memory and shows who is signed in; /signout ends the session and goes back to
 * one of our web origins.
 */
export function registerHelpdeskStandIn(app: Hono<TAppEnv>, deps: TAppDeps): void {
  const { env, clock } = deps;
  if (env.NODE_ENV === "production") return;
  const sessions = new Map<string, { claims: TSupportClaims; until: number }>();
  const usedTokens = new Map<string, number>();

  const current = (sid: string | undefined) => {
    const session = sid ? sessions.get(sid) : undefined;
    return session && session.until > clock.now().getTime() ? session : null;
  };

  app.get(HELPDESK_STAND_IN_PATH, (c) => {
    const session = current(getCookie(c, COOKIE));
    if (!session) return c.html(page("Help desk", `<p data-testid="helpdesk-signed-out">Not signed in.</p>`));
    const { claims } = session;
    return c.html(
      page(
        "Help desk",
        `<p data-testid="helpdesk-signed-in">Signed in as <strong>${escapeHtml(claims.name)}</strong> (${escapeHtml(claims.email)}), user ${escapeHtml(claims.external_id)}, type ${claims.user_type}, from ${escapeHtml(claims.brand)}.</p>` +
          `<p><a href="${HELPDESK_STAND_IN_PATH}/signout">Sign out of the help desk</a></p>`,
      ),
    );
  });

  app.get(`${HELPDESK_STAND_IN_PATH}/access/jwt`, (c) => {
    const now = clock.now();
    const result = verifySupportToken(c.req.query("jwt") ?? "", { secret: standInSecret(env), now });
    if (!result.ok) return c.html(page("Sign-in refused", `<p data-testid="helpdesk-refused">The sign-in token was refused: ${result.reason}.</p>`), 401);
    for (const [jti, exp] of usedTokens) if (exp * 1000 <= now.getTime()) usedTokens.delete(jti);
    if (usedTokens.has(result.claims.jti)) return c.html(page("Sign-in refused", `<p data-testid="helpdesk-refused">The sign-in token was refused: used.</p>`), 401);
    usedTokens.set(result.claims.jti, result.claims.exp);
    const sid = randomUUID();
    sessions.set(sid, { claims: result.claims, until: now.getTime() + SESSION_HOURS * 3600_000 });
    setCookie(c, COOKIE, sid, { path: HELPDESK_STAND_IN_PATH, httpOnly: true, sameSite: "Lax", maxAge: SESSION_HOURS * 3600 });
    // The api checked return_to against the help desk's origin when it signed; the stand-in checks again.
    const returnTo = c.req.query("return_to");
    const own = new URL(c.req.url).origin;
    return c.redirect(returnTo && safeUrl(returnTo)?.origin === own ? returnTo : HELPDESK_STAND_IN_PATH, 303);
  });

  app.get(`${HELPDESK_STAND_IN_PATH}/signout`, (c) => {
    const sid = getCookie(c, COOKIE);
    if (sid) sessions.delete(sid);
    deleteCookie(c, COOKIE, { path: HELPDESK_STAND_IN_PATH });
    const returnTo = c.req.query("return_to");
    const target = returnTo ? safeUrl(returnTo) : null;
    if (target && allowedOrigins(env).has(target.origin)) return c.redirect(target.toString(), 303);
    return c.html(page("Help desk", `<p data-testid="helpdesk-signed-out">Signed out.</p>`));
  });
}

function safeUrl(text: string): URL | null {
  try {
    const url = new URL(text);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}
