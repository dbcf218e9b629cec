import type { DatabaseTx } from "../database.js";
import { DEMO_ACCOUNTS } from "./demo-accounts.js";

/**
 * Whether the demo data is complete. The demo accounts are written in the last step of
 * seedDemoData(), so an interrupted run counts as not seeded (and is cleaned up by the next one).
 */
export async function isSeeded(database: DatabaseTx): Promise<boolean> {
  const rows = await database.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM users WHERE is_demo AND lower(username) = ANY($1::text[])",
    [DEMO_ACCOUNTS.map((account) => account.username.toLowerCase())],
  );
  return rows[0]?.n === DEMO_ACCOUNTS.length;
}
