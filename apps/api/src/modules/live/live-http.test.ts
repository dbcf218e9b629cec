import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RtpHeader, RtpPacket, type RTCPeerConnection } from "werift";
import { gathered, loopbackPeer } from "@samtrot/live-sfu/loopback";
import { ZLiveRoom, ZLiveRoomList, ZLiveState, type TLiveRoom } from "@samtrot/api-client/contracts";
import { startTestApi, type TTestApi } from "../../test/start-test-api.js";
import { book } from "../ledger/book.js";
import { getJson, makeMember, person, sendJson, type TPerson } from "../profiles/test-support/people.js";
import { openSocket, type TTestSocket } from "../realtime/test-support/socket-client.js";

// Live rooms over HTTP and the websocket on a real api and database (PGlite, and the Postgres server with
// DATABASE_URL). The media path is real too: werift peers in this test publish and watch through the api's SFU
// over loopback, the SDP travelling over /ws as a browser's does.

let api: TTestApi;
let producer: TPerson;
let producerSocket: TTestSocket;
const PIN = "4711";
let grants = 0;
const sockets: TTestSocket[] = [];
const peers: RTCPeerConnection[] = [];

beforeAll(async () => {
  api = await startTestApi({ env: { SIGNUP_LIMIT_PER_IP_HOUR: "1000" } });
  producer = await person(api, { user_type: 2, gender: 2 });
  producerSocket = await socketOf(producer);
}, 120_000);
afterAll(async () => {
  for (const pc of peers) await pc.close().catch(() => {});
  for (const socket of sockets) await socket.close().catch(() => {});
  await api?.close();
});

const errorOf = (res: { status: number; body: any }) => [res.status, res.body.errors?.[0]?.title, res.body.errors?.[0]?.source ?? null];
const start = (who: TPerson, over: Record<string, unknown> = {}) =>
  sendJson(api, "POST", "/api/v2/live/rooms", { title: "Abendplausch", tags: ["Chat", "dessous"], display_name: "Lena live", spoken_language: "DE", ...over }, who.token);
const join = (room: TLiveRoom, who?: TPerson) => sendJson(api, "POST", `/api/v2/live/rooms/${room.id}/join`, undefined, who?.token);
const chat = (room: TLiveRoom, who: TPerson, text: string) => sendJson(api, "POST", `/api/v2/live/rooms/${room.id}/messages`, { text }, who.token);
const tip = (room: TLiveRoom, who: TPerson, amount: number, requestKey = randomUUID()) =>
  sendJson(api, "POST", `/api/v2/live/rooms/${room.id}/tips`, { amount, pin: PIN, request_key: requestKey }, who.token);
const state = async (room: TLiveRoom, who: TPerson) => ZLiveState.parse((await getJson(api, `/api/v2/live/rooms/${room.id}/state`, who.token)).body.data);

async function socketOf(who: TPerson): Promise<TTestSocket> {
  const socket = await openSocket(api.url, { token: who.token });
  sockets.push(socket);
  await socket.waitFor((m) => m.type === "ready");
  return socket;
}
async function client(options: { member?: boolean; dollars?: number } = {}): Promise<TPerson> {
  const who = await person(api, { user_type: 1, gender: 1 });
  if (options.member) await makeMember(api, who.id);
  if (options.dollars) {
    await api.database.transaction((tx) => book(tx, { idempotencyKey: `live-test-grant:${++grants}`, type: "grant", currency: "dollar", amount: options.dollars!, from: { system: "external" }, to: { userId: who.id } }));
    expect((await sendJson(api, "PUT", "/api/v2/security-pin", { password: who.password, pin: PIN }, who.token)).status).toBe(200);
  }
  return who;
}

function peer(): RTCPeerConnection {
  const pc = loopbackPeer();
  peers.push(pc);
  return pc;
}

