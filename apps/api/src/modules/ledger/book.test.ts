import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TTestApi } from "../../test/start-test-api.js";
import { person, type TPerson } from "../profiles/test-support/people.js";
import { balancesOf, book, type TBookingInput } from "./book.js";

// The ledger primitive on the real database of a running api (PGlite, or the Postgres server when
// DATABASE_URL is set): users are made through the api's sign-up, bookings through book() in transactions.

let api: TTestApi;
let alice: TPerson;
let bob: TPerson;
let n = 0;
const key = (name: string) => `test:${name}:${++n}`;

beforeAll(async () => {
  api = await startTestApi({ env: { SIGNUP_LIMIT_PER_IP_HOUR: "1000" } });
  alice = await person(api, { user_type: 1, gender: 1 });
  bob = await person(api, { user_type: 2, gender: 2 });
}, 120_000);
afterAll(() => api?.close());

const run = (input: TBookingInput) => api.database.transaction((tx) => book(tx, input));
const grant = (userId: number, amount: number, idempotencyKey = key("grant")) =>
  run({ idempotencyKey, type: "grant", currency: "dollar", amount, from: { system: "external" }, to: { userId } });
const tip = (from: number, to: number, amount: number, idempotencyKey = key("tip")) =>
  run({ idempotencyKey, type: "transfer", currency: "dollar", amount, from: { userId: from }, to: { userId: to }, reference: { kind: "tip", id: to } });

async function errorOf(promise: Promise<unknown>): Promise<any> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a failure");
}

async function sumOfAllBalances(): Promise<number> {
  const [row] = await api.database.query<{ total: string }>("SELECT coalesce(sum(balance), 0)::text AS total FROM ledger_accounts");
  return Number(row!.total);
}

