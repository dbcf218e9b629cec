// Ledger benchmark (issue 11, part 8): tips per second with 100 concurrent tippers on the Postgres server,
// and the drift afterwards (must be zero). Run from bench/:
//   node --import tsx ledger/run.ts [--url postgres://postgres@127.0.0.1:5432/bench_ledger] [--tippers 100]
//     [--escorts 100] [--tips 20000] [--connections 40]
// Each tip is what the tip endpoint books: one ledger transaction (idempotency key, two row locks in id
// order, two postings, two balances) in its own database transaction, called in-process (no HTTP: the
// figure is the ledger's, not the web stack's). The database is created fresh for every run (never `test`).
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { migrate, openDatabase, type Database } from "@samtrot/db";
import { book } from "../../apps/api/src/modules/ledger/book.js";

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
  const tippers = await createUsers(database, "tipper-", TIPPERS, 1);
  const escorts = await createUsers(database, "escort-", ESCORTS, 2);
  // Every tipper gets enough for its share of the tips (a purchase from outside, like a real top-up).
  const perTipper = Math.ceil(TIPS / TIPPERS) * 10;
  for (const userId of tippers) {
    await database.transaction((tx) =>
      book(tx, { idempotencyKey: `seed:${userId}`, type: "purchase", currency: "dollar", amount: perTipper, from: { system: "external" }, to: { userId } }),
    );
  }

  const latencies: number[] = [];
  let issued = 0;
  let refused = 0;
  async function tipper(index: number) {
    const from = { userId: tippers[index]! };
    let n = 0;
    while (issued < TIPS) {
      issued += 1;
      n += 1;
      const to = { userId: escorts[Math.floor(Math.random() * escorts.length)]! };
      const started = performance.now();
      try {
        await database.transaction((tx) =>
          book(tx, { idempotencyKey: `tip:${from.userId}:${n}`, type: "transfer", currency: "dollar", amount: 1 + (n % 10), from, to, reference: { kind: "tip", id: n } }),
        );
      } catch {
        refused += 1;
      }
      latencies.push(performance.now() - started);
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: TIPPERS }, (_, i) => tipper(i)));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);

  // Drift: the ledger sums to zero, each account equals its postings, nobody below zero.
  const [total] = await database.query<{ total: string }>(`select coalesce(sum(balance), 0)::text as total from ledger_accounts`);
  const drifting = await database.query(
    `select a.id from ledger_accounts a left join ledger_postings p on p.account_id = a.id
      group by a.id, a.balance having a.balance <> coalesce(sum(p.amount), 0)`,
  );
  const [negative] = await database.query<{ n: number }>(`select count(*)::int as n from ledger_accounts where user_id is not null and balance < 0`);
  const [entries] = await database.query<{ n: number }>(`select count(*)::int as n from ledger_entries where type = 'transfer'`);
  await database.close();

  const booked = TIPS - refused;
  console.log(`load average after: ${load()}`);
  console.log("");
  console.log(`| figure | value |`);
  console.log(`|---|---:|`);
  console.log(`| tips booked | ${booked.toLocaleString("en-US")} (refused ${refused}) |`);
  console.log(`| ledger entries of type transfer | ${entries!.n.toLocaleString("en-US")} |`);
  console.log(`| wall time | ${seconds.toFixed(2)} s |`);
  console.log(`| tips per second | ${Math.round(booked / seconds).toLocaleString("en-US")} (target ≥ 1,000: ${(booked / seconds / 1000).toFixed(2)}×) |`);
  console.log(`| latency p50 / p95 / p99 | ${percentile(latencies, 50).toFixed(1)} / ${percentile(latencies, 95).toFixed(1)} / ${percentile(latencies, 99).toFixed(1)} ms |`);
  console.log(`| sum of all balances (must be 0) | ${total!.total} |`);
  console.log(`| accounts drifting from their postings | ${drifting.length} |`);
  console.log(`| user balances below zero | ${negative!.n} |`);
  if (Number(total!.total) !== 0 || drifting.length > 0 || negative!.n > 0 || entries!.n !== booked) process.exitCode = 1;
}

await main();
