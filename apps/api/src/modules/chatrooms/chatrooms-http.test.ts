import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_MESSAGE_MAX, ZChatHistory, ZChatMessageEvent, ZChatRoomDetail, ZChatRoomList } from "@samtrot/api-client/contracts";
import { REPORT_CATEGORY } from "@samtrot/constants-catalogue";
import { DEMO_CHAT_ROOMS, seedDemoChatRooms } from "@samtrot/db";
import { startTestApi, type TTestApi } from "../../test/start-test-api.js";
import { getJson, makeStaff, person, sendJson, type TPerson } from "../profiles/test-support/people.js";
import { openSocket, type TTestSocket } from "../realtime/test-support/socket-client.js";

// Topic chat rooms over real HTTP and websockets of the api (PGlite; DATABASE_URL=… for the Postgres server):
// guests refused, sending with the allow-list, slow mode and mutes decided in Postgres, the blocklist both ways,
// the team's remove and mute live, reports. Rooms are the demo rooms (seedDemoChatRooms, as main.ts seeds them).

let api: TTestApi;
let team: TPerson;
const sockets: TTestSocket[] = [];
const lounge = DEMO_CHAT_ROOMS.find((room) => room.slug === "lounge")!; // slow mode 5 s
const events = DEMO_CHAT_ROOMS.find((room) => room.slowModeSeconds === 0)!;

beforeAll(async () => {
  api = await startTestApi({ env: { SIGNUP_LIMIT_PER_IP_HOUR: "1000", REPORT_LIMIT_PER_DAY: "1000" } });
  expect(await seedDemoChatRooms(api.database)).toBe(DEMO_CHAT_ROOMS.length);
  expect(await seedDemoChatRooms(api.database)).toBe(0);
  team = await person(api, { user_type: 1, gender: 1 });
  await makeStaff(api, team.id);
}, 120_000);
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  await api?.close();
});

