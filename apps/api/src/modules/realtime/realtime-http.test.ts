import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TTestApi } from "../../test/start-test-api.js";
import { person, type TPerson } from "../profiles/test-support/people.js";
import { onClientMessage, publishEphemeral, publishEvents, recordEvents, type TRealtimeEventInput } from "./index.js";
import { openSocket, realtimeTicket, type TTestSocket } from "./test-support/socket-client.js";

// The realtime module over HTTP and real websockets on a real api and database (PGlite, or the Postgres server
// when DATABASE_URL is set): tickets, live delivery, catch-up after a reconnect without loss or duplicates, the
// gap fill, ephemeral events and inbound client messages.

let api: TTestApi;
let anna: TPerson;
let ben: TPerson;
const sockets: TTestSocket[] = [];

beforeAll(async () => {
  api = await startTestApi({ env: { SIGNUP_LIMIT_PER_IP_HOUR: "1000" } });
  anna = await person(api, { user_type: 2, gender: 2 });
  ben = await person(api, { user_type: 1, gender: 1 });
}, 120_000);
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  await api?.close();
});

async function connect(who: TPerson, after?: number | null): Promise<TTestSocket> {
  const socket = await openSocket(api.url, { token: who.token, after });
  sockets.push(socket);
  await socket.waitFor((m) => m.type === "ready");
  return socket;
}

/** Records and publishes in one transaction, as a use case does. */
async function emit(events: TRealtimeEventInput[], publish = true) {
  const stored = await api.database.transaction((tx) => recordEvents(tx, events));
  if (publish) publishEvents(stored);
  return stored;
}

