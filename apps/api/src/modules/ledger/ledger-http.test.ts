import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZLedgerHistory, ZTipResult } from "@samtrot/api-client/contracts";
import { startTestApi, type TTestApi } from "../../test/start-test-api.js";
import { getJson, person, sendJson, type TPerson } from "../profiles/test-support/people.js";
import { balancesOf, book } from "./book.js";
import { chargeFirstContact } from "./first-contact.js";

// The ledger endpoints over HTTP on a real api and database. Dollars come in as `grant` bookings written with
// book() (as the payment flow or staff would); everything else goes through the endpoints.

let api: TTestApi;
let client: TPerson;
let escort: TPerson;
let business: TPerson;
const PIN = "4711";
let n = 0;

beforeAll(async () => {
  api = await startTestApi({ env: { SIGNUP_LIMIT_PER_IP_HOUR: "1000" } });
  client = await person(api, { user_type: 1, gender: 1 });
  escort = await person(api, { user_type: 2, gender: 2 });
  business = await person(api, { user_type: 3, business_type: "1" }).catch(() => person(api, { user_type: 2, gender: 2 }));
}, 120_000);
afterAll(() => api?.close());

async function grant(userId: number, amount: number, currency: "dollar" | "token" = "dollar") {
  return api.database.transaction((tx) =>
    book(tx, { idempotencyKey: `test-grant:${++n}`, type: "grant", currency, amount, from: { system: "external" }, to: { userId } }),
  );
}
const setPin = (who: TPerson, pin: string, password = who.password) => sendJson(api, "PUT", "/api/v2/security-pin", { password, pin }, who.token);
const sendTip = (who: TPerson, body: Record<string, unknown>) =>
  sendJson(api, "POST", "/api/v2/tips", { recipient_id: escort.id, amount: 10, pin: PIN, request_key: randomUUID(), ...body }, who.token);
const history = (who: TPerson, query = "") => getJson(api, `/api/v2/ledger/history${query}`, who.token);
async function entries(): Promise<number> {
  const [row] = await api.database.query<{ n: number }>("SELECT count(*)::int AS n FROM ledger_entries");
  return row!.n;
}
/** A client with dollars and a PIN. */
async function tipper(dollars: number): Promise<TPerson> {
  const who = await person(api, { user_type: 1, gender: 1 });
  if (dollars > 0) await grant(who.id, dollars);
  expect((await setPin(who, PIN)).status).toBe(200);
  return who;
}
function berlinDay(offsetDays = 0): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(new Date(Date.now() + offsetDays * 86_400_000));
}

describe("balance", () => {
  it("answers 0/0 for a new user, the booked balances after grants, and 401 without sign-in", async () => {
    const fresh = await person(api, { user_type: 1, gender: 1 });
    expect((await getJson(api, "/api/v2/ledger/balance", fresh.token)).body.data).toEqual({ dollar: 0, token: 0 });
    await grant(fresh.id, 120);
    await grant(fresh.id, 7, "token");
    expect((await getJson(api, "/api/v2/ledger/balance", fresh.token)).body.data).toEqual({ dollar: 120, token: 7 });
    expect((await getJson(api, "/api/v2/ledger/balance")).status).toBe(401);
  });
});

