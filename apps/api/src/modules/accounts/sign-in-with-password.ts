import type { Database } from "@samtrot/db";
import type { TOAuthTokenResponse } from "@samtrot/api-client/contracts";
import { issueTokens } from "./issue-tokens.js";
import { invalidGrant } from "./oauth-error.js";
import { verifyPassword } from "./password.js";
import { entitlementsOf } from "../membership/entitlements.js";

/**
 * Password grant: the account by username or e-mail (case-insensitive), argon2id verification, then one
 * transaction that records the login, sets invisible mode for the session and opens it.
 * Wrong name or password give the same answer, after the same work.
 */
export async function signInWithPassword(
  database: Database,
  input: { login: string; password: string; remember: boolean; invisible: boolean; clientId: string },
): Promise<TOAuthTokenResponse> {
  const [user] = await database.query<{ id: number; password_hash: string | null; is_banned: boolean }>(
    `select id, password_hash, is_banned from users
      where deleted_at is null and (lower(username) = lower($1) or lower(email) = lower($1))
      limit 1`,
    [input.login.trim()],
  );
  const ok = await verifyPassword(user?.password_hash ?? null, input.password);
  if (!user || !ok) throw invalidGrant("exception.login.invalid_credentials");
  if (user.is_banned) throw invalidGrant("exception.login.account_disabled");
  return database.transaction(async (tx) => {
    // Browsing invisibly is a Plus benefit (spec 001 §6): a free user's session starts visible.
    const invisible = input.invisible && (await entitlementsOf(tx, user.id)).has("browse_invisibly");
    await tx.query(`update users set is_invisible = $2, last_login_at = now() where id = $1`, [user.id, invisible]);
    return issueTokens(tx, { userId: user.id, clientId: input.clientId, remember: input.remember, grant: "password" });
  });
}
