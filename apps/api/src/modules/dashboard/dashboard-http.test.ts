import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZDashboardMetrics } from "@samtrot/api-client/contracts";
import { startTestApi, type TTestApi } from "../../test/start-test-api.js";
import { getJson, makeMember, person, sendJson, type TPerson } from "../profiles/test-support/people.js";
import { searchClock } from "../search/search-clock.js";

// The dashboard figures and the announcement list over HTTP on a real api and database (PGlite, and the Postgres
// server with DATABASE_URL): visits through profile views, messages through the messenger, phone-number views
// through the tracking receiver.

let api: TTestApi;

beforeAll(async () => {
  api = await startTestApi({ env: { SIGNUP_LIMIT_PER_IP_HOUR: "1000" } });
}, 120_000);
afterAll(() => api?.close());

async function grownUp(overrides: Record<string, unknown>): Promise<TPerson> {
  const who = await person(api, overrides);
  await api.database.query(
    `update users set email_verified_at = now(), registration_completed_at = now() - interval '30 days', created_at = now() - interval '30 days' where id = $1`,
    [who.id],
  );
  return who;
}
const metrics = async (who: TPerson, days?: number) => getJson(api, `/api/v2/dashboard/metrics${days ? `?days=${days}` : ""}`, who.token);
const visit = (visitor: TPerson, visited: TPerson) => getJson(api, `/api/v2/profiles/${encodeURIComponent(visited.username)}`, visitor.token);
const message = (from: TPerson, to: TPerson) =>
  sendJson(api, "POST", "/api/v2/messenger/messages", { recipient_id: to.id, text: "Hallo!", client_key: randomUUID() }, from.token);
async function phoneView(profileId: number) {
  const record = { id: randomUUID(), title: "phone_view", provider: "samtrot", object: { type: "profile", id: String(profileId) }, published: new Date().toISOString(), context: { userAgent: "t", location: "http://x/", referrer: "", sessionId: "s" } };
  const response = await fetch(`${api.url}/api/v2/tracking?t=${Date.now()}`, { method: "POST", body: JSON.stringify(record) });
  expect(response.status).toBe(200);
}

describe("GET /api/v2/dashboard/metrics", () => {
  it("counts an escort's visits, received messages and phone-number views per day; a client sees visits and messages", async () => {
    const escort = await grownUp({ user_type: 2, gender: 2 });
    const client = await grownUp({ user_type: 1, gender: 1 });
    await makeMember(api, client.id);
    const other = await grownUp({ user_type: 1, gender: 1 });
    await visit(client, escort);
    await visit(client, escort);
    await visit(other, escort);
    await visit(escort, client);
    expect((await message(client, escort)).status).toBe(201);
    expect((await message(client, escort)).status).toBe(201);
    expect((await message(escort, client)).status).toBe(201);
    await phoneView(escort.id);
    await phoneView(escort.id);

    const figures = ZDashboardMetrics.parse((await metrics(escort, 7)).body.data);
    const today = searchClock(api.clock.now()).today;
    expect(figures).toMatchObject({ days: 7, to: today, metrics: ["visits", "messages", "phone_views"], totals: { visits: 3, messages: 2, phone_views: 2 }, escorts: [] });
    expect(figures.series).toHaveLength(7);
    expect(figures.series.at(-1)).toEqual({ day: today, visits: 3, messages: 2, phone_views: 2 });
    expect(figures.series.slice(0, 6).every((day) => day.visits === 0 && day.messages === 0)).toBe(true);

    const clientFigures = ZDashboardMetrics.parse((await metrics(client)).body.data);
    expect(clientFigures).toMatchObject({ days: 30, metrics: ["visits", "messages"], totals: { visits: 1, messages: 1, phone_views: 0 } });
    expect(clientFigures.series).toHaveLength(30);
  });

  it("shows a business its linked escorts' figures, summed and per escort", async () => {
    // businesses register through their own steps; the user type is what matters here
    const business = await grownUp({ user_type: 1, gender: 1 });
    await api.database.query(`update users set user_type = 3 where id = $1`, [business.id]);
    const anna = await grownUp({ user_type: 2, gender: 2 });
    const bea = await grownUp({ user_type: 2, gender: 2 });
    const visitor = await grownUp({ user_type: 1, gender: 1 });
    await api.database.query(`insert into business_escorts (business_id, escort_id) values ($1, $2), ($1, $3)`, [business.id, anna.id, bea.id]);
    await visit(visitor, anna);
    await visit(visitor, bea);
    await visit(visitor, bea);
    await visit(visitor, business);
    const figures = ZDashboardMetrics.parse((await metrics(business, 90)).body.data);
    expect(figures.totals.visits).toBe(3);
    expect(figures.series).toHaveLength(90);
    expect(figures.escorts.map((escort) => [escort.id, escort.totals.visits]).sort()).toEqual([[anna.id, 1], [bea.id, 2]].sort());
  });

  it("refuses another period and guests", async () => {
    const client = await grownUp({ user_type: 1, gender: 1 });
    const refused = await metrics(client, 14);
    expect([refused.status, refused.body.errors[0].title, refused.body.errors[0].source]).toEqual([422, "validation.dashboard.days_invalid", "query.days"]);
    expect((await getJson(api, "/api/v2/dashboard/metrics")).status).toBe(401);
  });
});

describe("GET /api/v2/announcements", () => {
  it("lists the current announcements of a language, newest first; a future one only from its start", async () => {
    const german = (await getJson(api, "/api/v2/announcements?lang=de")).body.data.items;
    expect(german.map((item: { title: string }) => item.title)).toEqual(["Deine Zahlen im Blick", "Neu: Touren"]);
    expect((await getJson(api, "/api/v2/announcements?lang=en")).body.data.items[0].title).toBe("Your figures at a glance");
    await api.database.query(`insert into announcements (lang, title, body, starts_at) values ('en', 'Soon', 'Later', now() + interval '2 days')`);
    expect((await getJson(api, "/api/v2/announcements?lang=en")).body.data.items).toHaveLength(2);
    api.clock.advance(3 * 86_400_000);
    expect((await getJson(api, "/api/v2/announcements?lang=en")).body.data.items[0].title).toBe("Soon");
    api.clock.set(new Date());
    const refused = await getJson(api, "/api/v2/announcements?lang=xx");
    expect([refused.status, refused.body.errors[0].source]).toEqual([422, "query.lang"]);
  });
});
