import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZUnlockContactResult } from "@samtrot/api-client/contracts";
import { startTestApi, type TTestApi } from "../../test/start-test-api.js";
import { getJson, makeMember, makeStaff, person, sendJson, type TPerson } from "../profiles/test-support/people.js";
import { balancesOf, book } from "../ledger/book.js";

// First-contact limits over HTTP (spec 001 §4): every check result, decided in the transaction that stores the
// message (counters in Postgres), the way through with unlock and boost for 5 dollars through the ledger, and
// the thread statuses that refuse a message. Small limits through the environment, as an operator would set them.

let api: TTestApi;
let n = 0;

beforeAll(async () => {
  api = await startTestApi({
    env: { SIGNUP_LIMIT_PER_IP_HOUR: "1000", MESSENGER_OVERALL_DAILY_MESSAGES_FREE: "12", MESSENGER_RECEIVER_DAILY_OVERFLOW: "3", MESSENGER_HOT_MINIMUM_FIRST_CONTACTS: "3" },
  });
}, 120_000);
afterAll(() => api?.close());

async function user(kind: "client" | "escort", options: { plus?: boolean; daysAgo?: number; emailVerified?: boolean } = {}): Promise<TPerson> {
  const who = await person(api, kind === "client" ? { user_type: 1, gender: 1 } : { user_type: 2, gender: 2 });
  await api.database.query(
    `update users set email_verified_at = case when $3 then now() else null end, registration_completed_at = now() - make_interval(days => $2::int) where id = $1`,
    [who.id, options.daysAgo ?? 30, options.emailVerified ?? true],
  );
  if (options.plus) await makeMember(api, who.id);
  return who;
}
const send = (from: TPerson, to: TPerson, body: Record<string, unknown> = {}) =>
  sendJson(api, "POST", "/api/v2/messenger/messages", { recipient_id: to.id, text: "Hallo!", client_key: randomUUID(), ...body }, from.token);
const unlock = (from: TPerson, to: TPerson, requestKey = randomUUID()) =>
  sendJson(api, "POST", "/api/v2/messenger/unlock", { target_id: to.id, request_key: requestKey }, from.token);
const grant = (userId: number, amount: number) =>
  api.database.transaction((tx) => book(tx, { idempotencyKey: `test-grant:${++n}:${randomUUID()}`, type: "grant", currency: "dollar", amount, from: { system: "external" }, to: { userId } }));
async function count(sql: string, params: unknown[]): Promise<number> {
  const [row] = await api.database.query<{ n: number }>(sql, params);
  return row!.n;
}
const messagesBetween = (a: TPerson, b: TPerson) =>
  count(
    `select count(*)::int as n from messenger_messages m join messenger_threads t on t.id = m.thread_id
      where t.user_low = least($1::bigint, $2::bigint) and t.user_high = greatest($1::bigint, $2::bigint)`,
    [a.id, b.id],
  );
function refusal(response: { status: number; body: any }) {
  expect(response.status, JSON.stringify(response.body)).toBe(403);
  return response.body.errors[0] as { code: number; title: string; meta: { result: number; limiter: boolean; way_through: Record<string, unknown>; price: number; status?: string } };
}

