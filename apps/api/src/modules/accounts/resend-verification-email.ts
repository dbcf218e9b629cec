import type { Database } from "@samtrot/db";
import { AppError } from "../../http/errors.js";
import { findUserRow } from "./load-signed-in-user.js";
import { sendVerificationEmail } from "./send-verification-email.js";

/** A new verification mail for the signed-in user's address (earlier links stop working). */
export async function resendVerificationEmail(database: Database, input: { userId: number; webBase: string }): Promise<void> {
  await database.transaction(async (tx) => {
    const user = await findUserRow(tx, input.userId, true);
    if (!user) throw new AppError(401, "exception.common.unauthorized");
    if (user.email_verified_at) throw new AppError(409, "exception.email.already_verified");
    await sendVerificationEmail(tx, { user, webBase: input.webBase });
  });
}
