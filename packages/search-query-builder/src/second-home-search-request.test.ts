import { describe, expect, it } from "vitest";
import { buildSearchRequest } from "./build-search-request.js";
import { parseSearchUrl } from "./parse-search-url.js";
import { ZSearchRequest, type TSearchRequest } from "./search-request-schema.js";
import { needsSecondHomeSearch, secondHomeSearchRequest } from "./second-home-search-request.js";
import { VIEWERS } from "./test-viewers.js";

function homeRequest(query: string): TSearchRequest {
  const { state } = parseSearchUrl({
    searchKind: "default",
    searchParams: new URLSearchParams(query),
    viewer: VIEWERS.guest,
    serverRenderedHome: true,
  });
  return buildSearchRequest(state, VIEWERS.guest, { page: 2 }) as TSearchRequest;
}

describe("white-label second home search (spec 000 §7 brand mode)", () => {
  it("is issued when the first search found fewer than 20 profiles", () => {
    expect(needsSecondHomeSearch(0)).toBe(true);
    expect(needsSecondHomeSearch(19)).toBe(true);
    expect(needsSecondHomeSearch(20)).toBe(false);
  });

  it("asks for escort_service 133, languages en and the global radius around the same centre", () => {
    const first = homeRequest("lat=48.2082&lon=16.3738&radius=50&age=18-25");
    const second = secondHomeSearchRequest(first);
    expect(second.filterquery).toEqual({
      ...first.filterquery,
      location: { lat: 48.2082, lon: 16.3738, radius: 69420 },
      escort_service: [133],
      languages: ["EN"],
    });
    expect(second.page_no).toBe(1);
    expect(second.sort).toBe(first.sort);
    expect(ZSearchRequest.safeParse(second).success).toBe(true);
  });

  it("turns a country search into a global one around the default location", () => {
    const first = homeRequest("mode=country&country=AT");
    const second = secondHomeSearchRequest(first);
    expect(second.filterquery.country).toBeUndefined();
    expect(second.filterquery.location).toEqual({ lat: 52.52, lon: 13.405, radius: 69420 });
    expect(ZSearchRequest.safeParse(second).success).toBe(true);
  });
});
