import {
  BUSINESS_TYPE_IDS,
  DEFAULT_LOCATION,
  FLAG_FILTERS,
  GENDER,
  PRICE_DURATIONS,
  RADIUS,
  RUN_COUNTRY_CODES,
  SORT_OPTIONS,
  ZLatLon,
  allowedRadius,
  findCityBySlug,
  type TBusinessTypeId,
  type TFlagFilter,
  type TGender,
  type TLatLon,
  type TPriceDuration,
  type TRunCountry,
  type TSortOption,
} from "@samtrot/constants-catalogue";
import { CODE_FILTER_KEYS, LIST_RANGE_FILTERS, TRAIT_FILTER_KEYS, isTraitValueOf } from "./filter-fields.js";
import { isUsableLatLon, normalizeSearchState } from "./normalize-search-state.js";
import { SEARCH_QUERY_MAX_LENGTH } from "./pending-catalogue.js";
import { parseRangeEntry, type TRange } from "./ranges.js";
import { CITY_LABEL_PATTERN, createSearchState, type TSearchKind, type TSearchState, type TViewer } from "./search-state.js";
import {
  LOCATION_URL_PARAMS,
  SEARCH_URL_PARAMS,
  formatQueryString,
  searchStateToQuery,
  type TSearchUrlParam,
} from "./search-state-to-query.js";
import { isEffectiveMember } from "./whom-viewer-sees.js";

export type TParseSearchUrlInput = {
  /** from the route: the default search (home and variants) or the escort, client, business path */
  searchKind: TSearchKind;
  /** the optional {popFilters} path segment: preset filters written like a query string */
  popFilters?: string;
  searchParams: URLSearchParams;
  viewer: TViewer;
  /** the first screen of the guest home, rendered on the server, sorts by 'default' (spec 000 §4) */
  serverRenderedHome?: boolean;
  /** the viewer's own position, if known (it never travels in the URL) */
  position?: TLatLon | null;
  /** where a fresh search starts; defaults to the catalogue's central Berlin (spec 001 §9) */
  fallbackLocation?: TLatLon & { city?: string | null };
};

export type TParsedSearchUrl = {
  state: TSearchState;
  /**
   * Set when the URL had to be corrected (radius 0 or over the limit, bad or empty values, filters
   * the viewer may not use): the canonical query string (without "?") to redirect to, on the search
   * path without {popFilters} — the query then carries every valid preset. Parameters that are not
   * ours (lng, utm_…) are kept at its end.
   */
  rewrite?: string;
  /** names of the URL parameters that were corrected */
  corrections: string[];
};

// Plain decimal or exponent notation as String(number) writes it; no hex, no blanks, no "".
const NUMBER_PATTERN = /^-?\d+(?:\.\d+)?(?:e[-+]?\d+)?$/i;
const INTEGER_PATTERN = /^-?\d+$/;

/**
 * Reads a search URL (spec 000 §2 routes, §4 and §5 rules, DECISIONS.md "Search") into a state, and
 * says whether the URL must be rewritten. Pure: the same input always gives the same output.
 */
