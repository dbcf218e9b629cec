import { afterAll, describe, expect, it } from "vitest";
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import { migrate, openDatabase } from "@samtrot/db";
import { signUpBody } from "../../test/accounts-helpers.js";
import { book } from "./book.js";

// Crash test (issue 11 part 8): the real api process is killed with SIGKILL while tips are inside their
// database transaction. No hook in the product: the test holds the escort's ledger account row locked from
// its own connection, so every tip waits inside its transaction (PIN checked, tipper's row locked, booking
// waiting for the escort's account) — the Postgres server shows them waiting — and then the process dies.
// Afterwards no tip is booked in part; the client retries every request with its request_key and each is
// booked exactly once, a second retry is answered as a replay. Postgres server only (DATABASE_URL): PGlite
// runs inside the api process, there is no second connection to hold a lock from.

const apiDir = fileURLToPath(new URL("../../..", import.meta.url));
const serverUrl = process.env.DATABASE_URL?.trim();
const dbName = `tipcrash_${randomBytes(5).toString("hex")}`;
const dbUrl = serverUrl ? Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString() : "";
const children: ChildProcess[] = [];
const CLIENTS = 4;
const TIPS_PER_CLIENT = 6;
const PIN = "2468";

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  if (serverUrl) {
    const admin = await openDatabase({ url: serverUrl, poolSize: 1 });
    await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    await admin.close();
  }
});

function startApi() {
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: "0",
    NODE_ENV: "development",
    LOG_LEVEL: "info",
    SEED_DEMO_DATA: "0",
    SIGNUP_LIMIT_PER_IP_HOUR: "100",
    DATABASE_URL: dbUrl,
  };
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], { cwd: apiDir, env, stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    const check = () => {
      const match = output.match(/"url":"(http:\/\/[^"]+)".*"msg":"api listening"/);
      if (match) resolve(match[1]!);
    };
    child.stdout!.on("data", check);
    void exited.then((code) => reject(new Error(`api exited (${code}) before listening:\n${output.slice(-3000)}`)));
  });
  return { child, listening, exited };
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

    // 3. nothing of the interrupted tips was booked: no entry, no posting, balances untouched
    const tipEntries = async () => Number((await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_entries WHERE type = 'transfer'`))[0]!.n);
    expect(await tipEntries()).toBe(0);
    const balance = async (userId: number) =>
      Number((await database.query<{ balance: string }>(`SELECT balance::text FROM ledger_accounts WHERE user_id = $1 AND currency = 'dollar'`, [userId]))[0]?.balance ?? 0);
    for (const client of clients) expect(await balance(client.id)).toBe(100);
    expect(await balance(escort.id)).toBe(0);

    // 4. restarted; the clients retry every tip with its request_key: each booked once; retried again: replays
    api = startApi();
    url = await api.listening;
    for (const tip of tips) {
      const answer = await sendTip(url, tip);
      expect([answer.status, answer.body.data?.replayed]).toEqual([201, false]);
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
