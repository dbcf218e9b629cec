import type { Database } from "@samtrot/db";
import { AppError } from "../../http/errors.js";
import { hashToken } from "./opaque-token.js";
import { hashPassword } from "./password.js";

/**
 * Sets a new password with a reset token: the token is used up, every open sign-in of the account is revoked
 * (whoever knew the old password is out). Unknown, used or expired tokens are all the same 422.
 */
export async function resetPassword(database: Database, input: { token: string; password: string }): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await database.transaction(async (tx) => {
    const [row] = await tx.query<{ user_id: number }>(
      `update account_tokens set used_at = now()
        where token_hash = $1 and purpose = 'reset_password' and used_at is null and expires_at > now()
        returning user_id`,
      [hashToken(input.token)],
    );
    if (!row) throw new AppError(422, "validation.password_reset.token_invalid", "token");
    await tx.query(`update users set password_hash = $2, updated_at = now() where id = $1`, [row.user_id, passwordHash]);
    await tx.query(`update oauth_tokens set revoked_at = now() where user_id = $1 and revoked_at is null`, [row.user_id]);
  });
}