describe("book()", () => {
  it("books a grant from external: the user's balance before and after, the postings sum to zero", async () => {
    const result = await grant(alice.id, 100);
    expect(result).toMatchObject({ replayed: false, from: null, to: { before: 0, after: 100 } });
    expect(await balancesOf(api.database, alice.id)).toEqual({ dollar: 100, token: 0 });
    const postings = await api.database.query<{ amount: string; balance_after: string; system: string | null; user_id: string | null }>(
      `SELECT p.amount, p.balance_after, a.system, a.user_id FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
        WHERE p.entry_id = $1 ORDER BY p.amount`,
      [result.entryId],
    );
    expect(postings.map((p) => [Number(p.amount), p.system, p.user_id === null ? null : Number(p.user_id)])).toEqual([
      [-100, "external", null],
      [100, null, alice.id],
    ]);
    expect(Number(postings[1]!.balance_after)).toBe(100);
    expect(await sumOfAllBalances()).toBe(0);
  });

  it("moves dollars between users and answers both balances", async () => {
    const before = await balancesOf(api.database, alice.id);
    const result = await tip(alice.id, bob.id, 30);
    expect(result.from).toEqual({ before: before.dollar, after: before.dollar - 30 });
    expect(result.to).toEqual({ before: 0, after: 30 });
    expect((await balancesOf(api.database, bob.id)).dollar).toBe(30);
  });

  it("never lets a user balance go negative: 422 with currency, balance and needed; nothing booked", async () => {
    const { dollar } = await balancesOf(api.database, bob.id);
    const entriesBefore = await count("ledger_entries");
    const error = await errorOf(tip(bob.id, alice.id, dollar + 1));
    expect(error.status).toBe(422);
    expect(error.entries[0]).toMatchObject({ title: "exception.ledger.insufficient_balance", meta: { currency: "dollar", balance: dollar, needed: dollar + 1 } });
    expect(await count("ledger_entries")).toBe(entriesBefore);
    expect((await balancesOf(api.database, bob.id)).dollar).toBe(dollar);
    // A token account that was never used has 0.
    const tokens = await errorOf(run({ idempotencyKey: key("consume"), type: "consume", subtype: "rise_up", currency: "token", amount: 1, from: { userId: alice.id }, to: { system: "revenue" } }));
    expect(tokens.entries[0].meta).toEqual({ currency: "token", balance: 0, needed: 1 });
  });

  it("the database itself refuses a negative user balance, also for a writer that bypasses book()", async () => {
    const error = await errorOf(api.database.query("UPDATE ledger_accounts SET balance = -1 WHERE user_id = $1 AND currency = 'dollar'", [bob.id]));
    expect(String(error.message)).toMatch(/ledger_accounts_user_balance_ck/);
  });

  it("a refused booking leaves the caller's transaction usable (its own rows still commit)", async () => {
    const { dollar } = await balancesOf(api.database, bob.id);
    const outcome = await api.database.transaction(async (tx) => {
      const refused = await errorOf(book(tx, { idempotencyKey: key("tip"), type: "transfer", currency: "dollar", amount: dollar + 5, from: { userId: bob.id }, to: { userId: alice.id } }));
      const granted = await book(tx, { idempotencyKey: key("grant"), type: "grant", currency: "dollar", amount: 5, from: { system: "external" }, to: { userId: bob.id } });
      return { refused: refused.status, granted: granted.to };
    });
    expect(outcome).toEqual({ refused: 422, granted: { before: dollar, after: dollar + 5 } });
    expect((await balancesOf(api.database, bob.id)).dollar).toBe(dollar + 5);
  });

  it("a repeated key books once and answers the first result with replayed: true", async () => {
    const k = key("tip");
    const first = await tip(alice.id, bob.id, 7, k);
    const balances = await balancesOf(api.database, alice.id);
    const again = await tip(alice.id, bob.id, 7, k);
    expect(again).toEqual({ ...first, replayed: true });
    expect(await balancesOf(api.database, alice.id)).toEqual(balances);
    const [row] = await api.database.query<{ n: number }>("SELECT count(*)::int AS n FROM ledger_entries WHERE idempotency_key = $1", [k]);
    expect(row!.n).toBe(1);
  });

  it("a replay is answered even when the balance would no longer cover it", async () => {
    const poor = await person(api, { user_type: 1, gender: 1 });
    await grant(poor.id, 10);
    const k = key("tip");
    const first = await tip(poor.id, bob.id, 10, k);
    expect(first.from).toEqual({ before: 10, after: 0 });
    expect(await tip(poor.id, bob.id, 10, k)).toEqual({ ...first, replayed: true });
  });

  it("refuses reusing a key for different content (409) and books nothing", async () => {
    const k = key("tip");
    await tip(alice.id, bob.id, 3, k);
    const entriesBefore = await count("ledger_entries");
    // One after the other: started together, a later refusal would arrive before anything awaits it.
    for (const changed of [() => tip(alice.id, bob.id, 4, k), () => tip(bob.id, alice.id, 3, k), () => grant(alice.id, 3, k)]) {
      const error = await errorOf(changed());
      expect([error.status, error.entries[0].title]).toEqual([409, "exception.ledger.idempotency_conflict"]);
    }
    expect(await count("ledger_entries")).toBe(entriesBefore);
  });

  it("concurrent first uses of one key book once; the others are answered as replays", async () => {
    const k = key("race");
    const before = (await balancesOf(api.database, alice.id)).dollar;
    const results = await Promise.all(Array.from({ length: 6 }, () => tip(alice.id, bob.id, 2, k)));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.entryId)).size).toBe(1);
    expect((await balancesOf(api.database, alice.id)).dollar).toBe(before - 2);
  });

  it("concurrent spends never overdraw: of 8 tips of 10 over a balance of 50, exactly 5 are booked", async () => {
    const payer = await person(api, { user_type: 1, gender: 1 });
    await grant(payer.id, 50);
    const outcomes = await Promise.allSettled(Array.from({ length: 8 }, () => tip(payer.id, bob.id, 10)));
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(5);
    for (const o of outcomes) if (o.status === "rejected") expect((o.reason as any).entries[0].title).toBe("exception.ledger.insufficient_balance");
    expect((await balancesOf(api.database, payer.id)).dollar).toBe(0);
  });

  it("every entry has two postings summing to zero, balances equal the sum of their postings, and the books sum to zero", async () => {
    const [check] = await api.database.query<{ bad_entries: number; drift: number }>(
      `SELECT
         (SELECT count(*)::int FROM (SELECT e.id FROM ledger_entries e LEFT JOIN ledger_postings p ON p.entry_id = e.id
            GROUP BY e.id HAVING count(p.id) <> 2 OR coalesce(sum(p.amount), 1) <> 0) x) AS bad_entries,
         (SELECT count(*)::int FROM ledger_accounts a
            WHERE a.balance <> coalesce((SELECT sum(amount) FROM ledger_postings p WHERE p.account_id = a.id), 0)) AS drift`,
    );
    expect(check).toEqual({ bad_entries: 0, drift: 0 });
    expect(await sumOfAllBalances()).toBe(0);
  });

  it("the database refuses an unbalanced entry at commit", async () => {
    const error = await errorOf(
      api.database.transaction(async (tx) => {
        const [entry] = await tx.query<{ id: string }>(
          `INSERT INTO ledger_entries (idempotency_key, type, currency, amount, content_hash) VALUES ($1, 'grant', 'dollar', 5, 'x') RETURNING id`,
          [key("raw")],
        );
        const [account] = await tx.query<{ id: string }>("SELECT id FROM ledger_accounts WHERE system = 'revenue' AND currency = 'dollar'");
        await tx.query("INSERT INTO ledger_postings (entry_id, account_id, amount, balance_after) VALUES ($1, $2, 5, 5)", [entry!.id, account!.id]);
      }),
    );
    // drizzle wraps the server's error of COMMIT (Postgres) in its own; PGlite's comes as it is
    expect(`${error.message} ${error.cause?.message ?? ""}`).toMatch(/not balanced/);
  });

  it("a third posting on a booked entry is refused at once, even one that keeps the sum at zero", async () => {
    const booked = await grant(alice.id, 3);
    const [account] = await api.database.query<{ id: string }>("SELECT id FROM ledger_accounts WHERE system = 'revenue' AND currency = 'dollar'");
    const before = await count("ledger_postings");
    const error = await errorOf(
      api.database.transaction(async (tx) => {
        // +0 is refused by the amount CHECK, so a pair (+1, −1) that would keep the entry's sum at zero
        await tx.query("INSERT INTO ledger_postings (entry_id, account_id, amount, balance_after) VALUES ($1, $2, 1, 0), ($1, $2, -1, 0)", [booked.entryId, account!.id]);
      }),
    );
    expect(`${error.message} ${error.cause?.message ?? ""}`).toMatch(/already has its two postings/);
    expect(await count("ledger_postings")).toBe(before);
  });

  it("entries and postings are append-only: UPDATE and DELETE are refused", async () => {
    for (const statement of [
      "UPDATE ledger_entries SET amount = amount + 1",
      "DELETE FROM ledger_entries",
      "UPDATE ledger_postings SET amount = amount",
      "DELETE FROM ledger_postings",
    ]) {
      const error = await errorOf(api.database.query(statement));
      expect(String(error.message)).toMatch(/append-only/);
    }
    expect(await count("ledger_entries")).toBeGreaterThan(0);
  });

  it("refuses bad input before touching the database", async () => {
    for (const amount of [0, -5, 1.5]) {
      expect(String((await errorOf(grant(alice.id, amount))).message)).toMatch(/amount must be an integer/);
    }
    expect(String((await errorOf(tip(alice.id, alice.id, 1))).message)).toMatch(/two different accounts/);
    expect(String((await errorOf(grant(999_999_999, 1))).message)).toMatch(/does not exist/);
  });
});

async function count(table: string): Promise<number> {
  const [row] = await api.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return row!.n;
}
