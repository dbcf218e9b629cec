import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZNotificationList } from "@samtrot/api-client/contracts";
import type { TTestApi } from "../../test/start-test-api.js";
import { getJson, makeMember, person, sendJson, type TPerson } from "../profiles/test-support/people.js";
import { IBAN, pay, settle, startCheckoutApi } from "../payments/test-support/checkout.js";
import { book } from "../ledger/book.js";
import { openSocket, type TTestSocket } from "../realtime/test-support/socket-client.js";
import { createNotifications } from "./create-notifications.js";

// Notifications over HTTP on a real api and database (spec 000 §4, §7; spec 001 notification record): made by their
// real causes (a profile visit, a favourite, a tip, a grant, a payment), listed 20 a page with unread_count and
// total, marked read and removed, and arriving live on the websocket with the counts.

let api: TTestApi;
const sockets: TTestSocket[] = [];
let n = 0;

beforeAll(async () => {
  api = await startCheckoutApi();
}, 120_000);
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  await api?.close();
});

const list = async (who: TPerson, query = "") => {
  const answer = await getJson(api, `/api/v2/notification${query}`, who.token);
  expect(answer.status).toBe(200);
  return ZNotificationList.parse(answer.body.data);
};
const mark = (who: TPerson, ids: number[]) => sendJson(api, "PUT", "/api/v2/notification", { ids }, who.token);
const remove = (who: TPerson, ids: number[]) => sendJson(api, "DELETE", "/api/v2/notification", { ids }, who.token);
async function live(who: TPerson) {
  const socket = await openSocket(api.url, { token: who.token });
  sockets.push(socket);
  await socket.waitFor((m) => m.type === "ready");
  return socket;
}
async function grant(userId: number, amount: number) {
  return api.database.transaction((tx) => book(tx, { idempotencyKey: `test-grant:${randomUUID()}`, type: "grant", currency: "dollar", amount, from: { system: "external" }, to: { userId } }));
}
/** n plain notifications for a user, as a later feature would make them. */
async function seed(userId: number, count: number) {
  await api.database.transaction((tx) =>
    createNotifications(tx, Array.from({ length: count }, () => ({ userId, kind: "balance_changed" as const, params: { n: ++n } }))),
  );
}

describe("causes", () => {
  it("a member hears of a profile visit once per visitor and day, live; a non-member does not", async () => {
    const member = await person(api, { user_type: 2, gender: 2 });
    await makeMember(api, member.id);
    const plain = await person(api, { user_type: 2, gender: 2 });
    const visitor = await person(api, { user_type: 1, gender: 1 });
    const socket = await live(member);
    expect((await getJson(api, `/api/v2/profiles/${member.username}`, visitor.token)).status).toBe(200);
    expect((await getJson(api, `/api/v2/profiles/${member.username}`, visitor.token)).status).toBe(200);
    expect((await getJson(api, `/api/v2/profiles/${plain.username}`, visitor.token)).status).toBe(200);
    const arrived = await socket.waitFor((m) => m.type === "notification.new");
    expect(arrived.payload).toMatchObject({
      notification: { kind: "profile_visit", area: "profile", content_type: "info", delivery: "bar", stickiness: "medium", actor: { user_id: visitor.id, username: visitor.username }, link: `/p/${visitor.username}`, content: { is_read: false } },
      unread_count: 1,
      total: 1,
    });
    const page = await list(member);
    expect(page).toMatchObject({ unread_count: 1, total: 1, page_no: 1, page_size: 20 });
    expect(page.items.map((i) => i.kind)).toEqual(["profile_visit"]);
    expect(page.items[0]!.content.notification_id).toBe(page.items[0]!.id);
    expect((await list(plain)).total).toBe(0);
    // The visited owner looking at her own profile is no visit.
    await getJson(api, `/api/v2/profiles/${member.username}`, member.token);
    expect((await list(member)).total).toBe(1);
  });

  it("a member hears of a new favourite (once per favouriter)", async () => {
    const member = await person(api, { user_type: 2, gender: 2 });
    await makeMember(api, member.id);
    const fan = await person(api, { user_type: 1, gender: 1 });
    expect((await sendJson(api, "POST", `/api/v2/favorites/${member.id}`, {}, fan.token)).status).toBe(200);
    expect((await sendJson(api, "POST", `/api/v2/favorites/${member.id}`, {}, fan.token)).status).toBe(200);
    const page = await list(member);
    expect(page.items.map((i) => [i.kind, i.actor?.username, i.delivery])).toEqual([["favorite", fan.username, "popup"]]);
  });

  it("a tip received and a grant notify the receiver with the new balance; the tipper only gets balance.changed", async () => {
    const escort = await person(api, { user_type: 2, gender: 2 });
    const tipper = await person(api, { user_type: 1, gender: 1 });
    const escortSocket = await live(escort);
    const tipperSocket = await live(tipper);
    await grant(tipper.id, 50);
    const credited = await tipperSocket.waitFor((m) => m.type === "balance.changed");
    expect(credited.payload).toEqual({ currency: "dollar", balance: 50, delta: 50, type: "grant" });
    expect((await sendJson(api, "PUT", "/api/v2/security-pin", { password: tipper.password, pin: "4711" }, tipper.token)).status).toBe(200);
    const tip = await sendJson(api, "POST", "/api/v2/tips", { recipient_id: escort.id, amount: 10, pin: "4711", request_key: randomUUID() }, tipper.token);
    expect(tip.status).toBe(201);
    const received = await escortSocket.waitFor((m) => m.type === "notification.new");
    expect(received.payload).toMatchObject({ notification: { kind: "balance_changed", params: { currency: "dollar", delta: 10, balance: 10, type: "transfer" }, link: "/user/dollar" }, unread_count: 1 });
    const spent = await tipperSocket.waitFor((m) => m.type === "balance.changed" && (m.payload as { delta: number }).delta === -10);
    expect(spent.payload).toMatchObject({ balance: 40 });
    const tipperKinds = (await list(tipper)).items.map((i) => i.kind);
    expect(tipperKinds).toEqual(["balance_changed"]); // the grant; not the own tip
  });

  it("a payment that goes through and one that fails notify the payer", async () => {
    const me = await person(api, { user_type: 1, gender: 1 });
    const ok = await pay(api, me, { item_id: 103, iban: IBAN.ok });
    expect(ok.status).toBe(200);
    const bounced = await pay(api, me, { item_id: 4, iban: IBAN.bounce });
    expect(bounced.status).toBe(200);
    await settle(api);
    const items = (await list(me)).items;
    const success = items.find((i) => i.kind === "payment_success")!;
    expect(success).toMatchObject({ area: "payment", content_type: "info", delivery: "popup", stickiness: "long", link: "/user/dollar", params: { goods: "dollar" } });
    expect(success.params.amount).toBeGreaterThan(0);
    expect(items.find((i) => i.kind === "payment_failed")).toMatchObject({ content_type: "alert", stickiness: "permanent", params: { reason: "exception.checkout.debit_failed" } });
    // The purchase itself is no second notification.
    expect(items.filter((i) => i.kind === "balance_changed")).toEqual([]);
  });
});

