import type { Database } from "@samtrot/db";
import { CLOSED_USER_GROUP } from "@samtrot/constants-catalogue";
import { AppError } from "../../http/errors.js";
import { verifyPassword } from "../accounts/password.js";
import { loadViewer } from "../profiles/profile-viewer.js";
import { auditIdentity } from "./identity-audit.js";

/** Wrong passwords allowed in the window before re-authentication is locked for the rest of it. */
const REAUTH_FAILURES = { max: 5, windowMinutes: 15 } as const;

/**
 * The password entered again for THIS sign-in (the access token's row): the closed user group opens for a verified
 * adult for 60 minutes (decision 044). The time is kept on the sign-in and carried over when its tokens are
 * refreshed; a new sign-in starts without it.
 */
export async function reauthenticate(database: Database, input: { userId: number; tokenId: number; password: string; now: Date }) {
  const since = new Date(input.now.getTime() - REAUTH_FAILURES.windowMinutes * 60_000);
  const [failures] = await database.query<{ n: number }>(
    `select count(*)::int as n from identity_audit where user_id = $1 and event = 'reauth_failed' and created_at > $2`,
    [input.userId, since],
  );
  if (Number(failures?.n ?? 0) >= REAUTH_FAILURES.max) throw new AppError(429, "exception.identity.reauth_locked");
  const [user] = await database.query<{ password_hash: string | null }>(`select password_hash from users where id = $1 and deleted_at is null`, [input.userId]);
  // A Google-only account has no password here; it cannot re-authenticate this way (it sets one under email_password).
  if (!user || !(await verifyPassword(user.password_hash, input.password))) {
    await auditIdentity(database, { userId: input.userId, event: "reauth_failed", at: input.now });
    throw new AppError(422, "validation.identity.password_wrong", "password");
  }
  return database.transaction(async (tx) => {
    await tx.query(`update oauth_tokens set reauthenticated_at = $3 where id = $1 and user_id = $2`, [input.tokenId, input.userId, input.now]);
    await auditIdentity(tx, { userId: input.userId, event: "reauthenticated", at: input.now });
    const viewer = await loadViewer(tx, input.userId, { tokenId: input.tokenId, now: input.now });
    return {
      reauthenticated_until: new Date(input.now.getTime() + CLOSED_USER_GROUP.reauthMinutes * 60_000).toISOString(),
      closed_user_group: viewer.adultSession,
    };
  });
}
