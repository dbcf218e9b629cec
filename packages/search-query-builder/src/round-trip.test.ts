import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BUSINESS_TYPE_IDS,
  CITIES,
  FLAG_FILTERS,
  PRICE_DURATIONS,
  RADIUS,
  RUN_COUNTRY_CODES,
  SORT_OPTIONS,
  type TRangeFilter,
} from "@samtrot/constants-catalogue";
import { buildSearchRequest, isSearchSkip } from "./build-search-request.js";
import { CODE_FILTER_KEYS, TRAIT_FILTER_KEYS, TRAIT_FILTERS, isTraitValueOf } from "./filter-fields.js";
import { normalizeSearchState } from "./normalize-search-state.js";
import { parseSearchUrl } from "./parse-search-url.js";
import { RANGE_FILTER_MAX, ZRange, type TRange } from "./ranges.js";
import { ZSearchRequest } from "./search-request-schema.js";
import { SEARCH_KINDS, type TSearchState, type TViewer } from "./search-state.js";
import { SEARCH_URL_PARAMS, searchStateToQuery, searchStateToQueryString } from "./search-state-to-query.js";

// fast-check runs are seeded per run and print the seed and the shrunk counterexample on failure.

const viewerArb: fc.Arbitrary<TViewer> = fc.record({
  userType: fc.constantFrom(0 as const, 1 as const, 2 as const, 3 as const),
  gender: fc.constantFrom(null, 1, 2, 3, 7),
  isMember: fc.boolean(),
  signedIn: fc.boolean(),
});

const latLonArb = fc.record({
  // `+ 0` turns -0 into 0: a URL cannot tell them apart
  lat: fc.double({ min: -90, max: 90, noNaN: true }).map((value) => value + 0),
  lon: fc.double({ min: -180, max: 180, noNaN: true }).map((value) => value + 0),
});

function rangeArb(filter: TRangeFilter): fc.Arbitrary<TRange> {
  const max = RANGE_FILTER_MAX[filter];
  return fc
    .record({ min: fc.integer({ min: 0, max }), max: fc.option(fc.integer({ min: 0, max }), { nil: null }) })
    .filter((range) => ZRange.safeParse(range).success);
}

const traitIds = (key: (typeof TRAIT_FILTER_KEYS)[number]): number[] =>
  Array.from({ length: 260 }, (_, id) => id).filter((id) => isTraitValueOf(key, id));

const CODE_VALUES: Record<(typeof CODE_FILTER_KEYS)[number], string[]> = {
  cup_size: ["a_b", "c_d", "e_f", "g_h", "i_j", "k_plus"],
  breast_type: ["natural", "enhanced"],
  gender_identity: ["cisgender", "trans_woman", "non_binary"],
  nationality: ["DE", "AT", "PL", "TR", "UA"],
  languages: ["DE", "EN", "ES", "RU"],
};

/** Any state a user could reach, before the viewer's rules are applied. */
const rawStateArb: fc.Arbitrary<TSearchState> = fc.record({
  kind: fc.constantFrom(...SEARCH_KINDS),
  query: fc.fullUnicodeString({ maxLength: 50 }).map((text) => text.trim()),
  mode: fc.constantFrom("radius" as const, "country" as const),
  location: fc.option(latLonArb, { nil: null }),
  radius: fc.constantFrom(...RADIUS.memberChoices),
  city: fc.option(fc.constantFrom(...CITIES.map((city) => city.slug), "ort am see", "o'higgins"), { nil: null }),
  countries: fc.subarray([...RUN_COUNTRY_CODES]),
  position: fc.option(latLonArb, { nil: null }),
  sort: fc.option(fc.constantFrom(...SORT_OPTIONS), { nil: null }),
  genders: fc.option(fc.subarray([1, 2, 3] as (1 | 2 | 3)[], { minLength: 1 }), { nil: null }),
  age: fc.array(rangeArb("age"), { maxLength: 4 }),
  weight: fc.array(rangeArb("weight"), { maxLength: 3 }),
  height: fc.array(rangeArb("height"), { maxLength: 3 }),
  price: fc.record({
    bands: fc.array(rangeArb("price"), { maxLength: 4 }),
    customized: fc.boolean(),
    range: fc.option(rangeArb("price"), { nil: null }),
    durations: fc.subarray([...PRICE_DURATIONS]),
  }),
  smoker: fc.option(fc.boolean(), { nil: null }),
  traits: fc.record(
    Object.fromEntries(TRAIT_FILTER_KEYS.map((key) => [key, fc.subarray(traitIds(key), { maxLength: 4 })])) as {
      [K in keyof typeof TRAIT_FILTERS]: fc.Arbitrary<number[]>;
    },
  ),
  codes: fc.record(
    Object.fromEntries(CODE_FILTER_KEYS.map((key) => [key, fc.subarray(CODE_VALUES[key])])) as {
      [K in (typeof CODE_FILTER_KEYS)[number]]: fc.Arbitrary<string[]>;
    },
  ),
  onlyShowType: fc.subarray([...FLAG_FILTERS]),
  businessTypes: fc.subarray([...BUSINESS_TYPE_IDS]),
});

