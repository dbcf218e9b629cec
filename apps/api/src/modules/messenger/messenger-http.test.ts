import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZConversation, ZMessengerTarget, ZSendMessageResult, ZThreadList } from "@samtrot/api-client/contracts";
import { startTestApi, type TTestApi } from "../../test/start-test-api.js";
import { getJson, makeMember, person, sendJson, type TPerson } from "../profiles/test-support/people.js";

// The messenger over HTTP on a real api and database (PGlite, and the Postgres server with DATABASE_URL).
// Accounts come through sign-up; what a test is not about (e-mail verified, an escort registered weeks ago,
// Plus) is set in the database as staff or payment would.

let api: TTestApi;

beforeAll(async () => {
  api = await startTestApi({ env: { SIGNUP_LIMIT_PER_IP_HOUR: "1000" } });
}, 120_000);
afterAll(() => api?.close());

/** A client or escort with a verified e-mail, registered `daysAgo` days ago (escorts: past the 14 new days). */
async function user(kind: "client" | "escort", options: { plus?: boolean; daysAgo?: number } = {}): Promise<TPerson> {
  const who = await person(api, kind === "client" ? { user_type: 1, gender: 1 } : { user_type: 2, gender: 2 });
  const daysAgo = options.daysAgo ?? 30;
  await api.database.query(
    `update users set email_verified_at = now(), registration_completed_at = now() - make_interval(days => $2::int), created_at = now() - make_interval(days => $2::int) where id = $1`,
    [who.id, daysAgo],
  );
  if (options.plus) await makeMember(api, who.id);
  return who;
}

export const send = (from: TPerson, to: TPerson, body: Record<string, unknown> = {}) =>
  sendJson(api, "POST", "/api/v2/messenger/messages", { recipient_id: to.id, text: "Hallo!", client_key: randomUUID(), ...body }, from.token);
const threads = (who: TPerson, query = "") => getJson(api, `/api/v2/messenger/threads${query}`, who.token);
const conversation = (who: TPerson, threadId: number, query = "") => getJson(api, `/api/v2/messenger/threads/${threadId}/messages${query}`, who.token);

