import { describe, expect, it } from "vitest";
import { applySearchAction } from "./apply-search-action.js";
import { buildSearchRequest, isSearchSkip } from "./build-search-request.js";
import { parseSearchUrl } from "./parse-search-url.js";
import { ZSearchRequest, type TSearchRequest } from "./search-request-schema.js";
import { createSearchState, type TSearchKind, type TSearchState, type TViewer } from "./search-state.js";
import { VIEWERS } from "./test-viewers.js";

const BERLIN = { lat: 52.52, lon: 13.405 };

function stateAt(kind: TSearchKind = "default", patch: Partial<TSearchState> = {}): TSearchState {
  return { ...createSearchState(kind), location: BERLIN, ...patch };
}

/** Builds, insists on a request (not a skip) that the api's own schema accepts, and returns it. */
function request(state: TSearchState, viewer: TViewer, page?: number): TSearchRequest {
  const result = buildSearchRequest(state, viewer, page === undefined ? {} : { page });
  if (isSearchSkip(result)) throw new Error(`unexpected skip ${result.skip}`);
  const parsed = ZSearchRequest.safeParse(result);
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  return result;
}

describe("the request shape (spec 000 §3)", () => {
  it("builds the server-rendered guest home request", () => {
    const { state } = parseSearchUrl({
      searchKind: "default",
      searchParams: new URLSearchParams(),
      viewer: VIEWERS.guest,
      serverRenderedHome: true,
    });
    expect(request(state, VIEWERS.guest)).toEqual({
      page_no: 1,
      page_size: 24,
      query: "",
      filterquery: {
        user_type: [2],
        location: { lat: 52.52, lon: 13.405, radius: 100 },
        customized: 0,
      },
      facets: {
        terms: [
          "gender",
          "escort_service",
          "meeting_option",
          "service",
          "figure_type",
          "race_type",
          "hair_color",
          "hair_length",
          "intimate_hair",
          "sexuality",
          "partner_preference",
          "piercing",
          "tattoo",
          "cup_size",
          "breast_type",
          "gender_identity",
          "nationality",
          "languages",
          "is_smoker",
          "bread_type",
          "exclusive_content",
        ],
        ranges: ["age", "price", "weight", "height"],
      },
      sort: "default",
    });
  });

  it("carries the page number and the search page size 24", () => {
    const built = request(stateAt(), VIEWERS.guest, 3);
    expect(built.page_no).toBe(3);
    expect(built.page_size).toBe(24);
    expect(request(stateAt(), VIEWERS.guest, 0).page_no).toBe(1);
  });

  it("sends the name search trimmed", () => {
    expect(request(stateAt("default", { query: "anna" }), VIEWERS.guest).query).toBe("anna");
  });
});

describe("default sort (spec 000 §4, DECISIONS.md)", () => {
  it.each([
    ["guest", "top_ranking"],
    ["client", "top_ranking"],
    ["memberClient", "top_ranking_distance_ring"],
    ["escort", "top_ranking"],
    ["memberEscort", "top_ranking"],
    ["business", "top_ranking"],
    ["memberBusiness", "top_ranking"],
  ] as const)("%s → %s", (viewer, sort) => {
    expect(request(stateAt(), VIEWERS[viewer]).sort).toBe(sort);
  });

  it("an explicit sort wins", () => {
    expect(request(stateAt("default", { sort: "last_login_at" }), VIEWERS.memberClient).sort).toBe("last_login_at");
  });
});

