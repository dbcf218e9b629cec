import type { DatabaseTx } from "@samtrot/db";
import { REGISTRATION_STEP, USER_TYPE, isValidUsername, USERNAME_LENGTH } from "@samtrot/constants-catalogue";
import { randomInt } from "node:crypto";

/**
 * The account of a verified federated identity: the one already bound to it; else the account with the
 * same (provider-verified) e-mail address, which gets bound; else a new client account at step 1 that
 * still needs its sign-up details (signup_details_missing; next_registration_step "signUp").
 */
export async function createFederatedUser(
  tx: DatabaseTx,
  identity: { provider: string; subject: string; email: string; locale?: string },
): Promise<number> {
  const [bound] = await tx.query<{ user_id: number }>(
    `select user_id from federated_identities where provider = $1 and subject = $2`,
    [identity.provider, identity.subject],
  );
  if (bound) return bound.user_id;

  const [existing] = await tx.query<{ id: number }>(`select id from users where lower(email) = lower($1)`, [identity.email]);
  let userId = existing?.id;
  if (userId !== undefined) {
    // The provider vouches for the address: it counts as verified from now on.
    await tx.query(
      `update users set email_verified_at = coalesce(email_verified_at, now()), email_was_verified = true where id = $1 and lower(email) = lower($2)`,
      [userId, identity.email],
    );
  } else {
    const username = await freeUsername(tx, identity.email);
    const [created] = await tx.query<{ id: number }>(
      `insert into users (username, email, password_hash, user_type, register_completed_step, signup_details_missing,
                          email_verified_at, email_was_verified, locale)
       values ($1, $2, null, $3, $4, true, now(), true, $5) returning id`,
      [username, identity.email, USER_TYPE.client, REGISTRATION_STEP.signUp, identity.locale?.startsWith("en") ? "en" : "de"],
    );
    userId = created!.id;
    await tx.query(`insert into profiles (user_id, display_name, avatar_seed) values ($1, $2, $3)`, [userId, username, randomInt(1, 2_000_000_000)]);
  }
  await tx.query(
    `insert into federated_identities (provider, subject, user_id, email) values ($1, $2, $3, $4)`,
    [identity.provider, identity.subject, userId, identity.email],
  );
  return userId;
}

/** A free username from the address's local part (spec 001 §5 rules), with digits added when taken. */
async function freeUsername(tx: DatabaseTx, email: string): Promise<string> {
  let base = (email.split("@")[0] ?? "")
    .toLowerCase()
    .replace(/[^a-z0-9äöüß_.-]+/g, "")
    .replace(/[_.-]{2,}/g, "-")
    .replace(/^[_.-]+|[_.-]+$/g, "")
    .slice(0, USERNAME_LENGTH.max - 5)
    .replace(/[_.-]+$/g, "");
  if (base.length < USERNAME_LENGTH.min || !isValidUsername(base)) base = "mitglied";
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const candidate = attempt === 0 ? base : `${base}${randomInt(1000, 100_000)}`;
    const taken = await tx.query(`select 1 from users where lower(username) = lower($1)`, [candidate]);
    if (taken.length === 0) return candidate;
  }
  throw new Error("no free username found");
}