describe("sending and reading", () => {
  it("a first message opens the thread; both sides list it, the receiver with one unread; the conversation shows it", async () => {
    const client = await user("client", { plus: true });
    const escort = await user("escort");
    const sent = await send(client, escort, { text: "Hallo <b>Anna</b>, <script>alert(1)</script>wie geht's? & 1 < 2" });
    expect(sent.status).toBe(201);
    const result = ZSendMessageResult.parse(sent.body.data);
    expect(result.message).toMatchObject({ is_mine: true, text: "Hallo Anna, wie geht's? & 1 < 2", images: [], is_boosted: false, is_deleted: false });
    expect(result.contact).toMatchObject({ result: 1, allowed: true, is_first_contact: true });
    const [escortProfile] = await api.database.query<{ display_name: string }>("select display_name from profiles where user_id = $1", [escort.id]);
    expect(result.thread).toMatchObject({ status: "normal", unread_count: 0, can_send: true, partner: { id: escort.id, username: escort.username, display_name: escortProfile!.display_name } });

    const escortList = ZThreadList.parse((await threads(escort)).body.data);
    expect(escortList).toMatchObject({ total: 1, unread_total: 1, page_no: 1, page_size: 20 });
    expect(escortList.items[0]).toMatchObject({ id: result.thread.id, unread_count: 1, partner: { id: client.id }, last_message: { preview: "Hallo Anna, wie geht's? & 1 < 2" } });
    expect((await threads(client)).body.data).toMatchObject({ total: 1, unread_total: 0 });

    const seen = ZConversation.parse((await conversation(escort, result.thread.id)).body.data);
    expect(seen.items.map((m) => [m.sender_id, m.is_mine, m.client_key])).toEqual([[client.id, false, null]]);
    expect(seen.has_more).toBe(false);
    expect((await getJson(api, "/api/v2/messenger/unread", escort.token)).body.data).toEqual({ unread_total: 1, threads_with_unread: 1 });

    // The reply is no first contact; reading sets the unread count to 0.
    const reply = await send(escort, client, { text: "Gut, danke" });
    expect(reply.body.data.contact).toMatchObject({ result: 1, is_first_contact: false });
    const read = await sendJson(api, "PUT", `/api/v2/messenger/threads/${result.thread.id}`, { action: "read" }, escort.token);
    expect(read.body.data).toMatchObject({ unread_count: 0 });
    expect((await threads(client)).body.data).toMatchObject({ unread_total: 1 });
  });

  it("a retried client_key stores the message once and answers it again (replayed)", async () => {
    const client = await user("client", { plus: true });
    const escort = await user("escort");
    const key = randomUUID();
    const [a, b] = await Promise.all([send(client, escort, { client_key: key }), send(client, escort, { client_key: key })]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.data.message.id).toBe(b.body.data.message.id);
    expect([a.body.data.replayed, b.body.data.replayed].sort()).toEqual([false, true]);
    const [row] = await api.database.query<{ n: number }>(`select count(*)::int as n from messenger_messages where sender_id = $1`, [client.id]);
    expect(row!.n).toBe(1);
    expect((await threads(escort)).body.data.items[0].unread_count).toBe(1);
  });

  it("pages the conversation 30 at a time, oldest first, older pages with before_id", async () => {
    const client = await user("client", { plus: true });
    const escort = await user("escort");
    for (let i = 1; i <= 35; i++) expect((await send(i % 2 ? client : escort, i % 2 ? escort : client, { text: `Nachricht ${i}` })).status).toBe(201);
    const threadId = (await threads(client)).body.data.items[0].id;
    const newest = ZConversation.parse((await conversation(client, threadId)).body.data);
    expect(newest.items.map((m) => m.text)).toEqual(Array.from({ length: 30 }, (_, i) => `Nachricht ${i + 6}`));
    expect(newest.has_more).toBe(true);
    const older = ZConversation.parse((await conversation(client, threadId, `?before_id=${newest.items[0]!.id}`)).body.data);
    expect(older.items.map((m) => m.text)).toEqual(["Nachricht 1", "Nachricht 2", "Nachricht 3", "Nachricht 4", "Nachricht 5"]);
    expect(older.has_more).toBe(false);
  });

  it("lists threads 20 a page, newest activity first", async () => {
    const escort = await user("escort", { plus: true });
    const clients: TPerson[] = [];
    for (let i = 0; i < 22; i++) clients.push(await user("client"));
    for (const client of clients) expect((await send(escort, client)).status).toBe(201);
    const first = ZThreadList.parse((await threads(escort)).body.data);
    expect(first.items).toHaveLength(20);
    expect(first.total).toBe(22);
    expect(first.items[0]!.partner.id).toBe(clients[21]!.id);
    const second = ZThreadList.parse((await threads(escort, "?page_no=2")).body.data);
    expect(second.items.map((t) => t.partner.id)).toEqual([clients[1]!.id, clients[0]!.id]);
    expect(second.total).toBe(22);
  });

  it("refuses without sign-in, to oneself, empty text, unknown recipients, and someone else's thread", async () => {
    const client = await user("client", { plus: true });
    const escort = await user("escort");
    const stranger = await user("client");
    expect((await sendJson(api, "POST", "/api/v2/messenger/messages", { recipient_id: escort.id, text: "x", client_key: randomUUID() })).status).toBe(401);
    expect((await send(client, client)).body.errors[0]).toMatchObject({ code: 422, title: "validation.messenger.self" });
    expect((await send(client, escort, { text: "  <b></b> " })).body.errors[0]).toMatchObject({ code: 422, title: "validation.messenger.empty_message", source: "text" });
    expect((await send(client, escort, { text: "x".repeat(2001) })).body.errors[0]).toMatchObject({ code: 422, title: "validation.messenger.text_too_long" });
    expect((await send(client, escort, { client_key: "nope" })).body.errors[0]).toMatchObject({ code: 422, source: "client_key" });
    expect((await send(client, { ...escort, id: 99_999_999 })).body.errors[0]).toMatchObject({ code: 404, title: "exception.profile.not_found" });
    const threadId = (await send(client, escort)).body.data.thread.id;
    expect((await conversation(stranger, threadId)).body.errors[0]).toMatchObject({ code: 404, title: "exception.messenger.thread_not_found" });
    expect((await getJson(api, "/api/v2/messenger/threads")).status).toBe(401);
  });
});

