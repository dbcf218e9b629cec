import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZMessageNewEvent, ZThreadStatusEvent } from "@samtrot/api-client/contracts";
import { startTestApi, type TTestApi } from "../../test/start-test-api.js";
import { makeMember, person, sendJson, type TPerson } from "../profiles/test-support/people.js";
import { openSocket, type TTestSocket } from "../realtime/test-support/socket-client.js";

// The messenger's live side over real websockets of the api: new messages, read receipts (Plus only),
// deletions, thread status and typing.

let api: TTestApi;
const sockets: TTestSocket[] = [];

beforeAll(async () => {
  api = await startTestApi({ env: { SIGNUP_LIMIT_PER_IP_HOUR: "1000" } });
}, 120_000);
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  await api?.close();
});

async function user(kind: "client" | "escort", plus = false): Promise<TPerson> {
  const who = await person(api, kind === "client" ? { user_type: 1, gender: 1 } : { user_type: 2, gender: 2 });
  await api.database.query(`update users set email_verified_at = now(), registration_completed_at = now() - interval '30 days' where id = $1`, [who.id]);
  if (plus) await makeMember(api, who.id);
  return who;
}
async function connect(who: TPerson): Promise<TTestSocket> {
  const socket = await openSocket(api.url, { token: who.token });
  sockets.push(socket);
  await socket.waitFor((m) => m.type === "ready");
  return socket;
}
const send = (from: TPerson, to: TPerson, text = "Hallo!") =>
  sendJson(api, "POST", "/api/v2/messenger/messages", { recipient_id: to.id, text, client_key: randomUUID() }, from.token);

