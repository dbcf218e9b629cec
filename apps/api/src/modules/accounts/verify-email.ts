import type { Database } from "@samtrot/db";
import { AppError } from "../../http/errors.js";
import { hashToken } from "./opaque-token.js";

/**
 * Confirms an address with the token of its verification mail. The token must be unused, unexpired and
 * for the account's current address (a later change of address makes older links worthless).
 */
export async function verifyEmail(database: Database, input: { token: string }): Promise<{ userId: number }> {
  return database.transaction(async (tx) => {
    const [row] = await tx.query<{ user_id: number }>(
      `update account_tokens t set used_at = now()
         from users u
        where t.token_hash = $1 and t.purpose = 'verify_email' and t.used_at is null and t.expires_at > now()
          and u.id = t.user_id and u.deleted_at is null and lower(u.email) = lower(t.email)
        returning t.user_id`,
      [hashToken(input.token)],
    );
    if (!row) throw new AppError(422, "validation.email_verification.token_invalid", "token");
    await tx.query(
      `update users set email_verified_at = now(), email_was_verified = true, is_bounced_email = false, updated_at = now() where id = $1`,
      [row.user_id],
    );
    return { userId: row.user_id };
  });
}
