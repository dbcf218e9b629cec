import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZGiftCatalogue, ZMyGifts, ZProfileGifts, ZSendGiftResult } from "@samtrot/api-client/contracts";
import { startTestApi, type TTestApi } from "../../test/start-test-api.js";
import { balancesOf, book } from "../ledger/book.js";
import { entryCount, entryOf } from "../payouts/test-support/money-people.js";
import { getJson, person, sendJson, type TPerson } from "../profiles/test-support/people.js";

// Gifts over HTTP on a real api and database (decision 040). Dollars come in as `grant` bookings (as a payment would).

let api: TTestApi;
let escort: TPerson;
const PIN = "2468";
let n = 0;

beforeAll(async () => {
  api = await startTestApi({ env: { SIGNUP_LIMIT_PER_IP_HOUR: "1000" } });
  escort = await person(api, { user_type: 2, gender: 2 });
}, 120_000);
afterAll(() => api?.close());

const grant = (userId: number, amount: number) =>
  api.database.transaction((tx) => book(tx, { idempotencyKey: `test-grant:gifts:${++n}`, type: "grant", currency: "dollar", amount, from: { system: "external" }, to: { userId } }));
/** A client with dollars and a PIN. */
async function giver(dollars: number): Promise<TPerson> {
  const who = await person(api, { user_type: 1, gender: 1 });
  if (dollars > 0) await grant(who.id, dollars);
  expect((await sendJson(api, "PUT", "/api/v2/security-pin", { password: who.password, pin: PIN }, who.token)).status).toBe(200);
  return who;
}
const send = (who: TPerson, body: Record<string, unknown> = {}) =>
  sendJson(api, "POST", "/api/v2/gifts", { recipient_id: escort.id, gift_key: "rose", pin: PIN, request_key: randomUUID(), ...body }, who.token);
const mine = async (who: TPerson) => ZMyGifts.parse((await getJson(api, "/api/v2/gifts/mine", who.token)).body.data);
const profileGifts = async (username: string, token?: string) => ZProfileGifts.parse((await getJson(api, `/api/v2/gifts/profile/${username}`, token)).body.data).gifts;
const saveGiftSettings = (who: TPerson, body: Record<string, unknown>) => sendJson(api, "PUT", "/api/v2/settings/gifts", body, who.token);

