import { describe, expect, it } from "vitest";
import { activeFilters, countActiveFilters } from "./active-filters.js";
import { applySearchAction } from "./apply-search-action.js";
import { parseSearchUrl } from "./parse-search-url.js";
import type { TSearchKind, TViewer } from "./search-state.js";
import { VIEWERS } from "./test-viewers.js";

function stateOf(query: string, viewer: TViewer = VIEWERS.client, searchKind: TSearchKind = "default") {
  return parseSearchUrl({ searchKind, searchParams: new URLSearchParams(query), viewer }).state;
}

describe("activeFilters / countActiveFilters", () => {
  it("counts nothing for a fresh search", () => {
    expect(countActiveFilters(stateOf(""))).toBe(0);
  });

  it("does not count where the visitor searches, the radius or the sort", () => {
    expect(countActiveFilters(stateOf("mode=radius&lat=52.52&lon=13.405&radius=50&city=berlin&sort=rating"))).toBe(0);
    expect(countActiveFilters(stateOf("mode=country&country=DE,AT"))).toBe(0);
  });

  it("counts a list filter once however many values it holds", () => {
    expect(activeFilters(stateOf("mode=radius&hair_color=15,16,17"))).toEqual(["hair_color"]);
    expect(activeFilters(stateOf("mode=radius&gender=2,3"))).toEqual(["gender"]);
  });

  it("counts a range once: several age bands, or a custom range", () => {
    expect(activeFilters(stateOf("mode=radius&age=18-25,26-30"))).toEqual(["age"]);
    expect(activeFilters(stateOf("mode=radius&age=21-*"))).toEqual(["age"]);
  });

  it("counts the price once: its bands, or a customised range with its durations", () => {
    expect(activeFilters(stateOf("mode=radius&price=0-99,200-*"))).toEqual(["price"]);
    expect(activeFilters(stateOf("mode=radius&custom_price=1&price_range=100-300&durations=60,120"))).toEqual(["price"]);
  });

  it("does not count the switch to a customised price before a range is set", () => {
    expect(countActiveFilters(stateOf("mode=radius&custom_price=1"))).toBe(0);
  });

  it("counts the name search, the smoker choice, the codes and each flag", () => {
    expect(activeFilters(stateOf("q=anna&mode=radius&smoker=0&piercing=157&cup_size=c_d,e_f&only_show_type=is_verified,has_avatar"))).toEqual([
      "q",
      "smoker",
      "piercing",
      "cup_size",
      "only_show_type.has_avatar",
      "only_show_type.is_verified",
    ]);
  });

  it("counts the business types of a business search once", () => {
    expect(activeFilters(stateOf("mode=radius&business_type=1,3", VIEWERS.client, "business"))).toEqual(["business_type"]);
  });

  it("is 0 again after reset_all, which keeps the place", () => {
    const busy = stateOf("q=anna&mode=radius&city=berlin&lat=52.52&lon=13.405&radius=50&gender=2&age=18-25&hair_color=15");
    expect(countActiveFilters(busy)).toBe(4);
    expect(countActiveFilters(applySearchAction(busy, { type: "reset_all" }, VIEWERS.client))).toBe(0);
  });
});
