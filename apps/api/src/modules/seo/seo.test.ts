// The SEO landing page endpoint over real HTTP (the real api on a fresh, seeded database): the demo landing
// pages answer their urlDetail, the search they describe runs and gives what they promise, an unknown short
// URL is a 404 with an `exception.` key, a bad body a 422, and nothing is written.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_LANDING_PAGES } from "@samtrot/db";
import { ZLandingPage } from "@samtrot/api-client/contracts";
import {
  GUEST_VIEWER,
  buildSearchRequest,
  isSearchSkip,
  parseSearchUrl,
  searchParamsFromLandingPage,
} from "@samtrot/search-query-builder";
import { startTestApi, type TTestApi } from "../../test/start-test-api.js";

let api: TTestApi;
beforeAll(async () => {
  api = await startTestApi({ seedProfiles: 600 });
}, 180_000);
afterAll(async () => {
  await api?.close();
});

const post = (path: string, body: unknown) =>
  api.fetchJson(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
const landingPage = (body: unknown) => post("/api/v2/seo/landing-page", body);

describe("POST /api/v2/seo/landing-page", () => {
  it("answers every demo landing page with its urlDetail", async () => {
    for (const page of DEMO_LANDING_PAGES) {
      const { status, body } = await landingPage({ short_url: page.shortUrl });
      expect(status, page.shortUrl).toBe(200);
      expect(ZLandingPage.parse(body.data)).toEqual({ short_url: page.shortUrl, url_detail: page.urlDetail });
    }
  });

  it("describes a search that runs and lists only what the page promises (inactive entries left out)", async () => {
    const { body } = await landingPage({ short_url: "berlin-blonde-escorts" });
    const params = searchParamsFromLandingPage(body.data.url_detail);
    expect(params.get("age")).toBeNull();
    const parsed = parseSearchUrl({ searchKind: "default", popFilters: params.toString(), searchParams: new URLSearchParams(), viewer: GUEST_VIEWER });
    expect(parsed.state).toMatchObject({ city: "berlin", radius: 20, genders: [2] });
    const request = buildSearchRequest(parsed.state, GUEST_VIEWER);
    if (isSearchSkip(request)) throw new Error(`no search: ${request.skip}`);
    const search = await post("/api/v2/search/users", request);
    expect(search.status).toBe(200);
    expect(search.body.data.items.length).toBeGreaterThan(0);
    const ids: number[] = search.body.data.items.map((tile: { id: number }) => tile.id);
    const rows = await api.database.query<{ id: number; gender: number; blonde: boolean; km: number }>(
      `SELECT u.id, u.gender,
              EXISTS (SELECT 1 FROM profile_traits t WHERE t.user_id = u.id AND t.value_id = 15) AS blonde,
              earth_distance(p.earth_pt, ll_to_earth(52.52, 13.405)) / 1000 AS km
         FROM users u JOIN profiles p ON p.user_id = u.id WHERE u.id = ANY($1::bigint[])`,
      [ids],
    );
    expect(rows).toHaveLength(ids.length);
    for (const row of rows) {
      expect(row).toMatchObject({ gender: 2, blonde: true });
      expect(row.km).toBeLessThanOrEqual(20.5);
    }
  });

  it("answers an unknown short URL with a 404 and an exception key", async () => {
    for (const shortUrl of ["no-such-page", "BERLIN-BLONDE-ESCORTS", "berlin-blonde-escorts/../x", "' OR 1=1 --"]) {
      const { status, body } = await landingPage({ short_url: shortUrl });
      expect(status, shortUrl).toBe(404);
      expect(body.errors[0]).toMatchObject({ code: 404, title: "exception.seo.landing_page_not_found", source: "short_url" });
    }
  });

  it("refuses a bad body with a 422 and validation keys, and writes nothing", async () => {
    const before = await api.database.query<{ n: number }>("SELECT count(*)::int AS n FROM landing_pages");
    for (const body of [{}, { short_url: "" }, { short_url: 5 }, { short_url: "x".repeat(101) }, { short_url: "a", extra: 1 }, []]) {
      const answer = await landingPage(body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body.errors[0].title).toMatch(/^validation\./);
    }
    const broken = await api.fetchJson("/api/v2/seo/landing-page", { method: "POST", headers: { "content-type": "application/json" }, body: "{" });
    expect(broken.status).toBeGreaterThanOrEqual(400);
    expect(broken.status).toBeLessThan(500);
    expect(await api.database.query("SELECT count(*)::int AS n FROM landing_pages")).toEqual(before);
  });

  it("leaves out stored entries that lack the contract's shape", async () => {
    await api.database.query(
      `INSERT INTO landing_pages (short_url, url_detail) VALUES ('test-half-broken', $1::jsonb)`,
      [JSON.stringify([{ name: "gender", value: 2, active: 1 }, { name: "", value: 1, active: 1 }, { value: 3 }, "x"])],
    );
    const { status, body } = await landingPage({ short_url: "test-half-broken" });
    expect(status).toBe(200);
    expect(body.data.url_detail).toEqual([{ name: "gender", value: 2, active: 1 }]);
  });
});