describe("gifts", () => {
  it("lists the catalogue: 7 gifts with prices and German and English names", async () => {
    const { gifts } = ZGiftCatalogue.parse((await getJson(api, "/api/v2/gifts/catalogue")).body.data);
    expect(gifts.map((g) => [g.key, g.price])).toEqual([
      ["rose", 5],
      ["chocolates", 10],
      ["cocktail", 15],
      ["champagne", 25],
      ["perfume", 40],
      ["bouquet", 50],
      ["diamond", 100],
    ]);
    expect(gifts.find((g) => g.key === "champagne")!.names).toEqual({ de: "Champagner", en: "Champagne" });
  });

  it("books the price once as a gift to her (a double submit is one gift), with its message and her notification", async () => {
    const client = await giver(100);
    const key = randomUUID();
    const [first, second] = await Promise.all([
      send(client, { gift_key: "champagne", request_key: key, message: "Für <b>dich</b>, Prost!" }),
      send(client, { gift_key: "champagne", request_key: key, message: "Für <b>dich</b>, Prost!" }),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    const results = [first, second].map((r) => ZSendGiftResult.parse(r.body.data));
    expect(results.map((r) => r.replayed).sort()).toEqual([false, true]);
    expect(results[0]!.gift).toMatchObject({ gift_key: "champagne", price: 25, message: "Für dich, Prost!", sender: { id: client.id }, recipient: { id: escort.id } });
    expect(results.map((r) => r.balance)).toEqual([{ before: 100, after: 75 }, { before: 100, after: 75 }]);
    expect(await balancesOf(api.database, client.id)).toMatchObject({ dollar: 75 });
    expect(await balancesOf(api.database, escort.id)).toMatchObject({ dollar: 25 });
    expect(await entryOf(api, `gift:${client.id}:${key}`)).toMatchObject({ type: "gift", currency: "dollar", amount: 25, from_owner: `user:${client.id}`, to_owner: `user:${escort.id}` });

    const received = await mine(escort);
    expect(received.received).toHaveLength(1);
    expect(received.received_counts).toEqual([{ gift_key: "champagne", names: { de: "Champagner", en: "Champagne" }, count: 1 }]);
    expect((await mine(client)).sent.map((g) => g.gift_key)).toEqual(["champagne"]);

    const notes = (await getJson(api, "/api/v2/notification", escort.token)).body.data.items as { kind: string; params: Record<string, unknown>; link: string }[];
    const giftNotes = notes.filter((note) => note.kind === "gift_received");
    expect(giftNotes).toHaveLength(1);
    expect(giftNotes[0]).toMatchObject({ params: { username: client.username, gift: "champagne", price: 25 }, link: "/user/gifts" });
  });

  it("refuses without the balance, with its message, and books nothing", async () => {
    const client = await giver(10);
    const entries = await entryCount(api);
    const refused = await send(client, { gift_key: "perfume" });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({ title: "exception.ledger.insufficient_balance", meta: { currency: "dollar", balance: 10, needed: 40 } });
    expect(await entryCount(api)).toBe(entries);
    expect((await mine(client)).sent).toEqual([]);
  });

  it("refuses gifts to oneself, to clients, to blocked users (both ways), unknown gifts, non-clients as senders and a wrong PIN", async () => {
    const client = await giver(100);
    const otherClient = await person(api, { user_type: 1, gender: 1 });
    const blocker = await person(api, { user_type: 2, gender: 2 });
    const blocked = await person(api, { user_type: 2, gender: 2 });
    expect((await sendJson(api, "POST", `/api/v2/blocks/${client.id}`, undefined, blocker.token)).status).toBeLessThan(300);
    expect((await sendJson(api, "POST", `/api/v2/blocks/${blocked.id}`, undefined, client.token)).status).toBeLessThan(300);
    const entries = await entryCount(api);
    const cases: [Record<string, unknown>, number, string, string | undefined][] = [
      [{ recipient_id: client.id }, 422, "validation.gift.self", "recipient_id"],
      [{ recipient_id: otherClient.id }, 404, "exception.gift.recipient_unavailable", "recipient_id"],
      [{ recipient_id: blocker.id }, 404, "exception.gift.recipient_unavailable", "recipient_id"],
      [{ recipient_id: blocked.id }, 404, "exception.gift.recipient_unavailable", "recipient_id"],
      [{ gift_key: "yacht" }, 422, "validation.gift.unknown", "gift_key"],
      [{ gift_key: "<script>" }, 422, "validation.gift.unknown", "gift_key"],
      [{ message: "x".repeat(201) }, 422, "validation.gift.message_too_long", "message"],
      [{ pin: "0000" }, 422, "validation.pin.wrong", "pin"],
    ];
    for (const [body, status, title, source] of cases) {
      const answer = await send(client, body);
      expect([answer.status, answer.body.errors?.[0]?.title, answer.body.errors?.[0]?.source], JSON.stringify(body)).toEqual([status, title, source]);
    }
    // an escort sends no gifts
    const escortSender = await person(api, { user_type: 2, gender: 2 });
    expect((await send(escortSender, { recipient_id: blocker.id })).body.errors[0].title).toBe("exception.gift.not_allowed");
    // the ad-text rules (decision 038) hold for the message too
    const adText = await send(client, { message: "Nächstes Mal Sex ohne Kondom?" });
    expect([adText.status, adText.body.errors[0].title, adText.body.errors[0].source]).toEqual([422, "validation.ad_text.no_condom", "message"]);
    expect(await entryCount(api)).toBe(entries);
    expect((await getJson(api, "/api/v2/gifts/mine")).status).toBe(401);
  });

  it("settings: she takes no gifts when accept_gifts is off; show_gifts puts her counts on the profile (escorts only)", async () => {
    const her = await person(api, { user_type: 2, gender: 2 });
    const client = await giver(100);
    expect((await send(client, { recipient_id: her.id, gift_key: "rose" })).status).toBe(201);
    expect((await send(client, { recipient_id: her.id, gift_key: "rose" })).status).toBe(201);
    expect((await send(client, { recipient_id: her.id, gift_key: "bouquet" })).status).toBe(201);
    // hidden by default
    expect(await profileGifts(her.username)).toEqual([]);
    const shown = await saveGiftSettings(her, { show_gifts: true });
    expect(shown.status).toBe(200);
    expect(shown.body.data.values).toEqual({ accept_gifts: true, show_gifts: true });
    const counts = [
      { gift_key: "rose", names: { de: "Rose", en: "Rose" }, count: 2 },
      { gift_key: "bouquet", names: { de: "Blumenstrauß", en: "Bouquet" }, count: 1 },
    ];
    expect(await profileGifts(her.username)).toEqual(counts);
    expect(await profileGifts(her.username.toUpperCase(), client.token)).toEqual(counts);
    expect((await mine(her)).show_gifts).toBe(true);
    // a viewer she blocked sees none
    expect((await sendJson(api, "POST", `/api/v2/blocks/${client.id}`, undefined, her.token)).status).toBeLessThan(300);
    expect(await profileGifts(her.username, client.token)).toEqual([]);
    expect((await sendJson(api, "DELETE", `/api/v2/blocks/${client.id}`, undefined, her.token)).status).toBeLessThan(300);
    // hidden again
    expect((await saveGiftSettings(her, { show_gifts: false })).status).toBe(200);
    expect(await profileGifts(her.username)).toEqual([]);
    // no gifts while she does not accept them
    expect((await saveGiftSettings(her, { accept_gifts: false })).status).toBe(200);
    const refused = await send(client, { recipient_id: her.id });
    expect([refused.status, refused.body.errors[0].title]).toEqual([422, "exception.gift.not_accepted"]);
    // a client has no show_gifts
    const forged = await saveGiftSettings(client, { show_gifts: true });
    expect([forged.status, forged.body.errors[0].title, forged.body.errors[0].source]).toEqual([422, "validation.settings.field_not_applicable", "show_gifts"]);
  });
});