export function parseSearchUrl(input: TParseSearchUrlInput): TParsedSearchUrl {
  const { viewer, searchParams } = input;
  const presets = new URLSearchParams(input.popFilters?.replace(/^\?/, "") ?? "");
  const corrections: string[] = [];
  const correct = (name: string): void => {
    if (!corrections.includes(name)) corrections.push(name);
  };

  // The query string wins over the path presets, key by key.
  const valuesOf = (key: TSearchUrlParam): string[] =>
    searchParams.has(key) ? searchParams.getAll(key) : presets.getAll(key);
  const has = (key: TSearchUrlParam): boolean => valuesOf(key).length > 0;
  const single = (key: TSearchUrlParam): string | undefined => {
    const values = valuesOf(key);
    if (values.length > 1) correct(key);
    return values[0];
  };
  /** Comma lists (also repeated keys); empty entries are dropped and mark the URL for a rewrite. */
  const entries = (key: TSearchUrlParam): string[] => {
    const all = valuesOf(key).flatMap((value) => value.split(",")).map((entry) => entry.trim());
    if (all.some((entry) => entry === "")) correct(key);
    return all.filter((entry) => entry !== "");
  };
  /** Keeps the entries `read` accepts; any other marks the URL for a rewrite. */
  function listOf<V>(key: TSearchUrlParam, read: (entry: string) => V | undefined): V[] {
    const values: V[] = [];
    for (const entry of entries(key)) {
      const value = read(entry);
      if (value === undefined) correct(key);
      else values.push(value);
    }
    return values;
  }

  const state = createSearchState(input.searchKind);
  state.position = input.position ?? null;

  const rawQuery = single("q") ?? "";
  state.query = rawQuery.trim().slice(0, SEARCH_QUERY_MAX_LENGTH);
  if (state.query !== rawQuery) correct("q");

  const fresh = LOCATION_URL_PARAMS.every((key) => !has(key));
  const rawMode = single("mode");
  if (rawMode === "radius" || rawMode === "country") state.mode = rawMode;
  else if (rawMode !== undefined) correct("mode");

  const rawLat = single("lat");
  const rawLon = single("lon");
  const rawCity = single("city");
  if (rawCity !== undefined) {
    const city = rawCity.trim().toLowerCase();
    if (CITY_LABEL_PATTERN.test(city)) state.city = city;
    if (state.city !== rawCity) correct("city");
  }
  if (rawLat !== undefined || rawLon !== undefined) {
    const location = readLatLon(rawLat, rawLon);
    if (location === undefined) {
      correct("lat");
      correct("lon");
    } else {
      state.location = location;
    }
  } else if (state.city !== null) {
    // A city without coordinates (links from city pages, landing pages) is placed from the catalogue.
    const city = findCityBySlug(state.city);
    if (city) state.location = { lat: city.lat, lon: city.lon };
    else correct("city");
  } else if (fresh) {
    const fallback = input.fallbackLocation ?? DEFAULT_LOCATION;
    state.location = { lat: fallback.lat, lon: fallback.lon };
    state.city = "city" in fallback ? (fallback.city ?? null) : null;
  }

  const rawRadius = single("radius");
  if (rawRadius !== undefined) {
    const requested = INTEGER_PATTERN.test(rawRadius) ? Number(rawRadius) : Number.NaN;
    // 0 or below, or not a number → the standard radius; above the viewer's choices → the largest one.
    state.radius = allowedRadius(requested, isEffectiveMember(viewer));
    if (String(state.radius) !== rawRadius) correct("radius");
  } else {
    state.radius = RADIUS.standard;
  }

  state.countries = listOf<TRunCountry>("country", (entry) =>
    (RUN_COUNTRY_CODES as readonly string[]).includes(entry) ? (entry as TRunCountry) : undefined,
  );

  const rawSort = single("sort");
  if (rawSort !== undefined) {
    if ((SORT_OPTIONS as readonly string[]).includes(rawSort)) state.sort = rawSort as TSortOption;
    else correct("sort");
  } else if (input.serverRenderedHome && input.searchKind === "default" && !viewer.signedIn) {
    state.sort = "default";
  }

  const genders = listOf<TGender>("gender", (entry) =>
    entry === String(GENDER.male) || entry === String(GENDER.female) || entry === String(GENDER.trans)
      ? (Number(entry) as TGender)
      : undefined,
  );
  state.genders = genders.length > 0 ? genders : null;

  for (const filter of LIST_RANGE_FILTERS) state[filter] = listOf<TRange>(filter, (e) => parseRangeEntry(e, filter));
  state.price.bands = listOf<TRange>("price", (entry) => parseRangeEntry(entry, "price"));
  const rawCustom = single("custom_price");
  state.price.customized = rawCustom === "1";
  if (rawCustom !== undefined && rawCustom !== "1" && rawCustom !== "0") correct("custom_price");
  const rawPriceRange = single("price_range");
  if (rawPriceRange !== undefined) {
    state.price.range = parseRangeEntry(rawPriceRange.trim(), "price") ?? null;
    if (state.price.range === null) correct("price_range");
  }
  state.price.durations = listOf<TPriceDuration>("durations", (entry) =>
    (PRICE_DURATIONS as readonly number[]).includes(Number(entry)) && INTEGER_PATTERN.test(entry)
      ? (Number(entry) as TPriceDuration)
      : undefined,
  );

  const rawSmoker = single("smoker");
  if (rawSmoker === "1" || rawSmoker === "0") state.smoker = rawSmoker === "1";
  else if (rawSmoker !== undefined) correct("smoker");

  for (const key of TRAIT_FILTER_KEYS) {
    state.traits[key] = listOf<number>(key, (entry) =>
      INTEGER_PATTERN.test(entry) && isTraitValueOf(key, Number(entry)) ? Number(entry) : undefined,
    );
  }
  // Codes are checked (and their case normalised) by normalizeSearchState, which reports changes.
  for (const key of CODE_FILTER_KEYS) state.codes[key] = entries(key);

  state.onlyShowType = listOf<TFlagFilter>("only_show_type", (entry) =>
    (FLAG_FILTERS as readonly string[]).includes(entry) ? (entry as TFlagFilter) : undefined,
  );
  state.businessTypes = listOf<TBusinessTypeId>("business_type", (entry) =>
    (BUSINESS_TYPE_IDS as readonly string[]).includes(entry) ? (entry as TBusinessTypeId) : undefined,
  );

  const normalized = normalizeSearchState(state, viewer);
  for (const name of normalized.corrections) correct(name);
  if (corrections.length === 0) return { state: normalized.state, corrections };
  return { state: normalized.state, rewrite: rewriteQuery(normalized.state, searchParams), corrections };
}

function readLatLon(rawLat: string | undefined, rawLon: string | undefined): TLatLon | undefined {
  if (rawLat === undefined || rawLon === undefined) return undefined;
  if (!NUMBER_PATTERN.test(rawLat) || !NUMBER_PATTERN.test(rawLon)) return undefined;
  const parsed = ZLatLon.safeParse({ lat: Number(rawLat), lon: Number(rawLon) });
  return parsed.success && isUsableLatLon(parsed.data) ? parsed.data : undefined;
}

/** The canonical query of the corrected state, followed by the parameters that are not ours. */
function rewriteQuery(state: TSearchState, original: URLSearchParams): string {
  const query = searchStateToQuery(state);
  original.forEach((value, key) => {
    if (!(SEARCH_URL_PARAMS as readonly string[]).includes(key)) query.append(key, value);
  });
  return formatQueryString(query);
}
