import { USER_TYPE } from "@samtrot/constants-catalogue";
import { createHash } from "node:crypto";
import type { DatabaseTx } from "../database.js";
import type { DemoAccount } from "./demo-accounts.js";

/**
 * Starting dollars of the demo accounts (issue 11), so the dollar page, tips and unlocks show something real:
 * clients get enough to tip and unlock, members more; escorts and businesses a little, as if tipped before.
 * Deterministic amounts; each is one `grant` booking from the external account with the key
 * `demo_grant:<user id>` (a re-seed gives new users new ids; the ledger keeps the old rows, it is append-only).
 */
export function demoDollarsOf(account: Pick<DemoAccount, "userType" | "isMember">): number {
  if (account.userType === USER_TYPE.client) return account.isMember ? 1_000 : 500;
  return account.isMember ? 150 : 60;
}

/** Books the grants with the ledger's rules (two postings summing to zero, balances after, locks in id order). */
export async function grantDemoDollars(tx: DatabaseTx, grants: { userId: number; amount: number }[]): Promise<void> {
  for (const { userId, amount } of grants) {
    if (amount <= 0) continue;
    const key = `demo_grant:${userId}`;
    await tx.query("INSERT INTO ledger_accounts (user_id, currency) VALUES ($1, 'dollar') ON CONFLICT (user_id, currency) DO NOTHING", [userId]);
    const accounts = await tx.query<{ id: string | number; balance: string | number; user_id: string | number | null }>(
      `SELECT id, balance, user_id FROM ledger_accounts
        WHERE (user_id = $1 AND currency = 'dollar') OR (system = 'external' AND currency = 'dollar')
        ORDER BY id FOR UPDATE`,
      [userId],
    );
    const user = accounts.find((a) => a.user_id !== null)!;
    const external = accounts.find((a) => a.user_id === null)!;
    const contentHash = createHash("sha256").update(JSON.stringify(["grant", null, "dollar", amount, "system:external", `user:${userId}`, ["demo", "seed"]])).digest("hex");
    const [entry] = await tx.query<{ id: string | number }>(
      `INSERT INTO ledger_entries (idempotency_key, type, currency, amount, reference_kind, reference_id, memo, content_hash)
       VALUES ($1, 'grant', 'dollar', $2, 'demo', 'seed', 'demo starting credit', $3)
       ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
      [key, amount, contentHash],
    );
    if (!entry) continue;
    const externalAfter = Number(external.balance) - amount;
    const userAfter = Number(user.balance) + amount;
    await tx.query("INSERT INTO ledger_postings (entry_id, account_id, amount, balance_after) VALUES ($1, $2, $3, $4), ($1, $5, $6, $7)", [
      entry.id,
      external.id,
      -amount,
      externalAfter,
      user.id,
      amount,
      userAfter,
    ]);
    await tx.query("UPDATE ledger_accounts SET balance = $2, updated_at = now() WHERE id = $1", [external.id, externalAfter]);
    await tx.query("UPDATE ledger_accounts SET balance = $2, updated_at = now() WHERE id = $1", [user.id, userAfter]);
  }
}
