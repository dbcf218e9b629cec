import {
  ESCORT_ONLY_FLAG_FILTERS,
  ESCORT_ONLY_TERM_FACETS,
  FLAG_FILTERS,
  RANGE_FILTERS,
  profileFiltersFor,
  sortOptionsFor,
  type TFlagFilter,
  type TProfileFilter,
  type TRangeFilter,
  type TSortOption,
} from "@samtrot/constants-catalogue";
import {
  CODE_FILTER_KEYS,
  CODE_FILTERS,
  RANGE_FILTER_PROFILE_FILTER,
  TRAIT_FILTER_KEYS,
  TRAIT_FILTERS,
  type TCodeFilter,
  type TTraitFilter,
} from "./filter-fields.js";
import type { TSearchKind, TViewer } from "./search-state.js";
import { effectiveUserType, isEffectiveMember, searchedProfileType } from "./whom-viewer-sees.js";

/**
 * Whether a viewer may use a profile filter: filter availability by searcher (spec 001 §3), as the
 * catalogue's profileFiltersFor states it — client primary service for escorts only; escort primary
 * service, cup size, breast type, prices and hair filters for everyone else.
 */
export function isProfileFilterAvailable(filter: TProfileFilter, viewer: TViewer): boolean {
  return profileFiltersFor(effectiveUserType(viewer)).includes(filter);
}

export function availableTraitFilters(viewer: TViewer): TTraitFilter[] {
  return TRAIT_FILTER_KEYS.filter((key) => isProfileFilterAvailable(TRAIT_FILTERS[key].profileFilter, viewer));
}

export function availableCodeFilters(viewer: TViewer): TCodeFilter[] {
  return CODE_FILTER_KEYS.filter((key) => isProfileFilterAvailable(CODE_FILTERS[key].profileFilter, viewer));
}

export function isRangeFilterAvailable(filter: TRangeFilter, viewer: TViewer): boolean {
  const profileFilter = RANGE_FILTER_PROFILE_FILTER[filter];
  return profileFilter === null || isProfileFilterAvailable(profileFilter, viewer);
}

/** Flag filters offered: several apply only to escort searches (spec 001 §3). */
export function availableFlagFilters(kind: TSearchKind, viewer: TViewer): TFlagFilter[] {
  if (!isProfileFilterAvailable("only_show_type", viewer)) return [];
  const escortSearch = searchedProfileType(kind, viewer) === "escort";
  return FLAG_FILTERS.filter(
    (flag) => escortSearch || !(ESCORT_ONLY_FLAG_FILTERS as readonly TFlagFilter[]).includes(flag),
  );
}

/**
 * Sorts a viewer may pick (spec 001 §6 per searched type; top_ranking_distance_ring for signed-in
 * member clients) plus 'default', the order of the server-rendered guest home (spec 000 §4).
 */
export function allowedSorts(kind: TSearchKind, viewer: TViewer): TSortOption[] {
  const searcher = { userType: effectiveUserType(viewer), isMember: isEffectiveMember(viewer) };
  return ["default", ...sortOptionsFor(searchedProfileType(kind, viewer), searcher)];
}

export type TTermFacet =
  | "gender"
  | TTraitFilter
  | TCodeFilter
  | "is_smoker"
  | "business_type"
  | (typeof ESCORT_ONLY_TERM_FACETS)[number];

/** Every term facet a request may name. */
export const TERM_FACETS = [
  "gender",
  ...TRAIT_FILTER_KEYS,
  ...CODE_FILTER_KEYS,
  "is_smoker",
  "business_type",
  ...ESCORT_ONLY_TERM_FACETS,
] as [TTermFacet, ...TTermFacet[]];

/**
 * The facets a search asks counts for (spec 000 §3): a term facet per term filter the viewer may use,
 * plus bread_type and exclusive_content on escort searches and business_type on business searches; a range
 * facet per usable range filter.
 */
export function searchFacets(kind: TSearchKind, viewer: TViewer): { terms: TTermFacet[]; ranges: TRangeFilter[] } {
  const terms: TTermFacet[] = ["gender", ...availableTraitFilters(viewer), ...availableCodeFilters(viewer)];
  if (isProfileFilterAvailable("smoker", viewer)) terms.push("is_smoker");
  if (searchedProfileType(kind, viewer) === "escort") terms.push(...ESCORT_ONLY_TERM_FACETS);
  // The business search's categories, counted like any term facet.
  if (searchedProfileType(kind, viewer) === "business") terms.push("business_type");
  const ranges = RANGE_FILTERS.filter((filter) => isRangeFilterAvailable(filter, viewer));
  return { terms, ranges };
}
