import {
  BUSINESS_TYPE_IDS,
  FLAG_FILTERS,
  GENDER,
  PRICE_DURATIONS,
  RUN_COUNTRY_CODES,
  allowedRadius,
  type TBusinessTypeId,
  type TFlagFilter,
  type TGender,
  type TLatLon,
  type TPriceDuration,
  type TRunCountry,
} from "@samtrot/constants-catalogue";
import {
  CODE_FILTER_KEYS,
  CODE_FILTERS,
  LIST_RANGE_FILTERS,
  TRAIT_FILTER_KEYS,
  isCodeOf,
  isTraitValueOf,
} from "./filter-fields.js";
import {
  allowedSorts,
  availableCodeFilters,
  availableFlagFilters,
  availableTraitFilters,
  isProfileFilterAvailable,
  isRangeFilterAvailable,
} from "./filter-availability.js";
import { canonicalRanges, formatRangeEntry, type TRange } from "./ranges.js";
import type { TSearchState, TViewer } from "./search-state.js";
import { isEffectiveMember, searchedProfileType } from "./whom-viewer-sees.js";

/** Keeps the members of `order` that occur in `values`, in catalogue order (drops duplicates). */
function inOrder<V>(order: readonly V[], values: readonly V[]): V[] {
  return order.filter((value) => values.includes(value));
}

/** Same members, whatever the order and repetitions. */
function sameList<V>(a: readonly V[], b: readonly V[]): boolean {
  const setA = new Set(a);
  const setB = new Set(b);
  return setA.size === setB.size && [...setA].every((value) => setB.has(value));
}

function sameRanges(a: readonly TRange[], b: readonly TRange[]): boolean {
  return sameList(a.map(formatRangeEntry), b.map(formatRangeEntry));
}

/**
 * spec 000 §5: the location is dropped when lat or lon is zero. A coordinate of exactly 0 is what a
 * failed geolocation reports ("null island"), and no place in the run countries lies on the equator or
 * the prime meridian, so it is treated like a missing one. The same holds for the viewer's position.
 */
export function isUsableLatLon(point: TLatLon | null): point is TLatLon {
  return point !== null && point.lat !== 0 && point.lon !== 0;
}

const NO_PRICE: TSearchState["price"] = { bands: [], customized: false, range: null, durations: [] };

/**
 * Brings a state into canonical form and within what the viewer may use. Returns the names (URL
 * parameters) of everything it had to change, so the parser knows when the URL must be rewritten.
 * Reordering lists is not a change. Rules:
 * - radius: 0 or below → the standard radius; above the viewer's choices → the largest allowed one
 *   (spec 000 §4, DECISIONS.md "Radius 0 or below");
 * - a sort the viewer may not pick → the default sort;
 * - filters the viewer may not use (spec 001 §3 filter availability) are cleared;
 * - a location at lat or lon 0 is dropped (spec 000 §5), and with it the city label.
 */
export function normalizeSearchState(
  input: TSearchState,
  viewer: TViewer,
): { state: TSearchState; corrections: string[] } {
  const corrections: string[] = [];
  const correct = (name: string, changed: boolean): void => {
    if (changed && !corrections.includes(name)) corrections.push(name);
  };

  const location = isUsableLatLon(input.location) ? input.location : null;
  correct("lat", location !== input.location);
  const position = isUsableLatLon(input.position) ? input.position : null;

  const city = location === null ? null : input.city;
  correct("city", city !== input.city);

  const radius = allowedRadius(input.radius, isEffectiveMember(viewer));
  correct("radius", radius !== input.radius);

  const countries = inOrder<TRunCountry>(RUN_COUNTRY_CODES, input.countries);
  correct("country", !sameList(countries, input.countries));

  const sort = input.sort !== null && !allowedSorts(input.kind, viewer).includes(input.sort) ? null : input.sort;
  correct("sort", sort !== input.sort);

  const genderOrder: TGender[] = [GENDER.male, GENDER.female, GENDER.trans];
  const chosenGenders = input.genders === null ? [] : inOrder(genderOrder, input.genders);
  const genders = chosenGenders.length === 0 || !isProfileFilterAvailable("gender", viewer) ? null : chosenGenders;
  correct("gender", input.genders !== null && (genders === null || !sameList(genders, input.genders)));

  const lists = {} as Pick<TSearchState, "age" | "weight" | "height">;
  for (const filter of LIST_RANGE_FILTERS) {
    const ranges = isRangeFilterAvailable(filter, viewer) ? canonicalRanges(input[filter]) : [];
    correct(filter, !sameRanges(ranges, input[filter]));
    lists[filter] = ranges;
  }

  let price: TSearchState["price"] = NO_PRICE;
  if (isRangeFilterAvailable("price", viewer)) {
    price = {
      bands: canonicalRanges(input.price.bands),
      customized: input.price.customized,
      range: input.price.range,
      durations: inOrder<TPriceDuration>(PRICE_DURATIONS, input.price.durations),
    };
    correct("durations", !sameList(price.durations, input.price.durations));
  } else {
    correct("price", input.price.bands.length > 0);
    correct("custom_price", input.price.customized);
    correct("price_range", input.price.range !== null);
    correct("durations", input.price.durations.length > 0);
  }

  const smoker = isProfileFilterAvailable("smoker", viewer) ? input.smoker : null;
  correct("smoker", smoker !== input.smoker);

  const usableTraits = availableTraitFilters(viewer);
  const traits = {} as TSearchState["traits"];
  for (const key of TRAIT_FILTER_KEYS) {
    const given = input.traits[key];
    const kept = usableTraits.includes(key) ? given.filter((id) => isTraitValueOf(key, id)) : [];
    traits[key] = [...new Set(kept)].sort((a, b) => a - b);
    correct(key, !sameList(traits[key], given));
  }

  const usableCodes = availableCodeFilters(viewer);
  const codes = {} as TSearchState["codes"];
  for (const key of CODE_FILTER_KEYS) {
    const given = input.codes[key];
    const normalized = given.map(CODE_FILTERS[key].normalize);
    const kept = usableCodes.includes(key) ? normalized.filter((code) => isCodeOf(key, code)) : [];
    codes[key] = [...new Set(kept)].sort();
    correct(key, !sameList(codes[key], given));
  }

  const onlyShowType = inOrder<TFlagFilter>(
    FLAG_FILTERS,
    input.onlyShowType.filter((flag) => availableFlagFilters(input.kind, viewer).includes(flag)),
  );
  correct("only_show_type", !sameList(onlyShowType, input.onlyShowType));

  // The business type filters business searches only (the {activeCategory} of the business path).
  const givenBusinessTypes = input.businessTypes;
  const businessTypes =
    searchedProfileType(input.kind, viewer) === "business" ? inOrder<TBusinessTypeId>(BUSINESS_TYPE_IDS, givenBusinessTypes) : [];
  correct("business_type", !sameList(businessTypes, givenBusinessTypes));

  return {
    state: {
      ...input,
      location,
      position,
      city,
      radius,
      countries,
      sort,
      genders,
      ...lists,
      price,
      smoker,
      traits,
      codes,
      onlyShowType,
      businessTypes,
    },
    corrections,
  };
}
