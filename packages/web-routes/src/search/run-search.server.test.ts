import { buildSearchRequest, parseSearchUrl, GUEST_VIEWER, isSearchSkip, type TSearchRequest } from "@samtrot/search-query-builder";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPageApiClient } from "../shell/api/create-page-api-client.server";
import { startHttpServer } from "../shell/http-test-server";
import { facetsByFilterName, runSearch } from "./run-search.server";

const tile = (id: number) => ({
  id,
  username: `p${id}`,
  user_type: 2,
  gender: 2,
  couple_type: null,
  age: 30,
  city: { slug: "berlin", name: "Berlin", country: "DE" },
  distance_km: 3.4,
  avatar_url: `/api/v2/media/avatar/${id}.svg`,
  is_member: false,
  is_verified: false,
  is_new: false,
  on_tour: false,
  rating: null,
  reviews_count: 0,
  prices: [],
  languages: ["DE"],
  last_login_at: null,
  reply_time_seconds: null,
});

// An HTTP server in the api's shape: the first (home) search finds 3 profiles, the brand's second one 30.
let api: Awaited<ReturnType<typeof startHttpServer>>;
beforeAll(async () => {
  api = await startHttpServer((request, response) => {
    response.setHeader("content-type", "application/json");
    const body = JSON.parse(request.body) as TSearchRequest;
    const second = body.filterquery.location?.radius === 69420;
    const items = second ? Array.from({ length: 24 }, (_, i) => tile(i + 2)) : [tile(1), tile(2), tile(3)];
    const facets = second ? undefined : { terms: { escort_service: [{ value: 133, count: 1 }], gender: [{ value: 2, count: 3 }] }, ranges: {} };
    response.end(JSON.stringify({ data: { items, total: second ? 30 : 3, page_no: body.page_no, page_size: body.page_size, facets } }));
  });
});
afterAll(() => api.close());

const homeRequest = () => {
  const { state } = parseSearchUrl({ searchKind: "default", searchParams: new URLSearchParams(), viewer: GUEST_VIEWER, serverRenderedHome: true });
  const request = buildSearchRequest(state, GUEST_VIEWER);
  if (isSearchSkip(request)) throw new Error("skip");
  return request;
};
const client = () => createPageApiClient({ request: new Request("http://127.0.0.1:3001/de/") }, { lang: "de" }, { apiUrl: api.url, translate: (key) => key });

describe("runSearch", () => {
  it("one search when the brand has no second home search", async () => {
    api.seen.length = 0;
    const outcome = await runSearch(client(), homeRequest(), { secondHomeSearch: false });
    expect(api.seen).toHaveLength(1);
    expect(outcome.items.map((p) => p.id)).toEqual([1, 2, 3]);
    expect(outcome.fill).toEqual([]);
    expect(outcome.total).toBe(3);
    expect(outcome.facets?.terms.escort_service).toEqual([{ value: 133, count: 1 }]);
  });

  it("white-label: fewer than 20 results fill the page from the second home search (spec 000 §7)", async () => {
    api.seen.length = 0;
    const outcome = await runSearch(client(), homeRequest(), { secondHomeSearch: true });
    expect(api.seen).toHaveLength(2);
    const second = JSON.parse(api.seen[1]!.body) as TSearchRequest;
    expect(second.filterquery).toMatchObject({ escort_service: [133], languages: ["EN"], location: { radius: 69420 } });
    expect(outcome.items.map((p) => p.id)).toEqual([1, 2, 3]);
    expect(outcome.fill.map((p) => p.id)).toEqual(Array.from({ length: 21 }, (_, i) => i + 4));
    expect(outcome.total).toBe(3);
  });

  it("no second search beyond the first page", async () => {
    api.seen.length = 0;
    await runSearch(client(), { ...homeRequest(), page_no: 2 }, { secondHomeSearch: true });
    expect(api.seen).toHaveLength(1);
  });
});

describe("facetsByFilterName", () => {
  it("puts the request's filter names back on camelCased facet keys", () => {
    expect(
      facetsByFilterName(
        { facets: { terms: ["escort_service", "gender", "cup_size"], ranges: ["age"] } },
        { terms: { escortService: [{ value: 1, count: 2 }], gender: [] }, ranges: { age: { min: 18, max: 40, buckets: [] } } },
      ),
    ).toEqual({ terms: { escort_service: [{ value: 1, count: 2 }], gender: [] }, ranges: { age: { min: 18, max: 40, buckets: [] } } });
  });
});