describe("messenger/{targetUsername}", () => {
  it("answers the partner, no thread before the first message, and the decision for writing now", async () => {
    const client = await user("client");
    const escort = await user("escort");
    const target = await getJson(api, `/api/v2/messenger/target/${escort.username.toUpperCase()}`, client.token);
    expect(target.status).toBe(200);
    const data = ZMessengerTarget.parse(target.body.data);
    // the partner by the name her profile shows, as the thread list does
    const [profile] = await api.database.query<{ display_name: string }>("select display_name from profiles where user_id = $1", [escort.id]);
    expect(profile?.display_name).toBeTruthy();
    expect(data).toMatchObject({ partner: { id: escort.id, username: escort.username, display_name: profile!.display_name }, thread: null, dollar_balance: 0 });
    // a free client writing to a free escort: result 8 with the way through
    expect(data.contact).toMatchObject({ result: 8, allowed: false, limiter: true, way_through: { plus: true, unlock: true, boost: true }, price: 5, error: "exception.messenger.limit_between_free_client_and_free_escort" });
    expect((await getJson(api, `/api/v2/messenger/target/${client.username}`, client.token)).body.errors[0].title).toBe("validation.messenger.self");
    expect((await getJson(api, `/api/v2/messenger/target/niemand-hier`, client.token)).status).toBe(404);
  });
});

