import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZDateDetail, ZDateList, type TDate, type TDateDetail } from "@samtrot/api-client/contracts";
import { BACKEND_DATE_STATUS as S, DATE_STAGE as G, DATING_TAB_STAGES, DATING_TABS, DATING_TIMELINE_TYPE as T, type TDatingTab } from "@samtrot/dating";
import { startTestApi, type TTestApi } from "../../test/start-test-api.js";
import { getJson, person, sendJson, type TPerson } from "../profiles/test-support/people.js";

// Dates over HTTP on a real api and database (PGlite, and the Postgres server with DATABASE_URL). Time is the api's
// injected clock, moved by the test (api.clock); the expiry job runs through the real job runner (manual drain).

let api: TTestApi;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

beforeAll(async () => {
  api = await startTestApi({ env: { SIGNUP_LIMIT_PER_IP_HOUR: "1000" }, jobs: "manual" });
}, 120_000);
afterAll(() => api?.close());

const user = (kind: "client" | "escort") => person(api, kind === "client" ? { user_type: 1, gender: 1 } : { user_type: 2, gender: 2 });
/** An ISO time `minutes` after the api clock's now. */
const ahead = (minutes: number) => new Date(api.clock.now().getTime() + minutes * MINUTE).toISOString();

const request = (from: TPerson, to: TPerson, body: Record<string, unknown> = {}) =>
  sendJson(api, "POST", "/api/v2/dating/dates", { receiver_id: to.id, start_at: ahead(180), duration_minutes: 60, place_kind: "incall", message: "Hallo!", ...body }, from.token);
const act = (who: TPerson, dateId: number, action: "accept" | "reject" | "cancel" | "reschedule", body: Record<string, unknown> = {}) =>
  sendJson(api, "POST", `/api/v2/dating/dates/${dateId}/${action}`, body, who.token);
