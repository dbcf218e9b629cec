import type { Database } from "@samtrot/db";
import * as oidc from "openid-client";
import type { TOAuthTokenResponse } from "@samtrot/api-client/contracts";
import { AppError } from "../../http/errors.js";
import type { TEnv } from "../../env.js";
import { issueTokens } from "../accounts/issue-tokens.js";
import { invalidGrant } from "../accounts/oauth-error.js";
import { hashToken } from "../accounts/opaque-token.js";
import { allowedOrigins } from "../accounts/web-links.js";
import { createFederatedUser } from "./create-federated-user.js";
import { entitlementsOf } from "../membership/entitlements.js";

/** A started Google sign-in must be finished within 10 minutes. */
export const FEDERATED_STATE_TTL_SECONDS = 10 * 60;
const PROVIDER = "google";
const CALLBACK_PATH = /^(?:\/[a-z]{2})?\/federated\/google\/callback$/;

export interface TGoogleSignIn {
  start(redirectUri: string): Promise<{ authorization_url: string; expires_in: number }>;
  finish(options: { code: string; state: string; iss?: string; redirectUri: string; remember: boolean; invisible: boolean; clientId: string }): Promise<TOAuthTokenResponse>;
}

/**
 * Google sign-in with openid-client (authorization code flow, PKCE S256, state and nonce kept server-side).
 * The ID token is verified by the library (issuer, audience, signature by the provider's JWKS, nonce).
 * Null when GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET are not set (the endpoints then answer 404).
 */
export function createGoogleSignIn(options: { env: TEnv; database: Database }): TGoogleSignIn | null {
  const { env, database } = options;
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) return null;
  const clientId = env.GOOGLE_CLIENT_ID;
  const clientSecret = env.GOOGLE_CLIENT_SECRET;
  const issuer = new URL(env.GOOGLE_ISSUER);
  // Plain http only for a provider on this machine outside production (the test's local OpenID provider).
  const insecure = env.NODE_ENV !== "production" && issuer.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(issuer.hostname);
  let configuration: Promise<oidc.Configuration> | undefined;

  const config = () => {
    configuration ??= oidc
      .discovery(issuer, clientId, clientSecret, undefined, insecure ? { execute: [oidc.allowInsecureRequests] } : undefined)
      .catch((error) => {
        configuration = undefined; // try the discovery again on the next call
        throw error;
      });
    return configuration;
  };

  function checkRedirectUri(redirectUri: string): URL {
    let url: URL;
    try {
      url = new URL(redirectUri);
    } catch {
      throw new AppError(422, "validation.federated.redirect_uri_invalid", "redirect_uri");
    }
    if (!allowedOrigins(env).has(url.origin) || !CALLBACK_PATH.test(url.pathname) || url.search || url.hash) {
      throw new AppError(422, "validation.federated.redirect_uri_invalid", "redirect_uri");
    }
    return url;
  }

  return {
    async start(redirectUri) {
      checkRedirectUri(redirectUri);
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const codeChallenge = await oidc.calculatePKCECodeChallenge(codeVerifier);
      let authorizationUrl: URL;
      try {
        authorizationUrl = oidc.buildAuthorizationUrl(await config(), {
          redirect_uri: redirectUri,
          scope: "openid email profile",
          code_challenge: codeChallenge,
          code_challenge_method: "S256",
          state,
          nonce,
        });
      } catch {
        throw new AppError(503, "exception.federated.provider_unavailable");
      }
      await database.query(`delete from federated_login_states where expires_at < now()`);
      await database.query(
        `insert into federated_login_states (state_hash, provider, code_verifier, nonce, redirect_uri, expires_at)
         values ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))`,
        [hashToken(state), PROVIDER, codeVerifier, nonce, redirectUri, FEDERATED_STATE_TTL_SECONDS],
      );
      return { authorization_url: authorizationUrl.toString(), expires_in: FEDERATED_STATE_TTL_SECONDS };
    },

    async finish(input) {
      // The state is single use: taken out of the table whatever happens next.
      const [stored] = await database.query<{ code_verifier: string; nonce: string; redirect_uri: string; valid: boolean }>(
        `delete from federated_login_states where state_hash = $1 and provider = $2
         returning code_verifier, nonce, redirect_uri, expires_at > now() as valid`,
        [hashToken(input.state), PROVIDER],
      );
      if (!stored || !stored.valid || stored.redirect_uri !== input.redirectUri) throw invalidGrant("exception.federated.state_invalid");

      const callbackUrl = new URL(stored.redirect_uri);
      callbackUrl.searchParams.set("code", input.code);
      callbackUrl.searchParams.set("state", input.state);
      // RFC 9207: a provider that names itself in the callback is checked against the discovered issuer.
      if (input.iss) callbackUrl.searchParams.set("iss", input.iss);
      let claims: oidc.IDToken | undefined;
      try {
        const tokens = await oidc.authorizationCodeGrant(await config(), callbackUrl, {
          pkceCodeVerifier: stored.code_verifier,
          expectedState: input.state,
          expectedNonce: stored.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch {
        throw invalidGrant("exception.federated.code_invalid");
      }
      if (!claims || typeof claims.sub !== "string") throw invalidGrant("exception.federated.code_invalid");
      const email = typeof claims.email === "string" ? claims.email : "";
      if (!email || claims.email_verified !== true) throw invalidGrant("exception.federated.email_not_verified");

      return database.transaction(async (tx) => {
        const userId = await createFederatedUser(tx, { provider: PROVIDER, subject: claims.sub, email, locale: typeof claims.locale === "string" ? claims.locale : undefined });
        const [state] = await tx.query<{ deleted: boolean; banned: boolean }>(
          `update users set is_invisible = $2, last_login_at = now() where id = $1 returning deleted_at is not null as deleted, is_banned as banned`,
          // browsing invisibly is a Plus benefit (spec 001 §6)
          [userId, input.invisible && (await entitlementsOf(tx, userId)).has("browse_invisibly")],
        );
        if (!state || state.deleted || state.banned) throw invalidGrant("exception.login.account_disabled");
        return issueTokens(tx, { userId, clientId: input.clientId, remember: input.remember, grant: "google" });
      });
    },
  };
}
