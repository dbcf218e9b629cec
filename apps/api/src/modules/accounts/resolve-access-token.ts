import type { DatabaseTx } from "@samtrot/db";
import type { TAuth } from "../../http/auth.js";
import { hashToken } from "./opaque-token.js";

/**
 * The sign-in an access token belongs to, when it is neither expired nor revoked and its user may still
 * sign in. Looked up by the token's hash (an index lookup; equal hashes mean equal tokens).
 */
export async function resolveAccessToken(tx: DatabaseTx, accessToken: string): Promise<TAuth | null> {
  const [row] = await tx.query<{ id: number; user_id: number }>(
    `select t.id, t.user_id
       from oauth_tokens t join users u on u.id = t.user_id
      where t.access_hash = $1 and t.revoked_at is null and t.access_expires_at > now()
        and u.deleted_at is null and not u.is_banned`,
    [hashToken(accessToken)],
  );
  return row ? { userId: row.user_id, tokenId: row.id } : null;
}
