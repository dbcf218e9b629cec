import { afterAll, describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "@samtrot/db";
import { postJson, signUpBody } from "../../test/accounts-helpers.js";
import { killApiProcesses, startApiProcess } from "../../test/api-process.js";
import { signCallback } from "./sandbox/sandbox-crypto.js";
import { TEST_HMAC_KEY, payBody } from "./test-support/checkout.js";

// Crash test (issue 11 part 8): the real api process is killed with SIGKILL while it processes a provider
// callback — the booking written, the transaction not yet committed (the PAYMENT_CALLBACK_PAUSE_MS hook holds it
// there and says so on stdout). After a restart every payment is booked fully or not at all, and the provider's
// retry of the lost callback books exactly once. Runs on PGlite (a data directory) and, with DATABASE_URL, on a
// fresh database of the Postgres server.

const serverUrl = process.env.DATABASE_URL?.trim();
const dataDir = mkdtempSync(join(tmpdir(), "samtrot-crash-"));
const dbName = `crash_${randomBytes(5).toString("hex")}`;
const dbUrl = serverUrl ? Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString() : undefined;

afterAll(async () => {
  killApiProcesses();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}.payment-secrets.json`, { force: true });
  if (serverUrl) await admin((c) => c.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`));
});

async function admin<T>(fn: (client: { query: (sql: string) => Promise<unknown> }) => Promise<T>): Promise<T> {
  const server = await openDatabase({ url: serverUrl!, poolSize: 1 });
  try {
    return await fn(server);
  } finally {
    await server.close();
  }
}

function startApi(pauseMs: number) {
  return startApiProcess({
    NODE_ENV: "development",
    SEED_DEMO_DATA: "0",
    PAYMENT_CALLBACK_HMAC_KEY: TEST_HMAC_KEY,
    PAYMENT_CIPHER_KEY: "crash-test-cipher-key-0123456789abcdef",
    PAYMENT_CALLBACK_PAUSE_MS: String(pauseMs),
    DATABASE_URL: dbUrl,
    DATA_DIR: dbUrl ? undefined : dataDir,
  });
}

function callback(url: string, event: Record<string, unknown>) {
  const body = JSON.stringify(event);
  return fetch(`${url}/api/v2/payment/callback/sandbox`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-payment-signature": signCallback(TEST_HMAC_KEY, body) },
    body,
  });
}

async function json(url: string, path: string, token: string) {
  const response = await fetch(url + path, { headers: { authorization: `Bearer ${token}` } });
  return (await response.json()) as { data: { status: number } };
}

describe("SIGKILL in the middle of a provider callback", () => {
  it("each payment is booked fully or not at all, and the retried callback books once", async () => {
    if (serverUrl) await admin((c) => c.query(`CREATE DATABASE "${dbName}"`));

    // 1. a buyer with three open invoice payments of 100 dollars; B is paid normally
    let api = startApi(0);
    let url = await api.listening;
    const fake = { url, fetchJson: async (path: string, init?: RequestInit) => { const r = await fetch(url + path, init); return { status: r.status, body: await r.json(), headers: r.headers }; } };
    const signedUp = await postJson(fake as never, "/api/v2/registration/user", signUpBody({ user_type: 1, gender: 1 }));
    expect(signedUp.status).toBe(201);
    const token = signedUp.body.data.access_token as string;
    const userId = signedUp.body.data.user.id as number;
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const placed = await postJson(fake as never, "/api/v2/payment/pay", payBody({ item_id: 103, payment_type: "TR", iban: undefined }), { authorization: `Bearer ${token}` });
      expect(placed.status).toBe(200);
      ids.push(placed.body.data.id);
    }
    const [a, b, c] = ids as [number, number, number];
    const event = (id: number) => ({ id: `evt_crash_${id}`, type: "payment.succeeded", payment_id: id, amount_cents: 10000, currency: "EUR" });
    expect((await callback(url, event(b))).status).toBe(200);
    api.child.kill("SIGTERM");
    expect(await api.exited).toBe(0);

    // 2. with the pause hook: A's callback books and stops before COMMIT, C's waits behind it; then SIGKILL
    api = startApi(120_000);
    url = await api.listening;
    const inFlightA = callback(url, event(a)).catch(() => null);
    await api.waitFor(new RegExp(`payment-callback-paused evt_crash_${a} ${a}`));
    const inFlightC = callback(url, event(c)).catch(() => null);
    await new Promise((resolve) => setTimeout(resolve, 200));
    api.child.kill("SIGKILL");
    await api.exited;
    expect(await inFlightA).toBeNull();
    expect(await inFlightC).toBeNull();

    // 3. restarted: A and C are not paid, B is; the provider retries A and C (same event ids) and B once more
    api = startApi(0);
    url = await api.listening;
    expect((await json(url, `/api/v2/payment/${a}/status`, token)).data.status).toBe(2);
    expect((await json(url, `/api/v2/payment/${c}/status`, token)).data.status).toBe(2);
    expect((await json(url, `/api/v2/payment/${b}/status`, token)).data.status).toBe(1);
    expect((await callback(url, event(a))).status).toBe(200);
    expect((await callback(url, event(c))).status).toBe(200);
    expect((await callback(url, event(b))).status).toBe(409);
    expect((await callback(url, event(a))).status).toBe(409);
    for (const id of ids) expect((await json(url, `/api/v2/payment/${id}/status`, token)).data.status).toBe(1);
    api.child.kill("SIGTERM");
    expect(await api.exited).toBe(0);

    // 4. the books, read directly: one purchase per payment, the balance is their sum, one event record each
    const database = await openDatabase(dbUrl ? { url: dbUrl } : { dataDir });
    try {
      for (const id of ids) {
        const [entries] = await database.query<{ n: number }>(`select count(*)::int as n from ledger_entries where idempotency_key = $1`, [`payment:${id}`]);
        expect(entries!.n, `payment ${id}`).toBe(1);
        const [events] = await database.query<{ n: number }>(`select count(*)::int as n from payment_provider_events where event_id = $1`, [`evt_crash_${id}`]);
        expect(events!.n).toBe(1);
      }
      const [account] = await database.query<{ balance: string }>(`select balance from ledger_accounts where user_id = $1 and currency = 'dollar'`, [userId]);
      expect(Number(account!.balance)).toBe(300);
      const [postings] = await database.query<{ sum: string }>(`select coalesce(sum(amount), 0)::text as sum from ledger_postings`);
      expect(Number(postings!.sum)).toBe(0);
    } finally {
      await database.close();
    }
  }, 300_000);
});
