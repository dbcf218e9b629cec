import { AGE_BANDS, PRICE_DURATIONS, RADIUS } from "@samtrot/constants-catalogue";
import { GUEST_VIEWER, countActiveFilters, createSearchState, parseSearchUrl, type TViewer } from "@samtrot/search-query-builder";
import { describe, expect, it } from "vitest";
import { activeFilterCounts, panelModel } from "./panel-model";

const client: TViewer = { userType: 1, gender: 1, isMember: false, signedIn: true };
const memberClient: TViewer = { ...client, isMember: true };
const escort: TViewer = { userType: 2, gender: 2, isMember: false, signedIn: true };
const model = (viewer: TViewer, kind: "default" | "escort" | "client" | "business" = "default") =>
  panelModel(kind, viewer, createSearchState(kind));

describe("panelModel: what each viewer gets (spec 000 §4, spec 001 §3, §6)", () => {
  it("a guest: escort sorts with 'default', radii up to 100, price and escort filters, escort-only flags", () => {
    const guest = model(GUEST_VIEWER);
    expect(guest.sorts).toEqual(["default", "top_ranking", "last_login_at", "distance", "price_low_to_high", "price_high_to_low"]);
    expect(guest.radii).toEqual(RADIUS.nonMemberChoices);
    expect(guest.ageBands?.map((band) => band.key)).toEqual(AGE_BANDS.map((band) => band.key));
    expect(guest.priceBands).not.toBeNull();
    expect(guest.durations).toEqual(PRICE_DURATIONS);
    expect(guest.traits.map((t) => t.filter)).toContain("escort_service");
    expect(guest.traits.map((t) => t.filter)).not.toContain("client_primary_service");
    expect(guest.flags).toContain("on_tour");
  });

  it("only business searches offer the business types (the {activeCategory} of the business path)", () => {
    expect(model(GUEST_VIEWER, "business").businessTypes?.map((type) => type.id)).toEqual(["1", "2", "3", "3.1", "4", "12"]);
    expect(model(client, "business").businessTypes).not.toBeNull();
    for (const kind of ["default", "escort", "client"] as const) expect(model(GUEST_VIEWER, kind).businessTypes, kind).toBeNull();
    const state = createSearchState("business");
    state.businessTypes = ["3", "3.1"];
    expect(activeFilterCounts(state).category).toBe(1);
  });

  it("a member client: the distance ring sort and the member radii", () => {
    const member = model(memberClient);
    expect(member.sorts).toContain("top_ranking_distance_ring");
    expect(member.radii).toEqual(RADIUS.memberChoices);
    expect(model(client).sorts).not.toContain("top_ranking_distance_ring");
  });

  it("an escort searches clients: client sorts, client primary service, no price, cup or hair filters", () => {
    const own = model(escort);
    expect(own.sorts).toEqual(["default", "top_ranking", "rating", "reviews_count", "last_login_at"]);
    expect(own.priceBands).toBeNull();
    expect(own.traits.map((t) => t.filter)).toContain("client_primary_service");
    expect(own.traits.map((t) => t.filter)).not.toContain("hair_color");
    expect(own.codes.map((c) => c.filter)).not.toContain("cup_size");
    expect(own.flags).not.toContain("on_tour");
  });

  it("business searches have no gender filter", () => {
    expect(model(GUEST_VIEWER, "business").genders).toBeNull();
    expect(model(GUEST_VIEWER, "escort").genders).toEqual([1, 2, 3]);
  });

  it("the service filter groups the four service categories", () => {
    expect(model(GUEST_VIEWER).traits.find((t) => t.filter === "service")?.groups.map((g) => g.category)).toEqual([
      "service_soft",
      "service_hard",
      "service_clothing",
      "service_fetish",
    ]);
  });

  it("open code lists: popular codes, the results' codes and the chosen ones", () => {
    const state = createSearchState("default");
    state.codes.languages = ["TH"];
    const languages = panelModel("default", GUEST_VIEWER, state, { languages: ["uk", "DE"] }).codes.find((c) => c.filter === "languages");
    expect(languages?.values.slice(0, 3)).toEqual(["DE", "EN", "ES"]);
    expect(languages?.values).toContain("UK");
    expect(languages?.values).toContain("TH");
    expect(new Set(languages?.values).size).toBe(languages?.values.length);
  });
});

describe("activeFilterCounts", () => {
  it("counts set filters per section", () => {
    const state = createSearchState("default");
    expect(activeFilterCounts(state)).toEqual({ category: 0, person: 0, price: 0, looks: 0, services: 0, more: 0 });
    state.genders = [2];
    state.age = [{ min: 18, max: 25 }];
    state.traits.hair_color = [15];
    state.onlyShowType = ["is_new"];
    state.query = "lena";
    expect(activeFilterCounts(state)).toEqual({ category: 0, person: 2, price: 0, looks: 1, services: 0, more: 2 });
  });
});

describe("activeFilterCounts", () => {
  it("puts each active filter in its section, so the sections add up to the Filter button's number", () => {
    const query = "q=anna&mode=radius&gender=2&age=18-25,26-30&price=0-99&hair_color=15&cup_size=c_d&languages=EN&only_show_type=is_verified,has_avatar";
    const state = parseSearchUrl({ searchKind: "default", searchParams: new URLSearchParams(query), viewer: client }).state;
    const counts = activeFilterCounts(state);
    expect(counts).toEqual({ category: 0, person: 2, price: 1, looks: 2, services: 1, more: 3 });
    expect(Object.values(counts).reduce((sum, n) => sum + n, 0)).toBe(countActiveFilters(state));
  });
});
