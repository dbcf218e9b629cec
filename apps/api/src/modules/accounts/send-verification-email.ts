import type { DatabaseTx } from "@samtrot/db";
import { USER_TYPE } from "@samtrot/constants-catalogue";
import { enqueueMail } from "../mail/enqueue-mail.js";
import { renderMail } from "../mail/mail-templates.js";
import { hashToken, newOpaqueToken } from "./opaque-token.js";
import { brandOf } from "./web-links.js";

/** A verification link works for 7 days (our decision). */
export const VERIFY_EMAIL_TTL_SECONDS = 7 * 24 * 60 * 60;

/**
 * Creates a single-use verification token for the user's current address (earlier unused ones stop
 * working) and puts the mail in the outbox, all in the caller's transaction.
 */
export async function sendVerificationEmail(
  tx: DatabaseTx,
  options: { user: { id: number; username: string; email: string; user_type: number; locale: string }; webBase: string },
): Promise<void> {
  const { user } = options;
  await tx.query(`update account_tokens set used_at = now() where user_id = $1 and purpose = 'verify_email' and used_at is null`, [user.id]);
  const token = newOpaqueToken();
  await tx.query(
    `insert into account_tokens (user_id, purpose, token_hash, email, expires_at)
     values ($1, 'verify_email', $2, $3, now() + make_interval(secs => $4))`,
    [user.id, hashToken(token), user.email, VERIFY_EMAIL_TTL_SECONDS],
  );
  const flow = user.user_type === USER_TYPE.business ? "business" : "user";
  const link = `${options.webBase}/join/${flow}/email?token=${encodeURIComponent(token)}`;
  const content = renderMail("verify_email", { locale: user.locale, username: user.username, link, brand: brandOf(options.webBase) });
  await enqueueMail(tx, { userId: user.id, kind: "verify_email", to: user.email, content, links: [link] });
}
