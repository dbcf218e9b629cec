import { describe, expect, it } from "vitest";
import { applySearchAction, type TSearchAction } from "./apply-search-action.js";
import { parseSearchUrl } from "./parse-search-url.js";
import { createSearchState, type TSearchState, type TViewer } from "./search-state.js";
import { searchStateToQueryString } from "./search-state-to-query.js";
import { VIEWERS } from "./test-viewers.js";

function start(viewer: TViewer = VIEWERS.client): TSearchState {
  return parseSearchUrl({ searchKind: "default", searchParams: new URLSearchParams(), viewer }).state;
}

function run(state: TSearchState, viewer: TViewer, ...actions: TSearchAction[]): TSearchState {
  return actions.reduce((current, action) => applySearchAction(current, action, viewer), state);
}

describe("user actions (spec 000 §4)", () => {
  it("reset_all clears filters, sort and name but keeps where the viewer searches", () => {
    const viewer = VIEWERS.memberClient;
    const busy = run(
      start(viewer),
      viewer,
      { type: "set_radius", radius: 300 },
      { type: "set_position", position: { lat: 53.55, lon: 9.99 } },
      { type: "set_sort", sort: "rating" },
      { type: "set_custom_age", range: { min: 20, max: 30 } },
      { type: "set_query", query: "anna" },
      { type: "set_terms", filter: "piercing", values: [157] },
    );
    const reset = applySearchAction(busy, { type: "reset_all" }, viewer);
    expect(reset).toEqual({
      ...createSearchState("default"),
      location: busy.location,
      city: busy.city,
      radius: 300,
      position: { lat: 53.55, lon: 9.99 },
    });
  });

  it("set_sort accepts a sort the viewer may pick and ignores others", () => {
    expect(applySearchAction(start(), { type: "set_sort", sort: "last_login_at" }, VIEWERS.client).sort).toBe("last_login_at");
    expect(applySearchAction(start(), { type: "set_sort", sort: "top_ranking_distance_ring" }, VIEWERS.client).sort).toBeNull();
    expect(
      applySearchAction(start(VIEWERS.memberClient), { type: "set_sort", sort: "top_ranking_distance_ring" }, VIEWERS.memberClient).sort,
    ).toBe("top_ranking_distance_ring");
  });

  it("set_radius keeps the viewer within their choices", () => {
    expect(applySearchAction(start(), { type: "set_radius", radius: 50 }, VIEWERS.client).radius).toBe(50);
    expect(applySearchAction(start(), { type: "set_radius", radius: 500 }, VIEWERS.client).radius).toBe(100);
    expect(applySearchAction(start(VIEWERS.memberEscort), { type: "set_radius", radius: 500 }, VIEWERS.memberEscort).radius).toBe(500);
    expect(applySearchAction(start(), { type: "set_radius", radius: 0 }, VIEWERS.client).radius).toBe(100);
    expect(applySearchAction(start(), { type: "set_radius", radius: -1 }, VIEWERS.client).radius).toBe(100);
  });

  it("set_position sets and clears the viewer's own position and never puts it into the URL", () => {
    const placed = applySearchAction(start(), { type: "set_position", position: { lat: 48.2, lon: 16.37 } }, VIEWERS.client);
    expect(placed.position).toEqual({ lat: 48.2, lon: 16.37 });
    expect(searchStateToQueryString(placed)).not.toContain("16.37");
    expect(applySearchAction(placed, { type: "set_position", position: null }, VIEWERS.client).position).toBeNull();
    expect(applySearchAction(placed, { type: "set_position", position: { lat: 95, lon: 0 } }, VIEWERS.client)).toBe(placed);
  });

  it("set_custom_age, _weight and _height replace the selection with one range; null clears", () => {
    let state = run(
      start(),
      VIEWERS.client,
      { type: "set_ranges", filter: "age", ranges: [{ min: 18, max: 25 }, { min: 26, max: 35 }] },
      { type: "set_custom_age", range: { min: 21, max: null } },
      { type: "set_custom_weight", range: { min: 0, max: 70 } },
      { type: "set_custom_height", range: { min: 160, max: 180 } },
    );
    expect(state.age).toEqual([{ min: 21, max: null }]);
    expect(state.weight).toEqual([{ min: 0, max: 70 }]);
    expect(state.height).toEqual([{ min: 160, max: 180 }]);
    state = applySearchAction(state, { type: "set_custom_age", range: null }, VIEWERS.client);
    expect(state.age).toEqual([]);
  });

  it("ignores an invalid customised range", () => {
    const state = start();
    expect(applySearchAction(state, { type: "set_custom_age", range: { min: 30, max: 20 } }, VIEWERS.client)).toBe(state);
    expect(applySearchAction(state, { type: "set_custom_height", range: { min: 0, max: null } }, VIEWERS.client)).toBe(state);
    expect(applySearchAction(state, { type: "set_custom_weight", range: { min: 10, max: 900 } }, VIEWERS.client)).toBe(state);
  });

  it("set_custom_price switches the customised price on; toggle_custom_price switches between it and the bands", () => {
    let state = run(
      start(),
      VIEWERS.client,
      { type: "set_ranges", filter: "price", ranges: [{ min: 0, max: 99 }] },
      { type: "set_custom_price", range: { min: 150, max: 300 }, durations: [60, 120] },
    );
    expect(state.price).toEqual({
      bands: [{ min: 0, max: 99 }],
      customized: true,
      range: { min: 150, max: 300 },
      durations: [60, 120],
    });
    state = applySearchAction(state, { type: "toggle_custom_price" }, VIEWERS.client);
    expect(state.price.customized).toBe(false);
    // both selections survive the switch, so switching back recovers the customised one
    state = applySearchAction(state, { type: "toggle_custom_price" }, VIEWERS.client);
    expect(state.price).toMatchObject({ customized: true, range: { min: 150, max: 300 } });
  });

  it("an escort searcher cannot switch prices on (spec 001 §3)", () => {
    const state = applySearchAction(start(VIEWERS.escort), { type: "toggle_custom_price" }, VIEWERS.escort);
    expect(state.price.customized).toBe(false);
  });

  it("set_location_and_mode moves the search and switches modes", () => {
    let state = applySearchAction(
      start(),
      { type: "set_location_and_mode", mode: "radius", location: { lat: 53.5511, lon: 9.9937 }, city: "hamburg" },
      VIEWERS.client,
    );
    expect(state).toMatchObject({ mode: "radius", location: { lat: 53.5511, lon: 9.9937 }, city: "hamburg" });
    state = applySearchAction(state, { type: "set_location_and_mode", mode: "country", countries: ["CH", "AT", "XX" as "AT"] }, VIEWERS.client);
    expect(state).toMatchObject({ mode: "country", countries: ["AT", "CH"], city: "hamburg" });
    // a new place without a label drops the old label
    state = applySearchAction(state, { type: "set_location_and_mode", mode: "radius", location: { lat: 50, lon: 8 } }, VIEWERS.client);
    expect(state).toMatchObject({ mode: "radius", location: { lat: 50, lon: 8 }, city: null });
    state = applySearchAction(state, { type: "set_location_and_mode", mode: "radius", location: null }, VIEWERS.client);
    expect(state.location).toBeNull();
  });

  it("recover_selection restores a stored state within the viewer's current rights", () => {
    const member = VIEWERS.memberClient;
    const stored = run(
      start(member),
      member,
      { type: "set_radius", radius: 500 },
      { type: "set_sort", sort: "top_ranking_distance_ring" },
      { type: "set_codes", filter: "cup_size", values: ["a_b"] },
    );
    const recovered = applySearchAction(createSearchState("escort"), { type: "recover_selection", selection: stored }, VIEWERS.client);
    expect(recovered.kind).toBe("escort");
    expect(recovered.radius).toBe(100);
    expect(recovered.sort).toBeNull();
    expect(recovered.codes.cup_size).toEqual(["a_b"]);
  });

  it("recover_selection ignores anything that is not a search state", () => {
    const state = start();
    expect(applySearchAction(state, { type: "recover_selection", selection: { radius: 5 } }, VIEWERS.client)).toBe(state);
    expect(applySearchAction(state, { type: "recover_selection", selection: "user_filters" }, VIEWERS.client)).toBe(state);
  });

  it("filter choices are kept canonical and within the viewer's filters", () => {
    const state = run(
      start(VIEWERS.escort),
      VIEWERS.escort,
      { type: "set_genders", genders: [3, 1, 1] },
      { type: "set_terms", filter: "piercing", values: [160, 157, 15] },
      { type: "set_codes", filter: "languages", values: ["en", "DE"] },
      { type: "set_codes", filter: "cup_size", values: ["a_b"] },
      { type: "set_only_show_type", flags: ["is_verified", "is_hot", "has_avatar"] },
      { type: "set_smoker", smoker: false },
    );
    expect(state.genders).toEqual([1, 3]);
    expect(state.traits.piercing).toEqual([157, 160]);
    expect(state.codes.languages).toEqual(["DE", "EN"]);
    expect(state.codes.cup_size).toEqual([]); // not for escort searchers
    expect(state.onlyShowType).toEqual(["has_avatar", "is_verified"]); // is_hot: escort searches only
    expect(state.smoker).toBe(false);
    expect(applySearchAction(state, { type: "set_genders", genders: [] }, VIEWERS.escort).genders).toBeNull();
  });

  it("never mutates the state it is given", () => {
    const state = start();
    const frozen = structuredClone(state);
    run(state, VIEWERS.client, { type: "set_custom_price", range: { min: 1, max: 2 } }, { type: "set_terms", filter: "tattoo", values: [236] });
    expect(state).toEqual(frozen);
  });
});