describe("list, mark read, remove", () => {
  it("pages 20 newest first with unread_count and total", async () => {
    const me = await person(api, { user_type: 1, gender: 1 });
    await seed(me.id, 23);
    const first = await list(me);
    expect([first.items.length, first.total, first.unread_count]).toEqual([20, 23, 23]);
    const second = await list(me, "?page_no=2");
    expect(second.items.length).toBe(3);
    const ids = [...first.items, ...second.items].map((i) => i.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await list(me, "?page_size=8")).items.length).toBe(8);
    expect((await getJson(api, "/api/v2/notification?page_size=21", me.token)).status).toBe(422);
    expect((await getJson(api, "/api/v2/notification")).status).toBe(401);
  });

  it("marking one read lowers unread by one, all sets it to 0; removing lowers total (and unread if unread); counts arrive live", async () => {
    const me = await person(api, { user_type: 1, gender: 1 });
    const other = await person(api, { user_type: 1, gender: 1 });
    await seed(me.id, 5);
    await seed(other.id, 1);
    const socket = await live(me);
    const [a, b, c] = (await list(me)).items;
    const one = await mark(me, [a!.id]);
    expect([one.status, one.body.data]).toEqual([200, { unread_count: 4, total: 5 }]);
    await socket.waitFor((m) => m.type === "notification.count");
    expect((await mark(me, [a!.id])).body.data).toEqual({ unread_count: 4, total: 5 });
    // Removing a read one: total −1, unread stays; an unread one: both −1.
    const removedRead = await remove(me, [a!.id]);
    expect([removedRead.status, removedRead.body.data]).toEqual([200, "OK"]);
    expect(await list(me)).toMatchObject({ unread_count: 4, total: 4 });
    expect((await remove(me, [b!.id])).body.data).toBe("OK");
    expect(await list(me)).toMatchObject({ unread_count: 3, total: 3 });
    const counts = socket.received.filter((m) => m.type === "notification.count").map((m) => m.payload);
    await socket.waitFor((m) => m.type === "notification.count" && (m.payload as { total: number }).total === 3);
    expect(counts[0]).toEqual({ unread_count: 4, total: 5 });
    // Someone else's ids change nothing.
    const [theirs] = (await list(other)).items;
    expect((await mark(me, [theirs!.id])).body.data).toEqual({ unread_count: 3, total: 3 });
    expect((await remove(me, [theirs!.id])).body.data).toBe("OK");
    expect(await list(other)).toMatchObject({ unread_count: 1, total: 1 });
    // All.
    const all = await mark(me, []);
    expect(all.body.data).toEqual({ unread_count: 0, total: 3 });
    expect((await list(me)).items.every((i) => i.content.is_read)).toBe(true);
    expect(c!.content.is_read).toBe(false);
    await socket.waitFor((m) => m.type === "notification.count" && (m.payload as { unread_count: number }).unread_count === 0);
  });

  it("refuses malformed ids and an empty removal", async () => {
    const me = await person(api, { user_type: 1, gender: 1 });
    expect((await mark(me, ["x" as unknown as number])).status).toBe(422);
    expect((await remove(me, [])).status).toBe(422);
    expect((await sendJson(api, "PUT", "/api/v2/notification", { ids: [1] })).status).toBe(401);
  });
});
