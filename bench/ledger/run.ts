// Ledger benchmark (issue 11, part 8): tips per second with 100 concurrent tippers on the Postgres server,
// and the drift afterwards (must be zero). Run from bench/:
//   node --import tsx ledger/run.ts [--url postgres://postgres@127.0.0.1:5432/bench_ledger] [--tippers 100]
//     [--escorts 100] [--tips 20000] [--connections 40]
// Two rounds of --tips each, called in-process (no HTTP: the figures are the ledger's, not the web stack's):
//  1. booking: each tip is one `book()` (idempotency key, two row locks in id order, two postings, two balances)
//     in its own database transaction;
//  2. tip transaction: each tip is `bookTip()` as the tip endpoint calls it after the PIN check: one statement,
//     its own transaction (the tipper's PIN row locked, replay and monthly-limit check, the booking). 1 dollar each, so 100 tippers
//     stay within the monthly limit of 250 with up to 25,000 tips (a second set of 100 tippers: the first round's
//     transfers would count towards the limit).
// The balance projector runs beside the tippers as in the api (the users' balance events and notifications, taken
// from the ledger's outbox after each booking): its work is in the figures; the outbox is drained at the end.
// The database is created fresh for every run (never `test`).
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { migrate, openDatabase, type Database, type DatabaseTx } from "@samtrot/db";
import { book } from "../../apps/api/src/modules/ledger/book.js";
import { startBalanceProjector } from "../../apps/api/src/modules/ledger/balance-projector.js";
import { bookTip } from "../../apps/api/src/modules/ledger/tip.js";

const { values } = parseArgs({
  options: {
    url: { type: "string", default: "postgres://postgres@127.0.0.1:5432/bench_ledger" },
    tippers: { type: "string", default: "100" },
    escorts: { type: "string", default: "100" },
    tips: { type: "string", default: "20000" },
    connections: { type: "string", default: "40" },
  },
});
const url = new URL(values.url!);
if (url.pathname === "/test") throw new Error("The benchmark never runs on the `test` database.");
const TIPPERS = Number(values.tippers);
const ESCORTS = Number(values.escorts);
const TIPS = Number(values.tips);
const CONNECTIONS = Number(values.connections);
const load = () => loadavg().map((n) => n.toFixed(2)).join(" ");

async function freshDatabase(): Promise<void> {
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const server = await openDatabase({ url: admin.toString(), poolSize: 1 });
  const name = url.pathname.slice(1).replaceAll('"', '""');
  await server.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await server.query(`CREATE DATABASE "${name}"`);
  await server.close();
}

