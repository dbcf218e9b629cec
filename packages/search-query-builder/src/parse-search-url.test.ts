import { describe, expect, it } from "vitest";
import { DEFAULT_LOCATION, RADIUS, findCityBySlug } from "@samtrot/constants-catalogue";
import { buildSearchRequest } from "./build-search-request.js";
import { parseSearchUrl, type TParseSearchUrlInput } from "./parse-search-url.js";
import type { TSearchKind, TViewer } from "./search-state.js";
import { searchStateToQueryString } from "./search-state-to-query.js";
import { VIEWERS } from "./test-viewers.js";

const BERLIN = "lat=52.52&lon=13.405";

function parse(query: string, viewer: TViewer = VIEWERS.guest, extra: Partial<TParseSearchUrlInput> = {}) {
  const kind: TSearchKind = extra.searchKind ?? "default";
  return parseSearchUrl({ searchKind: kind, searchParams: new URLSearchParams(query), viewer, ...extra });
}

/** A rewrite must be final: parsing it again corrects nothing and gives the same state. */
function expectFinal(query: string, viewer: TViewer = VIEWERS.guest, extra: Partial<TParseSearchUrlInput> = {}) {
  const first = parse(query, viewer, extra);
  expect(first.rewrite).toBeDefined();
  const again = parse(first.rewrite as string, viewer, { ...extra, popFilters: undefined });
  expect(again.rewrite).toBeUndefined();
  expect(again.state).toEqual(first.state);
  return first;
}

describe("radius (spec 000 §4, §5; DECISIONS.md)", () => {
  it.each(["0", "-5", "abc", "", "12.5"])("radius=%j becomes the standard radius and the URL is rewritten", (radius) => {
    const result = expectFinal(`${BERLIN}&radius=${radius}`);
    expect(result.state.radius).toBe(RADIUS.standard);
    expect(result.rewrite).toContain("radius=100");
    expect(result.corrections).toContain("radius");
  });

  it("lowers a radius above the non-member choices to the largest allowed one (100) and rewrites", () => {
    for (const viewer of [VIEWERS.guest, VIEWERS.client, VIEWERS.escort, VIEWERS.business]) {
      const result = expectFinal(`${BERLIN}&radius=500`, viewer);
      expect(result.state.radius).toBe(100);
    }
  });

  it("lets members of any user type keep 150, 200, 300 and 500", () => {
    for (const viewer of [VIEWERS.memberClient, VIEWERS.memberEscort, VIEWERS.memberBusiness]) {
      for (const radius of [150, 200, 300, 500] as const) {
        const result = parse(`mode=radius&${BERLIN}&radius=${radius}`, viewer);
        expect(result.rewrite).toBeUndefined();
        expect(result.state.radius).toBe(radius);
      }
    }
  });

  it("does not treat a guest as a member even if the flag is set", () => {
    expect(parse(`${BERLIN}&radius=500`, { ...VIEWERS.guest, isMember: true }).state.radius).toBe(100);
  });

  it("keeps every non-member choice as it is, 20 included", () => {
    for (const radius of [5, 10, 20, 30, 50, 100]) {
      const result = parse(`mode=radius&${BERLIN}&radius=${radius}`);
      expect(result.rewrite).toBeUndefined();
      expect(result.state.radius).toBe(radius);
    }
  });

  it("moves a value between choices up to the next choice", () => {
    expect(expectFinal(`${BERLIN}&radius=25`).state.radius).toBe(30);
    expect(expectFinal(`${BERLIN}&radius=120`, VIEWERS.memberClient).state.radius).toBe(150);
  });
});

