import type { Context } from "hono";
import { GOOGLE_GRANT_TYPE, type TOAuthTokenRequest } from "@samtrot/api-client/contracts";
import { clientIp } from "../../http/client-ip.js";
import { AppError } from "../../http/errors.js";
import type { TAppEnv } from "../../http/types.js";
import { verifyCaptcha } from "../captcha/verify-captcha.js";
import type { TAccountsContext } from "./accounts-context.js";
import { OAuthError } from "./oauth-error.js";
import { secretsEqual } from "./opaque-token.js";
import { refreshSession } from "./refresh-session.js";
import { signInWithPassword } from "./sign-in-with-password.js";

const NO_STORE = { "cache-control": "no-store", pragma: "no-cache" };

/**
 * POST /oauth/v2/token (RFC 6749 §4.3 password grant, §6 refresh, plus the Google grant). Answers are bare
 * OAuth JSON, never cached. Abuse limits answer in the api's errors-list shape (spec 000 §8 keys).
 */
export async function handleTokenRequest(ctx: TAccountsContext, c: Context<TAppEnv>, body: TOAuthTokenRequest): Promise<Response> {
  try {
    const clientId = authenticateClient(ctx, c, body);
    switch (body.grant_type) {
      case "password":
        return answer(c, await passwordGrant(ctx, c, body, clientId));
      case "refresh_token":
        if (!body.refresh_token) throw new OAuthError(400, "invalid_request", "exception.oauth.invalid_request");
        return answer(c, await refreshSession(ctx.deps.database, { refreshToken: body.refresh_token, clientId }));
      case GOOGLE_GRANT_TYPE: {
        if (!ctx.google) throw new OAuthError(400, "unsupported_grant_type", "exception.oauth.unsupported_grant_type");
        if (!body.code || !body.state || !body.redirect_uri) throw new OAuthError(400, "invalid_request", "exception.oauth.invalid_request");
        const tokens = await ctx.google.finish({
          code: body.code,
          state: body.state,
          iss: body.iss,
          redirectUri: body.redirect_uri,
          remember: body.remember === "1",
          invisible: body.invisible_login === "1",
          clientId,
        });
        return answer(c, tokens);
      }
      case undefined:
      case "":
        throw new OAuthError(400, "invalid_request", "exception.oauth.invalid_request");
      default:
        throw new OAuthError(400, "unsupported_grant_type", "exception.oauth.unsupported_grant_type");
    }
  } catch (error) {
    if (error instanceof OAuthError) {
      const headers: Record<string, string> = { ...NO_STORE };
      if (error.status === 401) headers["www-authenticate"] = 'Basic realm="samtrot"';
      return c.json(error.toBody(), error.status, headers);
    }
    throw error;
  }
}

function answer(c: Context<TAppEnv>, tokens: unknown): Response {
  return c.json(tokens, 200, NO_STORE);
}

/** Client credentials from the body or HTTP Basic (RFC 6749 §2.3.1), compared in constant time. */
function authenticateClient(ctx: TAccountsContext, c: Context<TAppEnv>, body: TOAuthTokenRequest): string {
  let id = body.client_id;
  let secret = body.client_secret;
  const basic = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(c.req.header("authorization") ?? "");
  if (basic && id === undefined && secret === undefined) {
    const decoded = Buffer.from(basic[1]!, "base64").toString("utf8");
    const colon = decoded.indexOf(":");
    if (colon > 0) {
      id = decodeURIComponent(decoded.slice(0, colon));
      secret = decodeURIComponent(decoded.slice(colon + 1));
    }
  }
  const { env } = ctx.deps;
  const idOk = secretsEqual(id ?? "", env.OAUTH_CLIENT_ID);
  const secretOk = secretsEqual(secret ?? "", env.OAUTH_CLIENT_SECRET);
  if (!idOk || !secretOk) throw new OAuthError(401, "invalid_client", "exception.oauth.invalid_client");
  return env.OAUTH_CLIENT_ID;
}

async function passwordGrant(ctx: TAccountsContext, c: Context<TAppEnv>, body: TOAuthTokenRequest, clientId: string) {
  const login = body.username?.trim();
  if (!login || !body.password) throw new OAuthError(400, "invalid_request", "exception.oauth.invalid_request");
  const ip = clientIp(c, ctx.trustedProxies);
  const exceeded = await ctx.loginLimits.count(ip);
  if (exceeded) {
    // Past a limit the attempt needs a solved captcha. Without a `captcha` field the answer names the limit
    // (429), so the form knows why and shows the captcha; a sent but empty, wrong, expired or reused solution
    // is 422 captcha_not_verified.
    if (body.captcha === undefined) throw new AppError(429, exceeded);
    const solved = await verifyCaptcha(ctx.deps.database, { hmacKey: ctx.deps.env.CAPTCHA_HMAC_KEY, payload: body.captcha });
    if (!solved) throw new AppError(422, "exception.login.captcha_not_verified", "captcha");
  }
  const tokens = await signInWithPassword(ctx.deps.database, {
    login,
    password: body.password,
    remember: body.remember === "1",
    invisible: body.invisible_login === "1",
    clientId,
  });
  await ctx.loginLimits.forgive(ip);
  return tokens;
}