describe("check results over HTTP", () => {
  it("8: a free client cannot write first to a free escort; nothing is stored; a Plus client can", async () => {
    const client = await user("client");
    const escort = await user("escort");
    const error = refusal(await send(client, escort));
    expect(error).toMatchObject({
      code: 403,
      title: "exception.messenger.limit_between_free_client_and_free_escort",
      meta: { result: 8, limiter: true, way_through: { plus: true, unlock: true, boost: true, tip: null }, price: 5 },
    });
    expect(await messagesBetween(client, escort)).toBe(0);
    expect(await count(`select count(*)::int as n from messenger_threads where initiator_id = $1`, [client.id])).toBe(0);
    await makeMember(api, client.id);
    expect((await send(client, escort)).status).toBe(201);
  });

  it("9: a free client makes 3 first contacts a day; sent at the same time, exactly 3 of 5 pass", async () => {
    const client = await user("client");
    const escorts = await Promise.all([1, 2, 3, 4, 5].map(() => user("escort", { plus: true })));
    const results = await Promise.all(escorts.map((escort) => send(client, escort)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 201, 403, 403]);
    for (const r of results.filter((r) => r.status === 403)) {
      expect(r.body.errors[0]).toMatchObject({ title: "exception.messenger.exceed_first_contact_limit", meta: { result: 9, limiter: true } });
    }
    expect(await count(`select count(*)::int as n from messenger_first_contacts where sender_id = $1`, [client.id])).toBe(3);
    // writing on in a thread that exists is no first contact
    const open = escorts[results.findIndex((r) => r.status === 201)]!;
    expect((await send(client, open, { text: "noch eine" })).status).toBe(201);
  });

  it("4: the receiver's filter on gender, user type and age refuses; unlock passes it, Plus does not", async () => {
    const client = await user("client", { plus: true });
    await api.database.query(`update users set birth_date = current_date - interval '30 years' where id = $1`, [client.id]);
    const escort = await user("escort", { plus: true });
    const filter = { genders: [2, 3], user_types: [1], age_range: { min: 18, max: 99 }, members_only: false, verified_only: false };
    expect((await sendJson(api, "PUT", "/api/v2/settings/first_contact_filter_and_blocklist", { first_contact: filter }, escort.token)).status).toBe(200);
    expect(refusal(await send(client, escort))).toMatchObject({ title: "exception.messenger.gender_user_type_origin_age", meta: { result: 4, limiter: true, way_through: { plus: false, unlock: true } } });
    await sendJson(api, "PUT", "/api/v2/settings/first_contact_filter_and_blocklist", { first_contact: { ...filter, genders: [1], age_range: { min: 40, max: 99 } } }, escort.token);
    expect(refusal(await send(client, escort)).meta.result).toBe(4);
    // unlocking this contact (5 dollars) passes the filter
    await grant(client.id, 5);
    expect((await unlock(client, escort)).status).toBe(201);
    expect((await send(client, escort)).status).toBe(201);
    // another client inside the filter passes without paying
    const inside = await user("client", { plus: true });
    await api.database.query(`update users set birth_date = current_date - interval '30 years' where id = $1`, [inside.id]);
    const escort2 = await user("escort", { plus: true });
    await sendJson(api, "PUT", "/api/v2/settings/first_contact_filter_and_blocklist", { first_contact: { ...filter, genders: [1], age_range: { min: 25, max: 35 } } }, escort2.token);
    expect((await send(inside, escort2)).status).toBe(201);
  });

  it("4: the receiver's filter on origin (the sender's profile nationality) refuses another origin, takes the chosen one", async () => {
    const escort = await user("escort", { plus: true });
    const filter = { genders: [1, 2, 3], user_types: [1, 2, 3], age_range: { min: 18, max: 99 }, members_only: false, verified_only: false };
    const put = (origins: unknown) => sendJson(api, "PUT", "/api/v2/settings/first_contact_filter_and_blocklist", { first_contact: { ...filter, origins } }, escort.token);
    // validation: ISO codes in upper case, each once
    for (const [origins, title, source] of [
      [["de"], "validation.common.invalid_format", "first_contact.origins.0"],
      [["AT", "AT"], "validation.common.duplicate", "first_contact.origins.1"],
      ["AT", "validation.common.invalid_type", "first_contact.origins"],
    ] as const) {
      const bad = await put(origins);
      expect(bad.status, JSON.stringify(origins)).toBe(422);
      expect(bad.body.errors[0], JSON.stringify(origins)).toMatchObject({ title, source });
    }
    const saved = await put(["AT"]);
    expect(saved.status).toBe(200);
    expect(saved.body.data.values.first_contact.origins).toEqual(["AT"]);
    const origin = async (nationality: string | null) => {
      const client = await user("client", { plus: true });
      if (nationality) expect((await sendJson(api, "PUT", "/api/v2/settings/name_characteristics", { nationality }, client.token)).status).toBe(200);
      return client;
    };
    const german = await origin("DE");
    expect(refusal(await send(german, escort))).toMatchObject({
      title: "exception.messenger.gender_user_type_origin_age",
      meta: { result: 4, limiter: true, way_through: { plus: false, unlock: true, boost: true } },
    });
    expect(refusal(await send(await origin(null), escort)).meta.result).toBe(4);
    expect((await getJson(api, `/api/v2/messenger/target/${escort.username}`, german.token)).body.data.contact).toMatchObject({ result: 4, allowed: false });
    expect((await send(await origin("AT"), escort)).status).toBe(201);
    // an empty choice is everywhere again
    expect((await put([])).status).toBe(200);
    expect((await send(german, escort)).status).toBe(201);
  });

  it("3: members only and verified only; an unverified e-mail address", async () => {
    const freeClient = await user("client");
    const escort = await user("escort", { plus: true });
    const filter = { genders: [1, 2, 3], user_types: [1, 2, 3], age_range: { min: 18, max: 99 }, members_only: true, verified_only: false };
    await sendJson(api, "PUT", "/api/v2/settings/first_contact_filter_and_blocklist", { first_contact: filter }, escort.token);
    expect(refusal(await send(freeClient, escort))).toMatchObject({ title: "exception.messenger.membership_verification", meta: { result: 3, way_through: { plus: true, verify: false } } });
    const escort2 = await user("escort", { plus: true });
    await sendJson(api, "PUT", "/api/v2/settings/first_contact_filter_and_blocklist", { first_contact: { ...filter, members_only: false, verified_only: true } }, escort2.token);
    const plusClient = await user("client", { plus: true });
    expect(refusal(await send(plusClient, escort2)).meta).toMatchObject({ result: 3, way_through: { verify: true, plus: false } });
    await api.database.query(`update users set is_verified = true where id = $1`, [plusClient.id]);
    expect((await send(plusClient, escort2)).status).toBe(201);
    const unverified = await user("client", { plus: true, emailVerified: false });
    expect(refusal(await send(unverified, await user("escort", { plus: true }))).meta.result).toBe(3);
  });

  it("6: a new escort takes first contacts only from Plus clients for 14 days", async () => {
    const escort = await user("escort", { daysAgo: 3 });
    expect(refusal(await send(await user("client"), escort))).toMatchObject({ title: "exception.messenger.new_escort", meta: { result: 6, limiter: false, way_through: { plus: true, unlock: false, boost: false } } });
    expect((await send(await user("client", { plus: true }), escort)).status).toBe(201);
    // an escort with Plus is not "new" for this rule
    await makeMember(api, escort.id);
    const other = await user("client", { plus: false });
    expect((await send(other, escort)).status).toBe(201);
  });

  it("5: a hot escort (more first contacts than average in 24 h) takes only Plus clients, for at least 4 hours", async () => {
    const escort = await user("escort");
    for (let i = 0; i < 3; i++) expect((await send(await user("client", { plus: true }), escort)).status).toBe(201);
    const [state] = await api.database.query<{ hours: number }>(
      `select extract(epoch from hot_until - now()) / 3600 as hours from messenger_user_state where user_id = $1`,
      [escort.id],
    );
    expect(Number(state!.hours)).toBeGreaterThan(3.9);
    expect(refusal(await send(await user("client"), escort))).toMatchObject({ title: "exception.messenger.hot_escort", meta: { result: 5, way_through: { plus: true, unlock: false } } });
    // the counts fall back (first contacts older than 24 h), the 4 hours hold
    await api.database.query(`update messenger_first_contacts set created_at = now() - interval '2 days' where receiver_id = $1`, [escort.id]);
    expect(refusal(await send(await user("client"), escort)).meta.result).toBe(5);
    await api.database.query(`update messenger_user_state set hot_until = now() - interval '1 minute' where user_id = $1`, [escort.id]);
    expect(refusal(await send(await user("client"), escort)).meta.result).toBe(8);
  });

  it("7: an escort asks a minimum tip before a first contact; tipping through the tip endpoint opens it", async () => {
    const escort = await user("escort", { plus: true });
    expect((await sendJson(api, "PUT", "/api/v2/messenger/settings", { minimum_tip: 10 }, escort.token)).body.data).toEqual({ minimum_tip: 10 });
    const client = await user("client", { plus: true });
    expect((await sendJson(api, "PUT", "/api/v2/messenger/settings", { minimum_tip: 10 }, client.token)).status).toBe(403);
    expect(refusal(await send(client, escort))).toMatchObject({ title: "exception.messenger.minimal_tipping", meta: { result: 7, limiter: false, way_through: { tip: 10 } } });
    await grant(client.id, 50);
    expect((await sendJson(api, "PUT", "/api/v2/security-pin", { password: client.password, pin: "4711" }, client.token)).status).toBe(200);
    const tip = (amount: number) => sendJson(api, "POST", "/api/v2/tips", { recipient_id: escort.id, amount, pin: "4711", request_key: randomUUID() }, client.token);
    expect((await tip(4)).status).toBe(201);
    expect(refusal(await send(client, escort)).meta.way_through.tip).toBe(6);
    expect((await tip(6)).status).toBe(201);
    expect((await send(client, escort)).status).toBe(201);
  });

  it("2: a free receiver takes 3 first contacts a day from free senders (the overflow), then only Plus senders", async () => {
    const client = await user("client");
    for (let i = 0; i < 3; i++) expect((await send(await user("escort", { daysAgo: 30 }), client)).status).toBe(201);
    const fourth = await user("escort");
    expect(refusal(await send(fourth, client))).toMatchObject({ title: "exception.messenger.overflow_first_contact", meta: { result: 2, limiter: true, way_through: { plus: true, unlock: true, boost: true } } });
    expect((await send(await user("escort", { plus: true }), client)).status).toBe(201);
  });

  it("10: the overall message limit (12 a day here) refuses every further message with exception.messenger.overall_message_limit", async () => {
    const client = await user("client");
    const escort = await user("escort", { plus: true });
    for (let i = 0; i < 12; i++) expect((await send(client, escort, { text: `m${i}` })).status).toBe(201);
    const error = refusal(await send(client, escort));
    expect(error).toMatchObject({ code: 403, title: "exception.messenger.overall_message_limit", meta: { result: 10, limiter: false, way_through: { plus: false, unlock: false, boost: false } } });
    // boosting does not help
    await grant(client.id, 10);
    expect(refusal(await send(client, escort, { boost: true })).meta.result).toBe(10);
    expect((await balancesOf(api.database, client.id)).dollar).toBe(10);
  });
});