describe("radius mode and country mode (spec 000 §4, DECISIONS.md missing lat/lon)", () => {
  it("starts a fresh search (no location parameters) at the default location, without a rewrite", () => {
    const result = parse("");
    expect(result.rewrite).toBeUndefined();
    expect(result.state.mode).toBe("radius");
    expect(result.state.location).toEqual({ lat: DEFAULT_LOCATION.lat, lon: DEFAULT_LOCATION.lon });
    expect(result.state.city).toBe("berlin");
    expect(result.state.radius).toBe(100);
  });

  it("a radius alone still starts at the default location", () => {
    expect(parse("radius=50").state.location).toEqual({ lat: 52.52, lon: 13.405 });
  });

  it("uses a caller's fallback location for a fresh search", () => {
    const result = parse("", VIEWERS.client, { fallbackLocation: { lat: 48.1351, lon: 11.582, city: "münchen" } });
    expect(result.state.location).toEqual({ lat: 48.1351, lon: 11.582 });
    expect(result.state.city).toBe("münchen");
  });

  it.each([
    "mode=radius&lat=52.52",
    "mode=radius&lon=13.4",
    "mode=radius&lat=abc&lon=13.4",
    "mode=radius&lat=52.5&lon=0x10",
    "mode=radius&lat=91&lon=13.4",
    "mode=radius&lat=&lon=",
    "mode=radius&lat=0&lon=13.4",
    "mode=radius&lat=52.5&lon=-0",
  ])("%s drops the location, makes no search and rewrites", (query) => {
    const result = expectFinal(query);
    expect(result.state.location).toBeNull();
    expect(result.corrections).toEqual(expect.arrayContaining(["lat", "lon"]));
    expect(result.rewrite).not.toMatch(/lat=|lon=/);
    expect(buildSearchRequest(result.state, VIEWERS.guest)).toEqual({ skip: "no_location" });
  });

  it("accepts negative and exponent coordinates as String(number) writes them", () => {
    const result = parse("mode=radius&lat=-33.8688&lon=1e-7");
    expect(result.rewrite).toBeUndefined();
    expect(result.state.location).toEqual({ lat: -33.8688, lon: 1e-7 });
  });

  it("places a known city without coordinates from the catalogue", () => {
    const hamburg = findCityBySlug("hamburg");
    const result = parse("city=hamburg&radius=50");
    expect(result.rewrite).toBeUndefined();
    expect(result.state.location).toEqual({ lat: hamburg?.lat, lon: hamburg?.lon });
    expect(result.state.city).toBe("hamburg");
  });

  it("drops an unknown city without coordinates", () => {
    const result = expectFinal("city=atlantis");
    expect(result.state.location).toBeNull();
    expect(result.state.city).toBeNull();
  });

  it("reads country mode with its active countries", () => {
    const result = parse("mode=country&country=DE,AT");
    expect(result.rewrite).toBeUndefined();
    expect(result.state.mode).toBe("country");
    expect(result.state.countries).toEqual(["DE", "AT"]);
  });

  it("drops countries the product does not run in, and empty entries", () => {
    const result = expectFinal("mode=country&country=DE,,XX,FR");
    expect(result.state.countries).toEqual(["DE"]);
    expect(result.rewrite).toMatch(/country=DE(&|$)/);
  });

  it("country mode without a country makes no search", () => {
    const result = parse("mode=country");
    expect(result.state.countries).toEqual([]);
    expect(buildSearchRequest(result.state, VIEWERS.guest)).toEqual({ skip: "no_country" });
  });

  it("rewrites an unknown mode to radius", () => {
    expect(expectFinal(`mode=planet&${BERLIN}`).state.mode).toBe("radius");
  });
});

describe("sort (spec 000 §4, spec 001 §6)", () => {
  it("leaves the sort to the viewer's default when the URL names none", () => {
    expect(parse(BERLIN).state.sort).toBeNull();
  });

  it("sorts the server-rendered guest home by 'default'", () => {
    expect(parse("", VIEWERS.guest, { serverRenderedHome: true }).state.sort).toBe("default");
    expect(parse("", VIEWERS.client, { serverRenderedHome: true }).state.sort).toBeNull();
    expect(parse("", VIEWERS.guest, { serverRenderedHome: true, searchKind: "escort" }).state.sort).toBeNull();
    expect(parse("sort=distance", VIEWERS.guest, { serverRenderedHome: true }).state.sort).toBe("distance");
  });

  it("keeps top_ranking_distance_ring for a signed-in member client only", () => {
    expect(parse(`${BERLIN}&sort=top_ranking_distance_ring`, VIEWERS.memberClient).rewrite).toBeUndefined();
    for (const viewer of [VIEWERS.guest, VIEWERS.client, VIEWERS.memberEscort, VIEWERS.memberBusiness]) {
      const result = expectFinal(`${BERLIN}&sort=top_ranking_distance_ring`, viewer);
      expect(result.state.sort).toBeNull();
    }
  });

  it("offers the price orders on escort searches only", () => {
    expect(parse(`${BERLIN}&sort=price_low_to_high`, VIEWERS.client).state.sort).toBe("price_low_to_high");
    expect(expectFinal(`${BERLIN}&sort=price_low_to_high`, VIEWERS.escort).state.sort).toBeNull();
    expect(parse(`${BERLIN}&sort=rating`, VIEWERS.escort).state.sort).toBe("rating");
    expect(expectFinal(`${BERLIN}&sort=rating`, VIEWERS.client).state.sort).toBeNull();
  });

  it("rewrites an unknown sort", () => {
    expect(expectFinal(`${BERLIN}&sort=random`).state.sort).toBeNull();
  });
});

