import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, openDatabase, type Database } from "@samtrot/db";
import { AppError } from "../../http/errors.js";
import { book, type TBookingInput, type TBookingResult } from "./book.js";

// Issue 11 part 8: 10,000 random concurrent operations on the Postgres server (many connections, real row
// locks); afterwards the books balance. Runs in CI's Postgres pass (DATABASE_URL); PGlite has one
// connection, so there is no concurrency to prove there.
const server = process.env.DATABASE_URL?.trim();

const OPERATIONS = 10_000;
const USERS = 60;
const CONNECTIONS = 24;
const WORKERS = 48;

/** A small deterministic generator (mulberry32): a failing run can be repeated with the same seed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type TOutcome = { key: string; input: TBookingInput; result: TBookingResult | null; refused: string | null };

describe.skipIf(!server)("ledger under 10,000 concurrent operations (Postgres server)", () => {
  let owner: Database;
  let pool: Database;
  const userIds: number[] = [];
  const outcomes: TOutcome[] = [];
  const seed = Number(process.env.LEDGER_SEED ?? 20261125);

  beforeAll(async () => {
    owner = await createTestDatabase();
    // The test database's own pool is small; the operations get a pool of their own on the same database.
    pool = await openDatabase({ url: owner.describe().location, poolSize: CONNECTIONS });
    for (let i = 0; i < USERS; i += 1) {
      const [row] = await owner.query<{ id: number }>(
        `insert into users (username, email, user_type) values ($1, $2, $3) returning id`,
        [`ledger-${i}`, `ledger-${i}@example.test`, i % 3 === 0 ? 1 : 2],
      );
      userIds.push(row!.id);
    }
  }, 120_000);

  afterAll(async () => {
    await pool?.close();
    await owner?.close();
  });

  it("books every operation fully or not at all, never twice, never below zero", async () => {
    const next = random(seed);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
    const amount = (max: number) => 1 + Math.floor(next() * max);
    const user = () => ({ userId: pick(userIds) });
    const plan: TBookingInput[] = [];
    for (let i = 0; i < OPERATIONS; i += 1) {
      const roll = next();
      // One in ten repeats an earlier operation with its key: a retried request.
      if (plan.length > 0 && roll < 0.1) {
        plan.push(plan[Math.floor(next() * plan.length)]!);
        continue;
      }
      const kind = pick(["purchase", "purchase", "tip", "tip", "unlock", "consume", "refund", "payout", "payout_done", "payout_back"] as const);
      const key = `${kind}:${i}`;
      switch (kind) {
        case "purchase":
          plan.push({ idempotencyKey: key, type: "purchase", currency: "dollar", amount: amount(60), from: { system: "external" }, to: user() });
          break;
        case "tip": {
          const from = user();
          let to = user();
          while (to.userId === from.userId) to = user();
          plan.push({ idempotencyKey: key, type: "transfer", currency: "dollar", amount: amount(25), from, to, reference: { kind: "tip", id: i } });
          break;
        }
        case "unlock": {
          const from = user();
          let to = user();
          while (to.userId === from.userId) to = user();
          // A bundle unlock is keyed by bundle and buyer: the same pair again is the same purchase.
          const bundle = Math.floor(next() * 20);
          plan.push({ idempotencyKey: `bundle:${bundle}:${to.userId}:${from.userId}`, type: "transfer", currency: "dollar", amount: 7, from, to, reference: { kind: "bundle", id: bundle } });
          break;
        }
        case "consume":
          plan.push({ idempotencyKey: key, type: "consume", subtype: pick(["rise_up", "rise_up_global", "first_contact_unlock"] as const), currency: "dollar", amount: 5, from: user(), to: { system: "revenue" } });
          break;
        case "refund":
          plan.push({ idempotencyKey: key, type: "refund", currency: "dollar", amount: amount(30), from: user(), to: { system: "external" } });
          break;
        case "payout":
          plan.push({ idempotencyKey: key, type: "payout_ongoing", currency: "dollar", amount: amount(40), from: user(), to: { system: "payout_clearing" } });
          break;
        case "payout_done":
          // Settles part of what waits in clearing (the system account may not go below what was put in).
          plan.push({ idempotencyKey: key, type: "payout", currency: "dollar", amount: amount(10), from: { system: "payout_clearing" }, to: { system: "external" } });
          break;
        case "payout_back":
          plan.push({ idempotencyKey: key, type: "refund", currency: "dollar", amount: amount(10), from: { system: "payout_clearing" }, to: user() });
          break;
      }
    }

    let cursor = 0;
    async function worker() {
      while (cursor < plan.length) {
        const input = plan[cursor++]!;
        try {
          const result = await pool.transaction((tx) => book(tx, input));
          outcomes.push({ key: input.idempotencyKey, input, result, refused: null });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          outcomes.push({ key: input.idempotencyKey, input, result: null, refused: error.message });
        }
      }
    }
    await Promise.all(Array.from({ length: WORKERS }, worker));
    expect(outcomes).toHaveLength(OPERATIONS);

    // Refusals are only the two the ledger knows; everything else would have thrown above.
    const refusals = new Set(outcomes.filter((o) => o.refused).map((o) => o.refused));
    for (const title of refusals) expect(["exception.ledger.insufficient_balance"]).toContain(title);
    const booked = outcomes.filter((o) => o.result && !o.result.replayed);
    const replayed = outcomes.filter((o) => o.result?.replayed);
    expect(booked.length).toBeGreaterThan(OPERATIONS / 3);
    expect(replayed.length).toBeGreaterThan(0);

    // No key booked twice: one entry per key, and exactly the keys this run saw booked.
    const [keys] = await owner.query<{ entries: number; distinct_keys: number }>(
      `select count(*)::int as entries, count(distinct idempotency_key)::int as distinct_keys from ledger_entries`,
    );
    const bookedKeys = new Set(booked.map((o) => o.key));
    expect(keys!.entries).toBe(bookedKeys.size);
    expect(keys!.distinct_keys).toBe(bookedKeys.size);
    expect(booked).toHaveLength(bookedKeys.size);

    // A replay answers with the first booking's entry.
    const entryOfKey = new Map(booked.map((o) => [o.key, o.result!.entryId]));
    for (const o of replayed) expect(o.result!.entryId).toBe(entryOfKey.get(o.key));

    // Every entry's postings sum to zero; every account's balance is the sum of its postings.
    const unbalanced = await owner.query(`select entry_id from ledger_postings group by entry_id having sum(amount) <> 0`);
    expect(unbalanced).toEqual([]);
    const drift = await owner.query(
      `select a.id from ledger_accounts a left join ledger_postings p on p.account_id = a.id
        group by a.id, a.balance having a.balance <> coalesce(sum(p.amount), 0)`,
    );
    expect(drift).toEqual([]);

    // No user balance below zero, and the users plus what waits in clearing hold exactly what came in
    // from outside minus what went out.
    const [negative] = await owner.query<{ n: number }>(`select count(*)::int as n from ledger_accounts where user_id is not null and balance < 0`);
    expect(negative!.n).toBe(0);
    const sumOf = (filter: (o: TOutcome) => boolean) => booked.filter(filter).reduce((sum, o) => sum + o.input.amount, 0);
    const fromExternal = (o: TOutcome) => "system" in o.input.from && o.input.from.system === "external";
    const toExternal = (o: TOutcome) => "system" in o.input.to && o.input.to.system === "external";
    const toRevenue = (o: TOutcome) => "system" in o.input.to && o.input.to.system === "revenue";
    const inflows = sumOf(fromExternal);
    const outflows = sumOf(toExternal) + sumOf(toRevenue);
    const [held] = await owner.query<{ users: string; clearing: string }>(
      `select coalesce(sum(balance) filter (where user_id is not null), 0)::text as users,
              coalesce(sum(balance) filter (where system = 'payout_clearing'), 0)::text as clearing
         from ledger_accounts where currency = 'dollar'`,
    );
    expect(Number(held!.users) + Number(held!.clearing)).toBe(inflows - outflows);
    // The whole ledger sums to zero across all accounts (double entry).
    const [total] = await owner.query<{ total: string }>(`select coalesce(sum(balance), 0)::text as total from ledger_accounts`);
    expect(Number(total!.total)).toBe(0);
  }, 600_000);
});
