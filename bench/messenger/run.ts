// Messenger benchmark (issue 12 part 6): 1,000 websocket clients over 2 api instances (one Postgres server, Redis
// between them) exchanging messages. Run from bench/:
//   node --import tsx messenger/run.ts [--url postgres://postgres@127.0.0.1:5432/bench_messenger]
//     [--redis redis://127.0.0.1:6379] [--clients 1000] [--rate 100] [--paced-seconds 10] [--burst 4000]
//     [--concurrency 32]
// Half the clients are Plus clients, half escorts; pair i is client i (connected to instance A) and escort i
// (connected to instance B). Every message is sent over HTTP (POST /api/v2/messenger/messages: the first-contact
// check, the message, its realtime events and notification in one transaction) to the sender's instance, and
// travels through Redis to the receiver's socket on the other instance. Delivery latency = from the send request
// to message.new arriving at the receiver's websocket.
//  1. paced: --rate messages/s for --paced-seconds (open loop: what a user waits at a normal load);
//  2. burst: --burst messages with --concurrency in flight (what the two instances carry: messages/s).
// The database is created fresh for every run (never `test`).
import { randomBytes, randomUUID } from "node:crypto";
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { migrate, openDatabase, seedDemoData, type Database } from "@samtrot/db";
import { issueTokens } from "../../apps/api/src/modules/accounts/issue-tokens.js";
import { startApiProcess, type TApiProcess } from "../../apps/api/src/modules/realtime/test-support/api-process.js";
import { openSocket, type TTestSocket } from "../../apps/api/src/modules/realtime/test-support/socket-client.js";

const { values } = parseArgs({
  options: {
    url: { type: "string", default: "postgres://postgres@127.0.0.1:5432/bench_messenger" },
    redis: { type: "string", default: "redis://127.0.0.1:6379" },
    clients: { type: "string", default: "1000" },
    rate: { type: "string", default: "100" },
    "paced-seconds": { type: "string", default: "10" },
    burst: { type: "string", default: "4000" },
    concurrency: { type: "string", default: "32" },
  },
});
const url = new URL(values.url!);
if (url.pathname === "/test") throw new Error("The benchmark never runs on the `test` database.");
const CLIENTS = Number(values.clients);
const PAIRS = Math.floor(CLIENTS / 2);
const RATE = Number(values.rate);
const PACED_SECONDS = Number(values["paced-seconds"]);
const BURST = Number(values.burst);
const CONCURRENCY = Number(values.concurrency);
const load = () => loadavg().map((n) => n.toFixed(2)).join(" ");

/** Sends that failed, by HTTP status (or not delivered). */
const refused = new Map<string, number>();
type TTiming = { total: number; http: number; afterAnswer: number };
type TPair = { client: { id: number; token: string; socket?: TTestSocket }; escort: { id: number; token: string; socket?: TTestSocket } };

async function freshDatabase(): Promise<void> {
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const server = await openDatabase({ url: admin.toString(), poolSize: 1 });
  const name = url.pathname.slice(1).replaceAll('"', '""');
  await server.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await server.query(`CREATE DATABASE "${name}"`);
  await server.close();
}