describe("range filters and list entries (spec 000 §4, §5)", () => {
  it("drops empty age, weight and height entries and rewrites", () => {
    const result = expectFinal(`${BERLIN}&age=18-25,,46-*&weight=,60-*&height=0-180,`, VIEWERS.client);
    expect(result.state.age).toEqual([
      { min: 18, max: 25 },
      { min: 46, max: null },
    ]);
    expect(result.state.weight).toEqual([{ min: 60, max: null }]);
    expect(result.state.height).toEqual([{ min: 0, max: 180 }]);
    expect(result.rewrite).toContain("age=18-25,46-*");
  });

  it("reads repeated keys like a comma list, without a rewrite", () => {
    const result = parse(`mode=radius&${BERLIN}&age=18-25&age=46-*`, VIEWERS.client);
    expect(result.rewrite).toBeUndefined();
    expect(result.state.age).toHaveLength(2);
  });

  it("drops malformed ranges", () => {
    const result = expectFinal(`${BERLIN}&age=25-18,abc,0-*,18-25`, VIEWERS.client);
    expect(result.state.age).toEqual([{ min: 18, max: 25 }]);
  });

  it("reads price bands, the customised price and its durations", () => {
    const result = parse(`mode=radius&${BERLIN}&radius=100&price=0-99,200-*&custom_price=1&price_range=100-250&durations=60,120`, VIEWERS.client);
    expect(result.rewrite).toBeUndefined();
    expect(result.state.price).toEqual({
      bands: [
        { min: 0, max: 99 },
        { min: 200, max: null },
      ],
      customized: true,
      range: { min: 100, max: 250 },
      durations: [60, 120],
    });
  });

  it("drops durations that are not price durations", () => {
    expect(expectFinal(`${BERLIN}&durations=60,45,1440`, VIEWERS.client).state.price.durations).toEqual([60, 1440]);
  });
});