/** The producer's browser, as a werift peer: offer over live.publish, the SFU's answer back, then video packets. */
async function goLive(room: TLiveRoom): Promise<() => void> {
  const pc = peer();
  const video = pc.addTransceiver("video", { direction: "sendonly" });
  pc.addTransceiver("audio", { direction: "sendonly" });
  await pc.setLocalDescription(await pc.createOffer());
  await gathered(pc);
  const session = randomUUID();
  const from = producerSocket.received.length;
  producerSocket.send("live.publish", { room_id: room.id, session, sdp: pc.localDescription!.sdp });
  const answer = await producerSocket.waitFor((m) => m.type === "live.sdp" && m.payload.session === session, 10_000, from);
  expect(answer.payload.type).toBe("answer");
  await pc.setRemoteDescription({ type: "answer", sdp: answer.payload.sdp });
  await pc.connectionStateChange.watch((s) => s === "connected", 10_000);
  let seq = 0;
  const timer = setInterval(() => {
    const payload = Buffer.alloc(400, 7);
    void video.sender.sendRtp(new RtpPacket(new RtpHeader({ payloadType: 96, sequenceNumber: seq++ & 0xffff, timestamp: seq * 3000, marker: true }), payload)).catch(() => {});
  }, 20);
  return () => clearInterval(timer);
}