describe("modes (spec 000 §4)", () => {
  it("radius mode sends location and no country", () => {
    const built = request(stateAt("default", { radius: 50, countries: ["DE"] }), VIEWERS.guest);
    expect(built.filterquery.location).toEqual({ ...BERLIN, radius: 50 });
    expect(built.filterquery.country).toBeUndefined();
  });

  it("radius mode without a location makes no search", () => {
    expect(buildSearchRequest(createSearchState("default"), VIEWERS.guest)).toEqual({ skip: "no_location" });
  });

  it("country mode sends the active countries and no location", () => {
    const built = request(stateAt("default", { mode: "country", countries: ["AT", "DE"] }), VIEWERS.guest);
    expect(built.filterquery.country).toEqual(["DE", "AT"]);
    expect(built.filterquery.location).toBeUndefined();
  });

  it("country mode without a country makes no search", () => {
    expect(buildSearchRequest(stateAt("default", { mode: "country" }), VIEWERS.guest)).toEqual({ skip: "no_country" });
  });

  it("sends the viewer's own position as user_location", () => {
    const position = { lat: 53.55, lon: 9.99 };
    expect(request(stateAt("default", { position }), VIEWERS.client).filterquery.user_location).toEqual(position);
  });

  it("ignores a position at exactly 0 (a failed geolocation, spec 000 §5)", () => {
    expect(request(stateAt("default", { position: { lat: 0, lon: 0 } }), VIEWERS.client).filterquery.user_location).toBeUndefined();
  });

  it("caps a stored member radius once the viewer is no longer a member", () => {
    const built = request(stateAt("default", { radius: 500 }), VIEWERS.client);
    expect(built.filterquery.location?.radius).toBe(100);
  });
});

describe("whom a viewer sees, in the request", () => {
  it("applies the gender rule when no gender was chosen", () => {
    expect(request(stateAt(), VIEWERS.client).filterquery.gender).toEqual([2]);
    expect(request(stateAt(), VIEWERS.femaleClient).filterquery.gender).toEqual([1]);
    expect(request(stateAt(), VIEWERS.transClient).filterquery.gender).toEqual([3]);
    expect(request(stateAt(), VIEWERS.escort).filterquery.gender).toEqual([1]);
    expect(request(stateAt(), VIEWERS.guest).filterquery.gender).toBeUndefined();
    expect(request(stateAt(), VIEWERS.coupleClient).filterquery.gender).toBeUndefined();
  });

  it("a chosen gender replaces the rule", () => {
    expect(request(stateAt("default", { genders: [1, 2, 3] }), VIEWERS.client).filterquery.gender).toEqual([1, 2, 3]);
  });

  it("never narrows a business search by gender", () => {
    const built = request(stateAt("business"), VIEWERS.client);
    expect(built.filterquery.user_type).toEqual([3]);
    expect(built.filterquery.gender).toBeUndefined();
  });

  it("lists clients to escorts on the default search", () => {
    expect(request(stateAt(), VIEWERS.escort).filterquery.user_type).toEqual([1]);
    expect(request(stateAt("escort"), VIEWERS.escort).filterquery.user_type).toEqual([2]);
  });
});

