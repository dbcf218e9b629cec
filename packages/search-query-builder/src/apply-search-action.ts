import {
  ZLatLon,
  type TBusinessTypeId,
  type TFlagFilter,
  type TGender,
  type TLatLon,
  type TPriceDuration,
  type TRunCountry,
  type TSearchMode,
  type TSortOption,
} from "@samtrot/constants-catalogue";
import type { TCodeFilter, TListRangeFilter, TTraitFilter } from "./filter-fields.js";
import { normalizeSearchState } from "./normalize-search-state.js";
import { SEARCH_QUERY_MAX_LENGTH } from "./pending-catalogue.js";
import { zRangeOf, type TRange } from "./ranges.js";
import { CITY_LABEL_PATTERN, ZSearchState, createSearchState, type TSearchState, type TViewer } from "./search-state.js";

/**
 * The user actions of spec 000 §4 (reset all, sort, radius, position; customised age, price, weight,
 * height; location and mode; switch customised price; recover the selection), plus the plain filter
 * choices a filter panel needs. A customised range of `null` clears that filter.
 */
export type TSearchAction =
  | { type: "reset_all" }
  | { type: "set_sort"; sort: TSortOption | null }
  | { type: "set_radius"; radius: number }
  | { type: "set_position"; position: TLatLon | null }
  | { type: "set_custom_age"; range: TRange | null }
  | { type: "set_custom_price"; range: TRange | null; durations?: readonly TPriceDuration[] }
  | { type: "set_custom_weight"; range: TRange | null }
  | { type: "set_custom_height"; range: TRange | null }
  | {
      type: "set_location_and_mode";
      mode: TSearchMode;
      /** radius mode: the new centre (and its label); left out = keep */
      location?: TLatLon | null;
      city?: string | null;
      /** country mode: the active countries; left out = keep */
      countries?: readonly TRunCountry[];
    }
  | { type: "toggle_custom_price" }
  | { type: "recover_selection"; selection: unknown }
  | { type: "set_query"; query: string }
  | { type: "set_genders"; genders: readonly TGender[] | null }
  | { type: "set_ranges"; filter: TListRangeFilter | "price"; ranges: readonly TRange[] }
  | { type: "set_smoker"; smoker: boolean | null }
  | { type: "set_terms"; filter: TTraitFilter; values: readonly number[] }
  | { type: "set_codes"; filter: TCodeFilter; values: readonly string[] }
  | { type: "set_only_show_type"; flags: readonly TFlagFilter[] }
  | { type: "set_business_types"; businessTypes: readonly TBusinessTypeId[] };
export type TSearchActionType = TSearchAction["type"];

/** A customised range, or undefined when it is not a valid range of that filter. */
function validRange(filter: TListRangeFilter | "price", range: TRange): TRange | undefined {
  const parsed = zRangeOf(filter).safeParse(range);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Applies one user action and returns the new state, held to the viewer's rights (a radius above
 * the viewer's choices becomes the largest allowed one, filters the viewer may not use stay empty).
 * An action with an invalid value leaves the state as it was. Never mutates its input.
 */
export function applySearchAction(state: TSearchState, action: TSearchAction, viewer: TViewer): TSearchState {
  const next = reduce(state, action);
  return next === state ? state : normalizeSearchState(next, viewer).state;
}

function reduce(state: TSearchState, action: TSearchAction): TSearchState {
  switch (action.type) {
    case "reset_all": {
      // Resetting the filters keeps where the viewer searches and their own position.
      const fresh = createSearchState(state.kind);
      const { mode, location, radius, city, countries, position } = state;
      return { ...fresh, mode, location, radius, city, countries, position };
    }
    case "set_sort":
      return { ...state, sort: action.sort };
    case "set_radius":
      // normalizeSearchState turns it into an allowed choice (0 or below → the standard radius).
      return { ...state, radius: action.radius as TSearchState["radius"] };
    case "set_position": {
      if (action.position === null) return { ...state, position: null };
      const parsed = ZLatLon.safeParse(action.position);
      return parsed.success ? { ...state, position: parsed.data } : state;
    }
    case "set_custom_age":
    case "set_custom_weight":
    case "set_custom_height": {
      const filter = action.type === "set_custom_age" ? "age" : action.type === "set_custom_weight" ? "weight" : "height";
      if (action.range === null) return { ...state, [filter]: [] };
      const range = validRange(filter, action.range);
      return range ? { ...state, [filter]: [range] } : state;
    }
    case "set_custom_price": {
      const durations = action.durations ? [...action.durations] : state.price.durations;
      if (action.range === null) return { ...state, price: { ...state.price, range: null, durations } };
      const range = validRange("price", action.range);
      return range ? { ...state, price: { ...state.price, customized: true, range, durations } } : state;
    }
    case "toggle_custom_price":
      return { ...state, price: { ...state.price, customized: !state.price.customized } };
    case "set_location_and_mode": {
      const next = { ...state, mode: action.mode };
      if (action.location !== undefined) {
        if (action.location !== null && !ZLatLon.safeParse(action.location).success) return state;
        next.location = action.location === null ? null : { lat: action.location.lat, lon: action.location.lon };
        // A new place without a label must not keep the old place's label.
        next.city = null;
      }
      if (action.city !== undefined) {
        if (action.city !== null && !CITY_LABEL_PATTERN.test(action.city)) return state;
        next.city = action.city;
      }
      if (action.countries !== undefined) next.countries = [...action.countries];
      return next;
    }
    case "recover_selection": {
      // The selection comes from storage (or an older version of the app): trust nothing in it.
      const parsed = ZSearchState.safeParse(action.selection);
      if (!parsed.success) return state;
      return { ...parsed.data, kind: state.kind, position: state.position ?? parsed.data.position };
    }
    case "set_query":
      return { ...state, query: action.query.trim().slice(0, SEARCH_QUERY_MAX_LENGTH) };
    case "set_genders":
      return { ...state, genders: action.genders && action.genders.length > 0 ? [...action.genders] : null };
    case "set_ranges": {
      const ranges = action.ranges.map((range) => validRange(action.filter, range));
      if (ranges.some((range) => range === undefined)) return state;
      const valid = ranges as TRange[];
      if (action.filter === "price") return { ...state, price: { ...state.price, bands: valid } };
      return { ...state, [action.filter]: valid };
    }
    case "set_smoker":
      return { ...state, smoker: action.smoker };
    case "set_terms":
      return { ...state, traits: { ...state.traits, [action.filter]: [...action.values] } };
    case "set_codes":
      return { ...state, codes: { ...state.codes, [action.filter]: [...action.values] } };
    case "set_only_show_type":
      return { ...state, onlyShowType: [...action.flags] };
    case "set_business_types":
      return { ...state, businessTypes: [...action.businessTypes] };
  }
}