const detail = async (who: TPerson, dateId: number): Promise<TDateDetail> => {
  const res = await getJson(api, `/api/v2/dating/dates/${dateId}`, who.token);
  expect(res.status).toBe(200);
  return ZDateDetail.parse(res.body.data);
};
const list = async (who: TPerson, tab: TDatingTab, pageNo = 1) => {
  const res = await getJson(api, `/api/v2/dating/dates?tab=${tab}&page_no=${pageNo}`, who.token);
  expect(res.status).toBe(200);
  return ZDateList.parse(res.body.data);
};
async function newDate(client: TPerson, escort: TPerson, body: Record<string, unknown> = {}): Promise<TDate> {
  const res = await request(client, escort, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ZDateDetail.parse(res.body.data).date;
}
const errorOf = (res: { status: number; body: any }) => [res.status, res.body.errors?.[0]?.title, res.body.errors?.[0]?.source ?? null];

/**
 * The tabs are filtered in SQL, the stage of each item computed by @samtrot/dating: each tab must list exactly the
 * dates of "all" whose stage belongs to it.
 */
async function expectTabsAgree(who: TPerson) {
  const all = await list(who, "all");
  expect(all.total).toBeLessThanOrEqual(all.page_size);
  for (const tab of DATING_TABS) {
    const inTab = await list(who, tab);
    const expected = all.items.filter((d) => (DATING_TAB_STAGES[tab] as readonly number[]).includes(d.stage)).map((d) => d.id);
    expect(inTab.items.map((d) => d.id).sort(), `tab ${tab}`).toEqual(expected.sort());
    expect(inTab.total).toBe(expected.length);
  }
  return all;
}

async function notificationsOf(userId: number) {
  return api.database.query<{ kind: string; actor_id: string | number | null; link: string }>(`select kind, actor_id, link from notifications where user_id = $1 order by id`, [userId]);
}
async function dateEventsOf(userId: number, dateId: number) {
  const rows = await api.database.query<{ payload: any }>(`select payload from realtime_events where user_id = $1 and type = 'date.changed' order by id`, [userId]);
  return rows.map((r) => r.payload).filter((p) => p.date.id === dateId);
}

describe("request, another time, accept, the date passes", () => {
  it("the escort proposes another time, the client accepts; after the date it needs review on both sides", async () => {
    const client = await user("client");
    const escort = await user("escort");
    await api.database.query(`insert into profile_prices (user_id, duration_minutes, price) values ($1, 60, 200), ($1, 120, 350)`, [escort.id]);

    const date = await newDate(client, escort, { place_kind: "outcall", place_note: "Hotel Adlon, Zimmer 12", message: "Hallo Anna" });
    expect(date).toMatchObject({ status: S.senderRequest, stage: G.WAITING_FOR_RESPONSE, my_side: "sender", price: 200, version: 1, place_kind: "outcall", actions: ["cancel", "reschedule"] });
    expect(date.sender).toMatchObject({ id: client.id, username: client.username });
    expect(date.receiver).toMatchObject({ id: escort.id, username: escort.username });
    // the answer deadline: 24 hours, or the start if sooner (here the start, 3 hours ahead)
    expect(date.expires_at).toBe(date.start_at);
    const seenByEscort = await detail(escort, date.id);
    expect(seenByEscort.date).toMatchObject({ stage: G.NEEDS_CONFIRMATION, my_side: "receiver", actions: ["accept", "reject", "reschedule"] });
    expect((await list(escort, "request")).items.map((d) => d.id)).toEqual([date.id]);
    expect((await list(client, "request")).items.map((d) => d.id)).toEqual([date.id]);

    // the escort proposes two days later, for two hours: the price follows her list
    const otherTime = ahead(2 * 24 * 60);
    const rescheduled = await act(escort, date.id, "reschedule", { start_at: otherTime, duration_minutes: 120, message: "Lieber übermorgen?", version: 1 });
    expect(rescheduled.status, JSON.stringify(rescheduled.body)).toBe(200);
    expect(ZDateDetail.parse(rescheduled.body.data).date).toMatchObject({ status: S.receiverReschedule, stage: G.WAITING_FOR_RESPONSE, price: 350, duration_minutes: 120, version: 2 });
    const forClient = await detail(client, date.id);
    expect(forClient.date).toMatchObject({ status: S.receiverReschedule, stage: G.NEEDS_CONFIRMATION, start_at: new Date(otherTime).toISOString(), actions: ["accept", "reject", "reschedule"] });
    expect(new Date(forClient.date.expires_at!).getTime()).toBe(new Date(forClient.date.updated_at).getTime() + DAY);

    // a stale version is refused; the current one goes through
    expect(errorOf(await act(client, date.id, "accept", { version: 1 }))).toEqual([409, "exception.dating.date_changed", null]);
    const accepted = await act(client, date.id, "accept", { version: 2, message: "Gern!" });
    expect(accepted.status).toBe(200);
    const after = ZDateDetail.parse(accepted.body.data);
    expect(after.date).toMatchObject({ status: S.accept, stage: G.UPCOMING, expires_at: null, version: 3, actions: ["cancel", "reschedule"] });
    expect(after.timeline.map((e) => [e.type, e.actor_id, e.status])).toEqual([
      [T.REQUEST, client.id, S.senderRequest],
      [T.RESCHEDULE, escort.id, S.receiverReschedule],
      [T.ACCEPT, client.id, S.accept],
    ]);
    expect(after.timeline[1]).toMatchObject({ start_at: new Date(otherTime).toISOString(), duration_minutes: 120, message: "Lieber übermorgen?" });
    expect((await list(escort, "upcoming")).items.map((d) => d.id)).toEqual([date.id]);
    expect((await list(escort, "request")).items).toEqual([]);

    // the other side was told each time, and both got every change live
    expect((await notificationsOf(escort.id)).map((n) => [n.kind, Number(n.actor_id), n.link])).toEqual([
      ["date_request", client.id, `/my_date/${date.id}`],
      ["date_accepted", client.id, `/my_date/${date.id}`],
    ]);
    expect((await notificationsOf(client.id)).map((n) => [n.kind, Number(n.actor_id)])).toEqual([["date_rescheduled", escort.id]]);
    const clientEvents = await dateEventsOf(client.id, date.id);
    const escortEvents = await dateEventsOf(escort.id, date.id);
    expect(clientEvents.map((p) => [p.event.type, p.date.my_side, p.date.stage])).toEqual([
      [T.REQUEST, "sender", G.WAITING_FOR_RESPONSE],
      [T.RESCHEDULE, "sender", G.NEEDS_CONFIRMATION],
      [T.ACCEPT, "sender", G.UPCOMING],
    ]);
    expect(escortEvents.map((p) => [p.event.type, p.date.my_side, p.date.stage])).toEqual([
      [T.REQUEST, "receiver", G.NEEDS_CONFIRMATION],
      [T.RESCHEDULE, "receiver", G.WAITING_FOR_RESPONSE],
      [T.ACCEPT, "receiver", G.UPCOMING],
    ]);

    // time moves: during the date it is still upcoming, after its end it needs review, after 7 more days it is completed
    api.clock.set(new Date(new Date(otherTime).getTime() + 90 * MINUTE));
    expect((await detail(client, date.id)).date).toMatchObject({ stage: G.UPCOMING, actions: [] });
    expect(errorOf(await act(client, date.id, "cancel"))).toEqual([409, "exception.dating.date_started", null]);
    expect((await list(client, "upcoming")).items.map((d) => d.id)).toEqual([date.id]);
    await expectTabsAgree(client);
    api.clock.set(new Date(new Date(otherTime).getTime() + 120 * MINUTE));
    expect((await detail(client, date.id)).date.stage).toBe(G.NEEDS_REVIEW);
    expect((await detail(escort, date.id)).date.stage).toBe(G.NEEDS_REVIEW);
    expect((await list(client, "past")).items.map((d) => d.id)).toEqual([date.id]);
    await expectTabsAgree(client);
    await expectTabsAgree(escort);
    api.clock.advance(7 * DAY);
    expect((await detail(escort, date.id)).date.stage).toBe(G.COMPLETED);
    expect((await list(escort, "past")).items.map((d) => d.id)).toEqual([date.id]);
    await expectTabsAgree(escort);
  });
});

describe("reject and cancel", () => {
  it("the escort rejects: the date is closed for both", async () => {
    const client = await user("client");
    const escort = await user("escort");
    const date = await newDate(client, escort);
    const rejected = await act(escort, date.id, "reject", { message: "Leider nicht" });
    expect(rejected.status).toBe(200);
    expect(ZDateDetail.parse(rejected.body.data).date).toMatchObject({ status: S.reject, stage: G.REJECTED, actions: [] });
    expect((await detail(client, date.id)).date.stage).toBe(G.REJECTED);
    for (const [who, action] of [[client, "cancel"], [escort, "accept"], [client, "reschedule"]] as const) {
      expect(errorOf(await act(who, date.id, action, action === "reschedule" ? { start_at: ahead(600) } : {}))).toEqual([409, "exception.dating.date_closed", null]);
    }
    expect((await notificationsOf(client.id)).map((n) => n.kind)).toEqual(["date_rejected"]);
    expect((await list(client, "all")).items[0]).toMatchObject({ id: date.id, stage: G.REJECTED });
    expect((await list(client, "request")).items).toEqual([]);
  });

  it("the client withdraws the request; an accepted date can be cancelled by either side until it starts", async () => {
    const client = await user("client");
    const escort = await user("escort");
    const first = await newDate(client, escort);
    expect(errorOf(await act(escort, first.id, "cancel"))).toEqual([403, "exception.dating.action_not_allowed", null]);
    expect(errorOf(await act(client, first.id, "accept"))).toEqual([403, "exception.dating.action_not_allowed", null]);
    const withdrawn = await act(client, first.id, "cancel");
    expect(ZDateDetail.parse(withdrawn.body.data).date).toMatchObject({ status: S.cancel, stage: G.CANCELLED });
    expect((await notificationsOf(escort.id)).map((n) => n.kind)).toEqual(["date_request", "date_cancelled"]);

    const second = await newDate(client, escort);
    expect((await act(escort, second.id, "accept")).status).toBe(200);
    const cancelled = await act(escort, second.id, "cancel", { message: "Krank" });
    expect(cancelled.status).toBe(200);
    expect((await detail(client, second.id)).timeline.map((e) => e.type)).toEqual([T.REQUEST, T.ACCEPT, T.CANCEL]);
    expect((await detail(client, second.id)).date.stage).toBe(G.CANCELLED);
    await expectTabsAgree(client);
  });
});

describe("expiry", () => {
  it("a request not answered in 24 hours is expired at once and recorded by the durable job, once", async () => {
    const client = await user("client");
    const escort = await user("escort");
    const date = await newDate(client, escort, { start_at: ahead(3 * 24 * 60) });
    expect(new Date(date.expires_at!).getTime()).toBe(new Date(date.created_at).getTime() + DAY);

    api.clock.advance(DAY - MINUTE);
    expect((await detail(escort, date.id)).date.stage).toBe(G.NEEDS_CONFIRMATION);
    api.clock.advance(MINUTE);
    // expired from the deadline on, before the job ran
    expect((await detail(escort, date.id)).date).toMatchObject({ stage: G.EXPIRED, actions: [] });
    expect(errorOf(await act(escort, date.id, "accept"))).toEqual([409, "exception.dating.request_expired", null]);
    expect((await list(escort, "request")).items.map((d) => d.id)).not.toContain(date.id);

    // the job (its schedule made due now) records it: SYSTEM_CANCEL, both told
    await api.database.query(`update job_schedules set next_run_at = now() where name = 'dating.expire'`);
    await api.jobs!.drain();
    const after = await detail(client, date.id);
    expect(after.timeline.map((e) => [e.type, e.actor_id])).toEqual([
      [T.REQUEST, client.id],
      [T.SYSTEM_CANCEL, null],
    ]);
    expect(after.date).toMatchObject({ status: S.senderRequest, stage: G.EXPIRED, version: 2 });
    expect((await notificationsOf(client.id)).map((n) => n.kind)).toEqual(["date_expired"]);
    expect((await notificationsOf(escort.id)).map((n) => n.kind)).toEqual(["date_request", "date_expired"]);
    expect((await dateEventsOf(client.id, date.id)).map((p) => p.event.type)).toEqual([T.REQUEST, T.SYSTEM_CANCEL]);

    await api.database.query(`update job_schedules set next_run_at = now() where name = 'dating.expire'`);
    await api.jobs!.drain();
    expect((await detail(client, date.id)).timeline).toHaveLength(2);
    const [job] = await api.database.query<{ n: number }>(`select count(*)::int as n from jobs where kind = 'dating.expire' and done_at is not null and last_error is null`);
    expect(job!.n).toBeGreaterThanOrEqual(2);
  });
});

describe("refusals", () => {
  it("a start less than 45 minutes ahead of the api clock is refused with its message", async () => {
    const client = await user("client");
    const escort = await user("escort");
    const tooSoon = await request(client, escort, { start_at: new Date(api.clock.now().getTime() + 45 * MINUTE - 5000).toISOString() });
    expect(errorOf(tooSoon)).toEqual([422, "validation.dating.start_too_soon", "start_at"]);
    const de = JSON.parse(readFileSync(new URL("../../../../../locales/de/common.json", import.meta.url), "utf8"));
    expect(de.validation.dating.start_too_soon).toBe("Ein Date muss mindestens 45 Minuten im Voraus beginnen.");
    expect((await request(client, escort, { start_at: ahead(46) })).status).toBe(201);
    // the clock decides, not the machine: a day ahead of the clock, a start one hour from the machine's now is past
    api.clock.advance(DAY);
    expect(errorOf(await request(client, escort, { start_at: new Date(Date.now() + HOUR).toISOString() }))).toEqual([422, "validation.dating.start_too_soon", "start_at"]);
    // the same rule for another time
    const date = await newDate(client, escort);
    expect(errorOf(await act(escort, date.id, "reschedule", { start_at: ahead(30) }))).toEqual([422, "validation.dating.start_too_soon", "start_at"]);
    expect((await detail(escort, date.id)).date.status).toBe(S.senderRequest);
  });

  it("bad input answers validation keys", async () => {
    const client = await user("client");
    const escort = await user("escort");
    expect(errorOf(await request(client, escort, { duration_minutes: 45 }))).toEqual([422, "validation.dating.invalid_duration", "duration_minutes"]);
    expect(errorOf(await request(client, escort, { place_kind: "meeting" }))).toEqual([422, "validation.dating.place_note_required", "place_note"]);
    expect(errorOf(await request(client, escort, { start_at: "tomorrow" }))).toEqual([422, "validation.dating.invalid_start", "start_at"]);
    expect(errorOf(await request(client, escort, { message: "x".repeat(1001) }))).toEqual([422, "validation.dating.message_too_long", "message"]);
    expect(errorOf(await request(client, client))).toEqual([422, "validation.dating.self", "receiver_id"]);
    expect(errorOf(await request(escort, client))).toEqual([403, "exception.dating.sender_not_client", null]);
    expect(errorOf(await request(client, await user("client")))).toEqual([403, "exception.dating.receiver_not_provider", null]);
    expect(errorOf(await request(client, { ...escort, id: 987654321 }))).toEqual([404, "exception.dating.receiver_not_found", null]);
    const deactivated = await user("escort");
    await api.database.query(`update users set deactivated_at = now() where id = $1`, [deactivated.id]);
    expect(errorOf(await request(client, deactivated))).toEqual([404, "exception.dating.receiver_not_found", null]);
    await api.database.query(`insert into blocks (blocker_id, blocked_id) values ($1, $2)`, [escort.id, client.id]);
    expect(errorOf(await request(client, escort))).toEqual([403, "exception.dating.blocked", null]);
    expect(errorOf(await getJson(api, "/api/v2/dating/dates?tab=soon", client.token))).toEqual([422, "validation.common.invalid_choice", "query.tab"]);
    expect((await getJson(api, "/api/v2/dating/dates")).status).toBe(401);
  });

  it("a third person can neither see nor change a date", async () => {
    const client = await user("client");
    const escort = await user("escort");
    const stranger = await user("escort");
    const date = await newDate(client, escort);
    expect(errorOf(await getJson(api, `/api/v2/dating/dates/${date.id}`, stranger.token))).toEqual([404, "exception.dating.date_not_found", null]);
    for (const action of ["accept", "reject", "cancel"] as const) expect(errorOf(await act(stranger, date.id, action))).toEqual([404, "exception.dating.date_not_found", null]);
    expect(errorOf(await act(stranger, date.id, "reschedule", { start_at: ahead(300) }))).toEqual([404, "exception.dating.date_not_found", null]);
    expect((await list(stranger, "all")).items).toEqual([]);
    expect((await detail(escort, date.id)).date).toMatchObject({ status: S.senderRequest, version: 1 });
    expect(await notificationsOf(stranger.id)).toEqual([]);
  });
});

describe("paging", () => {
  it("10 a page; requests soonest first, all latest first; the total past the last page too", async () => {
    const client = await user("client");
    const escort = await user("escort");
    const ids: number[] = [];
    for (let i = 0; i < 11; i += 1) ids.push((await newDate(client, escort, { start_at: ahead(120 + ((i * 7) % 11) * 60) })).id);
    const first = await list(escort, "request");
    const second = await list(escort, "request", 2);
    expect([first.items.length, second.items.length, first.total, second.total, first.page_size]).toEqual([10, 1, 11, 11, 10]);
    const starts = [...first.items, ...second.items].map((d) => d.start_at);
    expect(starts).toEqual([...starts].sort());
    expect(new Set([...first.items, ...second.items].map((d) => d.id))).toEqual(new Set(ids));
    const all = await list(client, "all");
    expect(all.items.map((d) => d.start_at)).toEqual([...all.items.map((d) => d.start_at)].sort().reverse());
    expect(await list(client, "all", 3)).toMatchObject({ items: [], total: 11, page_no: 3 });
    expect(await list(client, "upcoming", 2)).toMatchObject({ items: [], total: 0 });
  });
});

describe("concurrency", () => {
  it("an accept and a cancel at the same moment end in one consistent state", async () => {
    const client = await user("client");
    const escort = await user("escort");
    const outcomes = new Set<string>();
    for (let i = 0; i < 8; i += 1) {
      const date = await newDate(client, escort);
      const [accepted, cancelled] = await Promise.all([act(escort, date.id, "accept"), act(client, date.id, "cancel")]);
      const after = await detail(client, date.id);
      const ok = [accepted, cancelled].filter((r) => r.status === 200).length;
      // the cancel always succeeds (on the request, or on the accepted date); the accept only if it came first
      expect(cancelled.status).toBe(200);
      expect(after.date.status).toBe(S.cancel);
      if (accepted.status === 200) {
        expect(after.timeline.map((e) => e.type)).toEqual([T.REQUEST, T.ACCEPT, T.CANCEL]);
        outcomes.add("accept first");
      } else {
        expect(errorOf(accepted)).toEqual([409, "exception.dating.date_closed", null]);
        expect(after.timeline.map((e) => e.type)).toEqual([T.REQUEST, T.CANCEL]);
        outcomes.add("cancel first");
      }
      expect(after.date.version).toBe(1 + ok);
      expect(after.timeline.at(-1)!.status).toBe(after.date.status);
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });
});