const user = () => person(api, { user_type: 1, gender: 1 });
const say = (who: TPerson, text: string, slug = events.slug) => sendJson(api, "POST", `/api/v2/chatrooms/${slug}/messages`, { text }, who.token);
const errorOf = (res: { status: number; body: any }) => [res.status, res.body.errors?.[0]?.title, res.body.errors?.[0]?.source ?? null];
const history = async (who: TPerson, slug = events.slug, query = "") => {
  const res = await getJson(api, `/api/v2/chatrooms/${slug}/messages${query}`, who.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZChatHistory.parse(res.body.data);
};
const roomId = async (slug: string) => Number((await api.database.query<{ id: number }>("select id from chat_rooms where slug = $1", [slug]))[0]!.id);

/** Connects and opens the room (chatroom.join), waiting until the api has stored the presence. */
async function enter(who: TPerson, slug = events.slug): Promise<TTestSocket> {
  const socket = await openSocket(api.url, { token: who.token });
  sockets.push(socket);
  await socket.waitFor((m) => m.type === "ready");
  const id = await roomId(slug);
  socket.send("chatroom.join", { room_id: id });
  for (let i = 0; i < 100; i++) {
    if ((await api.database.query("select 1 from chat_room_presence where room_id = $1 and user_id = $2", [id, who.id])).length) return socket;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error("presence not stored");
}
const quiet = () => new Promise((r) => setTimeout(r, 300));

describe("chat rooms", () => {
  it("guests are refused everywhere (401), before any input is read", async () => {
    for (const res of [
      await getJson(api, "/api/v2/chatrooms"),
      await getJson(api, `/api/v2/chatrooms/${lounge.slug}`),
      await getJson(api, `/api/v2/chatrooms/${lounge.slug}/messages`),
      await sendJson(api, "POST", `/api/v2/chatrooms/${lounge.slug}/messages`, { text: "Hallo" }),
      await sendJson(api, "POST", `/api/v2/chatrooms/${lounge.slug}/messages`, { nonsense: 1 }),
      await sendJson(api, "DELETE", "/api/v2/moderation/chatrooms/messages/1", undefined),
    ]) {
      expect(res.status).toBe(401);
    }
    expect(await api.database.query("select 1 from chat_messages")).toHaveLength(0);
  });

  it("lists the rooms with names in both languages, members online and last activity", async () => {
    const anna = await user();
    const list = ZChatRoomList.parse((await getJson(api, "/api/v2/chatrooms", anna.token)).body.data);
    expect(list.items.map((room) => room.slug)).toEqual(DEMO_CHAT_ROOMS.map((room) => room.slug));
    expect(list.items[0]).toMatchObject({ name: { de: lounge.nameDe, en: lounge.nameEn }, slow_mode_seconds: 5, online_count: 0, last_message_at: null });
    await enter(anna, lounge.slug);
    const sent = await say(anna, "Hallo Lounge", lounge.slug);
    expect(sent.status).toBe(201);
    const after = ZChatRoomList.parse((await getJson(api, "/api/v2/chatrooms", anna.token)).body.data);
    expect(after.items[0]).toMatchObject({ online_count: 1, last_message_at: sent.body.data.message.created_at });
    // presence runs out without a refresh (70 s by the api clock)
    api.clock.advance(71_000);
    const later = ZChatRoomList.parse((await getJson(api, "/api/v2/chatrooms", anna.token)).body.data);
    expect(later.items[0]!.online_count).toBe(0);
    const detail = ZChatRoomDetail.parse((await getJson(api, `/api/v2/chatrooms/${lounge.slug}`, anna.token)).body.data);
    expect(detail.viewer).toEqual({ is_moderator: false, muted_until: null, next_message_at: null });
    expect(errorOf(await getJson(api, "/api/v2/chatrooms/gibt-es-nicht", anna.token))).toEqual([404, "exception.chatrooms.room_not_found", null]);
    expect(errorOf(await getJson(api, "/api/v2/chatrooms/Not%20A%20Slug", anna.token))).toEqual([422, "validation.common.invalid_choice", "params.slug"]);
  });

  it("a message goes through the allow-list and reaches everyone with the room open, live", async () => {
    const anna = await user();
    const ben = await user();
    const outsider = await user();
    const benSocket = await enter(ben);
    const outsiderSocket = await openSocket(api.url, { token: outsider.token });
    sockets.push(outsiderSocket);
    const sent = await say(anna, '<b>Hallo</b> <script>alert(1)</script>zusammen &amp; <a href="https://evil.test">alle</a>\n\n\n\nbis gleich');
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.data.message.text).toBe("Hallo zusammen & alle\n\nbis gleich");
    expect(sent.body.data.message.sender).toMatchObject({ id: anna.id, username: anna.username });
    const live = await benSocket.waitFor((m) => m.type === "chatroom.message");
    const event = ZChatMessageEvent.parse(live.payload);
    expect(event.message).toEqual(sent.body.data.message);
    expect(event.online_count).toBeGreaterThanOrEqual(1);
    expect(live.id).toBeUndefined();
    await quiet();
    expect(outsiderSocket.received.some((m) => m.type === "chatroom.message")).toBe(false);
    expect((await history(ben)).items.at(-1)).toEqual(sent.body.data.message);
  });

  it("members online change live: an arrival and a leave reach everyone in the room, a refresh only the refresher", async () => {
    const anna = await user();
    const ben = await user();
    const id = await roomId("berlin");
    const annaSocket = await enter(anna, "berlin");
    const first = await annaSocket.waitFor((m) => m.type === "chatroom.presence");
    expect(first.payload).toEqual({ room_id: id, online_count: 1 });
    const mark = annaSocket.received.length;
    const benSocket = await enter(ben, "berlin");
    expect((await annaSocket.waitFor((m) => m.type === "chatroom.presence", 5000, mark)).payload).toEqual({ room_id: id, online_count: 2 });
    // ben's own copy of his arrival comes after his presence row is stored (enter() waits for the row only)
    await benSocket.waitFor((m) => m.type === "chatroom.presence");
    const benMark = benSocket.received.length;
    annaSocket.send("chatroom.join", { room_id: id });
    expect((await annaSocket.waitFor((m) => m.type === "chatroom.presence" && m.payload.online_count === 2, 5000, mark + 1)).payload.room_id).toBe(id);
    await quiet();
    expect(benSocket.received.slice(benMark).some((m) => m.type === "chatroom.presence")).toBe(false);
    benSocket.send("chatroom.leave", { room_id: id });
    expect((await annaSocket.waitFor((m) => m.type === "chatroom.presence" && m.payload.online_count === 1, 5000, mark)).payload.room_id).toBe(id);
    // a closed room or nonsense is ignored
    annaSocket.send("chatroom.join", { room_id: "berlin" });
    annaSocket.send("chatroom.join", { room_id: 987654 });
  });

  it("bad input is refused with its key and nothing is stored", async () => {
    const anna = await user();
    const count = async () => (await api.database.query("select 1 from chat_messages where sender_id = $1", [anna.id])).length;
    expect(errorOf(await say(anna, ""))).toEqual([422, "validation.chatrooms.empty_message", "text"]);
    expect(errorOf(await say(anna, "  <img src=x onerror=alert(1)>  "))).toEqual([422, "validation.chatrooms.empty_message", "text"]);
    expect(errorOf(await say(anna, "x".repeat(CHAT_MESSAGE_MAX + 1)))).toEqual([422, "validation.chatrooms.text_too_long", "text"]);
    expect(errorOf(await sendJson(api, "POST", `/api/v2/chatrooms/${events.slug}/messages`, {}, anna.token))).toEqual([422, "validation.chatrooms.empty_message", "text"]);
    expect(errorOf(await sendJson(api, "POST", `/api/v2/chatrooms/${events.slug}/messages`, { text: 5 }, anna.token))).toEqual([422, "validation.common.invalid_type", "text"]);
    expect(errorOf(await sendJson(api, "POST", `/api/v2/chatrooms/${events.slug}/messages`, { text: "hi", room: 2 }, anna.token))[0]).toBe(422);
    expect(errorOf(await say(anna, "Hallo", "gibt-es-nicht"))).toEqual([404, "exception.chatrooms.room_not_found", null]);
    expect(errorOf(await getJson(api, `/api/v2/chatrooms/${events.slug}/messages?before_id=abc`, anna.token))).toEqual([422, "validation.common.invalid_type", "query.before_id"]);
    expect(errorOf(await getJson(api, `/api/v2/chatrooms/${events.slug}/messages?before_id=5&after_id=2`, anna.token))[0]).toBe(422);
    expect(await count()).toBe(0);
    // exactly the longest message passes
    expect((await say(anna, "x".repeat(CHAT_MESSAGE_MAX))).status).toBe(201);
  });

  it("slow mode: a second message within the room's seconds is refused (429, translated key, when next), the api clock decides", async () => {
    const anna = await user();
    expect((await say(anna, "eins", lounge.slug)).status).toBe(201);
    const refused = await say(anna, "zwei", lounge.slug);
    expect(errorOf(refused)).toEqual([429, "exception.chatrooms.slow_mode", null]);
    expect(refused.body.errors[0].meta).toMatchObject({ retry_after: 5, slow_mode_seconds: 5 });
    expect((await history(anna, lounge.slug)).items.map((m) => m.text)).not.toContain("zwei");
    const state = ZChatRoomDetail.parse((await getJson(api, `/api/v2/chatrooms/${lounge.slug}`, anna.token)).body.data).viewer;
    expect(state.next_message_at).toBe(refused.body.errors[0].meta.next_message_at);
    // another room has its own pace; the team has none
    expect((await say(anna, "anderswo", events.slug)).status).toBe(201);
    expect((await say(team, "Team eins", lounge.slug)).status).toBe(201);
    expect((await say(team, "Team zwei", lounge.slug)).status).toBe(201);
    api.clock.advance(5_000);
    const sent = await say(anna, "zwei", lounge.slug);
    expect(sent.status).toBe(201);
    expect(sent.body.data.viewer.next_message_at).toBe(new Date(Date.parse(sent.body.data.message.created_at) + 5_000).toISOString());
  });

  it("slow mode holds under concurrency: of many sends at once exactly one passes", async () => {
    const anna = await user();
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => say(anna, `schnell ${i}`, lounge.slug)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 429, 429, 429, 429, 429]);
  });

  it("the blocklist works both ways: no history, no live message, no report across a block", async () => {
    const anna = await user();
    const ben = await user();
    const carla = await user();
    const fromBen = await say(ben, "Ben war hier");
    expect((await history(anna)).items.map((m) => m.id)).toContain(fromBen.body.data.message.id);
    expect((await sendJson(api, "POST", `/api/v2/blocks/${ben.id}`, undefined, anna.token)).status).toBeLessThan(300);
    // anna blocked ben: neither sees the other's messages
    expect((await history(anna)).items.map((m) => m.id)).not.toContain(fromBen.body.data.message.id);
    const fromAnna = await say(anna, "Anna war hier");
    expect((await history(ben)).items.map((m) => m.id)).not.toContain(fromAnna.body.data.message.id);
    expect((await history(carla)).items.map((m) => m.id)).toEqual(expect.arrayContaining([fromBen.body.data.message.id, fromAnna.body.data.message.id]));
    const annaSocket = await enter(anna);
    const benSocket = await enter(ben);
    const carlaSocket = await enter(carla);
    const again = await say(ben, "Ben schon wieder");
    await carlaSocket.waitFor((m) => m.type === "chatroom.message" && m.payload.message.id === again.body.data.message.id);
    await say(anna, "Anna schon wieder");
    await carlaSocket.waitFor((m) => m.type === "chatroom.message" && m.payload.message.text === "Anna schon wieder");
    await quiet();
    expect(annaSocket.received.filter((m) => m.type === "chatroom.message").map((m) => m.payload.message.sender.id)).not.toContain(ben.id);
    expect(benSocket.received.filter((m) => m.type === "chatroom.message").map((m) => m.payload.message.sender.id)).not.toContain(anna.id);
    const report = (who: TPerson, itemId: number) =>
      sendJson(api, "POST", "/api/v2/reports", { category: REPORT_CATEGORY.chat_room_message, item_id: itemId, reason: "harassment", good_faith: true }, who.token);
    expect(errorOf(await report(anna, fromBen.body.data.message.id))).toEqual([404, "exception.report.item_not_found", null]);
    expect((await report(carla, fromBen.body.data.message.id)).status).toBe(201);
    expect(errorOf(await report(ben, fromBen.body.data.message.id))).toEqual([422, "exception.report.own_item", null]);
  });

  it("a moderator removes a message: it disappears live for everyone with the room open and from the history", async () => {
    const anna = await user();
    const ben = await user();
    const benSocket = await enter(ben);
    const teamSocket = await enter(team);
    const sent = await say(anna, "Das gehört hier nicht hin");
    const id = sent.body.data.message.id;
    await benSocket.waitFor((m) => m.type === "chatroom.message" && m.payload.message.id === id);
    expect(errorOf(await sendJson(api, "DELETE", `/api/v2/moderation/chatrooms/messages/${id}`, undefined, ben.token))).toEqual([403, "exception.common.forbidden", null]);
    const removed = await sendJson(api, "DELETE", `/api/v2/moderation/chatrooms/messages/${id}`, undefined, team.token);
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ room_id: await roomId(events.slug), message_id: id });
    const gone = await benSocket.waitFor((m) => m.type === "chatroom.removed");
    expect(gone.payload).toEqual(removed.body.data);
    await teamSocket.waitFor((m) => m.type === "chatroom.removed");
    expect((await history(ben)).items.map((m) => m.id)).not.toContain(id);
    expect((await history(team)).items.map((m) => m.id)).not.toContain(id);
    expect(errorOf(await sendJson(api, "DELETE", `/api/v2/moderation/chatrooms/messages/${id}`, undefined, team.token))).toEqual([404, "exception.chatrooms.message_not_found", null]);
    expect(errorOf(await sendJson(api, "DELETE", "/api/v2/moderation/chatrooms/messages/abc", undefined, team.token))[0]).toBe(422);
    // a removed message cannot be reported any more
    expect(
      errorOf(await sendJson(api, "POST", "/api/v2/reports", { category: REPORT_CATEGORY.chat_room_message, item_id: id, reason: "harassment", good_faith: true }, ben.token)),
    ).toEqual([404, "exception.report.item_not_found", null]);
  });

  it("a moderator mutes a user in one room for a time: refused there (403 with until), told live, free elsewhere and afterwards", async () => {
    const anna = await user();
    const ben = await user();
    const annaSocket = await openSocket(api.url, { token: anna.token });
    sockets.push(annaSocket);
    await annaSocket.waitFor((m) => m.type === "ready");
    const mute = (who: TPerson, body: unknown, slug = events.slug) => sendJson(api, "POST", `/api/v2/moderation/chatrooms/${slug}/mutes`, body, who.token);
    expect(errorOf(await mute(ben, { user_id: anna.id, minutes: 10 }))).toEqual([403, "exception.common.forbidden", null]);
    expect(errorOf(await mute(team, { user_id: anna.id, minutes: 7 }))).toEqual([422, "validation.common.invalid_choice", "minutes"]);
    expect(errorOf(await mute(team, { user_id: team.id, minutes: 10 }))).toEqual([422, "exception.chatrooms.cannot_mute_team", "user_id"]);
    expect(errorOf(await mute(team, { user_id: 987654321, minutes: 10 }))).toEqual([404, "exception.chatrooms.user_not_found", "user_id"]);
    expect(errorOf(await mute(team, { user_id: anna.id, minutes: 10 }, "gibt-es-nicht"))).toEqual([404, "exception.chatrooms.room_not_found", null]);
    const muted = await mute(team, { user_id: anna.id, minutes: 10 });
    expect(muted.status).toBe(200);
    expect(muted.body.data).toMatchObject({ room_id: await roomId(events.slug), user_id: anna.id });
    const told = await annaSocket.waitFor((m) => m.type === "chatroom.muted");
    expect(told.payload).toEqual(muted.body.data);
    const refused = await say(anna, "Darf ich?");
    expect(errorOf(refused)).toEqual([403, "exception.chatrooms.muted", null]);
    expect(refused.body.errors[0].meta).toEqual({ muted_until: muted.body.data.muted_until });
    expect(ZChatRoomDetail.parse((await getJson(api, `/api/v2/chatrooms/${events.slug}`, anna.token)).body.data).viewer.muted_until).toBe(muted.body.data.muted_until);
    expect((await say(anna, "Hier schon", "berlin")).status).toBe(201);
    api.clock.advance(10 * 60_000 + 1_000);
    expect((await say(anna, "Wieder da")).status).toBe(201);
    // muted again, then lifted early
    await mute(team, { user_id: anna.id, minutes: 60 });
    expect((await say(anna, "Und jetzt?")).status).toBe(403);
    const lifted = await mute(team, { user_id: anna.id, minutes: 0 });
    expect(lifted.body.data.muted_until).toBeNull();
    expect((await say(anna, "Frei!")).status).toBe(201);
  });

  it("pages the history: the newest 30 oldest first, older ones by before_id, the gap by after_id", async () => {
    const anna = await user();
    const room = "sicherheit";
    const ids: number[] = [];
    for (let i = 0; i < 35; i++) {
      // the team writes without slow mode
      const sent = await say(team, `Zeile ${i}`, room);
      ids.push(sent.body.data.message.id);
    }
    const first = await history(anna, room);
    expect(first.items).toHaveLength(30);
    expect(first.items.map((m) => m.id)).toEqual(ids.slice(5));
    expect(first.has_more).toBe(true);
    const older = await history(anna, room, `?before_id=${ids[5]}`);
    expect(older.items.map((m) => m.id)).toEqual(ids.slice(0, 5));
    expect(older.has_more).toBe(false);
    const gap = await history(anna, room, `?after_id=${ids[32]}`);
    expect(gap.items.map((m) => m.id)).toEqual(ids.slice(33));
    expect(gap.has_more).toBe(false);
  });
});
