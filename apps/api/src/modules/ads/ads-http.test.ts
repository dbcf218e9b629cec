import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TAdBody } from "@samtrot/api-client/contracts";
import { startTestApi, type TTestApi } from "../../test/start-test-api.js";
import { getJson, makeMember, makeStaff, person, sendJson, type TPerson } from "../profiles/test-support/people.js";
import { searchClock } from "../search/search-clock.js";

// Ads over HTTP on a real api and database (PGlite, and the Postgres server with DATABASE_URL): selection by
// placement, brand, language and date at the api clock, weights, never for Plus members, the click redirect to the
// stored link only, and the team's figures per day.

let api: TTestApi;
let team: TPerson;
let free: TPerson;
let member: TPerson;

const SAMTROT = { "x-web-base": "http://127.0.0.1:3000" };
const NACHTFALTER = { "x-web-base": "http://127.0.0.1:3001/de" };

beforeAll(async () => {
  api = await startTestApi({ env: { SIGNUP_LIMIT_PER_IP_HOUR: "1000" } });
  [team, free, member] = await Promise.all([person(api, { user_type: 1, gender: 1 }), person(api, { user_type: 1, gender: 1 }), person(api, { user_type: 2, gender: 2 })]);
  await makeStaff(api, team.id);
  await makeMember(api, member.id);
  // The seeded house ads in Polish would compete with the ads these tests create there.
  await api.database.query(`update ads set active = false where lang = 'pl'`);
}, 120_000);
afterAll(() => api?.close());

const hour = 3_600_000;
const iso = (offsetMs: number) => new Date(api.clock.now().getTime() + offsetMs).toISOString();
const adBody = (over: Partial<TAdBody> = {}): TAdBody => ({
  kind: "partner",
  brand: "nachtfalter",
  lang: "pl",
  placements: ["forum"],
  headline: `Ad ${randomUUID().slice(0, 8)}`,
  body: "Text",
  link_url: "https://example.com/offer",
  advertiser: "Example GmbH",
  starts_at: iso(-hour),
  weight: 50,
  ...over,
});
async function createAd(over: Partial<TAdBody> = {}): Promise<number> {
  const answer = await sendJson(api, "POST", "/api/v2/moderation/ads", adBody(over), team.token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.id as number;
}
const serve = (query: string, headers: Record<string, string>, token?: string) => getJson(api, `/api/v2/ads?${query}`, token, headers);
async function servedIds(times: number, query: string, headers: Record<string, string>): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < times; i += 1) ids.push((await serve(query, headers)).body.data.item?.id ?? 0);
  return ids;
}
const counts = async (adId: number) =>
  (await api.database.query<{ impressions: number; clicks: number }>(`select coalesce(sum(impressions), 0)::int as impressions, coalesce(sum(clicks), 0)::int as clicks from ad_stat_days where ad_id = $1`, [adId]))[0]!;
const click = (path: string, headers: Record<string, string> = SAMTROT) => fetch(api.url + path, { redirect: "manual", headers });