describe("the way through: boost and unlock for 5 dollars through the ledger", () => {
  it("boost: refused without dollars (nothing stored); with dollars the message goes out and 5 dollars are booked with it", async () => {
    const client = await user("client");
    const escort = await user("escort");
    const poor = await send(client, escort, { boost: true });
    expect(poor.status).toBe(422);
    expect(poor.body.errors[0]).toMatchObject({ title: "exception.ledger.insufficient_balance", meta: { currency: "dollar", balance: 0, needed: 5 } });
    expect(await messagesBetween(client, escort)).toBe(0);
    await grant(client.id, 12);
    const key = randomUUID();
    const boosted = await send(client, escort, { boost: true, client_key: key });
    expect(boosted.status).toBe(201);
    expect(boosted.body.data).toMatchObject({ charge: { kind: "boost", amount: 5, balance: { before: 12, after: 7 } }, message: { is_boosted: true }, contact: { result: 1, is_first_contact: true } });
    // a retry of the same message books nothing more
    const again = await send(client, escort, { boost: true, client_key: key });
    expect(again.body.data).toMatchObject({ replayed: true, message: { id: boosted.body.data.message.id } });
    expect((await balancesOf(api.database, client.id)).dollar).toBe(7);
    expect(await count(`select count(*)::int as n from messenger_first_contacts where sender_id = $1 and via = 'boost'`, [client.id])).toBe(1);
    // a boost that is not needed is not charged
    const plain = await send(client, escort, { boost: true, text: "weiter" });
    expect(plain.body.data.charge).toBeNull();
    expect((await balancesOf(api.database, client.id)).dollar).toBe(7);
  });

  it("unlock: 5 dollars once per contact, replayed by request_key, refused when not needed or without dollars", async () => {
    const client = await user("client");
    const escort = await user("escort");
    const plusEscort = await user("escort", { plus: true });
    expect((await unlock(client, escort)).body.errors[0]).toMatchObject({ code: 422, title: "exception.ledger.insufficient_balance" });
    await grant(client.id, 7);
    const key = randomUUID();
    const first = await unlock(client, escort, key);
    expect(first.status).toBe(201);
    expect(ZUnlockContactResult.parse(first.body.data)).toMatchObject({ target_id: escort.id, replayed: false, price: 5, balance: { before: 7, after: 2 }, contact: { allowed: true, result: 1 } });
    const replay = await unlock(client, escort, key);
    expect(replay.body.data).toMatchObject({ replayed: true, balance: { before: 7, after: 2 } });
    expect((await unlock(client, escort)).body.errors[0].title).toBe("exception.messenger.unlock_not_needed");
    expect((await unlock(client, plusEscort)).body.errors[0].title).toBe("exception.messenger.unlock_not_needed");
    expect((await balancesOf(api.database, client.id)).dollar).toBe(2);
    const [entry] = await api.database.query<{ type: string; subtype: string; amount: number }>(
      `select type, subtype, amount from ledger_entries where idempotency_key = $1`,
      [`first_contact_unlock:${client.id}:${key}`],
    );
    expect(entry).toMatchObject({ type: "consume", subtype: "first_contact_unlock" });
    expect(Number(entry!.amount)).toBe(5);
    // the target page shows the unlocked contact as allowed, and the message goes out without a charge
    expect((await getJson(api, `/api/v2/messenger/target/${escort.username}`, client.token)).body.data).toMatchObject({ contact: { allowed: true }, dollar_balance: 2 });
    const sent = await send(client, escort);
    expect(sent.status).toBe(201);
    expect(sent.body.data.charge).toBeNull();
    expect(await count(`select count(*)::int as n from messenger_first_contacts where sender_id = $1 and via = 'unlock'`, [client.id])).toBe(1);
  });
});