/** PAIRS clients and PAIRS escorts of the generated demo data (none paused: they take no messages), all Plus, verified, registered long ago; a token each. */
async function people(database: Database): Promise<TPair[]> {
  await seedDemoData(database, { profiles: Math.max(3000, CLIENTS * 3) });
  const pick = (userType: number) =>
    database.query<{ id: number }>(`select id from users where user_type = $1 and deleted_at is null and not is_banned and not is_paused and deactivated_at is null order by id limit $2`, [userType, PAIRS]);
  const clients = await pick(1);
  const escorts = await pick(2);
  if (clients.length < PAIRS || escorts.length < PAIRS) throw new Error(`not enough demo profiles: ${clients.length} clients, ${escorts.length} escorts`);
  const ids = [...clients, ...escorts].map((row) => Number(row.id));
  await database.query(
    `update users set is_member = true, member_until = now() + interval '30 days', email_verified_at = now(), age_check_status = 2,
            registration_completed_at = now() - interval '60 days', register_completed_step = 10 where id = any($1::bigint[])`,
    [ids],
  );
  const token = async (userId: number) => (await database.transaction((tx) => issueTokens(tx, { userId, clientId: "samtrot-web", remember: false, grant: "password" }))).access_token;
  const pairs: TPair[] = [];
  for (let i = 0; i < PAIRS; i++) {
    pairs.push({ client: { id: Number(clients[i]!.id), token: await token(Number(clients[i]!.id)) }, escort: { id: Number(escorts[i]!.id), token: await token(Number(escorts[i]!.id)) } });
  }
  return pairs;
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
const ms = (n: number) => `${n.toFixed(1)} ms`;

/** p50/p95/p99 of: send → receiver's socket; the send request alone; answer → receiver's socket (the bus). */
function report(timings: TTiming[]): void {
  for (const [label, key] of [["send → receiver's socket", "total"], ["  send request (HTTP + transaction)", "http"], ["  answer → receiver's socket", "afterAnswer"]] as const) {
    const sorted = timings.map((t) => t[key]).sort((x, y) => x - y);
    console.log(`  ${label.padEnd(38)} p50 ${ms(percentile(sorted, 50)).padStart(10)}  p95 ${ms(percentile(sorted, 95)).padStart(10)}  p99 ${ms(percentile(sorted, 99)).padStart(10)}`);
  }
}

/** Sends one message of a pair (alternating direction) and resolves with the delivery latency, or null when refused. */
function makeSender(pairs: TPair[], instances: { a: TApiProcess; b: TApiProcess }) {
  // message text → resolver of the receiver's arrival
  const waiting = new Map<string, (at: number) => void>();
  for (const pair of pairs) {
    for (const side of [pair.client, pair.escort]) {
      side.socket!.socket.on("message", (data) => {
        const message = JSON.parse(data.toString()) as { type: string; payload?: { message?: { text?: string; is_mine?: boolean } } };
        if (message.type !== "message.new" || message.payload?.message?.is_mine) return;
        const text = message.payload?.message?.text;
        if (text) waiting.get(text)?.(performance.now());
      });
    }
  }
  let n = 0;
  return async function send(pair: TPair, fromClient: boolean): Promise<TTiming | null> {
    const from = fromClient ? pair.client : pair.escort;
    const to = fromClient ? pair.escort : pair.client;
    const instance = fromClient ? instances.a : instances.b;
    const text = `bench ${++n} ${randomBytes(4).toString("hex")}`;
    const arrived = new Promise<number>((resolve) => waiting.set(text, resolve));
    const started = performance.now();
    const response = await fetch(`${instance.url}/api/v2/messenger/messages`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${from.token}` },
      body: JSON.stringify({ recipient_id: to.id, text, client_key: randomUUID() }),
    });
    const answer = await response.text();
    const answered = performance.now();
    if (response.status !== 201) {
      // by status and error key, so a refusal says which rule or error it was
      let key: string = String(response.status);
      try {
        const first = (JSON.parse(answer) as { errors?: { title?: string; meta?: { status?: string } }[] }).errors?.[0];
        key += ` ${first?.title ?? ""}${first?.meta?.status ? ` (${first.meta.status})` : ""}`;
      } catch {}
      refused.set(key, (refused.get(key) ?? 0) + 1);
      waiting.delete(text);
      return null;
    }
    const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000));
    const at = await Promise.race([arrived, timeout]);
    waiting.delete(text);
    // The event is published after commit, before the answer is written: it may arrive first (then 0).
    if (at === null) refused.set("not delivered within 10 s", (refused.get("not delivered within 10 s") ?? 0) + 1);
    return at === null ? null : { total: at - started, http: answered - started, afterAnswer: Math.max(0, at - answered) };
  };
}

async function main() {
  console.log(`messenger bench: ${CLIENTS} websocket clients over 2 api instances (Postgres ${url.host}, Redis), load ${load()}`);
  await freshDatabase();
  const database = await openDatabase({ url: url.toString(), poolSize: 4 });
  await migrate(database);
  const pairs = await people(database);
  const env = {
    DATABASE_URL: url.toString(),
    REDIS_URL: values.redis!,
    RATE_LIMIT_PREFIX: `bench-${randomBytes(4).toString("hex")}`,
    LOG_LEVEL: "error",
    NODE_ENV: "production",
    OAUTH_CLIENT_SECRET: "bench-secret",
    PAYMENT_CALLBACK_HMAC_KEY: "bench-callback-hmac-key-0123456789abcdef",
    PAYMENT_CIPHER_KEY: "bench-cipher-key-0123456789abcdef0123456789",
    CAPTCHA_HMAC_KEY: "bench-captcha-hmac-key",
    MESSENGER_OVERALL_DAILY_MESSAGES_PLUS: "1000000",
    MESSENGER_OVERALL_DAILY_MESSAGES_FREE: "1000000",
  };
  const [a, b] = await Promise.all([startApiProcess(env), startApiProcess(env)]);
  try {
    const connectStarted = performance.now();
    // Clients on A, escorts on B: every message crosses instances through Redis.
    for (let i = 0; i < pairs.length; i += 50) {
      await Promise.all(
        pairs.slice(i, i + 50).flatMap((pair) => [
          openSocket(a.url, { token: pair.client.token }).then((socket) => (pair.client.socket = socket)),
          openSocket(b.url, { token: pair.escort.token }).then((socket) => (pair.escort.socket = socket)),
        ]),
      );
    }
    await Promise.all(pairs.flatMap((pair) => [pair.client.socket!.waitFor((m) => m.type === "ready", 30_000), pair.escort.socket!.waitFor((m) => m.type === "ready", 30_000)]));
    console.log(`connected ${pairs.length * 2} websockets (${pairs.length} on A, ${pairs.length} on B) in ${((performance.now() - connectStarted) / 1000).toFixed(1)} s`);

    const send = makeSender(pairs, { a, b });
    // Open the threads: each client's first message (first-contact check).
    const chatting: TPair[] = [];
    for (let i = 0; i < pairs.length; i += CONCURRENCY) {
      const slice = pairs.slice(i, i + CONCURRENCY);
      const results = await Promise.all(slice.map((pair) => send(pair, true)));
      results.forEach((result, k) => result !== null && chatting.push(slice[k]!));
    }
    console.log(`threads opened: ${chatting.length} of ${pairs.length} (the others refused by the first-contact rules: not used)`);

    // 1. paced
    const paced: TTiming[] = [];
    let pacedLost = 0;
    const total = RATE * PACED_SECONDS;
    const pacedStarted = performance.now();
    const inflight: Promise<void>[] = [];
    for (let i = 0; i < total; i++) {
      const due = pacedStarted + (i * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const pair = chatting[i % chatting.length]!;
      inflight.push(send(pair, i % 2 === 0).then((latency) => void (latency === null ? pacedLost++ : paced.push(latency))));
    }
    await Promise.all(inflight);
    console.log(`paced ${RATE}/s for ${PACED_SECONDS} s: ${paced.length} delivered, ${pacedLost} lost or refused  (load ${load()})`);
    report(paced);

    // 2. burst
    const burst: TTiming[] = [];
    let burstLost = 0;
    let next = 0;
    const burstStarted = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (;;) {
          const i = next++;
          if (i >= BURST) return;
          const latency = await send(chatting[i % chatting.length]!, i % 2 === 0);
          if (latency === null) burstLost++;
          else burst.push(latency);
        }
      }),
    );
    const seconds = (performance.now() - burstStarted) / 1000;
    console.log(`burst ${BURST} with ${CONCURRENCY} in flight: ${(burst.length / seconds).toFixed(0)} messages/s delivered, ${burstLost} lost or refused  (load ${load()})`);
    report(burst);
    console.log(`failed sends: ${refused.size === 0 ? "none" : [...refused].map(([why, n]) => `${why}: ${n}`).join(", ")}`);
    const p99 = percentile(paced.map((t) => t.total).sort((x, y) => x - y), 99);
    console.log(`target p99 ≤ 50 ms (send → receiver's socket, paced load): ${p99 <= 50 ? "met" : "not met"} (${ms(p99)})`);
  } finally {
    for (const pair of pairs) {
      pair.client.socket?.socket.terminate();
      pair.escort.socket?.socket.terminate();
    }
    await Promise.all([a.stop(), b.stop()]);
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