describe("GET /api/v2/ads", () => {
  it("serves a seeded house or partner ad of the calling brand and language, and counts an impression through the tracking pipeline", async () => {
    const answer = await serve("placement=search&lang=de", SAMTROT);
    expect(answer.status).toBe(200);
    const ad = answer.body.data.item;
    expect(ad).toMatchObject({ kind: expect.stringMatching(/^(house|partner)$/), click_path: `/api/v2/ads/${ad.id}/click?placement=search` });
    const [stored] = await api.database.query<{ brand: string; lang: string }>(`select brand, lang from ads where id = $1`, [ad.id]);
    expect(stored).toEqual({ brand: "samtrot", lang: "de" });
    expect((await counts(ad.id)).impressions).toBeGreaterThanOrEqual(1);
    const [record] = await api.database.query<{ title: string; object: { type: string; id: string; placement: string } }>(
      `select title, object from tracking_events where title = 'ad_impression' and object->>'id' = $1 limit 1`,
      [String(ad.id)],
    );
    expect(record).toMatchObject({ title: "ad_impression", object: { type: "ad", id: String(ad.id), placement: "search" } });
  });

  it("picks only active ads of the brand, language and placement that run at the api clock", async () => {
    const current = await createAd();
    await createAd({ starts_at: iso(2 * hour) }); // not yet
    await createAd({ starts_at: iso(-3 * hour), ends_at: iso(-hour) }); // over
    await createAd({ active: false });
    await createAd({ placements: ["magazine"] });
    const otherBrand = await createAd({ brand: "samtrot" });
    expect(new Set(await servedIds(12, "placement=forum&lang=pl", NACHTFALTER))).toEqual(new Set([current]));
    expect(new Set(await servedIds(6, "placement=forum&lang=pl", SAMTROT))).toEqual(new Set([otherBrand]));
    expect((await serve("placement=visitors&lang=pl", NACHTFALTER)).body.data.item).toBeNull();
  });

  it("shows ads in proportion to their weights", async () => {
    const heavy = await createAd({ placements: ["visitors"], brand: "samtrot", weight: 90 });
    const light = await createAd({ placements: ["visitors"], brand: "samtrot", weight: 10 });
    const ids = await servedIds(200, "placement=visitors&lang=pl", SAMTROT);
    const share = ids.filter((id) => id === heavy).length / ids.length;
    expect(ids.every((id) => id === heavy || id === light)).toBe(true);
    // 90 : 10 → 0.9 expected; the bounds lie about four standard deviations away (n = 200).
    expect(share).toBeGreaterThan(0.8);
    expect(share).toBeLessThan(0.98);
    expect(await counts(light)).toMatchObject({ impressions: ids.length - ids.filter((id) => id === heavy).length });
  });

  it("never serves an ad to a Plus member (ad-free) and counts nothing for them; a free member gets one", async () => {
    const before = await api.database.query<{ n: number }>(`select count(*)::int as n from tracking_events where title = 'ad_impression'`);
    for (const placement of ["search", "profile", "messenger"]) {
      const answer = await serve(`placement=${placement}&lang=de`, SAMTROT, member.token);
      expect(answer.status).toBe(200);
      expect(answer.body.data.item).toBeNull();
    }
    const after = await api.database.query<{ n: number }>(`select count(*)::int as n from tracking_events where title = 'ad_impression'`);
    expect(after[0]!.n).toBe(before[0]!.n);
    expect((await serve("placement=search&lang=de", SAMTROT, free.token)).body.data.item).not.toBeNull();
  });

  it("refuses an unknown placement with its message", async () => {
    const answer = await serve("placement=homepage&lang=de", SAMTROT);
    expect(answer.status).toBe(422);
    expect(answer.body.errors[0]).toMatchObject({ title: "validation.ads.placement_invalid", source: "query.placement" });
  });
});

describe("GET /api/v2/ads/:adId/click", () => {
  it("counts the click and redirects to the stored link only, whatever the request carries", async () => {
    const adId = await createAd({ link_url: "https://example.com/landing?x=1" });
    for (const path of [`/api/v2/ads/${adId}/click?placement=forum`, `/api/v2/ads/${adId}/click?placement=forum&url=https://evil.example`, `/api/v2/ads/${adId}/click`]) {
      const answer = await click(path, { ...NACHTFALTER, referer: "https://evil.example/" });
      expect(answer.status).toBe(302);
      expect(answer.headers.get("location")).toBe("https://example.com/landing?x=1");
    }
    expect((await counts(adId)).clicks).toBe(3);
    expect((await click(`/api/v2/ads/${adId}/click?placement=nowhere`)).status).toBe(422);
    expect((await click(`/api/v2/ads/999999999/click`)).status).toBe(404);
  });

  it("sends a house ad's page path to the calling brand's own address", async () => {
    const adId = await createAd({ kind: "house", link_url: "/events" });
    expect((await click(`/api/v2/ads/${adId}/click`, NACHTFALTER)).headers.get("location")).toBe("http://127.0.0.1:3001/de/events");
    expect((await click(`/api/v2/ads/${adId}/click`, { "x-web-base": "https://evil.example/de" })).headers.get("location")).not.toContain("evil");
  });

  it("does not count ad records posted to the public tracking receiver", async () => {
    const adId = await createAd();
    const record = { id: randomUUID(), title: "ad_click", provider: "samtrot", object: { type: "ad", id: String(adId) }, published: new Date().toISOString(), context: { userAgent: "t", location: "http://x/", referrer: "", sessionId: "s" } };
    expect((await fetch(`${api.url}/api/v2/tracking?t=${Date.now()}`, { method: "POST", body: JSON.stringify(record) })).status).toBe(200);
    expect((await counts(adId)).clicks).toBe(0);
  });
});

