import { RADIUS } from "@samtrot/constants-catalogue";
import { CODE_FILTER_KEYS, LIST_RANGE_FILTERS, TRAIT_FILTER_KEYS } from "./filter-keys.js";
import { formatRangeEntry } from "./range-entry.js";
import type { TSearchState } from "./search-state.js";

/**
 * Every URL parameter of a search, in the canonical order. Lists are comma-separated; ranges are
 * `from-to` with `*` for an open upper side (spec 000 §5). Anything else in a URL is not ours and is
 * left alone.
 */
export const SEARCH_URL_PARAMS = [
  "q",
  "mode",
  "lat",
  "lon",
  "radius",
  "city",
  "country",
  "sort",
  "gender",
  ...LIST_RANGE_FILTERS,
  "price",
  "custom_price",
  "price_range",
  "durations",
  "smoker",
  ...TRAIT_FILTER_KEYS,
  ...CODE_FILTER_KEYS,
  "only_show_type",
  "business_type",
] as const;
export type TSearchUrlParam = (typeof SEARCH_URL_PARAMS)[number];

/**
 * The parameters that say where to search; a URL with none of them is a fresh search and starts at
 * the default location. (A radius alone says how far, not where.)
 */
export const LOCATION_URL_PARAMS = ["mode", "lat", "lon", "city", "country"] as const;

/**
 * The canonical query of a search state: stable order, only what differs from "nothing chosen", so
 * equal states give equal URLs. `mode` is always written: a URL without any location parameter is a
 * fresh search that starts at the default location, one with `mode` is not.
 * The viewer's own position is never written (shared links and referrers would leak it).
 */
export function searchStateToQuery(state: TSearchState): URLSearchParams {
  const query = new URLSearchParams();
  const list = (key: TSearchUrlParam, values: readonly (string | number)[]): void => {
    if (values.length > 0) query.set(key, values.join(","));
  };

  if (state.query !== "") query.set("q", state.query);
  query.set("mode", state.mode);
  if (state.location !== null) {
    query.set("lat", String(state.location.lat));
    query.set("lon", String(state.location.lon));
  }
  if (state.location !== null || state.radius !== RADIUS.standard) query.set("radius", String(state.radius));
  if (state.city !== null) query.set("city", state.city);
  list("country", state.countries);
  if (state.sort !== null) query.set("sort", state.sort);
  list("gender", state.genders ?? []);
  for (const filter of LIST_RANGE_FILTERS) list(filter, state[filter].map(formatRangeEntry));
  list("price", state.price.bands.map(formatRangeEntry));
  if (state.price.customized) query.set("custom_price", "1");
  if (state.price.range !== null) query.set("price_range", formatRangeEntry(state.price.range));
  list("durations", state.price.durations);
  if (state.smoker !== null) query.set("smoker", state.smoker ? "1" : "0");
  for (const key of TRAIT_FILTER_KEYS) list(key, state.traits[key]);
  for (const key of CODE_FILTER_KEYS) list(key, state.codes[key]);
  list("only_show_type", state.onlyShowType);
  list("business_type", state.businessTypes);
  return query;
}

/**
 * A query string (without "?") that keeps commas, slashes and `*` readable; URLSearchParams would
 * write `%2C`. Both forms parse to the same state.
 */
export function formatQueryString(query: URLSearchParams): string {
  const parts: string[] = [];
  query.forEach((value, key) => {
    const encoded = encodeURIComponent(value).replace(/%2C/gi, ",").replace(/%2F/gi, "/");
    parts.push(`${encodeURIComponent(key)}=${encoded}`);
  });
  return parts.join("&");
}

/** The canonical, readable query string of a state. */
export function searchStateToQueryString(state: TSearchState): string {
  return formatQueryString(searchStateToQuery(state));
}
