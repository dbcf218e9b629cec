import { describe, expect, it } from "vitest";
import { BUSINESS_TYPE_IDS } from "@samtrot/constants-catalogue";
import { applySearchAction } from "./apply-search-action.js";
import { buildSearchRequest, isSearchSkip } from "./build-search-request.js";
import { BUSINESS_CATEGORY_SLUGS, businessCategoryPresets, businessTypeOfCategory } from "./business-categories.js";
import { parseSearchUrl } from "./parse-search-url.js";
import { ZSearchRequest } from "./search-request-schema.js";
import { ZSearchState, createSearchState, type TSearchKind, type TViewer } from "./search-state.js";
import { searchStateToQueryString } from "./search-state-to-query.js";
import { VIEWERS } from "./test-viewers.js";

const BERLIN = "mode=radius&lat=52.52&lon=13.405&radius=100";
const parse = (kind: TSearchKind, query: string, viewer: TViewer = VIEWERS.guest, popFilters?: string) =>
  parseSearchUrl({ searchKind: kind, searchParams: new URLSearchParams(query), viewer, ...(popFilters ? { popFilters } : {}) });

describe("business type filter (the business search's {activeCategory})", () => {
  it("has one distinct category slug per business type, and reads slugs back", () => {
    expect(Object.keys(BUSINESS_CATEGORY_SLUGS).sort()).toEqual([...BUSINESS_TYPE_IDS].sort());
    expect(new Set(Object.values(BUSINESS_CATEGORY_SLUGS)).size).toBe(BUSINESS_TYPE_IDS.length);
    for (const id of BUSINESS_TYPE_IDS) expect(businessTypeOfCategory(BUSINESS_CATEGORY_SLUGS[id])).toBe(id);
    expect(businessTypeOfCategory("Saunaclubs")).toBe("3.1");
    expect(businessTypeOfCategory("sort=rating")).toBeUndefined();
    expect(businessCategoryPresets("clubs")).toBe("business_type=3");
    // Anything else stays presets written like a query string.
    expect(businessCategoryPresets("sort=rating")).toBe("sort=rating");
  });

  it("turns a category into the business_type filter of the request, for every viewer", () => {
    for (const viewer of Object.values(VIEWERS)) {
      const { state, rewrite } = parse("business", "", viewer, businessCategoryPresets("saunaclubs"));
      expect(rewrite).toBeUndefined();
      expect(state.businessTypes).toEqual(["3.1"]);
      const request = buildSearchRequest(state, viewer);
      if (isSearchSkip(request)) throw new Error("skip");
      expect(request.filterquery).toMatchObject({ user_type: [3], business_type: ["3.1"] });
      expect(ZSearchRequest.safeParse(request).success).toBe(true);
    }
  });

  it("writes business_type into the URL in catalogue order and reads it back", () => {
    const { state, rewrite } = parse("business", `${BERLIN}&business_type=12,1,3.1`);
    expect(state.businessTypes).toEqual(["1", "3.1", "12"]);
    expect(rewrite).toBeUndefined(); // reordering is no correction
    expect(searchStateToQueryString(state)).toBe(`${BERLIN}&business_type=1,3.1,12`);
    expect(parse("business", searchStateToQueryString(state)).state).toEqual(state);
  });

  it("drops unknown business types and business types on other searches, with a rewrite", () => {
    const unknown = parse("business", `${BERLIN}&business_type=3,7,x,`);
    expect(unknown.state.businessTypes).toEqual(["3"]);
    expect(unknown.rewrite).toBe(`${BERLIN}&business_type=3`);
    for (const kind of ["default", "escort", "client"] as const) {
      const other = parse(kind, `${BERLIN}&business_type=3`);
      expect(other.state.businessTypes, kind).toEqual([]);
      expect(other.corrections, kind).toContain("business_type");
    }
  });

  it("asks for the business_type facet on business searches only", () => {
    for (const kind of ["default", "escort", "client", "business"] as const) {
      const request = buildSearchRequest(parse(kind, BERLIN).state, VIEWERS.client);
      if (isSearchSkip(request)) throw new Error("skip");
      expect(request.facets.terms.includes("business_type"), kind).toBe(kind === "business");
    }
  });

  it("is set and cleared by the panel action and by reset_all", () => {
    const start = parse("business", BERLIN).state;
    const chosen = applySearchAction(start, { type: "set_business_types", businessTypes: ["4", "1"] }, VIEWERS.guest);
    expect(chosen.businessTypes).toEqual(["1", "4"]);
    expect(applySearchAction(chosen, { type: "reset_all" }, VIEWERS.guest).businessTypes).toEqual([]);
    const escorts = parse("escort", BERLIN).state;
    expect(applySearchAction(escorts, { type: "set_business_types", businessTypes: ["1"] }, VIEWERS.guest).businessTypes).toEqual([]);
  });

  it("refuses business_type in a request that is not a business search, and unknown ids", () => {
    const base = { page_no: 1, page_size: 24, query: "", facets: { terms: [], ranges: [] } };
    const mixed = ZSearchRequest.safeParse({ ...base, filterquery: { user_type: [2, 3], business_type: ["1"] } });
    expect(mixed.success).toBe(false);
    expect(mixed.error?.issues[0]).toMatchObject({ path: ["filterquery", "business_type"], message: "validation.search.business_type_needs_business_search" });
    expect(ZSearchRequest.safeParse({ ...base, filterquery: { user_type: [3], business_type: ["5"] } }).success).toBe(false);
    expect(ZSearchRequest.safeParse({ ...base, filterquery: { user_type: [3], business_type: [] } }).success).toBe(false);
    expect(ZSearchRequest.safeParse({ ...base, filterquery: { user_type: [3], business_type: ["3.1", "12"] } }).success).toBe(true);
  });

  it("still reads a state stored before the field existed", () => {
    const { businessTypes: _dropped, ...old } = createSearchState("business");
    expect(ZSearchState.parse(old).businessTypes).toEqual([]);
  });
});
