import type { Database, DatabaseTx } from "@samtrot/db";
import { AppError } from "../../http/errors.js";
import { findUserRow, type TUserRow } from "./load-signed-in-user.js";
import { sendVerificationEmail } from "./send-verification-email.js";

/**
 * Sets a new address (unverified until confirmed; email_was_verified keeps its history) and sends its
 * verification mail. The same address again only sends a new mail when it is not verified yet.
 */
export async function changeEmailInTx(tx: DatabaseTx, input: { userId: number; email: string; webBase: string }): Promise<TUserRow> {
  const user = await findUserRow(tx, input.userId, true);
  if (!user) throw new AppError(401, "exception.common.unauthorized");
  const email = input.email.trim();
  if (email.toLowerCase() === user.email.toLowerCase()) {
    if (user.email !== email) await tx.query(`update users set email = $2 where id = $1`, [user.id, email]);
    if (!user.email_verified_at) await sendVerificationEmail(tx, { user: { ...user, email }, webBase: input.webBase });
    return (await findUserRow(tx, user.id))!;
  }
  const taken = await tx.query(`select 1 from users where lower(email) = lower($1) and id <> $2`, [email, user.id]);
  if (taken.length > 0) throw new AppError(422, "validation.email.taken", "email");
  await tx.query(
    `update users set email = $2, email_verified_at = null, is_bounced_email = false, updated_at = now() where id = $1`,
    [user.id, email],
  );
  await sendVerificationEmail(tx, { user: { ...user, email }, webBase: input.webBase });
  return (await findUserRow(tx, user.id))!;
}

export function changeEmail(database: Database, input: { userId: number; email: string; webBase: string }): Promise<TUserRow> {
  return database.transaction((tx) => changeEmailInTx(tx, input));
}
