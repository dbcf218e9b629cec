import type { DatabaseTx } from "../database.js";
import { DEMO_EMAIL_DOMAIN } from "./demo-accounts.js";

/**
 * A team reviewer (user type 10, spec 000 §1: not selectable at sign-up) for the development product and the e2e
 * suite: it reviews media, age checks and bundles through the api. It has no profile, so no search or list shows it.
 * Same password as the demo accounts; written with them (and removed with them on reset: is_demo).
 */
export const DEMO_STAFF_ACCOUNT = { username: "demo-team", email: `demo-team@${DEMO_EMAIL_DOMAIN}`, userType: 10 } as const;

export async function insertDemoStaff(tx: DatabaseTx, passwordHash: string): Promise<number> {
  const rows = await tx.query(
    `insert into users (username, email, password_hash, user_type, email_verified_at, email_was_verified, register_completed_step,
                        registration_completed_at, search_visible, birth_date, is_demo)
     values ($1, $2, $3, $4, now(), true, 10, now(), false, '1990-01-01', true)
     on conflict do nothing returning id`,
    [DEMO_STAFF_ACCOUNT.username, DEMO_STAFF_ACCOUNT.email, passwordHash, DEMO_STAFF_ACCOUNT.userType],
  );
  return rows.length;
}
