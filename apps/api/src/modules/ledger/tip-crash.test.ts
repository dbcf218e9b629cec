import { afterAll, describe, expect, it } from "vitest";
import { randomBytes, randomUUID } from "node:crypto";
import { migrate, openDatabase } from "@samtrot/db";
import { signUpBody } from "../../test/accounts-helpers.js";
import { book } from "./book.js";
import { killApiProcesses, startApiProcess } from "../../test/api-process.js";

// Crash test (issue 11 part 8): the real api process is killed with SIGKILL while tips are inside the database.
// No hook in the product: the test holds the escort's ledger account row locked from its own connection, so every
// tip that reached the server waits inside its booking (a tip is one statement, ledger_tip(): PIN row, limit,
// booking — its own transaction) — the Postgres server shows them waiting — and then the process dies. A statement
// the server already has runs on when the lock is released and commits whole; a request that had not reached the
// server is lost whole. So afterwards each tip is booked fully or not at all, the books balance, and the client, who
// never got an answer, retries every request with its request_key: a booked tip is answered as the replay, the
// others are booked now — each exactly once; a second retry is a replay. Postgres server only (DATABASE_URL): PGlite
// runs inside the api process, there is no second connection to hold a lock from.

const serverUrl = process.env.DATABASE_URL?.trim();
const dbName = `tipcrash_${randomBytes(5).toString("hex")}`;
const dbUrl = serverUrl ? Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString() : "";
const CLIENTS = 4;
const TIPS_PER_CLIENT = 6;
const PIN = "2468";

afterAll(async () => {
  killApiProcesses();
  if (serverUrl) {
    const admin = await openDatabase({ url: serverUrl, poolSize: 1 });
    await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    await admin.close();
  }
});

function startApi() {
  return startApiProcess({ NODE_ENV: "development", SEED_DEMO_DATA: "0", SIGNUP_LIMIT_PER_IP_HOUR: "100", DATABASE_URL: dbUrl });
}

