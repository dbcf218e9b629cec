import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type Database } from "@samtrot/db";
import type { TTestApi } from "../../test/start-test-api.js";
import { makeMember, person, sendJson, type TPerson } from "../profiles/test-support/people.js";
import { startApiProcess, type TApiProcess } from "./test-support/api-process.js";
import { createTestClock } from "../../test/test-clock.js";
import { openSocket, realtimeTicket, type TTestSocket } from "./test-support/socket-client.js";

// Two api processes on one Postgres server with Redis between them (issue 12 part 4): a message sent through
// instance A reaches the receiver connected to instance B, live; a ticket made by one instance works on the other;
// a client that moves from B to A catches up on what it missed; typing crosses instances. Runs in the Postgres pass
// (DATABASE_URL); PGlite has one owner process, so there is nothing to test there.

const onServer = Boolean(process.env.DATABASE_URL?.trim());
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

let database: Database;
let a: TApiProcess;
let b: TApiProcess;
let apiA: TTestApi;
const sockets: TTestSocket[] = [];

/** What the people helpers need of a test api: instance A's address and the shared database. */
function viaInstance(url: string, db: Database): TTestApi {
  return {
    url,
    routes: [],
    database: db,
    env: {} as TTestApi["env"],
    jobs: null,
    clock: createTestClock(),
    close: async () => undefined,
    async fetchJson(path, init) {
      const response = await fetch(url + path, init);
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        /* text */
      }
      return { status: response.status, body, headers: response.headers };
    },
  };
}

describe.skipIf(!onServer)("two api instances behind Redis", () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    const env = {
      DATABASE_URL: database.describe().location,
      REDIS_URL,
      // A channel (and rate-limit keys) of this run only: other runs on the same Redis stay apart.
      RATE_LIMIT_PREFIX: `test-${randomBytes(4).toString("hex")}`,
      SIGNUP_LIMIT_PER_IP_HOUR: "1000",
    };
    [a, b] = await Promise.all([startApiProcess(env), startApiProcess(env)]);
    apiA = viaInstance(a.url, database);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
  }, 60_000);

  async function user(kind: "client" | "escort", plus = false): Promise<TPerson> {
    const who = await person(apiA, kind === "client" ? { user_type: 1, gender: 1 } : { user_type: 2, gender: 2 });
    await database.query(`update users set email_verified_at = now(), registration_completed_at = now() - interval '30 days' where id = $1`, [who.id]);
    if (plus) await makeMember(apiA, who.id);
    return who;
  }
  const send = (from: TPerson, to: TPerson, text: string) =>
    sendJson(apiA, "POST", "/api/v2/messenger/messages", { recipient_id: to.id, text, client_key: randomUUID() }, from.token);

  it("a message sent through A reaches the receiver connected to B (ticket made by A, used at B); typing crosses too", async () => {
    const client = await user("client", true);
    const escort = await user("escort");
    const { ticket } = await realtimeTicket(a.url, escort.token);
    const onB = await openSocket(b.url, { ticket });
    sockets.push(onB);
    await onB.waitFor((m) => m.type === "ready");
    const clientOnA = await openSocket(a.url, { token: client.token });
    sockets.push(clientOnA);
    await clientOnA.waitFor((m) => m.type === "ready");

    const started = performance.now();
    const sent = await send(client, escort, "Über zwei Instanzen");
    expect(sent.status).toBe(201);
    const got = await onB.waitFor((m) => m.type === "message.new");
    const ms = performance.now() - started;
    expect(got.payload.message).toMatchObject({ id: sent.body.data.message.id, text: "Über zwei Instanzen", is_mine: false });
    expect(typeof got.id).toBe("number");
    expect(ms).toBeLessThan(2000);
    // The new message's notification comes along on B as well.
    await onB.waitFor((m) => m.type === "notification.new" && m.payload.notification.kind === "message_new");

    clientOnA.send("typing", { thread_id: sent.body.data.thread.id, is_typing: true });
    const typing = await onB.waitFor((m) => m.type === "typing");
    expect(typing).toEqual({ type: "typing", payload: { thread_id: sent.body.data.thread.id, user_id: client.id, is_typing: true } });
  });

  it("a client that left B catches up on A: what was sent meanwhile, in order, once", async () => {
    const client = await user("client", true);
    const escort = await user("escort");
    const onB = await openSocket(b.url, { token: escort.token });
    sockets.push(onB);
    await onB.waitFor((m) => m.type === "ready");
    const first = await send(client, escort, "eins");
    expect(first.status).toBe(201);
    const seen = await onB.waitFor((m) => m.type === "message.new");
    await onB.close();
    const texts = ["zwei", "drei", "vier"];
    for (const text of texts) expect((await send(client, escort, text)).status).toBe(201);
    const onA = await openSocket(a.url, { token: escort.token, after: seen.id! });
    sockets.push(onA);
    await onA.waitFor((m) => m.type === "ready");
    const messages = onA.events().filter((m) => m.type === "message.new");
    expect(messages.map((m) => m.payload.message.text)).toEqual(texts);
    const ids = onA.events().map((m) => m.id!);
    expect(ids).toEqual(ids.map((_, i) => seen.id! + 1 + i));
  });

  it("when B stops, its clients are closed with 1012 and reach the same events through A", async () => {
    const client = await user("client", true);
    const escort = await user("escort");
    const onB = await openSocket(b.url, { token: escort.token });
    sockets.push(onB);
    const ready = await onB.waitFor((m) => m.type === "ready");
    await b.stop();
    expect((await onB.closed).code).toBe(1012);
    expect((await send(client, escort, "nach dem Neustart")).status).toBe(201);
    const onA = await openSocket(a.url, { token: escort.token, after: ready.lastId! });
    sockets.push(onA);
    const got = await onA.waitFor((m) => m.type === "message.new");
    expect(got.payload.message.text).toBe("nach dem Neustart");
  }, 30_000);
});
