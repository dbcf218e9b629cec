import { PAGE_SIZE, defaultSort, priceField } from "@samtrot/constants-catalogue";
import { isRangeFilterAvailable, searchFacets } from "./filter-availability.js";
import { CODE_FILTER_KEYS, LIST_RANGE_FILTERS, TRAIT_FILTER_KEYS } from "./filter-fields.js";
import { normalizeSearchState } from "./normalize-search-state.js";
import { HOURLY_PRICE_DURATION, SEARCH_MAX_PAGE_NO } from "./pending-catalogue.js";
import { formatRequestRange } from "./ranges.js";
import type { TSearchFilterQuery, TSearchRequest } from "./search-request-schema.js";
import type { TSearchState, TViewer } from "./search-state.js";
import { effectiveUserType, genderRule, isEffectiveMember, searchedProfileType, seenUserTypes } from "./whom-viewer-sees.js";

/** Why no search is made (spec 000 §4): radius mode without a usable location, country mode without a country. */
export type TSearchSkip = { skip: "no_location" | "no_country" };

export type TBuildSearchRequestOptions = {
  /** 1-based page; default 1 */
  page?: number;
};

/**
 * Turns a search state into the search request of spec 000 §3 for this viewer, or says why no
 * search is made. The state is first held to the viewer's rights again (radius cap, filter
 * availability, sorts), so a state stored while the viewer was a member cannot outlive the membership.
 */
export function buildSearchRequest(
  input: TSearchState,
  viewer: TViewer,
  options: TBuildSearchRequestOptions = {},
): TSearchRequest | TSearchSkip {
  const { state } = normalizeSearchState(input, viewer);
  const filterquery: TSearchFilterQuery = { user_type: seenUserTypes(state.kind, viewer) };

  if (state.mode === "radius") {
    if (state.location === null) return { skip: "no_location" };
    filterquery.location = { lat: state.location.lat, lon: state.location.lon, radius: state.radius };
  } else {
    if (state.countries.length === 0) return { skip: "no_country" };
    filterquery.country = [...state.countries];
  }
  if (state.position !== null) filterquery.user_location = { lat: state.position.lat, lon: state.position.lon };

  // Business profiles have no gender, so the gender rule never narrows a business search.
  const genders =
    state.genders ?? (searchedProfileType(state.kind, viewer) === "business" ? null : genderRule(viewer));
  if (genders !== null) filterquery.gender = [...genders];

  for (const filter of LIST_RANGE_FILTERS) {
    if (state[filter].length > 0) filterquery[filter] = state[filter].map(formatRequestRange);
  }
  // An escort searcher has no price filters (spec 001 §3): normalize cleared them; customized is left out too.
  if (isRangeFilterAvailable("price", viewer)) {
    filterquery.customized = state.price.customized ? 1 : 0;
    if (!state.price.customized && state.price.bands.length > 0) {
      filterquery.price = state.price.bands.map(formatRequestRange);
    }
    if (state.price.customized && state.price.range !== null) {
      const durations = state.price.durations.length > 0 ? state.price.durations : [HOURLY_PRICE_DURATION];
      filterquery.prices_durations = [...durations] as TSearchFilterQuery["prices_durations"];
      for (const duration of filterquery.prices_durations ?? []) {
        filterquery[priceField(duration)] = formatRequestRange(state.price.range);
      }
    }
  }
  if (state.smoker !== null) filterquery.is_smoker = state.smoker ? 1 : 0;
  for (const key of TRAIT_FILTER_KEYS) {
    if (state.traits[key].length > 0) filterquery[key] = [...state.traits[key]];
  }
  for (const key of CODE_FILTER_KEYS) {
    if (state.codes[key].length > 0) filterquery[key] = [...state.codes[key]];
  }
  if (state.onlyShowType.length > 0) filterquery.only_show_type = [...state.onlyShowType];
  if (state.businessTypes.length > 0) filterquery.business_type = [...state.businessTypes];

  const page =
    options.page !== undefined && Number.isInteger(options.page) && options.page >= 1
      ? Math.min(options.page, SEARCH_MAX_PAGE_NO)
      : 1;
  return {
    page_no: page,
    page_size: PAGE_SIZE.search, // spec 001 §9
    query: state.query.trim(),
    filterquery,
    facets: searchFacets(state.kind, viewer),
    sort: state.sort ?? defaultSort({ userType: effectiveUserType(viewer), isMember: isEffectiveMember(viewer) }),
  };
}

/** Narrows the result of buildSearchRequest. */
export function isSearchSkip(result: TSearchRequest | TSearchSkip): result is TSearchSkip {
  return "skip" in result;
}
