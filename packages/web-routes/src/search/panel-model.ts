import {
  AGE_BANDS,
  BREAST_TYPES,
  BUSINESS_TYPES,
  CUP_GROUPS,
  GENDER,
  GENDER_IDENTITIES,
  POPULAR_LANGUAGES,
  POPULAR_ORIGINS,
  PRICE_BANDS,
  PRICE_DURATIONS,
  TRAIT_VALUES,
  radiusChoices,
  type TBusinessType,
  type TFlagFilter,
  type TGender,
  type TPriceDuration,
  type TSortOption,
  type TTraitCategoryName,
} from "@samtrot/constants-catalogue";
import {
  TRAIT_FILTERS,
  activeFilters,
  allowedSorts,
  availableCodeFilters,
  availableFlagFilters,
  availableTraitFilters,
  bandToRange,
  isEffectiveMember,
  isProfileFilterAvailable,
  isRangeFilterAvailable,
  searchedProfileType,
  type TActiveFilter,
  type TCodeFilter,
  type TRange,
  type TSearchKind,
  type TSearchState,
  type TTraitFilter,
  type TViewer,
} from "@samtrot/search-query-builder";

export type TTraitGroup = { category: TTraitCategoryName; values: readonly { id: number; key: string }[] };

/** What the filter panel offers this viewer on this search (every rule from search-query-builder). */
export type TPanelModel = {
  sorts: TSortOption[];
  radii: readonly number[];
  /** null on business searches: business profiles have no gender */
  genders: TGender[] | null;
  ageBands: { key: string; range: TRange }[] | null;
  priceBands: { key: string; range: TRange }[] | null;
  durations: readonly TPriceDuration[] | null;
  ranges: ("age" | "weight" | "height")[];
  smoker: boolean;
  traits: { filter: TTraitFilter; groups: TTraitGroup[] }[];
  codes: { filter: TCodeFilter; values: string[] }[];
  flags: TFlagFilter[];
  /** business searches only: the business types to choose from (the {activeCategory} of the path) */
  businessTypes: readonly TBusinessType[] | null;
};

const FIXED_CODES: Readonly<Partial<Record<TCodeFilter, readonly string[]>>> = {
  cup_size: Object.keys(CUP_GROUPS),
  breast_type: BREAST_TYPES,
  gender_identity: GENDER_IDENTITIES,
};
// spec 001 §9: popular origins and languages are offered first; others appear once profiles have them (facets).
const POPULAR_CODES: Readonly<Partial<Record<TCodeFilter, readonly string[]>>> = {
  nationality: POPULAR_ORIGINS,
  languages: POPULAR_LANGUAGES,
};

/**
 * The filter panel of a search for a viewer: the sorts, radius choices, filters, bands and flags they may use
 * (search-query-builder: allowedSorts, availableTraitFilters, availableCodeFilters, availableFlagFilters,
 * isRangeFilterAvailable). Open code lists (nationality, languages) offer the popular codes, the codes the
 * current results have (facet values) and the chosen ones.
 */
export function panelModel(
  kind: TSearchKind,
  viewer: TViewer,
  state: TSearchState,
  facetValues: Readonly<Record<string, readonly (string | number)[]>> = {},
): TPanelModel {
  const priceAvailable = isRangeFilterAvailable("price", viewer);
  const business = searchedProfileType(kind, viewer) === "business";
  return {
    sorts: allowedSorts(kind, viewer),
    radii: radiusChoices(isEffectiveMember(viewer)),
    genders: business || !isProfileFilterAvailable("gender", viewer) ? null : [GENDER.male, GENDER.female, GENDER.trans],
    ageBands: isRangeFilterAvailable("age", viewer) ? AGE_BANDS.map((band) => ({ key: band.key, range: bandToRange(band) })) : null,
    priceBands: priceAvailable ? PRICE_BANDS.map((band) => ({ key: band.key, range: bandToRange(band) })) : null,
    durations: priceAvailable ? PRICE_DURATIONS : null,
    ranges: (["age", "weight", "height"] as const).filter((filter) => isRangeFilterAvailable(filter, viewer)),
    smoker: isProfileFilterAvailable("smoker", viewer),
    traits: availableTraitFilters(viewer).map((filter) => ({
      filter,
      groups: TRAIT_FILTERS[filter].categories.map((category) => ({ category, values: TRAIT_VALUES[category] })),
    })),
    codes: availableCodeFilters(viewer).map((filter) => {
      const fixed = FIXED_CODES[filter];
      if (fixed) return { filter, values: [...fixed] };
      const values = new Set<string>(POPULAR_CODES[filter] ?? []);
      for (const value of facetValues[filter] ?? []) values.add(String(value).toUpperCase());
      for (const value of state.codes[filter]) values.add(value);
      return { filter, values: [...values] };
    }),
    flags: availableFlagFilters(kind, viewer),
    businessTypes: business ? BUSINESS_TYPES : null,
  };
}

export type TPanelSection = "category" | "person" | "price" | "looks" | "services" | "more";

/** The panel section an active filter (search-query-builder activeFilters) is set in. */
function sectionOfActiveFilter(filter: TActiveFilter): TPanelSection {
  if (filter === "business_type") return "category";
  if (filter === "gender" || filter === "age" || filter === "weight" || filter === "height" || filter === "smoker") return "person";
  if (filter === "price") return "price";
  if (filter === "q" || filter.startsWith("only_show_type.")) return "more";
  return sectionOfFilter(filter as TTraitFilter | TCodeFilter);
}

/**
 * How many filters of a state are set, per panel section (shown on the collapsed sections). The same rule as the
 * Filter button's total (search-query-builder countActiveFilters), so the sections add up to it.
 */
export function activeFilterCounts(state: TSearchState): Record<TPanelSection, number> {
  const counts: Record<TPanelSection, number> = { category: 0, person: 0, price: 0, looks: 0, services: 0, more: 0 };
  for (const filter of activeFilters(state)) counts[sectionOfActiveFilter(filter)] += 1;
  return counts;
}

/** The panel section a trait or code filter is shown in. */
export function sectionOfFilter(filter: TTraitFilter | TCodeFilter): "looks" | "services" {
  return ["figure_type", "race_type", "hair_color", "hair_length", "intimate_hair", "piercing", "tattoo", "cup_size", "breast_type"].includes(filter)
    ? "looks"
    : "services";
}