describe("security PIN", () => {
  it("needs the account password and 4 to 6 digits; stored as an argon2id hash", async () => {
    const who = await person(api, { user_type: 1, gender: 1 });
    expect((await getJson(api, "/api/v2/security-pin", who.token)).body.data).toEqual({ has_pin: false, locked_until: null });
    const wrongPassword = await setPin(who, "1234", "nicht-mein-Passwort");
    expect([wrongPassword.status, wrongPassword.body.errors[0]]).toEqual([422, { code: 422, title: "validation.pin.password_wrong", source: "password" }]);
    for (const pin of ["123", "1234567", "12a4", " 1234", ""]) {
      const refused = await setPin(who, pin);
      expect(refused.status).toBe(422);
      expect(refused.body.errors[0].source).toBe("pin");
      expect(["validation.pin.format", "validation.pin.required"]).toContain(refused.body.errors[0].title);
    }
    expect((await sendJson(api, "PUT", "/api/v2/security-pin", { pin: "1234" }, who.token)).body.errors[0]).toMatchObject({ title: "validation.common.required", source: "password" });
    const ok = await setPin(who, "123456");
    expect([ok.status, ok.body.data]).toEqual([200, { has_pin: true, locked_until: null }]);
    const [row] = await api.database.query<{ pin_hash: string }>("SELECT pin_hash FROM security_pins WHERE user_id = $1", [who.id]);
    expect(row!.pin_hash.startsWith("$argon2id$")).toBe(true);
    expect(row!.pin_hash).not.toContain("123456");
    // changing it: the old PIN stops working, the new one works
    expect((await setPin(who, "9876")).status).toBe(200);
    await grant(who.id, 5);
    expect((await sendTip(who, { pin: "123456", amount: 1 })).body.errors[0].title).toBe("validation.pin.wrong");
    expect((await sendTip(who, { pin: "9876", amount: 1 })).status).toBe(201);
  });

  it("locks after 5 wrong tries for 15 minutes (429), counts tries made at the same time, and a lock that ran out starts afresh", async () => {
    const who = await tipper(50);
    const before = await entries();
    const first = await sendTip(who, { pin: "0000" });
    expect([first.status, first.body.errors[0].title, first.body.errors[0].meta]).toEqual([422, "validation.pin.wrong", { remaining: 4 }]);
    const rest = await Promise.all([1, 2, 3, 4].map(() => sendTip(who, { pin: "0000" })));
    const statuses = rest.map((r) => r.status).sort();
    expect(statuses).toEqual([422, 422, 422, 429]);
    const locked = await sendTip(who, {}); // the right PIN, but locked
    expect([locked.status, locked.body.errors[0].title]).toEqual([429, "exception.pin.locked"]);
    const lockedUntil = Date.parse(locked.body.errors[0].meta.locked_until);
    expect(lockedUntil - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(lockedUntil - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    expect((await getJson(api, "/api/v2/security-pin", who.token)).body.data.locked_until).toBe(locked.body.errors[0].meta.locked_until);
    expect(await entries()).toBe(before);
    // the 15 minutes pass (set in the database instead of waiting)
    await api.database.query("UPDATE security_pins SET locked_until = now() - interval '1 second' WHERE user_id = $1", [who.id]);
    const wrongAgain = await sendTip(who, { pin: "0000" });
    expect(wrongAgain.body.errors[0].meta).toEqual({ remaining: 4 });
    expect((await sendTip(who, {})).status).toBe(201);
    expect(await entries()).toBe(before + 1);
  });
});

describe("POST /api/v2/tips", () => {
  it("books a tip from the client to the escort and answers the balance before and after", async () => {
    const who = await tipper(100);
    const escortBefore = (await balancesOf(api.database, escort.id)).dollar;
    const requestKey = randomUUID();
    const { status, body } = await sendTip(who, { amount: 30, request_key: requestKey });
    expect(status).toBe(201);
    expect(() => ZTipResult.parse(body.data)).not.toThrow();
    expect(body.data).toMatchObject({
      replayed: false,
      amount: 30,
      recipient: { id: escort.id, username: escort.username },
      balance: { before: 100, after: 70 },
      allowance: { tipped_this_month: 30, monthly_limit: 250, remaining: 220 },
    });
    expect((await balancesOf(api.database, escort.id)).dollar).toBe(escortBefore + 30);

    // the same request_key again (double click, retried request): booked once, the first answer
    const before = await entries();
    const again = await sendTip(who, { amount: 30, request_key: requestKey });
    expect(again.status).toBe(201);
    expect(again.body.data).toEqual({ ...body.data, replayed: true });
    expect(await entries()).toBe(before);
    expect((await balancesOf(api.database, who.id)).dollar).toBe(70);
    // the same key for another amount is a conflicting reuse
    const conflict = await sendTip(who, { amount: 31, request_key: requestKey });
    expect([conflict.status, conflict.body.errors[0].title]).toEqual([409, "exception.ledger.idempotency_conflict"]);
    expect(await entries()).toBe(before);
  });

  it("refuses over the monthly limit of 250 (this calendar month in Europe/Berlin) and books nothing", async () => {
    const who = await tipper(400);
    expect((await sendTip(who, { amount: 200 })).status).toBe(201);
    const before = await entries();
    const over = await sendTip(who, { amount: 60 });
    expect(over.status).toBe(422);
    expect(over.body.errors[0]).toEqual({ code: 422, title: "exception.tip.monthly_limit_exceeded", source: "amount", meta: { limit: 250, tipped: 200, remaining: 50 } });
    expect(await entries()).toBe(before);
    expect((await sendTip(who, { amount: 50 })).status).toBe(201);
    expect((await sendTip(who, { amount: 1 })).body.errors[0].title).toBe("exception.tip.monthly_limit_exceeded");
    expect((await getJson(api, "/api/v2/tips/allowance", who.token)).body.data).toEqual({ balance: 150, tipped_this_month: 250, monthly_limit: 250, remaining: 0, has_pin: true });
    // a tip booked before this month does not count (its posting moved to last month)
    const last = await tipper(300);
    expect((await sendTip(last, { amount: 250 })).status).toBe(201);
    await api.database.transaction(async (tx) => {
      await tx.query("ALTER TABLE ledger_postings DISABLE TRIGGER ledger_postings_append_only");
      await tx.query(
        `UPDATE ledger_postings SET created_at = date_trunc('month', now() AT TIME ZONE 'Europe/Berlin') AT TIME ZONE 'Europe/Berlin' - interval '1 second'
          WHERE account_id = (SELECT id FROM ledger_accounts WHERE user_id = $1 AND currency = 'dollar')`,
        [last.id],
      );
      await tx.query("ALTER TABLE ledger_postings ENABLE TRIGGER ledger_postings_append_only");
    });
    expect((await getJson(api, "/api/v2/tips/allowance", last.token)).body.data.remaining).toBe(250);
  });

  it("tips sent at the same moment cannot pass the limit together", async () => {
    const who = await tipper(500);
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => sendTip(who, { amount: 60 })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(4);
    expect(answers.filter((a) => a.status === 422).map((a) => a.body.errors[0].title)).toEqual(["exception.tip.monthly_limit_exceeded"]);
    expect((await balancesOf(api.database, who.id)).dollar).toBe(260);
  });

  it("refuses an amount over the balance with the balance and what was needed; books nothing", async () => {
    const who = await tipper(20);
    const before = await entries();
    const { status, body } = await sendTip(who, { amount: 25 });
    expect(status).toBe(422);
    expect(body.errors[0]).toEqual({ code: 422, title: "exception.ledger.insufficient_balance", source: null, meta: { currency: "dollar", balance: 20, needed: 25 } });
    expect(await entries()).toBe(before);
  });

  it("refuses bad amounts, keys and PINs by the contract", async () => {
    const who = await tipper(20);
    const expectTitle = async (body: Record<string, unknown>, title: string, source: string) => {
      const answer = await sendTip(who, body);
      expect(answer.status).toBe(422);
      expect(answer.body.errors[0]).toMatchObject({ title, source });
    };
    await expectTitle({ amount: 0 }, "validation.tip.amount_invalid", "amount");
    await expectTitle({ amount: 1.5 }, "validation.tip.amount_invalid", "amount");
    await expectTitle({ amount: "10" }, "validation.tip.amount_invalid", "amount");
    await expectTitle({ amount: 251 }, "validation.tip.amount_over_limit", "amount");
    await expectTitle({ pin: "12" }, "validation.pin.format", "pin");
    await expectTitle({ request_key: "nochmal" }, "validation.common.invalid_format", "request_key");
  });

  it("needs a PIN set first", async () => {
    const who = await person(api, { user_type: 1, gender: 1 });
    await grant(who.id, 20);
    const { status, body } = await sendTip(who, {});
    expect([status, body.errors[0].title]).toEqual([422, "validation.pin.not_set"]);
    expect((await getJson(api, "/api/v2/tips/allowance", who.token)).body.data.has_pin).toBe(false);
  });

  it("only clients tip, only escorts and businesses receive; not oneself, not blocked, not deleted users", async () => {
    const who = await tipper(100);
    await grant(escort.id, 10);
    const before = await entries();
    expect((await sendTip(who, { recipient_id: who.id })).body.errors[0]).toMatchObject({ title: "validation.tip.self", source: "recipient_id" });
    expect((await sendTip(who, { recipient_id: client.id })).body.errors[0].title).toBe("exception.tip.recipient_unavailable");
    expect((await sendTip(who, { recipient_id: 987_654_321 })).status).toBe(404);
    // blocked either way
    const blockedEscort = await person(api, { user_type: 2, gender: 2 });
    expect((await sendJson(api, "POST", `/api/v2/blocks/${who.id}`, {}, blockedEscort.token)).status).toBeLessThan(300);
    expect((await sendTip(who, { recipient_id: blockedEscort.id })).status).toBe(404);
    // deleted
    const gone = await person(api, { user_type: 2, gender: 2 });
    await api.database.query("UPDATE users SET deleted_at = now() WHERE id = $1", [gone.id]);
    expect((await sendTip(who, { recipient_id: gone.id })).body.errors[0].title).toBe("exception.tip.recipient_unavailable");
    // an escort cannot tip
    const escortTip = await sendJson(api, "POST", "/api/v2/tips", { recipient_id: business.id, amount: 1, pin: PIN, request_key: randomUUID() }, escort.token);
    expect([escortTip.status, escortTip.body.errors[0].title]).toEqual([403, "exception.tip.not_allowed"]);
    expect(await entries()).toBe(before);
    // a business receives
    if (business.id !== escort.id) expect((await sendTip(who, { recipient_id: business.id, amount: 2 })).status).toBe(201);
    expect((await sendJson(api, "POST", "/api/v2/tips", { recipient_id: escort.id, amount: 1, pin: PIN, request_key: randomUUID() })).status).toBe(401);
  });
});

describe("GET /api/v2/ledger/history", () => {
  let alice: TPerson;
  beforeAll(async () => {
    alice = await tipper(0);
    for (const amount of [100, 40, 5]) await grant(alice.id, amount);
    await grant(alice.id, 3, "token");
    for (const amount of [1, 2, 3, 4, 5, 6, 7, 8, 9]) expect((await sendTip(alice, { amount })).status).toBe(201);
  });

  it("pages the caller's own dollar movements newest first, with counterpart and reference", async () => {
    const { status, body } = await history(alice);
    expect(status).toBe(200);
    expect(() => ZLedgerHistory.parse(body.data)).not.toThrow();
    expect(body.data).toMatchObject({ total: 12, page_no: 1, page_size: 10 });
    expect(body.data.items).toHaveLength(10);
    expect(body.data.items[0]).toMatchObject({
      type: "transfer",
      currency: "dollar",
      amount: -9,
      balance_after: 145 - 45,
      counterpart: { kind: "user", id: escort.id, username: escort.username },
      reference: { kind: "tip", id: String(escort.id) },
    });
    const page2 = (await history(alice, "?page_no=2")).body.data;
    expect(page2.items.map((i: any) => i.amount)).toEqual([40, 100]);
    expect(page2.items[1].counterpart).toEqual({ kind: "system", account: "external" });
    expect((await history(alice, "?page_no=3")).body.data).toMatchObject({ items: [], total: 12 });
    // the escort sees the tips as received from alice
    const received = (await history(escort, "?page_size=50")).body.data.items.filter((i: any) => i.counterpart.kind === "user" && i.counterpart.id === alice.id);
    expect(received.map((i: any) => i.amount).sort((a: number, b: number) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(received[0].counterpart.username).toBe(alice.username);
  });

  it("never shows another user's entries", async () => {
    const stranger = await person(api, { user_type: 1, gender: 1 });
    expect((await history(stranger)).body.data).toEqual({ items: [], total: 0, page_no: 1, page_size: 10 });
    const ids = new Set((await history(alice, "?page_size=50")).body.data.items.map((i: any) => i.id));
    const others = await api.database.query<{ id: string }>(
      "SELECT DISTINCT p.entry_id AS id FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id WHERE a.user_id IS DISTINCT FROM $1 AND p.entry_id NOT IN (SELECT entry_id FROM ledger_postings WHERE account_id IN (SELECT id FROM ledger_accounts WHERE user_id = $1))",
      [alice.id],
    );
    expect(others.length).toBeGreaterThan(0);
    for (const row of others) expect(ids.has(Number(row.id))).toBe(false);
  });

  it("sorts by amount either way and by date ascending", async () => {
    const asc = (await history(alice, "?sort=amount&order=asc&page_size=20")).body.data.items.map((i: any) => i.amount);
    expect(asc).toEqual([-9, -8, -7, -6, -5, -4, -3, -2, -1, 5, 40, 100]);
    const desc = (await history(alice, "?sort=amount&order=desc")).body.data.items.map((i: any) => i.amount);
    expect(desc.slice(0, 3)).toEqual([100, 40, 5]);
    const oldest = (await history(alice, "?sort=date&order=asc")).body.data.items.map((i: any) => i.amount);
    expect(oldest.slice(0, 4)).toEqual([100, 40, 5, -1]);
  });

  it("filters by currency, type and days in Europe/Berlin", async () => {
    const tokens = (await history(alice, "?currency=token")).body.data;
    expect(tokens).toMatchObject({ total: 1, items: [{ currency: "token", amount: 3, type: "grant" }] });
    expect((await history(alice, "?type=grant")).body.data.total).toBe(3);
    expect((await history(alice, "?type=transfer&page_size=20")).body.data.total).toBe(9);
    expect((await history(alice, "?type=")).body.data.total).toBe(12);
    expect((await history(alice, `?from=${berlinDay()}&to=${berlinDay()}`)).body.data.total).toBe(12);
    expect((await history(alice, `?from=${berlinDay(1)}`)).body.data.total).toBe(0);
    expect((await history(alice, `?to=${berlinDay(-1)}`)).body.data.total).toBe(0);
  });

  it("refuses bad queries with validation keys", async () => {
    for (const [query, title, source] of [
      ["?sort=user", "validation.common.invalid_choice", "query.sort"],
      ["?currency=euro", "validation.common.invalid_choice", "query.currency"],
      ["?page_size=7", "validation.common.invalid_choice", "query.page_size"],
      ["?from=2025-02-30", "validation.common.invalid_format", "query.from"],
      ["?from=2025-03-02&to=2025-03-01", "validation.ledger.date_range_invalid", "query.to"],
      ["?user_id=1", "validation.common.unknown_field", "query"],
    ] as const) {
      const answer = await history(alice, query);
      expect(answer.status).toBe(422);
      expect(answer.body.errors[0].title).toBe(title);
      expect(answer.body.errors[0].source).toBe(source);
    }
  });
});

describe("chargeFirstContact (for the messenger)", () => {
  it("books 5 dollars to revenue once per request key, and refuses without the balance", async () => {
    const who = await person(api, { user_type: 1, gender: 1 });
    await grant(who.id, 12);
    const key = randomUUID();
    const charge = (kind: "first_contact_unlock" | "boost", requestKey = key) =>
      api.database.transaction((tx) => chargeFirstContact(tx, { userId: who.id, targetUserId: escort.id, kind, requestKey }));
    const first = await charge("first_contact_unlock");
    expect(first).toMatchObject({ replayed: false, from: { before: 12, after: 7 }, to: null });
    expect(await charge("first_contact_unlock")).toEqual({ ...first, replayed: true });
    const boost = await charge("boost");
    expect(boost.from).toEqual({ before: 7, after: 2 });
    const [entry] = await api.database.query<{ type: string; subtype: string | null; reference_kind: string }>(
      "SELECT type, subtype, reference_kind FROM ledger_entries WHERE id = $1",
      [first.entryId],
    );
    expect(entry).toEqual({ type: "consume", subtype: "first_contact_unlock", reference_kind: "first_contact" });
    const refused = await charge("boost", randomUUID()).catch((error) => error);
    expect(refused.entries[0]).toMatchObject({ title: "exception.ledger.insufficient_balance", meta: { currency: "dollar", balance: 2, needed: 5 } });
    const items = (await history(who)).body.data.items;
    expect(items.slice(0, 2).map((i: any) => [i.amount, i.counterpart])).toEqual([
      [-5, { kind: "system", account: "revenue" }],
      [-5, { kind: "system", account: "revenue" }],
    ]);
  });
});