describe("recordEvents", () => {
  it("hands out increasing ids per user, independent between users, and none for a rolled-back transaction", async () => {
    const before = await api.database.query<{ last_id: number }>("SELECT last_id FROM realtime_event_counters WHERE user_id = $1", [anna.id]);
    const base = before[0]?.last_id ?? 0;
    const first = await emit([
      { userId: anna.id, type: "test.one", payload: { n: 1 } },
      { userId: ben.id, type: "test.one", payload: { n: 1 } },
      { userId: anna.id, type: "test.one", payload: { n: 2 } },
    ], false);
    expect(first.map((e) => [e.userId, e.id - (e.userId === anna.id ? base : 0)])).toEqual([
      [anna.id, 1],
      [ben.id, first[1]!.id],
      [anna.id, 2],
    ]);
    await expect(
      api.database.transaction(async (tx) => {
        await recordEvents(tx, [{ userId: anna.id, type: "test.one", payload: null }]);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    const [next] = await emit([{ userId: anna.id, type: "test.one", payload: { n: 3 } }], false);
    expect(next!.id).toBe(base + 3);
    expect(next!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    // Concurrent transactions for one user: every id once, no gaps.
    const many = await Promise.all(Array.from({ length: 8 }, (_, i) => emit([{ userId: ben.id, type: "test.many", payload: { i } }], false)));
    const ids = many.map((list) => list[0]!.id).sort((a, b) => a - b);
    expect(ids).toEqual(Array.from({ length: 8 }, (_, i) => ids[0]! + i));
    await expect(emit([{ userId: anna.id, type: "Bad Type", payload: null }], false)).rejects.toThrow(/bad event type/);
  });
});

describe("tickets", () => {
  it("are given to a signed-in caller only, work once, and expire", async () => {
    expect((await api.fetchJson("/api/v2/realtime/ticket", { method: "POST" })).status).toBe(401);
    const { ticket, last_event_id } = await realtimeTicket(api.url, anna.token);
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(last_event_id).toBeGreaterThanOrEqual(3);
    const socket = await openSocket(api.url, { ticket });
    sockets.push(socket);
    await socket.waitFor((m) => m.type === "ready");
    await expect(openSocket(api.url, { ticket })).rejects.toMatchObject({ status: 401 });
    await expect(openSocket(api.url, { ticket: "x".repeat(43) })).rejects.toMatchObject({ status: 401 });
    const expiring = await realtimeTicket(api.url, anna.token);
    await api.database.query("UPDATE realtime_tickets SET expires_at = now() - interval '1 second'");
    await expect(openSocket(api.url, { ticket: expiring.ticket })).rejects.toMatchObject({ status: 401 });
    // Only the hash is stored.
    const fresh = await realtimeTicket(api.url, anna.token);
    const rows = await api.database.query<{ ticket_hash: string }>("SELECT ticket_hash FROM realtime_tickets");
    expect(rows.map((r) => r.ticket_hash)).not.toContain(fresh.ticket);
    await socket.close();
  });

  it("refuses a malformed after and a plain HTTP request", async () => {
    const { ticket } = await realtimeTicket(api.url, anna.token);
    await expect(openSocket(api.url, { ticket, after: -1 as unknown as number })).rejects.toMatchObject({ status: 422 });
    expect((await api.fetchJson(`/ws?ticket=${ticket}`)).status).toBe(426);
  });
});

describe("live delivery", () => {
  it("sends a user's stored events to each of their connections, in id order, and nothing of others", async () => {
    const tab1 = await connect(anna);
    const tab2 = await connect(anna);
    const other = await connect(ben);
    const stored = await emit([
      { userId: anna.id, type: "message.new", payload: { text: "Hallo" } },
      { userId: anna.id, type: "notification.count", payload: { unread_count: 1, total: 1 } },
    ]);
    for (const tab of [tab1, tab2]) {
      await tab.waitFor((m) => m.id === stored[1]!.id);
      expect(tab.events().map((m) => [m.id, m.type, m.payload])).toEqual([
        [stored[0]!.id, "message.new", { text: "Hallo" }],
        [stored[1]!.id, "notification.count", { unread_count: 1, total: 1 }],
      ]);
    }
    publishEphemeral({ userId: ben.id, type: "typing", payload: { thread_id: 7 } });
    const typing = await other.waitFor((m) => m.type === "typing");
    expect(typing).toEqual({ type: "typing", payload: { thread_id: 7 } });
    expect(other.events()).toEqual([]);
    expect(tab1.received.some((m) => m.type === "typing")).toBe(false);
    await Promise.all([tab1.close(), tab2.close(), other.close()]);
  });

  it("fills a gap: an event that was committed but not published arrives before the next one", async () => {
    const socket = await connect(anna);
    const [lost] = await emit([{ userId: anna.id, type: "test.lost", payload: 1 }], false);
    const [next] = await emit([{ userId: anna.id, type: "test.next", payload: 2 }]);
    await socket.waitFor((m) => m.id === next!.id);
    expect(socket.events().map((m) => m.id)).toEqual([lost!.id, next!.id]);
    // Published twice (two instances, a retried publish): sent once.
    publishEvents([next!]);
    const [third] = await emit([{ userId: anna.id, type: "test.third", payload: 3 }]);
    await socket.waitFor((m) => m.id === third!.id);
    expect(socket.events().map((m) => m.id)).toEqual([lost!.id, next!.id, third!.id]);
    await socket.close();
  });
});

describe("catch-up after a reconnect", () => {
  it("sends what was missed, in order, without loss or duplicates, while new events keep coming", async () => {
    const first = await connect(ben);
    const [seen] = await emit([{ userId: ben.id, type: "test.seen", payload: 0 }]);
    await first.waitFor((m) => m.id === seen!.id);
    await first.close();
    // Offline: 30 events.
    const missed = [];
    for (let i = 1; i <= 30; i++) missed.push(...(await emit([{ userId: ben.id, type: "test.missed", payload: i }])));
    // Reconnect with the last id seen while 20 more arrive concurrently.
    const during = Promise.all(Array.from({ length: 20 }, (_, i) => emit([{ userId: ben.id, type: "test.during", payload: i }])));
    const again = await openSocket(api.url, { token: ben.token, after: seen!.id });
    sockets.push(again);
    const later = (await during).flat();
    const lastId = Math.max(...later.map((e) => e.id), ...missed.map((e) => e.id));
    await again.waitFor((m) => m.id === lastId);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const ids = again.events().map((m) => m.id!);
    expect(ids).toEqual(Array.from({ length: lastId - seen!.id }, (_, i) => seen!.id + 1 + i));
    expect(again.events().slice(0, 30).map((m) => m.payload)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    const ready = again.received.find((m) => m.type === "ready")!;
    expect(ready.lastId).toBeGreaterThanOrEqual(missed.at(-1)!.id);
    await again.close();
  });

  it("without after starts from now; an after beyond the newest id is lowered to it", async () => {
    const [old] = await emit([{ userId: anna.id, type: "test.old", payload: null }]);
    const fresh = await connect(anna);
    expect(fresh.events()).toEqual([]);
    expect(fresh.received.find((m) => m.type === "ready")!.lastId).toBe(old!.id);
    const future = await connect(anna, old!.id + 1000);
    expect(future.received.find((m) => m.type === "ready")!.lastId).toBe(old!.id);
    const [next] = await emit([{ userId: anna.id, type: "test.new", payload: null }]);
    await future.waitFor((m) => m.id === next!.id);
    await fresh.waitFor((m) => m.id === next!.id);
    await Promise.all([fresh.close(), future.close()]);
  });
});

describe("inbound client messages", () => {
  it("reach the handler registered for their type with the authenticated user; unknown types and junk are ignored", async () => {
    const calls: Array<[number, unknown]> = [];
    onClientMessage("test.echo", (userId, payload) => {
      calls.push([userId, payload]);
      publishEphemeral({ userId: ben.id, type: "test.echoed", payload: { from: userId, payload } });
    });
    const sender = await connect(anna);
    const receiver = await connect(ben);
    sender.socket.send("not json");
    sender.send("test.unknown", {});
    sender.send("test.echo", { thread_id: 1, userId: 999 });
    const echoed = await receiver.waitFor((m) => m.type === "test.echoed");
    expect(echoed.payload).toEqual({ from: anna.id, payload: { thread_id: 1, userId: 999 } });
    expect(calls).toEqual([[anna.id, { thread_id: 1, userId: 999 }]]);
    sender.send("ping", null);
    await sender.waitFor((m) => m.type === "pong");
    await Promise.all([sender.close(), receiver.close()]);
  });
});

describe("shutdown", () => {
  it("closes the connections with 1012 so the clients reconnect", async () => {
    const other = await startTestApi({ env: { SIGNUP_LIMIT_PER_IP_HOUR: "1000" } });
    const who = await person(other, { user_type: 1, gender: 1 });
    const socket = await openSocket(other.url, { token: who.token });
    await socket.waitFor((m) => m.type === "ready");
    await other.close();
    expect((await socket.closed).code).toBe(1012);
  }, 60_000);
});

describe("pruning", () => {
  it("the hourly job deletes events older than 7 days and expired tickets; ids keep increasing", async () => {
    const { pruneRealtime } = await import("./prune-events.js");
    const [old, recent] = await emit([
      { userId: ben.id, type: "test.old", payload: 1 },
      { userId: ben.id, type: "test.recent", payload: 2 },
    ], false);
    await api.database.query("UPDATE realtime_events SET created_at = now() - interval '8 days' WHERE user_id = $1 AND id <= $2", [ben.id, old!.id]);
    await realtimeTicket(api.url, ben.token);
    await api.database.query("UPDATE realtime_tickets SET expires_at = now() - interval '1 second'");
    const pruned = await pruneRealtime(api.database);
    expect(pruned.events).toBeGreaterThanOrEqual(1);
    expect(pruned.tickets).toBeGreaterThanOrEqual(1);
    const left = await api.database.query<{ id: number }>("SELECT id FROM realtime_events WHERE user_id = $1 ORDER BY id", [ben.id]);
    expect(left.map((r) => Number(r.id))).toEqual([recent!.id]);
    const [next] = await emit([{ userId: ben.id, type: "test.next", payload: 3 }], false);
    expect(next!.id).toBe(recent!.id + 1);
  });
});
