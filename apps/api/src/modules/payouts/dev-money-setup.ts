import { randomUUID } from "node:crypto";
import type { Database } from "@samtrot/db";
import { AGE_CHECK_STATUS } from "@samtrot/constants-catalogue";
import { balancesOf, book } from "../ledger/book.js";

/**
 * The browser tests' set-up of a fresh account (the e2e api owns its embedded database, so a test cannot write it):
 * granted dollars, an accepted age check, a registration further back, a Plus membership. Only reachable with DEV_MONEY_SETUP=1
 * outside production (routes.ts).
 */
export async function devMoneySetup(
  database: Database,
  userId: number,
  input: { dollars?: number; accept_age_check?: boolean; registered_days_ago?: number; plus?: boolean },
): Promise<{ dollar: number }> {
  return database.transaction(async (tx) => {
    if (input.accept_age_check) await tx.query(`update users set age_check_status = $2 where id = $1`, [userId, AGE_CHECK_STATUS.accepted]);
    if (input.registered_days_ago !== undefined)
      await tx.query(
        `update users set created_at = now() - make_interval(days => $2), registration_completed_at = now() - make_interval(days => $2) where id = $1`,
        [userId, input.registered_days_ago],
      );
    if (input.plus) await tx.query(`update users set is_member = true, member_until = now() + interval '30 days' where id = $1`, [userId]);
    if (input.dollars)
      await book(tx, { idempotencyKey: `dev-grant:${randomUUID()}`, type: "grant", currency: "dollar", amount: input.dollars, from: { system: "external" }, to: { userId }, memo: "dev money setup" });
    return { dollar: (await balancesOf(tx, userId)).dollar };
  });
}
