import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../create-test-database.js";
import type { Database } from "../database.js";
import { DEMO_ACCOUNTS } from "./demo-accounts.js";
import { seedDemoData } from "./seed-demo-data.js";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database, { profiles: 0 });
}, 120_000);
afterAll(() => database?.close());

describe("demo dollars", () => {
  it("gives every demo account its starting dollars as one grant, and the books sum to zero", async () => {
    const rows = await database.query<{ username: string; balance: string; entries: number }>(
      `SELECT u.username, a.balance::text AS balance,
              (SELECT count(*)::int FROM ledger_postings p WHERE p.account_id = a.id) AS entries
         FROM users u JOIN ledger_accounts a ON a.user_id = u.id AND a.currency = 'dollar'
        WHERE u.is_demo ORDER BY u.username`,
    );
    expect(rows).toHaveLength(DEMO_ACCOUNTS.length);
    const byName = new Map(rows.map((r) => [r.username, Number(r.balance)]));
    expect(byName.get("demo-client")).toBe(500);
    expect(byName.get("demo-client-plus")).toBe(1000);
    expect(byName.get("demo-escort")).toBe(60);
    expect(rows.every((r) => r.entries === 1)).toBe(true);
    const [sum] = await database.query<{ total: string }>("SELECT sum(balance)::text AS total FROM ledger_accounts");
    expect(Number(sum!.total)).toBe(0);
  });

  it("a reset seeds again without touching the old bookings", async () => {
    const [before] = await database.query<{ n: number }>("SELECT count(*)::int AS n FROM ledger_entries");
    await seedDemoData(database, { profiles: 0, reset: true });
    const [after] = await database.query<{ n: number }>("SELECT count(*)::int AS n FROM ledger_entries");
    expect(after!.n).toBe(before!.n + DEMO_ACCOUNTS.length);
    const [client] = await database.query<{ balance: string }>(
      "SELECT a.balance::text AS balance FROM users u JOIN ledger_accounts a ON a.user_id = u.id WHERE u.username = 'demo-client'",
    );
    expect(Number(client!.balance)).toBe(500);
  });
});