describe("live messenger events", () => {
  it("a sent message reaches the receiver (and the sender's other devices) as message.new with each side's view", async () => {
    const client = await user("client", true);
    const escort = await user("escort");
    const escortSocket = await connect(escort);
    const clientSocket = await connect(client);
    const sent = await send(client, escort, "Bist du heute frei?");
    expect(sent.status).toBe(201);
    const got = await escortSocket.waitFor((m) => m.type === "message.new");
    const event = ZMessageNewEvent.parse(got.payload);
    expect(event.message).toMatchObject({ id: sent.body.data.message.id, text: "Bist du heute frei?", is_mine: false, client_key: null, is_read: null });
    expect(event.thread).toMatchObject({ id: sent.body.data.thread.id, unread_count: 1, partner: { id: client.id } });
    expect(typeof got.id).toBe("number");
    const own = await clientSocket.waitFor((m) => m.type === "message.new");
    expect(own.payload.message).toMatchObject({ is_mine: true, client_key: sent.body.data.message.client_key });
  });

  it("read receipts: message.read goes to a Plus sender, not to a free one; is_read follows in the conversation only for Plus", async () => {
    const plusClient = await user("client", true);
    const escort = await user("escort", true);
    const freeClient = await user("client");
    const plusSocket = await connect(plusClient);
    const freeSocket = await connect(freeClient);
    const toPlus = await send(escort, plusClient, "Hallo Plus");
    const toFree = await send(escort, freeClient, "Hallo Free");
    // the clients answer, the escort reads both threads
    const a = await send(plusClient, escort, "Antwort 1");
    const b = await send(freeClient, escort, "Antwort 2");
    expect(a.body.data.message.is_read).toBe(false);
    expect(b.body.data.message.is_read).toBeNull();
    await sendJson(api, "PUT", `/api/v2/messenger/threads/${toPlus.body.data.thread.id}`, { action: "read" }, escort.token);
    await sendJson(api, "PUT", `/api/v2/messenger/threads/${toFree.body.data.thread.id}`, { action: "read" }, escort.token);
    const read = await plusSocket.waitFor((m) => m.type === "message.read");
    expect(read.payload).toEqual({ thread_id: a.body.data.thread.id, reader_id: escort.id, last_read_message_id: a.body.data.message.id });
    const plusView = await api.fetchJson(`/api/v2/messenger/threads/${a.body.data.thread.id}/messages`, { headers: { authorization: `Bearer ${plusClient.token}` } });
    expect(plusView.body.data.items.find((m: { id: number }) => m.id === a.body.data.message.id).is_read).toBe(true);
    const freeView = await api.fetchJson(`/api/v2/messenger/threads/${b.body.data.thread.id}/messages`, { headers: { authorization: `Bearer ${freeClient.token}` } });
    expect(freeView.body.data.items.every((m: { is_read: boolean | null }) => m.is_read === null)).toBe(true);
    // give the free socket time to receive anything it should not
    await new Promise((r) => setTimeout(r, 300));
    expect(freeSocket.received.some((m) => m.type === "message.read")).toBe(false);
  });

  it("a deleted message and a no thanks reach the other side", async () => {
    const client = await user("client", true);
    const escort = await user("escort");
    const escortSocket = await connect(escort);
    const clientSocket = await connect(client);
    const sent = await send(client, escort, "Ups");
    const deleted = await sendJson(api, "DELETE", `/api/v2/messenger/messages/${sent.body.data.message.id}`, undefined, client.token);
    expect(deleted.body.data).toMatchObject({ is_deleted: true, text: "" });
    const gone = await escortSocket.waitFor((m) => m.type === "message.deleted");
    expect(gone.payload).toEqual({ thread_id: sent.body.data.thread.id, message_id: sent.body.data.message.id });
    await send(client, escort, "Zweiter Versuch");
    const noThanks = await sendJson(api, "PUT", `/api/v2/messenger/threads/${sent.body.data.thread.id}`, { action: "no_thanks" }, escort.token);
    expect(noThanks.body.data.status).toBe("sent_no_thanks");
    const status = await clientSocket.waitFor((m) => m.type === "thread.status");
    expect(ZThreadStatusEvent.parse(status.payload).thread).toMatchObject({ status: "no_thanks", can_send: false });
  });

  it("typing reaches the partner of the thread (not stored), and nobody for a thread the sender is not in", async () => {
    const client = await user("client", true);
    const escort = await user("escort");
    const stranger = await user("client");
    const threadId = (await send(client, escort)).body.data.thread.id;
    const escortSocket = await connect(escort);
    const clientSocket = await connect(client);
    const strangerSocket = await connect(stranger);
    strangerSocket.send("typing", { thread_id: threadId, is_typing: true });
    clientSocket.send("typing", { thread_id: threadId, is_typing: true });
    const typing = await escortSocket.waitFor((m) => m.type === "typing");
    expect(typing.payload).toEqual({ thread_id: threadId, user_id: client.id, is_typing: true });
    expect(typing.id).toBeUndefined();
    await new Promise((r) => setTimeout(r, 300));
    expect(escortSocket.received.filter((m) => m.type === "typing")).toHaveLength(1);
  });

  it("a new message makes one message_new notification per unread burst, live as notification.new", async () => {
    const client = await user("client", true);
    const escort = await user("escort");
    const escortSocket = await connect(escort);
    const first = await send(client, escort, "eins");
    const live = await escortSocket.waitFor((m) => m.type === "notification.new");
    expect(live.payload.notification).toMatchObject({ kind: "message_new", area: "messenger", link: `/messenger/${client.username}`, params: { username: client.username } });
    await send(client, escort, "zwei");
    const list = async () => (await api.fetchJson("/api/v2/notification", { headers: { authorization: `Bearer ${escort.token}` } })).body.data;
    expect((await list()).items.filter((n: { kind: string }) => n.kind === "message_new")).toHaveLength(1);
    await sendJson(api, "PUT", `/api/v2/messenger/threads/${first.body.data.thread.id}`, { action: "read" }, escort.token);
    await send(client, escort, "drei");
    expect((await list()).items.filter((n: { kind: string }) => n.kind === "message_new")).toHaveLength(2);
  });

  it("a block set or lifted shows in the thread of both at once (thread.status)", async () => {
    const client = await user("client", true);
    const escort = await user("escort");
    const threadId = (await send(client, escort)).body.data.thread.id;
    const escortSocket = await connect(escort);
    const clientSocket = await connect(client);
    expect((await sendJson(api, "POST", `/api/v2/blocks/${client.id}`, undefined, escort.token)).status).toBe(200);
    const blocked = await clientSocket.waitFor((m) => m.type === "thread.status");
    expect(blocked.payload.thread).toMatchObject({ id: threadId, status: "blocked_by_them", can_send: false });
    expect((await escortSocket.waitFor((m) => m.type === "thread.status")).payload.thread).toMatchObject({ status: "blocked_by_you" });
    const mark = clientSocket.received.length;
    await sendJson(api, "DELETE", `/api/v2/blocks/${client.id}`, undefined, escort.token);
    const lifted = await clientSocket.waitFor((m) => m.type === "thread.status", 5000, mark);
    expect(lifted.payload.thread).toMatchObject({ status: "normal", can_send: true });
  });

  it("pausing and resuming an account shows in the partners' threads at once (thread.status)", async () => {
    const client = await user("client", true);
    const escort = await user("escort");
    const threadId = (await send(client, escort)).body.data.thread.id;
    const clientSocket = await connect(client);
    const paused = await sendJson(api, "PUT", "/api/v2/settings/pause_delete", { action: "pause" }, escort.token);
    expect(paused.status).toBe(200);
    const status = await clientSocket.waitFor((m) => m.type === "thread.status");
    expect(status.payload.thread).toMatchObject({ id: threadId, status: "paused", can_send: false });
    const mark = clientSocket.received.length;
    await sendJson(api, "PUT", "/api/v2/settings/pause_delete", { action: "resume" }, escort.token);
    expect((await clientSocket.waitFor((m) => m.type === "thread.status", 5000, mark)).payload.thread).toMatchObject({ status: "normal", can_send: true });
  });
});