describe("filters in the request (spec 000 §3)", () => {
  it("writes range lists as [min,max], [min,*] and [0,max]", () => {
    const state = stateAt("default", {
      age: [
        { min: 18, max: 25 },
        { min: 46, max: null },
      ],
      weight: [{ min: 60, max: null }],
      height: [{ min: 0, max: 180 }],
    });
    const { filterquery } = request(state, VIEWERS.client);
    expect(filterquery.age).toEqual(["[18,25]", "[46,*]"]);
    expect(filterquery.weight).toEqual(["[60,*]"]);
    expect(filterquery.height).toEqual(["[0,180]"]);
  });

  it("sends price bands while the customised price is off", () => {
    const state = stateAt("default", {
      price: { bands: [{ min: 0, max: 99 }], customized: false, range: { min: 100, max: 200 }, durations: [60] },
    });
    const { filterquery } = request(state, VIEWERS.client);
    expect(filterquery.price).toEqual(["[0,99]"]);
    expect(filterquery.customized).toBe(0);
    expect(filterquery.prices_durations).toBeUndefined();
    expect(filterquery.price_60_mins).toBeUndefined();
  });

  it("sends price_<n>_mins and prices_durations while the customised price is on", () => {
    let state = stateAt();
    state = applySearchAction(state, { type: "set_custom_price", range: { min: 100, max: null }, durations: [120, 60] }, VIEWERS.client);
    const { filterquery } = request(state, VIEWERS.client);
    expect(filterquery.customized).toBe(1);
    expect(filterquery.prices_durations).toEqual([60, 120]);
    expect(filterquery.price_60_mins).toBe("[100,*]");
    expect(filterquery.price_120_mins).toBe("[100,*]");
    expect(filterquery.price_15_mins).toBeUndefined();
    expect(filterquery.price).toBeUndefined();
  });

  it("applies a customised price without durations to the hourly price", () => {
    const state = stateAt("default", { price: { bands: [], customized: true, range: { min: 0, max: 150 }, durations: [] } });
    const { filterquery } = request(state, VIEWERS.client);
    expect(filterquery.prices_durations).toEqual([60]);
    expect(filterquery.price_60_mins).toBe("[0,150]");
  });

  it("sends no price fields at all for escort searchers (spec 001 §3)", () => {
    const state = stateAt("default", { price: { bands: [{ min: 0, max: 99 }], customized: true, range: { min: 1, max: 2 }, durations: [60] } });
    const { filterquery } = request(state, VIEWERS.escort);
    expect(filterquery.price).toBeUndefined();
    expect(filterquery.customized).toBeUndefined();
    expect(filterquery.price_60_mins).toBeUndefined();
    expect(request(stateAt(), VIEWERS.escort).facets.ranges).toEqual(["age", "weight", "height"]);
  });

  it("sends is_smoker as 0 or 1", () => {
    expect(request(stateAt("default", { smoker: true }), VIEWERS.client).filterquery.is_smoker).toBe(1);
    expect(request(stateAt("default", { smoker: false }), VIEWERS.client).filterquery.is_smoker).toBe(0);
    expect(request(stateAt(), VIEWERS.client).filterquery.is_smoker).toBeUndefined();
  });

  it("sends term filters and flags under their spec names", () => {
    const base = stateAt();
    const state: TSearchState = {
      ...base,
      traits: { ...base.traits, piercing: [157], tattoo: [236], escort_service: [133] },
      codes: { ...base.codes, cup_size: ["c_d"], nationality: ["DE"], languages: ["EN"] },
      onlyShowType: ["is_verified", "has_avatar"],
    };
    const { filterquery } = request(state, VIEWERS.client);
    expect(filterquery).toMatchObject({
      piercing: [157],
      tattoo: [236],
      escort_service: [133],
      cup_size: ["c_d"],
      nationality: ["DE"],
      languages: ["EN"],
      only_show_type: ["has_avatar", "is_verified"],
    });
  });

  it("drops filters the viewer may not use even when the state carries them", () => {
    const base = stateAt();
    const state: TSearchState = {
      ...base,
      traits: { ...base.traits, client_primary_service: [131], hair_color: [15] },
      codes: { ...base.codes, cup_size: ["a_b"] },
      onlyShowType: ["is_hot"],
    };
    const asEscort = request(state, VIEWERS.escort).filterquery;
    expect(asEscort.client_primary_service).toEqual([131]);
    expect(asEscort.hair_color).toBeUndefined();
    expect(asEscort.cup_size).toBeUndefined();
    expect(asEscort.only_show_type).toBeUndefined(); // is_hot applies to escort searches only
    const asClient = request(state, VIEWERS.client).filterquery;
    expect(asClient.client_primary_service).toBeUndefined();
    expect(asClient.hair_color).toEqual([15]);
    expect(asClient.only_show_type).toEqual(["is_hot"]);
  });

  it("leaves escort-only term facets out of client searches", () => {
    const terms = request(stateAt(), VIEWERS.escort).facets.terms;
    expect(terms).not.toContain("bread_type");
    expect(terms).toContain("client_primary_service");
    expect(terms).not.toContain("cup_size");
  });
});
