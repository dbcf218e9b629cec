import type { Database } from "@samtrot/db";
import { enqueueMail } from "../mail/enqueue-mail.js";
import { renderMail } from "../mail/mail-templates.js";
import { hashToken, newOpaqueToken } from "./opaque-token.js";
import { brandOf } from "./web-links.js";

/** A reset link works for 1 hour and once (our decision). */
export const RESET_PASSWORD_TTL_SECONDS = 60 * 60;

/**
 * Forgot-password: when the address belongs to an account, a single-use reset token (earlier ones stop
 * working) and its mail, in one transaction. The caller answers the same either way (no account enumeration).
 */
export async function requestPasswordReset(database: Database, input: { email: string; webBase: string }): Promise<void> {
  await database.transaction(async (tx) => {
    const [user] = await tx.query<{ id: number; username: string; email: string; locale: string }>(
      `select id, username, email, locale from users where lower(email) = lower($1) and deleted_at is null and not is_banned`,
      [input.email.trim()],
    );
    if (!user) return;
    await tx.query(`update account_tokens set used_at = now() where user_id = $1 and purpose = 'reset_password' and used_at is null`, [user.id]);
    const token = newOpaqueToken();
    await tx.query(
      `insert into account_tokens (user_id, purpose, token_hash, expires_at) values ($1, 'reset_password', $2, now() + make_interval(secs => $3))`,
      [user.id, hashToken(token), RESET_PASSWORD_TTL_SECONDS],
    );
    const link = `${input.webBase}/forgot_password?token=${encodeURIComponent(token)}`;
    const content = renderMail("reset_password", { locale: user.locale, username: user.username, link, brand: brandOf(input.webBase) });
    await enqueueMail(tx, { userId: user.id, kind: "reset_password", to: user.email, content, links: [link] });
  });
}