describe("read, unread, hide, delete", () => {
  const act = (who: TPerson, threadId: number, action: string) => sendJson(api, "PUT", `/api/v2/messenger/threads/${threadId}`, { action }, who.token);

  it("read sets the unread count to 0; unread marks the thread (it counts in the unread filter) until read again", async () => {
    const client = await user("client", { plus: true });
    const escort = await user("escort");
    await send(client, escort, { text: "eins" });
    const threadId = (await send(client, escort, { text: "zwei" })).body.data.thread.id;
    expect((await threads(escort)).body.data).toMatchObject({ unread_total: 2, items: [{ unread_count: 2 }] });
    expect((await act(escort, threadId, "read")).body.data).toMatchObject({ unread_count: 0, is_marked_unread: false });
    expect((await threads(escort, "?filter=unread")).body.data.total).toBe(0);
    expect((await act(escort, threadId, "unread")).body.data).toMatchObject({ is_marked_unread: true });
    expect((await threads(escort, "?filter=unread")).body.data.items.map((t: { id: number }) => t.id)).toEqual([threadId]);
    expect((await act(escort, threadId, "read")).body.data.is_marked_unread).toBe(false);
    expect((await act(client, threadId, "explode")).status).toBe(422);
    expect((await act(await user("client"), threadId, "read")).status).toBe(404);
  });

  it("hide takes the thread out of the list (into the hidden filter) until a new message comes; unhide brings it back", async () => {
    const client = await user("client", { plus: true });
    const escort = await user("escort");
    const threadId = (await send(client, escort)).body.data.thread.id;
    expect((await act(escort, threadId, "hide")).body.data.status).toBe("hidden");
    expect((await threads(escort)).body.data.total).toBe(0);
    expect((await threads(escort, "?filter=hidden")).body.data.items[0]).toMatchObject({ id: threadId, status: "hidden" });
    await send(client, escort, { text: "bist du da?" });
    expect((await threads(escort)).body.data.items[0]).toMatchObject({ id: threadId, status: "normal", unread_count: 2 });
    await act(escort, threadId, "hide");
    expect((await act(escort, threadId, "unhide")).body.data.status).toBe("normal");
    expect((await threads(escort)).body.data.total).toBe(1);
  });

  it("deleting the conversation removes it for the caller only; a newer message brings the thread back with only that message", async () => {
    const client = await user("client", { plus: true });
    const escort = await user("escort");
    await send(client, escort, { text: "alt 1" });
    const threadId = (await send(client, escort, { text: "alt 2" })).body.data.thread.id;
    expect((await sendJson(api, "DELETE", `/api/v2/messenger/threads/${threadId}`, undefined, escort.token)).body.data).toEqual({ id: threadId, deleted: true });
    expect((await threads(escort)).body.data).toMatchObject({ total: 0, unread_total: 0 });
    expect((await conversation(escort, threadId)).body.data.items).toEqual([]);
    expect((await conversation(client, threadId)).body.data.items.map((m: { text: string }) => m.text)).toEqual(["alt 1", "alt 2"]);
    await send(client, escort, { text: "neu" });
    expect((await conversation(escort, threadId)).body.data.items.map((m: { text: string }) => m.text)).toEqual(["neu"]);
    expect((await threads(escort)).body.data).toMatchObject({ total: 1, unread_total: 1 });
  });

  it("the sender deletes an own message for both (an unread one no longer counts); others cannot; hiding a message is for the caller only", async () => {
    const client = await user("client", { plus: true });
    const escort = await user("escort");
    const first = (await send(client, escort, { text: "bleibt" })).body.data;
    const second = (await send(client, escort, { text: "weg damit" })).body.data;
    expect((await sendJson(api, "DELETE", `/api/v2/messenger/messages/${second.message.id}`, undefined, escort.token)).body.errors[0]).toMatchObject({ code: 403, title: "exception.messenger.not_your_message" });
    expect((await sendJson(api, "DELETE", `/api/v2/messenger/messages/${second.message.id}`, undefined, (await user("client")).token)).status).toBe(404);
    const deleted = await sendJson(api, "DELETE", `/api/v2/messenger/messages/${second.message.id}`, undefined, client.token);
    expect(deleted.body.data).toMatchObject({ id: second.message.id, is_deleted: true, text: "", images: [] });
    const seen = (await conversation(escort, first.thread.id)).body.data;
    expect(seen.items.map((m: { text: string; is_deleted: boolean }) => [m.text, m.is_deleted])).toEqual([["bleibt", false], ["", true]]);
    expect(seen.thread.unread_count).toBe(1);
    const [row] = await api.database.query<{ body: string }>(`select body from messenger_messages where id = $1`, [second.message.id]);
    expect(row!.body).toBe("");
    // hide: gone for the escort, still there for the client
    expect((await sendJson(api, "PUT", `/api/v2/messenger/messages/${first.message.id}/hide`, undefined, escort.token)).body.data).toEqual({ id: first.message.id, hidden: true });
    expect((await conversation(escort, first.thread.id)).body.data.items.map((m: { id: number }) => m.id)).toEqual([second.message.id]);
    expect((await conversation(client, first.thread.id)).body.data.items).toHaveLength(2);
  });

  it("no thanks: only the receiver of a first contact, before answering; the sender sees no_thanks and cannot write; answering takes it back", async () => {
    const client = await user("client", { plus: true });
    const escort = await user("escort");
    const threadId = (await send(client, escort)).body.data.thread.id;
    expect((await act(client, threadId, "no_thanks")).body.errors[0].title).toBe("exception.messenger.no_thanks_not_possible");
    expect((await act(escort, threadId, "no_thanks")).body.data).toMatchObject({ status: "sent_no_thanks", can_send: true });
    const refused = await send(client, escort);
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0]).toMatchObject({ title: "exception.messenger.thread_unavailable", meta: { status: "no_thanks" } });
    expect((await send(escort, client, { text: "doch, gerne" })).status).toBe(201);
    expect((await send(client, escort)).status).toBe(201);
  });
});