describe("team: /api/v2/moderation/ads", () => {
  it("lists every ad with impressions and clicks per day; only for the team", async () => {
    const adId = await createAd({ placements: ["forum", "blog"], brand: "samtrot", lang: "pl", weight: 100 });
    await serve("placement=blog&lang=pl", SAMTROT);
    await click(`/api/v2/ads/${adId}/click?placement=blog`);
    const list = await getJson(api, "/api/v2/moderation/ads?days=7", team.token);
    expect(list.status).toBe(200);
    const today = searchClock(api.clock.now()).today;
    const row = list.body.data.items.find((item: { id: number }) => item.id === adId);
    expect(row).toMatchObject({ placements: ["forum", "blog"], weight: 100, active: true, totals: { impressions: 1, clicks: 1 }, days: [{ day: today, impressions: 1, clicks: 1 }] });
    expect(list.body.data.to).toBe(today);
    expect((await getJson(api, "/api/v2/moderation/ads", free.token)).status).toBe(403);
    expect((await getJson(api, "/api/v2/moderation/ads")).status).toBe(401);
    expect((await sendJson(api, "POST", "/api/v2/moderation/ads", adBody(), free.token)).status).toBe(403);
  });

  it("edits and deactivates an ad; a deactivated ad is no longer served", async () => {
    const adId = await createAd({ brand: "nachtfalter", placements: ["events"] });
    expect((await serve("placement=events&lang=pl", NACHTFALTER)).body.data.item.id).toBe(adId);
    const edited = await sendJson(api, "PUT", `/api/v2/moderation/ads/${adId}`, adBody({ brand: "nachtfalter", placements: ["events"], headline: "Neu", active: false }), team.token);
    expect(edited.status).toBe(200);
    const [row] = await api.database.query<{ headline: string; active: boolean }>(`select headline, active from ads where id = $1`, [adId]);
    expect(row).toEqual({ headline: "Neu", active: false });
    expect((await serve("placement=events&lang=pl", NACHTFALTER)).body.data.item).toBeNull();
    expect((await sendJson(api, "PUT", "/api/v2/moderation/ads/999999999", adBody(), team.token)).status).toBe(404);
  });

  it.each([
    [{ link_url: "http://example.com/" }, "validation.ads.link_invalid", "link_url"],
    [{ link_url: "javascript:alert(1)" }, "validation.ads.link_invalid", "link_url"],
    [{ link_url: "//evil.example/x" }, "validation.ads.link_invalid", "link_url"],
    [{ link_url: "/events" }, "validation.ads.link_invalid", "link_url"], // a partner links out, over https
    [() => ({ starts_at: iso(hour), ends_at: iso(0) }), "validation.ads.ends_before_start", "ends_at"],
    [{ starts_at: "morgen" }, "validation.ads.date_invalid", "starts_at"],
    [{ weight: 0 }, "validation.ads.weight_invalid", "weight"],
    [{ weight: 101 }, "validation.ads.weight_invalid", "weight"],
    [{ placements: ["homepage"] as never }, "validation.ads.placement_invalid", "placements.0"],
    [{ placements: [] }, "validation.ads.placement_required", "placements"],
  ])("refuses %o with its message and stores nothing", async (over, title, source) => {
    const [before] = await api.database.query<{ n: number }>(`select count(*)::int as n from ads`);
    const answer = await sendJson(api, "POST", "/api/v2/moderation/ads", adBody((typeof over === "function" ? over() : over) as Partial<TAdBody>), team.token);
    expect(answer.status).toBe(422);
    expect(answer.body.errors[0]).toMatchObject({ title, source });
    const [after] = await api.database.query<{ n: number }>(`select count(*)::int as n from ads`);
    expect(after!.n).toBe(before!.n);
  });
});
