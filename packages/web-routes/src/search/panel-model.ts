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
  allowedSorts,
  availableCodeFilters,
  availableFlagFilters,
  availableTraitFilters,
  bandToRange,
  isEffectiveMember,
  isProfileFilterAvailable,
  isRangeFilterAvailable,
  searchedProfileType,
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

/** How many filters of a state are set, per panel section (shown on the collapsed sections). */
export function activeFilterCounts(state: TSearchState): {
  category: number;
  person: number;
  price: number;
  looks: number;
  services: number;
  more: number;
} {
  const count = (lists: readonly (readonly unknown[])[]) => lists.filter((list) => list.length > 0).length;
  return {
    category: count([state.businessTypes]),
    person: (state.genders ? 1 : 0) + count([state.age, state.weight, state.height]) + (state.smoker === null ? 0 : 1),
    price: state.price.customized ? (state.price.range ? 1 : 0) : count([state.price.bands]),
    looks: count([
      state.traits.figure_type,
      state.traits.race_type,
      state.traits.hair_color,
      state.traits.hair_length,
      state.traits.intimate_hair,
      state.traits.piercing,
      state.traits.tattoo,
      state.codes.cup_size,
      state.codes.breast_type,
    ]),
    services: count([
      state.traits.escort_service,
      state.traits.client_primary_service,
      state.traits.meeting_option,
      state.traits.service,
      state.traits.sexuality,
      state.traits.partner_preference,
      state.codes.gender_identity,
      state.codes.nationality,
      state.codes.languages,
    ]),
    more: count([state.onlyShowType]) + (state.query === "" ? 0 : 1),
  };
}

/** The panel section a trait or code filter is shown in. */
export function sectionOfFilter(filter: TTraitFilter | TCodeFilter): "looks" | "services" {
  return ["figure_type", "race_type", "hair_color", "hair_length", "intimate_hair", "piercing", "tattoo", "cup_size", "breast_type"].includes(filter)
    ? "looks"
    : "services";
}