describe("thread statuses that refuse a message", () => {
  it("blocks both ways, a paused or banned account, support staff: 403 thread_unavailable with the status", async () => {
    const client = await user("client", { plus: true });
    const escort = await user("escort", { plus: true });
    const threadId = (await send(client, escort)).body.data.thread.id;
    expect((await sendJson(api, "POST", `/api/v2/blocks/${escort.id}`, undefined, client.token)).status).toBe(200);
    expect(refusal(await send(client, escort))).toMatchObject({ title: "exception.messenger.thread_unavailable", meta: { status: "blocked_by_you", result: 0 } });
    expect(refusal(await send(escort, client)).meta.status).toBe("blocked_by_them");
    const clientView = await getJson(api, `/api/v2/messenger/threads/${threadId}/messages`, client.token);
    expect(clientView.body.data.thread).toMatchObject({ status: "blocked_by_you", block_relation: "block", can_send: false });
    const escortView = await getJson(api, `/api/v2/messenger/threads/${threadId}/messages`, escort.token);
    expect(escortView.body.data.thread).toMatchObject({ status: "blocked_by_them", block_relation: "been_blocked" });
    await sendJson(api, "DELETE", `/api/v2/blocks/${escort.id}`, undefined, client.token);
    expect((await send(client, escort)).status).toBe(201);

    await api.database.query(`update users set is_paused = true where id = $1`, [escort.id]);
    expect(refusal(await send(client, escort)).meta.status).toBe("paused");
    await api.database.query(`update users set is_paused = false, is_banned = true where id = $1`, [escort.id]);
    expect(refusal(await send(client, escort)).meta.status).toBe("banned");
    expect((await getJson(api, `/api/v2/messenger/threads/${threadId}/messages`, client.token)).body.data.thread.status).toBe("banned");

    const staff = await user("client");
    await makeStaff(api, staff.id);
    expect(refusal(await send(client, staff)).meta.status).toBe("cannot_message_support_staff");
  });

  it("deactivated by the support team: the thread says deactivated, sending is refused like paused, lifting it opens the thread", async () => {
    const client = await user("client", { plus: true });
    const escort = await user("escort", { plus: true });
    const threadId = (await send(client, escort)).body.data.thread.id;
    const thread = async () => (await getJson(api, `/api/v2/messenger/threads/${threadId}/messages`, client.token)).body.data.thread;
    await api.database.query(`update users set deactivated_at = now() where id = $1`, [escort.id]);
    expect(refusal(await send(client, escort))).toMatchObject({ title: "exception.messenger.thread_unavailable", meta: { status: "deactivated", result: 0 } });
    expect(await thread()).toMatchObject({ status: "deactivated", can_send: false });
    expect((await getJson(api, `/api/v2/messenger/threads`, client.token)).body.data.items.find((t: { id: number }) => t.id === threadId)).toMatchObject({ status: "deactivated" });
    expect((await getJson(api, `/api/v2/messenger/target/${escort.username}`, client.token)).body.data.contact).toMatchObject({ allowed: false, error: "exception.messenger.thread_unavailable" });
    // precedence (spec 001 §4): paused before deactivated, deactivated before hidden
    await api.database.query(`update users set is_paused = true where id = $1`, [escort.id]);
    expect((await thread()).status).toBe("paused");
    await api.database.query(`update users set is_paused = false where id = $1`, [escort.id]);
    expect((await sendJson(api, "PUT", `/api/v2/messenger/threads/${threadId}`, { action: "hide" }, client.token)).status).toBe(200);
    expect((await thread()).status).toBe("deactivated");
    // the escort herself still sees her side normally; lifting the deactivation lets the client write again
    expect((await getJson(api, `/api/v2/messenger/threads/${threadId}/messages`, escort.token)).body.data.thread.status).toBe("normal");
    await api.database.query(`update users set deactivated_at = null where id = $1`, [escort.id]);
    expect((await send(client, escort, { text: "wieder da?" })).status).toBe(201);
    expect((await thread()).status).toBe("normal");
  });
});
