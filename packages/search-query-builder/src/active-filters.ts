import type { TFlagFilter } from "@samtrot/constants-catalogue";
import { CODE_FILTER_KEYS, LIST_RANGE_FILTERS, TRAIT_FILTER_KEYS, type TCodeFilter, type TListRangeFilter, type TTraitFilter } from "./filter-keys.js";
import type { TSearchState } from "./search-state.js";

/**
 * One filter a visitor has set, named like its URL parameter; each flag of only_show_type is a filter of its own
 * ("only verified", "only with price"), so it is named `only_show_type.<flag>`.
 */
export type TActiveFilter =
  | "q"
  | "gender"
  | TListRangeFilter
  | "price"
  | "smoker"
  | TTraitFilter
  | TCodeFilter
  | `only_show_type.${TFlagFilter}`
  | "business_type";

/**
 * The filters of a search that narrow it down, in URL order: what "reset all" (spec 000 §4) takes away, except the
 * sort, which orders the results and removes none. Where the visitor searches (mode, place, radius, countries) is
 * no filter either. A filter counts once however many values it holds: two hair colours are one filter, two age
 * bands or a custom age range one, a price (bands, or the customised range with its durations) one. Switching to a
 * customised price without a range filters nothing yet.
 */
export function activeFilters(state: TSearchState): TActiveFilter[] {
  const active: TActiveFilter[] = [];
  if (state.query.trim() !== "") active.push("q");
  if (state.genders !== null && state.genders.length > 0) active.push("gender");
  for (const filter of LIST_RANGE_FILTERS) if (state[filter].length > 0) active.push(filter);
  if (state.price.customized ? state.price.range !== null : state.price.bands.length > 0) active.push("price");
  if (state.smoker !== null) active.push("smoker");
  for (const filter of TRAIT_FILTER_KEYS) if (state.traits[filter].length > 0) active.push(filter);
  for (const filter of CODE_FILTER_KEYS) if (state.codes[filter].length > 0) active.push(filter);
  for (const flag of state.onlyShowType) active.push(`only_show_type.${flag}`);
  if (state.businessTypes.length > 0) active.push("business_type");
  return active;
}

/** How many filters of a search are set (the number on a "Filter" button). */
export function countActiveFilters(state: TSearchState): number {
  return activeFilters(state).length;
}