/** A valid state for a viewer: what the parser and the reducer produce. */
const validCaseArb = fc.tuple(rawStateArb, viewerArb).map(([raw, viewer]) => ({
  viewer,
  state: normalizeSearchState(raw, viewer).state,
}));

describe("builder and parser round-trip (fast-check)", () => {
  it("parse(serialize(state)) is the state, with nothing to rewrite", () => {
    fc.assert(
      fc.property(validCaseArb, ({ state, viewer }) => {
        const parsed = parseSearchUrl({
          searchKind: state.kind,
          searchParams: searchStateToQuery(state),
          viewer,
          position: state.position,
        });
        expect(parsed.corrections).toEqual([]);
        expect(parsed.rewrite).toBeUndefined();
        expect(parsed.state).toEqual(state);
      }),
      { numRuns: 300 },
    );
  });

  it("the readable query string parses to the same state as URLSearchParams' own", () => {
    fc.assert(
      fc.property(validCaseArb, ({ state, viewer }) => {
        const readable = searchStateToQueryString(state);
        const parsed = parseSearchUrl({
          searchKind: state.kind,
          searchParams: new URLSearchParams(readable),
          viewer,
          position: state.position,
        });
        expect(parsed.state).toEqual(state);
        expect(new URLSearchParams(readable).toString()).toBe(searchStateToQuery(state).toString());
      }),
      { numRuns: 200 },
    );
  });

  it("equal states give equal URLs (the canonical order is stable)", () => {
    fc.assert(
      fc.property(validCaseArb, ({ state, viewer }) => {
        const again = normalizeSearchState(structuredClone(state), viewer);
        expect(again.corrections).toEqual([]);
        expect(searchStateToQueryString(again.state)).toBe(searchStateToQueryString(state));
      }),
      { numRuns: 100 },
    );
  });
});

/** Query strings as people and robots type them: our keys with good, bad and empty values. */
const messyQueryArb = fc
  .array(
    fc.tuple(
      fc.constantFrom(...SEARCH_URL_PARAMS, "lng", "page"),
      fc.oneof(
        fc.constantFrom("", "0", "-5", "1", "2", "3", "100", "500", "25", "abc", "18-25", "46-*", ",", "DE,AT", "de"),
        fc.constantFrom("radius", "country", "top_ranking", "is_hot", "a_b", "60", "157", "52.52", "13.4", "berlin"),
        fc.string({ maxLength: 8 }),
      ),
    ),
    { maxLength: 12 },
  )
  .map((pairs) => new URLSearchParams(pairs));

describe("parser on any input (fast-check)", () => {
  it("a rewrite is final: parsing it again changes nothing", () => {
    fc.assert(
      fc.property(messyQueryArb, viewerArb, fc.constantFrom(...SEARCH_KINDS), (query, viewer, kind) => {
        const first = parseSearchUrl({ searchKind: kind, searchParams: query, viewer });
        const again = parseSearchUrl({
          searchKind: kind,
          searchParams: new URLSearchParams(first.rewrite ?? query.toString()),
          viewer,
        });
        expect(again.rewrite).toBeUndefined();
        expect(again.state).toEqual(first.state);
      }),
      { numRuns: 400 },
    );
  });

  it("every request built from a parsed URL passes the request schema", () => {
    fc.assert(
      fc.property(messyQueryArb, viewerArb, fc.constantFrom(...SEARCH_KINDS), fc.nat(50), (query, viewer, kind, page) => {
        const { state } = parseSearchUrl({ searchKind: kind, searchParams: query, viewer });
        const built = buildSearchRequest(state, viewer, { page: page + 1 });
        if (isSearchSkip(built)) {
          expect(state.mode === "radius" ? state.location : state.countries.length).toBeFalsy();
          return;
        }
        const parsed = ZSearchRequest.safeParse(built);
        expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
        const radius = built.filterquery.location?.radius;
        if (radius !== undefined && !(viewer.signedIn && viewer.isMember)) expect(radius).toBeLessThanOrEqual(100);
      }),
      { numRuns: 400 },
    );
  });
});
