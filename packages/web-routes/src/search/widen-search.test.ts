import { MIN_RECOMMENDED_RESULTS } from "@samtrot/constants-catalogue";
import { GUEST_VIEWER, parseSearchUrl, searchStateToQueryString, type TViewer } from "@samtrot/search-query-builder";
import { describe, expect, it } from "vitest";
import { widenSuggestions } from "./widen-search";

const member: TViewer = { userType: 1, gender: 1, isMember: true, signedIn: true };
const stateOf = (query: string, viewer: TViewer = GUEST_VIEWER) =>
  parseSearchUrl({ searchKind: "escort", searchParams: new URLSearchParams(query), viewer }).state;
const summary = (query: string, total: number, viewer: TViewer = GUEST_VIEWER) =>
  widenSuggestions(stateOf(query, viewer), viewer, total).map((s) => [s.kind, searchStateToQueryString(s.state)]);

describe("widenSuggestions (the hint below the minimum recommended results)", () => {
  it("offers nothing from 6 results on (spec 000 §9)", () => {
    expect(MIN_RECOMMENDED_RESULTS).toBe(6);
    expect(summary("mode=radius&city=berlin&radius=10&gender=2", 6)).toEqual([]);
  });

  it("offers the next radius choice and dropping the filters", () => {
    expect(summary("mode=radius&city=berlin&radius=10&gender=2", 5)).toEqual([
      ["radius", "mode=radius&lat=52.52&lon=13.405&radius=20&city=berlin&gender=2"],
      ["reset_filters", "mode=radius&lat=52.52&lon=13.405&radius=10&city=berlin"],
    ]);
  });

  it("has no larger radius for a guest at the standard radius, but a member has", () => {
    expect(summary("mode=radius&city=berlin&radius=100", 0)).toEqual([]);
    expect(summary("mode=radius&city=berlin&radius=100", 0, member).map(([kind, url]) => [kind, url?.includes("radius=150")])).toEqual([
      ["radius", true],
    ]);
  });

  it("offers every run country in country mode", () => {
    expect(summary("mode=country&country=AT", 2)).toEqual([["all_countries", "mode=country&country=DE,AT,CH,NL"]]);
  });
});