/** A viewer's browser: live.watch, the SFU's offer, an answer; resolves with a counter of the video packets received. */
async function watch(room: TLiveRoom, socket: TTestSocket): Promise<{ pc: RTCPeerConnection; packets: () => number }> {
  const pc = peer();
  let packets = 0;
  pc.onTrack.subscribe((track) => track.onReceiveRtp.subscribe(() => (packets += track.kind === "video" ? 1 : 0)));
  const session = randomUUID();
  const from = socket.received.length;
  socket.send("live.watch", { room_id: room.id, session });
  const offer = await socket.waitFor((m) => (m.type === "live.sdp" || m.type === "live.error") && m.payload.session === session, 10_000, from);
  if (offer.type === "live.error") throw new Error(offer.payload.title);
  await pc.setRemoteDescription({ type: "offer", sdp: offer.payload.sdp });
  await pc.setLocalDescription(await pc.createAnswer());
  await gathered(pc);
  socket.send("live.answer", { room_id: room.id, session, sdp: pc.localDescription!.sdp });
  await pc.connectionStateChange.watch((s) => s === "connected", 10_000);
  return { pc, packets: () => packets };
}
const until = async (check: () => boolean | Promise<boolean>, ms = 8000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe("a live broadcast from start to end", () => {
  let room: TLiveRoom;
  let stopMedia: () => void;

  it("only escorts and businesses open a room, one at a time, with valid fields", async () => {
    const someClient = await client();
    expect(errorOf(await start(someClient))).toEqual([403, "exception.live.producer_only", null]);
    expect(errorOf(await start(producer, { title: "ab" }))).toEqual([422, "validation.live.title_length", "title"]);
    expect(errorOf(await start(producer, { spoken_language: "XX" }))).toEqual([422, "validation.common.invalid_choice", "spoken_language"]);
    expect((await getJson(api, "/api/v2/live/rooms")).status).toBe(200);
    const created = await start(producer, { audience: { user_types: [1], members_only: true } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    room = ZLiveRoom.parse(created.body.data);
    expect(room).toMatchObject({ status: "waiting", access: "producer", tags: ["chat", "dessous"], audience: { user_types: [1], members_only: true, genders: [] } });
    expect(errorOf(await start(producer))).toEqual([409, "exception.live.room_already_open", null]);
    // waiting: not listed, nobody joins yet
    expect(ZLiveRoomList.parse((await getJson(api, "/api/v2/live/rooms")).body.data).items.map((r) => r.id)).not.toContain(room.id);
    expect(errorOf(await join(room, await client({ member: true })))).toEqual([409, "exception.live.room_not_live", null]);
  });

  it("goes live when the producer's media reach the SFU over the websocket; listed for guests with the tag and language filters", async () => {
    // her favouriters hear of it: those the audience filter admits and who left the notification on
    const [fan, fanOptedOut, fanOutsideFilter] = [await client({ member: true }), await client({ member: true }), await client()];
    for (const who of [fan, fanOptedOut, fanOutsideFilter]) expect((await sendJson(api, "POST", `/api/v2/favorites/${producer.id}`, undefined, who.token)).status).toBe(200);
    expect((await sendJson(api, "PUT", "/api/v2/settings/notifications", { live_favorites: false }, fanOptedOut.token)).status).toBe(200);
    stopMedia = await goLive(room);
    const wentLive = async (who: TPerson) =>
      ((await getJson(api, "/api/v2/notification", who.token)).body.data.items as { kind: string; link: string; params: Record<string, unknown> }[]).filter((n) => n.kind === "live_started");
    await until(async () => (await wentLive(fan)).length > 0);
    expect(await wentLive(fan)).toMatchObject([{ link: `/streaming_live/${room.id}`, params: { username: producer.username, title: "Abendplausch" } }]);
    expect(await wentLive(fanOptedOut)).toEqual([]);
    expect(await wentLive(fanOutsideFilter)).toEqual([]);
    const list = async (query = "") => ZLiveRoomList.parse((await getJson(api, `/api/v2/live/rooms${query}`)).body.data).items.map((r) => r.id);
    expect(await list()).toContain(room.id);
    expect(await list("?tag=dessous")).toContain(room.id);
    expect(await list("?tag=other")).not.toContain(room.id);
    expect(await list("?language=EN")).not.toContain(room.id);
    expect(errorOf(await getJson(api, "/api/v2/live/rooms?language=xx"))).toEqual([422, "validation.common.invalid_choice", "query.language"]);
    const seenByGuest = ZLiveRoom.parse((await getJson(api, `/api/v2/live/rooms/${room.id}`)).body.data);
    expect(seenByGuest).toMatchObject({ status: "live", access: "sign_in", producer: { id: producer.id, username: producer.username } });
  });

  it("refuses guests and viewers outside the audience filter, on the api and on the websocket", async () => {
    expect((await join(room)).status).toBe(401);
    const escortViewer = await person(api, { user_type: 2, gender: 2 });
    expect(errorOf(await join(room, escortViewer))).toEqual([403, "exception.live.audience_refused", null]);
    const freeClient = await client();
    expect(errorOf(await join(room, freeClient))).toEqual([403, "exception.live.audience_refused", null]);
    expect(ZLiveRoom.parse((await getJson(api, `/api/v2/live/rooms/${room.id}`, freeClient.token)).body.data).access).toBe("refused");
    expect(errorOf(await chat(room, freeClient, "hallo"))).toEqual([403, "exception.live.audience_refused", null]);
    await expect(watch(room, await socketOf(freeClient))).rejects.toThrow("exception.live.audience_refused");
  });

  let viewer: TPerson;
  let viewerSocket: TTestSocket;
  let media: { pc: RTCPeerConnection; packets: () => number };

  it("an admitted viewer receives the producer's video through the SFU and is counted", async () => {
    viewer = await client({ member: true, dollars: 400 });
    expect(ZLiveRoom.parse((await join(room, viewer)).body.data).access).toBe("audience");
    viewerSocket = await socketOf(viewer);
    media = await watch(room, viewerSocket);
    await until(() => media.packets() > 20);
    await producerSocket.waitFor((m) => m.type === "live.viewers" && m.payload.viewer_count === 1);
    const seen = await state(room, producer);
    expect(seen).toMatchObject({ status: "live", access: "producer", viewer_count: 1, viewers: [{ id: viewer.id, username: viewer.username }], tips_total: 0 });
  });

  it("chat reaches the producer at once; tips go through the ledger with the live amounts, the PIN and the monthly limit", async () => {
    const from = producerSocket.received.length;
    expect((await chat(room, viewer, "Hallo <b>Lena</b>!")).status).toBe(201);
    const line = await producerSocket.waitFor((m) => m.type === "live.message" && m.payload.message.kind === "chat", 5000, from);
    expect(line.payload.message).toMatchObject({ body: "Hallo Lena!", user: { id: viewer.id } });
    expect(errorOf(await chat(room, viewer, "   "))).toEqual([422, "validation.live.message_empty", "text"]);

    expect(errorOf(await tip(room, viewer, 7))).toEqual([422, "validation.live.tip_amount", "amount"]);
    expect(errorOf(await sendJson(api, "POST", `/api/v2/live/rooms/${room.id}/tips`, { amount: 10, pin: "0000", request_key: randomUUID() }, viewer.token))).toEqual([422, "validation.pin.wrong", "pin"]);
    const key = randomUUID();
    const tipped = await tip(room, viewer, 200, key);
    expect(tipped.status, JSON.stringify(tipped.body)).toBe(201);
    expect(tipped.body.data).toMatchObject({ balance: 200, remaining: 50, message: { kind: "tip", amount: 200 } });
    const pushed = await producerSocket.waitFor((m) => m.type === "live.message" && m.payload.message.kind === "tip", 5000, from);
    expect(pushed.payload.message).toMatchObject({ amount: 200, user: { id: viewer.id } });
    // the same request again: the first answer, no second booking or chat line
    expect((await tip(room, viewer, 200, key)).body.data).toMatchObject({ balance: 200, message: { id: tipped.body.data.message.id } });
    // 200 + 100 is over the monthly tipping limit of 250 (spec 001 §9)
    expect(errorOf(await tip(room, viewer, 100))).toEqual([422, "exception.tip.monthly_limit_exceeded", "amount"]);
    const seen = await state(room, producer);
    expect(seen.tips_total).toBe(200);
    expect(seen.messages.map((m) => m.kind)).toEqual(["chat", "tip"]);
    // the tip is also in her notifications (the ledger's balance notification of a transfer received), once
    const tipNotes = async () =>
      ((await getJson(api, "/api/v2/notification", producer.token)).body.data.items as { kind: string; params: Record<string, unknown> }[]).filter(
        (n) => n.kind === "balance_changed" && n.params.type === "transfer",
      );
    await until(async () => (await tipNotes()).length > 0);
    expect(await tipNotes()).toMatchObject([{ params: { delta: 200, currency: "dollar" } }]);
  });

  it("a kicked viewer loses the media, sees the kicked-out state and cannot come back to this broadcast", async () => {
    const someoneElse = await client({ member: true });
    expect(errorOf(await sendJson(api, "POST", `/api/v2/live/rooms/${room.id}/kick`, { user_id: viewer.id }, someoneElse.token))).toEqual([403, "exception.live.not_producer", null]);
    const from = viewerSocket.received.length;
    expect((await sendJson(api, "POST", `/api/v2/live/rooms/${room.id}/kick`, { user_id: viewer.id }, producer.token)).body.data).toEqual({ kicked: true });
    await viewerSocket.waitFor((m) => m.type === "live.kicked" && m.payload.room_id === room.id, 5000, from);
    // the SFU closed the viewer's connection: no packet arrives any more
    await new Promise((r) => setTimeout(r, 300));
    const afterKick = media.packets();
    await new Promise((r) => setTimeout(r, 1000));
    expect(media.packets()).toBe(afterKick);
    expect(errorOf(await join(room, viewer))).toEqual([403, "exception.live.kicked_out", null]);
    expect(errorOf(await chat(room, viewer, "wieder da"))).toEqual([403, "exception.live.kicked_out", null]);
    expect(errorOf(await tip(room, viewer, 5))).toEqual([403, "exception.live.kicked_out", null]);
    await expect(watch(room, viewerSocket)).rejects.toThrow("exception.live.kicked_out");
    expect(ZLiveRoom.parse((await getJson(api, `/api/v2/live/rooms/${room.id}`, viewer.token)).body.data).access).toBe("kicked_out");
    expect((await state(room, producer)).viewer_count).toBe(0);
  });

  it("the producer ends the stream: off the list, nobody joins", async () => {
    stopMedia();
    expect(errorOf(await sendJson(api, "POST", `/api/v2/live/rooms/${room.id}/end`, undefined, viewer.token))).toEqual([403, "exception.live.not_producer", null]);
    const ended = await sendJson(api, "POST", `/api/v2/live/rooms/${room.id}/end`, undefined, producer.token);
    expect(ZLiveRoom.parse(ended.body.data)).toMatchObject({ status: "ended" });
    expect(ZLiveRoomList.parse((await getJson(api, "/api/v2/live/rooms")).body.data).items.map((r) => r.id)).not.toContain(room.id);
    expect(errorOf(await join(room, await client({ member: true })))).toEqual([409, "exception.live.room_ended", null]);
    expect((await start(producer)).status).toBe(201);
    // the room can be reported, also after the stream (spec 001 §3 report category live room 26)
    const reported = await sendJson(api, "POST", "/api/v2/reports", { category: 26, item_id: room.id, reason: "fake_impersonation", explanation: "", good_faith: true }, viewer.token);
    expect(reported.status, JSON.stringify(reported.body)).toBe(201);
  });
});