async function createUsers(database: Database, prefix: string, count: number, userType: number): Promise<number[]> {
  const rows = await database.query<{ id: number }>(
    `insert into users (username, email, user_type)
     select $1 || g, $1 || g || '@example.test', $2 from generate_series(1, $3) g returning id`,
    [prefix, userType, count],
  );
  return rows.map((row) => row.id);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function main() {
  console.log(`ledger bench: ${TIPS.toLocaleString("en-US")} tips, ${TIPPERS} concurrent tippers → ${ESCORTS} escorts, ${CONNECTIONS} connections`);
  console.log(`load average before: ${load()}`);
  await freshDatabase();
  const database = await openDatabase({ url: url.toString(), poolSize: CONNECTIONS });
  await migrate(database);
  // Two sets of tippers: the first round's transfers would count towards the second round's monthly limit.
  const allTippers = await createUsers(database, "tipper-", 2 * TIPPERS, 1);
  const escorts = await createUsers(database, "escort-", ESCORTS, 2);
  // Every tipper gets enough for its share of the tips (a purchase from outside, like a real top-up).
  const perTipper = Math.ceil(TIPS / TIPPERS) * 11;
  for (const userId of allTippers) {
    await database.transaction((tx) =>
      book(tx, { idempotencyKey: `seed:${userId}`, type: "purchase", currency: "dollar", amount: perTipper, from: { system: "external" }, to: { userId } }),
    );
  }

  // The tip transaction locks the tipper's PIN row (the PIN itself is checked before, outside this figure).
  await database.query(`insert into security_pins (user_id, pin_hash) select unnest($1::bigint[]), 'not-a-hash: bench'`, [allTippers]);

  const projector = startBalanceProjector(database, (error) => console.error("balance projector:", error));
  const rounds = [
    await round("booking (book() in a transaction)", allTippers.slice(0, TIPPERS), true, (tx, from, to, n) =>
      book(tx, { idempotencyKey: `tip:${from}:${n}`, type: "transfer", currency: "dollar", amount: 1 + (n % 10), from: { userId: from }, to: { userId: to }, reference: { kind: "tip", id: n } }),
    ),
    await round("tip (bookTip(): one statement — PIN row lock, limit, booking)", allTippers.slice(TIPPERS), false, (tx, from, to, n) => bookTip(tx, from, to, 1, `bench-${n}`)),
  ];

  const drainStarted = performance.now();
  await projector.drain();
  const drainSeconds = (performance.now() - drainStarted) / 1000;
  await projector.stop();
  const [projected] = await database.query<{ events: number; notifications: number; queued: number }>(
    `select (select count(*)::int from realtime_events where type = 'balance.changed') as events,
            (select count(*)::int from notifications where kind = 'balance_changed') as notifications,
            (select count(*)::int from ledger_balance_outbox) as queued`,
  );

  // Drift: the ledger sums to zero, each account equals its postings, nobody below zero.
  const [total] = await database.query<{ total: string }>(`select coalesce(sum(balance), 0)::text as total from ledger_accounts`);
  const drifting = await database.query(
    `select a.id from ledger_accounts a left join ledger_postings p on p.account_id = a.id
      group by a.id, a.balance having a.balance <> coalesce(sum(p.amount), 0)`,
  );
  const [negative] = await database.query<{ n: number }>(`select count(*)::int as n from ledger_accounts where user_id is not null and balance < 0`);
  const [entries] = await database.query<{ n: number }>(`select count(*)::int as n from ledger_entries where type = 'transfer'`);
  await database.close();

  const booked = rounds.reduce((sum, r) => sum + r.booked, 0);
  console.log(`load average after: ${load()}`);
  console.log("");
  console.log(`| figure | ${rounds.map((r) => r.name).join(" | ")} |`);
  console.log(`|---|${rounds.map(() => "---:").join("|")}|`);
  console.log(`| tips booked (refused) | ${rounds.map((r) => `${r.booked.toLocaleString("en-US")} (${r.refused})`).join(" | ")} |`);
  console.log(`| wall time | ${rounds.map((r) => `${r.seconds.toFixed(2)} s`).join(" | ")} |`);
  console.log(`| tips per second (target ≥ 1,000) | ${rounds.map((r) => `${Math.round(r.booked / r.seconds).toLocaleString("en-US")} (${(r.booked / r.seconds / 1000).toFixed(2)}×)`).join(" | ")} |`);
  console.log(`| latency p50 / p95 / p99 | ${rounds.map((r) => `${percentile(r.latencies, 50).toFixed(1)} / ${percentile(r.latencies, 95).toFixed(1)} / ${percentile(r.latencies, 99).toFixed(1)} ms`).join(" | ")} |`);
  console.log("");
  console.log(`| balance projector | value |`);
  console.log(`|---|---:|`);
  console.log(`| balance.changed events / balance notifications | ${projected!.events.toLocaleString("en-US")} / ${projected!.notifications.toLocaleString("en-US")} |`);
  console.log(`| left in the outbox when the tippers finished, drained in | ${drainSeconds.toFixed(2)} s (${projected!.queued} left after) |`);
  console.log("");
  console.log(`| drift after both rounds | value |`);
  console.log(`|---|---:|`);
  console.log(`| transfer entries / tips booked | ${entries!.n.toLocaleString("en-US")} / ${booked.toLocaleString("en-US")} |`);
  console.log(`| sum of all balances (must be 0) | ${total!.total} |`);
  console.log(`| accounts drifting from their postings | ${drifting.length} |`);
  console.log(`| user balances below zero | ${negative!.n} |`);
  if (Number(total!.total) !== 0 || drifting.length > 0 || negative!.n > 0 || entries!.n !== booked || rounds.some((r) => r.refused > 0)) process.exitCode = 1;

  async function round(name: string, tippers: number[], inTransaction: boolean, tipOnce: (tx: DatabaseTx, from: number, to: number, n: number) => Promise<unknown>) {
    const latencies: number[] = [];
    let issued = 0;
    let refused = 0;
    async function tipper(index: number) {
      const from = tippers[index]!;
      while (issued < TIPS) {
        issued += 1;
        const n = issued;
        const to = escorts[Math.floor(Math.random() * escorts.length)]!;
        const started = performance.now();
        try {
          await (inTransaction ? database.transaction((tx) => tipOnce(tx, from, to, n)) : tipOnce(database, from, to, n));
        } catch (error) {
          if (refused === 0) console.error(`${name}: first refusal:`, error);
          refused += 1;
        }
        latencies.push(performance.now() - started);
      }
    }
    const started = performance.now();
    await Promise.all(Array.from({ length: TIPPERS }, (_, i) => tipper(i)));
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return { name, seconds, latencies, refused, booked: TIPS - refused };
  }
}

await main();
