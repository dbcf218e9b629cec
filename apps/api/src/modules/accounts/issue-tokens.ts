import type { DatabaseTx } from "@samtrot/db";
import { COOKIE, DAY_SECONDS } from "@samtrot/constants-catalogue";
import type { TOAuthTokenResponse } from "@samtrot/api-client/contracts";
import { hashToken, newOpaqueToken } from "./opaque-token.js";
import { loadSignedInUser } from "./load-signed-in-user.js";

/** Access token lifetimes: 24 hours, or 15 days with keep-logged-in (spec 000 §4, §9). */
export const ACCESS_TOKEN_SECONDS = { session: 24 * 60 * 60, remember: COOKIE.keepLoggedIn.maxAgeSeconds } as const;
/** Refresh tokens outlive their access token: 30 days (our decision); each refresh rotates both. */
export const REFRESH_TOKEN_SECONDS = 30 * DAY_SECONDS;

export type TGrant = "password" | "refresh_token" | "google" | "registration";

/** Opens a session: a new access and refresh token, of which only the SHA-256 is stored. */
export async function issueTokens(
  tx: DatabaseTx,
  options: {
    userId: number;
    clientId: string;
    remember: boolean;
    grant: TGrant;
    /** a refresh carries the sign-in's last re-authentication over (closed user group, decision 044) */
    reauthenticatedAt?: Date | null;
  },
): Promise<TOAuthTokenResponse> {
  const accessToken = newOpaqueToken();
  const refreshToken = newOpaqueToken();
  const expiresIn = options.remember ? ACCESS_TOKEN_SECONDS.remember : ACCESS_TOKEN_SECONDS.session;
  await tx.query(
    `insert into oauth_tokens (user_id, access_hash, refresh_hash, client_id, access_expires_at, refresh_expires_at, remember, "grant", reauthenticated_at)
     values ($1, $2, $3, $4, now() + make_interval(secs => $5), now() + make_interval(secs => $6), $7, $8, $9)`,
    [
      options.userId,
      hashToken(accessToken),
      hashToken(refreshToken),
      options.clientId,
      expiresIn,
      REFRESH_TOKEN_SECONDS,
      options.remember,
      options.grant,
      options.reauthenticatedAt ?? null,
    ],
  );
  const user = await loadSignedInUser(tx, options.userId);
  if (!user) throw new Error(`issueTokens: user ${options.userId} not found`);
  return {
    access_token: accessToken,
    refresh_token: refreshToken,
    expires_in: expiresIn,
    refresh_expires_in: REFRESH_TOKEN_SECONDS,
    token_type: "bearer",
    user,
  };
}
