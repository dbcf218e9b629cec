import type { Database } from "@samtrot/db";
import type { TOAuthTokenResponse } from "@samtrot/api-client/contracts";
import { issueTokens } from "./issue-tokens.js";
import { invalidGrant } from "./oauth-error.js";
import { hashToken } from "./opaque-token.js";

/**
 * Refresh grant: the refresh token is single use. Its sign-in is revoked and a new one opened with the same
 * keep-logged-in choice, in one transaction; a second use of the same refresh token is refused.
 */
export async function refreshSession(database: Database, input: { refreshToken: string; clientId: string }): Promise<TOAuthTokenResponse> {
  return database.transaction(async (tx) => {
    const [row] = await tx.query<{ user_id: number; remember: boolean; reauthenticated_at: Date | null }>(
      `update oauth_tokens t set revoked_at = now()
         from users u
        where t.refresh_hash = $1 and t.client_id = $2 and t.revoked_at is null and t.refresh_expires_at > now()
          and u.id = t.user_id and u.deleted_at is null and not u.is_banned
        returning t.user_id, t.remember, t.reauthenticated_at`,
      [hashToken(input.refreshToken), input.clientId],
    );
    if (!row) throw invalidGrant("exception.login.refresh_token_invalid");
    return issueTokens(tx, { userId: row.user_id, clientId: input.clientId, remember: row.remember, grant: "refresh_token", reauthenticatedAt: row.reauthenticated_at });
  });
}
