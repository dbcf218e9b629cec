import { createTestDatabase, type Database } from "@samtrot/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectBalanceBatch, startBalanceProjector } from "./balance-projector.js";
import { book, type TBookingInput } from "./book.js";

// The balance projector on a database without a running api (PGlite, or the Postgres server when DATABASE_URL is
// set), so the test decides when it runs: bookings queue their entries, a batch turns them into events and
// notifications in booking order, a failed batch leaves the queue as it was.

let database: Database;
let client: number;
let escort: number;
let n = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  const users = await database.query<{ id: number }>(
    `INSERT INTO users (username, email, user_type) VALUES ('proj-client', 'proj-client@example.test', 1), ('proj-escort', 'proj-escort@example.test', 2) RETURNING id`,
  );
  [client, escort] = users.map((u) => Number(u.id)) as [number, number];
}, 120_000);
afterAll(() => database?.close());

const run = (input: Omit<TBookingInput, "idempotencyKey">) => database.transaction((tx) => book(tx, { ...input, idempotencyKey: `projector-test:${++n}` }));
const outbox = async () => (await database.query<{ entry_id: string }>("SELECT entry_id FROM ledger_balance_outbox ORDER BY entry_id")).map((r) => Number(r.entry_id));
const eventsOf = (userId: number, type?: string) =>
  database.query<{ id: string; type: string; payload: { currency: string; balance: number; delta: number; type: string } }>(
    "SELECT id, type, payload FROM realtime_events WHERE user_id = $1 AND ($2::text IS NULL OR type = $2) ORDER BY id",
    [userId, type ?? null],
  );

describe("balance projector", () => {
  it("a booking queues its entry; a batch makes the events and notifications in booking order and empties the queue", async () => {
    const granted = await run({ type: "grant", currency: "dollar", amount: 30, from: { system: "external" }, to: { userId: client } });
    const tipped = await run({ type: "transfer", currency: "dollar", amount: 10, from: { userId: client }, to: { userId: escort }, reference: { kind: "tip", id: escort } });
    const spent = await run({ type: "consume", subtype: "rise_up", currency: "dollar", amount: 5, from: { userId: escort }, to: { system: "revenue" } });
    expect(await outbox()).toEqual([granted.entryId, tipped.entryId, spent.entryId]);
    expect(await eventsOf(client)).toEqual([]);

    expect(await projectBalanceBatch(database)).toBe(3);
    expect(await outbox()).toEqual([]);
    // Per user, ids in booking order; the notification's own event follows the balance events of its batch.
    expect((await eventsOf(client)).map((e) => [Number(e.id), e.type, e.type === "balance.changed" ? e.payload : null])).toEqual([
      [1, "balance.changed", { currency: "dollar", balance: 30, delta: 30, type: "grant" }],
      [2, "balance.changed", { currency: "dollar", balance: 20, delta: -10, type: "transfer" }],
      [3, "notification.new", null],
    ]);
    // The escort: the tip received (a notification too), then her own spending (no notification).
    const escortEvents = await eventsOf(escort);
    expect(escortEvents.filter((e) => e.type === "balance.changed").map((e) => [e.payload.delta, e.payload.balance])).toEqual([
      [10, 10],
      [-5, 5],
    ]);
    const notifications = await database.query<{ user_id: string; kind: string; params: { delta: number } }>("SELECT user_id, kind, params FROM notifications ORDER BY id");
    expect(notifications.map((r) => [Number(r.user_id), r.kind, r.params.delta])).toEqual([
      [client, "balance_changed", 30],
      [escort, "balance_changed", 10],
    ]);
    expect(await projectBalanceBatch(database)).toBe(0);
  });

  it("takes the queue in batches of the given size, oldest first", async () => {
    for (let i = 0; i < 5; i += 1) await run({ type: "grant", currency: "token", amount: 1, from: { system: "external" }, to: { userId: escort } });
    const queued = await outbox();
    expect(await projectBalanceBatch(database, 2)).toBe(2);
    expect(await outbox()).toEqual(queued.slice(2));
    expect(await projectBalanceBatch(database, 10)).toBe(3);
    const balances = (await eventsOf(escort, "balance.changed")).filter((e) => e.payload.currency === "token").map((e) => e.payload.balance);
    expect(balances).toEqual([1, 2, 3, 4, 5]);
  });

  it("a batch that fails is rolled back whole: the queue keeps it and nothing was announced", async () => {
    await run({ type: "grant", currency: "dollar", amount: 7, from: { system: "external" }, to: { userId: escort } });
    const queued = await outbox();
    const before = (await eventsOf(escort)).length;
    // The batch fails after it took the queue: its events cannot be stored while the counter table is away.
    await database.query("ALTER TABLE realtime_event_counters RENAME TO realtime_event_counters_away");
    try {
      await expect(projectBalanceBatch(database)).rejects.toThrow(/realtime_event_counters/);
    } finally {
      await database.query("ALTER TABLE realtime_event_counters_away RENAME TO realtime_event_counters");
    }
    expect(await outbox()).toEqual(queued);
    expect((await eventsOf(escort)).length).toBe(before);
    expect(await projectBalanceBatch(database)).toBe(1);
    expect((await eventsOf(escort, "balance.changed")).at(-1)!.payload).toMatchObject({ delta: 7, type: "grant" });
  });

  it("a started projector drains what was queued, and a nudge after a booking projects it", async () => {
    const projector = startBalanceProjector(database, (error) => {
      throw error;
    });
    try {
      await run({ type: "grant", currency: "dollar", amount: 1, from: { system: "external" }, to: { userId: client } });
      await projector.drain();
      expect(await outbox()).toEqual([]);
      const last = (await eventsOf(client, "balance.changed")).at(-1)!;
      expect(last.payload).toMatchObject({ delta: 1, type: "grant" });
    } finally {
      await projector.stop();
    }
  });
});
