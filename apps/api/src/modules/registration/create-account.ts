import type { Database } from "@samtrot/db";
import type { TOAuthTokenResponse } from "@samtrot/api-client/contracts";
import { REGISTRATION_STEP, type TConsentPurpose } from "@samtrot/constants-catalogue";
import { randomInt } from "node:crypto";
import { AppError, type TErrorEntry } from "../../http/errors.js";
import { issueTokens } from "../accounts/issue-tokens.js";
import { hashPassword } from "../accounts/password.js";
import { sendVerificationEmail } from "../accounts/send-verification-email.js";
import { creditReferral } from "../rewards/referral-credit.js";
import { recordSignUpConsents } from "../privacy/consents.js";

export interface TNewAccount {
  username: string;
  email: string;
  password: string;
  userType: number;
  gender: number | null;
  coupleType: number | null;
  businessType: string | null;
  /** ISO date */
  birthDate: string | null;
  locale: string;
  /** the share link's code the sign-up came through (decision 040), and the keyed hash of the sign-up address */
  referralCode?: string | null;
  signUpAddressHash?: string | null;
  /** the special-category consents ticked at sign-up (decision 045) */
  consents?: readonly TConsentPurpose[];
}

/** 422 entries for a username and/or e-mail already in use (case-insensitive, DECISIONS.md). */
export async function takenEntries(
  tx: { query: Database["query"] },
  input: { username?: string; email?: string; exceptUserId?: number },
): Promise<TErrorEntry[]> {
  const entries: TErrorEntry[] = [];
  const except = input.exceptUserId ?? 0;
  if (input.username !== undefined && (await tx.query(`select 1 from users where lower(username) = lower($1) and id <> $2`, [input.username, except])).length) {
    entries.push({ code: 422, title: "validation.username.taken", source: "username" });
  }
  if (input.email !== undefined && (await tx.query(`select 1 from users where lower(email) = lower($1) and id <> $2`, [input.email, except])).length) {
    entries.push({ code: 422, title: "validation.email.taken", source: "email" });
  }
  return entries;
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}

/**
 * Creates an account at step 1 (signUp) with its profile row, sends the verification mail and signs the new
 * user in, all in one transaction: a refused input stores nothing.
 */
export async function createAccount(database: Database, input: TNewAccount & { webBase: string; clientId: string }): Promise<TOAuthTokenResponse> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await database.transaction(async (tx) => {
      const taken = await takenEntries(tx, { username: input.username, email: input.email });
      if (taken.length) throw AppError.fromEntries(422, taken);
      const [user] = await tx.query<{ id: number; username: string; email: string; user_type: number; locale: string }>(
        `insert into users (username, email, password_hash, user_type, gender, couple_type, business_type, birth_date,
                            register_completed_step, terms_accepted_at, locale)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, now(), $10)
         returning id, username, email, user_type, locale`,
        [input.username, input.email, passwordHash, input.userType, input.gender, input.coupleType, input.businessType, input.birthDate, REGISTRATION_STEP.signUp, input.locale],
      );
      await tx.query(`insert into profiles (user_id, display_name, avatar_seed) values ($1, $2, $3)`, [user!.id, input.username, randomInt(1, 2_000_000_000)]);
      await creditReferral(tx, { referredId: Number(user!.id), code: input.referralCode, addressHash: input.signUpAddressHash ?? null });
      await recordSignUpConsents(tx, user!.id, input.userType, input.consents ?? []);
      await sendVerificationEmail(tx, { user: user!, webBase: input.webBase });
      return issueTokens(tx, { userId: user!.id, clientId: input.clientId, remember: false, grant: "registration" });
    });
  } catch (error) {
    // Two sign-ups racing for one name: the unique index decides, the loser gets the same 422.
    if (isUniqueViolation(error)) {
      const taken = await takenEntries(database, { username: input.username, email: input.email });
      throw AppError.fromEntries(422, taken.length ? taken : [{ code: 422, title: "validation.username.taken", source: "username" }]);
    }
    throw error;
  }
}
