import { MIN_RECOMMENDED_RESULTS, radiusChoices } from "@samtrot/constants-catalogue";
import {
  applySearchAction,
  isEffectiveMember,
  searchStateToQueryString,
  type TSearchState,
  type TViewer,
} from "@samtrot/search-query-builder";

/** One way to widen a search that found too little, with the search it leads to. */
export type TWidenSuggestion =
  | { kind: "radius"; radius: number; state: TSearchState }
  | { kind: "reset_filters"; state: TSearchState }
  | { kind: "all_countries"; state: TSearchState };

const ALL_RUN_COUNTRIES = ["DE", "AT", "CH", "NL"] as const;

/**
 * The hint of an (almost) empty search: below the minimum recommended results (spec 000 §9: 6) the page offers
 * a larger radius (the next choice the viewer may use), dropping the filters, or — in country mode — every run
 * country. Each suggestion carries the resulting state, so it is a plain link to that search.
 */
export function widenSuggestions(state: TSearchState, viewer: TViewer, total: number): TWidenSuggestion[] {
  if (total >= MIN_RECOMMENDED_RESULTS) return [];
  const suggestions: TWidenSuggestion[] = [];
  if (state.mode === "radius" && state.location !== null) {
    const next = radiusChoices(isEffectiveMember(viewer)).find((choice) => choice > state.radius);
    if (next !== undefined) {
      suggestions.push({ kind: "radius", radius: next, state: applySearchAction(state, { type: "set_radius", radius: next }, viewer) });
    }
  }
  if (state.mode === "country" && state.countries.length < ALL_RUN_COUNTRIES.length) {
    suggestions.push({
      kind: "all_countries",
      state: applySearchAction(state, { type: "set_location_and_mode", mode: "country", countries: ALL_RUN_COUNTRIES }, viewer),
    });
  }
  const reset = applySearchAction(state, { type: "reset_all" }, viewer);
  if (searchStateToQueryString(reset) !== searchStateToQueryString(state)) {
    suggestions.push({ kind: "reset_filters", state: reset });
  }
  return suggestions;
}