async function call(url: string, method: string, path: string, body: unknown, token?: string) {
  const response = await fetch(url + path, {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
}

describe.skipIf(!serverUrl)("SIGKILL while tips are inside their transaction (Postgres server)", () => {
  it("books each tip fully or not at all, and the retried request once", async () => {
    const admin = await openDatabase({ url: serverUrl!, poolSize: 1 });
    await admin.query(`CREATE DATABASE "${dbName}"`);
    await admin.close();
    const database = await openDatabase({ url: dbUrl, poolSize: 4 });
    await migrate(database);

    // 1. an escort and four clients with a PIN and 100 dollars each
    let api = startApi();
    let url = await api.listening;
    const signUp = async (userType: number) => {
      const signed = await call(url, "POST", "/api/v2/registration/user", signUpBody({ user_type: userType, gender: userType === 1 ? 1 : 2 }));
      expect(signed.status, JSON.stringify(signed.body)).toBe(201);
      return { id: signed.body.data.user.id as number, token: signed.body.data.access_token as string, password: "geheim-Passwort-1" };
    };
    const escort = await signUp(2);
    const clients = [];
    for (let i = 0; i < CLIENTS; i += 1) {
      const client = await signUp(1);
      expect((await call(url, "PUT", "/api/v2/security-pin", { password: client.password, pin: PIN }, client.token)).status).toBeLessThan(300);
      await database.transaction((tx) =>
        book(tx, { idempotencyKey: `crash-grant:${client.id}`, type: "grant", currency: "dollar", amount: 100, from: { system: "external" }, to: { userId: client.id } }),
      );
      clients.push(client);
    }
    const tips = clients.flatMap((client) => Array.from({ length: TIPS_PER_CLIENT }, (_, i) => ({ client, amount: 1 + i, requestKey: randomUUID() })));
    const sendTip = (u: string, tip: (typeof tips)[number]) =>
      call(u, "POST", "/api/v2/tips", { recipient_id: escort.id, amount: tip.amount, pin: PIN, request_key: tip.requestKey }, tip.client.token);

    // 2. the escort's account held by the test; every tip enters its transaction and waits there
    await database.query(`INSERT INTO ledger_accounts (user_id, currency) VALUES ($1, 'dollar') ON CONFLICT DO NOTHING`, [escort.id]);
    const holder = await openDatabase({ url: dbUrl, poolSize: 1 });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const hold = holder
      .transaction(async (tx) => {
        await tx.query(`SELECT id FROM ledger_accounts WHERE user_id = $1 AND currency = 'dollar' FOR UPDATE`, [escort.id]);
        locked();
        await released;
        throw new Error("rollback");
      })
      .catch(() => undefined);
    await isLocked;
    const inFlight = tips.map((tip) => sendTip(url, tip).catch(() => null));
    // One tip per client waits for the escort's account, the client's others wait for its PIN row: all inside
    // a transaction of the api's connections.
    const until = Date.now() + 60_000;
    for (;;) {
      const rows = await database.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock' AND state = 'active'`,
        [dbName],
      );
      if (rows[0]!.n >= CLIENTS) break;
      if (Date.now() > until) throw new Error(`only ${rows[0]!.n} tips reached their transaction`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    api.child.kill("SIGKILL");
    await api.exited;
    for (const answer of await Promise.all(inFlight)) expect(answer).toBeNull();
    release();
    await hold;
    await holder.close();

    // 3. the statements the server had finish now (the client is gone): wait for them, then each tip is booked fully
    //    or not at all, and the balances are the sums of what was booked
    const settle = Date.now() + 60_000;
    while (Number((await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND state = 'active' AND pid <> pg_backend_pid()`, [dbName]))[0]!.n) > 0) {
      if (Date.now() > settle) throw new Error("the interrupted tips did not finish");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const tipEntries = async () => Number((await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_entries WHERE type = 'transfer'`))[0]!.n);
    const balance = async (userId: number) =>
      Number((await database.query<{ balance: string }>(`SELECT balance::text FROM ledger_accounts WHERE user_id = $1 AND currency = 'dollar'`, [userId]))[0]?.balance ?? 0);
    const bookedBefore = new Map<string, boolean>();
    for (const tip of tips) {
      const rows = await database.query<{ postings: number; amount: string }>(
        `SELECT (SELECT count(*)::int FROM ledger_postings p WHERE p.entry_id = e.id) AS postings, e.amount::text AS amount
           FROM ledger_entries e WHERE e.idempotency_key = $1`,
        [`tip:${tip.client.id}:${tip.requestKey}`],
      );
      expect(rows.length).toBeLessThanOrEqual(1);
      if (rows[0]) expect([rows[0].postings, Number(rows[0].amount)]).toEqual([2, tip.amount]);
      bookedBefore.set(tip.requestKey, rows.length === 1);
    }
    const bookedSum = (filter: (tip: (typeof tips)[number]) => boolean) => tips.filter((t) => filter(t) && bookedBefore.get(t.requestKey)).reduce((sum, t) => sum + t.amount, 0);
    for (const client of clients) expect(await balance(client.id)).toBe(100 - bookedSum((t) => t.client === client));
    expect(await balance(escort.id)).toBe(bookedSum(() => true));
    expect(await tipEntries()).toBe([...bookedBefore.values()].filter(Boolean).length);

    // 4. restarted; the clients retry every tip with its request_key: each booked once; retried again: replays
    api = startApi();
    url = await api.listening;
    for (const tip of tips) {
      const answer = await sendTip(url, tip);
      expect([answer.status, answer.body.data?.replayed]).toEqual([201, bookedBefore.get(tip.requestKey)]);
    }
    for (const tip of tips) {
      const answer = await sendTip(url, tip);
      expect([answer.status, answer.body.data?.replayed]).toEqual([201, true]);
    }
    api.child.kill("SIGTERM");
    expect(await api.exited).toBe(0);

    const perClient = (TIPS_PER_CLIENT * (TIPS_PER_CLIENT + 1)) / 2;
    expect(await tipEntries()).toBe(tips.length);
    const [keys] = await database.query<{ n: number }>(`SELECT count(DISTINCT idempotency_key)::int AS n FROM ledger_entries WHERE type = 'transfer'`);
    expect(keys!.n).toBe(tips.length);
    for (const client of clients) expect(await balance(client.id)).toBe(100 - perClient);
    expect(await balance(escort.id)).toBe(CLIENTS * perClient);
    const [sum] = await database.query<{ total: string }>(`SELECT coalesce(sum(balance), 0)::text AS total FROM ledger_accounts`);
    expect(Number(sum!.total)).toBe(0);
    await database.close();
  }, 300_000);
});