describe("filter availability by searcher (spec 001 §3)", () => {
  const clientFilters = "cup_size=a_b&breast_type=natural&hair_color=15&price=0-99";

  it("keeps cup size, breast type, hair and prices for clients and guests", () => {
    for (const viewer of [VIEWERS.client, VIEWERS.guest]) {
      const result = parse(`mode=radius&${BERLIN}&radius=100&${clientFilters}`, viewer);
      expect(result.rewrite).toBeUndefined();
      expect(result.state.codes.cup_size).toEqual(["a_b"]);
    }
  });

  it("drops them for escorts and rewrites the URL", () => {
    const result = expectFinal(`${BERLIN}&${clientFilters}`, VIEWERS.escort);
    expect(result.state.codes.cup_size).toEqual([]);
    expect(result.state.codes.breast_type).toEqual([]);
    expect(result.state.traits.hair_color).toEqual([]);
    expect(result.state.price.bands).toEqual([]);
    expect(result.corrections).toEqual(expect.arrayContaining(["cup_size", "breast_type", "hair_color", "price"]));
  });

  it("keeps client primary service for escorts only", () => {
    expect(parse(`mode=radius&${BERLIN}&radius=100&client_primary_service=131`, VIEWERS.escort).rewrite).toBeUndefined();
    expect(expectFinal(`${BERLIN}&client_primary_service=131`, VIEWERS.client).state.traits.client_primary_service).toEqual([]);
  });

  it("drops trait ids of another category", () => {
    // 15 is a hair colour, not a piercing
    const result = expectFinal(`${BERLIN}&piercing=15,157`, VIEWERS.client);
    expect(result.state.traits.piercing).toEqual([157]);
  });

  it("keeps escort-only flags on escort searches only", () => {
    expect(parse(`mode=radius&${BERLIN}&radius=100&only_show_type=is_hot,is_verified`, VIEWERS.client).state.onlyShowType).toEqual([
      "is_verified",
      "is_hot",
    ]);
    const onClients = expectFinal(`${BERLIN}&only_show_type=is_hot,is_verified`, VIEWERS.escort);
    expect(onClients.state.onlyShowType).toEqual(["is_verified"]);
  });

  it("normalises the case of codes and rewrites", () => {
    const result = expectFinal(`${BERLIN}&languages=en,De&nationality=pl&cup_size=C_D`, VIEWERS.client);
    expect(result.state.codes.languages).toEqual(["DE", "EN"]);
    expect(result.state.codes.nationality).toEqual(["PL"]);
    expect(result.state.codes.cup_size).toEqual(["c_d"]);
  });

  it("reads and rewrites the smoker flag", () => {
    expect(parse(`mode=radius&${BERLIN}&radius=100&smoker=0`).state.smoker).toBe(false);
    expect(expectFinal(`${BERLIN}&smoker=yes`).state.smoker).toBeNull();
  });

  it("reads genders and drops unknown ones", () => {
    expect(parse(`mode=radius&${BERLIN}&radius=100&gender=2,3`).state.genders).toEqual([2, 3]);
    expect(expectFinal(`${BERLIN}&gender=7,2`).state.genders).toEqual([2]);
    expect(expectFinal(`${BERLIN}&gender=9`).state.genders).toBeNull();
  });
});

describe("name search", () => {
  it("trims the query and rewrites", () => {
    expect(expectFinal(`${BERLIN}&q=%20anna%20`).state.query).toBe("anna");
  });
  it("keeps the query as typed otherwise", () => {
    const result = parse(`mode=radius&${BERLIN}&radius=100&q=Anna-Lena%20K`);
    expect(result.rewrite).toBeUndefined();
    expect(result.state.query).toBe("Anna-Lena K");
  });
});

describe("popFilters presets and foreign parameters", () => {
  it("merges presets from the path under the query string", () => {
    const result = parse(`mode=radius&${BERLIN}&radius=100&age=26-35`, VIEWERS.client, {
      popFilters: "hair_color=15&age=18-25",
    });
    expect(result.rewrite).toBeUndefined();
    expect(result.state.traits.hair_color).toEqual([15]);
    expect(result.state.age).toEqual([{ min: 26, max: 35 }]);
  });

  it("puts valid presets into the rewrite, so a redirect to the bare path loses nothing", () => {
    const result = parse(`${BERLIN}&radius=0`, VIEWERS.client, { popFilters: "hair_color=15,999" });
    expect(result.rewrite).toContain("hair_color=15");
    const again = parse(result.rewrite as string, VIEWERS.client);
    expect(again.rewrite).toBeUndefined();
    expect(again.state).toEqual(result.state);
  });

  it("keeps parameters that are not ours at the end of a rewrite", () => {
    const result = parse(`lng=en&${BERLIN}&radius=0&utm_source=x`);
    expect(result.rewrite).toMatch(/&lng=en&utm_source=x$/);
  });

  it("does not rewrite for reordered or duplicated list entries", () => {
    const result = parse(`mode=radius&${BERLIN}&radius=100&age=46-*,18-25,18-25`, VIEWERS.client);
    expect(result.rewrite).toBeUndefined();
    expect(result.state.age).toEqual([
      { min: 18, max: 25 },
      { min: 46, max: null },
    ]);
  });
});

describe("the README's example URL", () => {
  it("is canonical: parses without a rewrite and serialises back to itself", () => {
    const example =
      "mode=radius&lat=52.52&lon=13.405&radius=50&city=berlin&gender=2&age=18-25,46-*&custom_price=1&price_range=100-*&durations=60,120&hair_color=15";
    const result = parse(example, VIEWERS.client);
    expect(result.rewrite).toBeUndefined();
    expect(searchStateToQueryString(result.state)).toBe(example);
  });
});
