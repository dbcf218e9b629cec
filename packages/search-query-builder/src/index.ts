// The search rules of spec 000 §2–§5, §7 and spec 001 §3, §6, §9 in one place, for the web apps and
// the api: route + query string + viewer → search state → search request, and back to a URL. Pure.

export {
  BUSINESS_CATEGORY_SLUGS,
  businessTypeOfCategory,
  businessCategoryPresets,
} from "./business-categories.js";
export {
  ZViewer,
  GUEST_VIEWER,
  SEARCH_KINDS,
  ZSearchKind,
  ZSearchState,
  ZPriceFilter,
  CITY_LABEL_PATTERN,
  createSearchState,
  type TViewer,
  type TSearchKind,
  type TSearchState,
  type TPriceFilter,
} from "./search-state.js";
export {
  ZRange,
  zRangeOf,
  RANGE_FILTER_MAX,
  REQUEST_RANGE_PATTERN,
  parseRangeEntry,
  formatRangeEntry,
  formatRequestRange,
  parseRequestRange,
  bandToRange,
  canonicalRanges,
  type TRange,
} from "./ranges.js";
export {
  TRAIT_FILTERS,
  TRAIT_FILTER_KEYS,
  CODE_FILTERS,
  CODE_FILTER_KEYS,
  LIST_RANGE_FILTERS,
  RANGE_FILTER_PROFILE_FILTER,
  isTraitValueOf,
  isCodeOf,
  type TTraitFilter,
  type TCodeFilter,
  type TListRangeFilter,
} from "./filter-fields.js";
export {
  effectiveUserType,
  isEffectiveMember,
  searchedProfileType,
  seenUserTypes,
  genderRule,
  profileMatchesGender,
  type TSearchedType,
} from "./whom-viewer-sees.js";
export {
  isProfileFilterAvailable,
  availableTraitFilters,
  availableCodeFilters,
  isRangeFilterAvailable,
  availableFlagFilters,
  allowedSorts,
  searchFacets,
  TERM_FACETS,
  type TTermFacet,
} from "./filter-availability.js";
export { normalizeSearchState, isUsableLatLon } from "./normalize-search-state.js";
export {
  SEARCH_URL_PARAMS,
  LOCATION_URL_PARAMS,
  searchStateToQuery,
  searchStateToQueryString,
  formatQueryString,
  type TSearchUrlParam,
} from "./search-state-to-query.js";
export { parseSearchUrl, type TParseSearchUrlInput, type TParsedSearchUrl } from "./parse-search-url.js";
export {
  ZSearchRequest,
  ZSearchFilterQuery,
  ZRequestRange,
  ZSearchRadius,
  REQUIRED_SEARCH_REQUEST_KEYS,
  type TSearchRequest,
  type TSearchRequestInput,
  type TSearchFilterQuery,
} from "./search-request-schema.js";
export {
  buildSearchRequest,
  isSearchSkip,
  type TSearchSkip,
  type TBuildSearchRequestOptions,
} from "./build-search-request.js";
export { assertSearchRequest, SearchRequestRefusedError, type TSearchLogger } from "./assert-search-request.js";
export { applySearchAction, type TSearchAction, type TSearchActionType } from "./apply-search-action.js";
export { activeFilters, countActiveFilters, type TActiveFilter } from "./active-filters.js";
export { ZStoredValue, type TStoredValue, type TFilterStorage } from "./stored-value.js";
export { storeFilters, type TStoreFiltersOptions } from "./store-filters.js";
export { loadStoredFilters } from "./load-stored-filters.js";
export { clearStoredFilters } from "./clear-stored-filters.js";
export { needsSecondHomeSearch, secondHomeSearchRequest } from "./second-home-search-request.js";
export {
  ZLandingUrlDetail,
  searchParamsFromLandingPage,
  type TLandingUrlDetail,
} from "./search-params-from-landing-page.js";
export {
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_MAX_PAGE_NO,
  AGE_FILTER_MAX,
  HOURLY_PRICE_DURATION,
  STORED_VALUE_MARKER,
} from "./pending-catalogue.js";
