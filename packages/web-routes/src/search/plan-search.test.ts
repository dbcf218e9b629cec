import { GUEST_VIEWER, type TViewer } from "@samtrot/search-query-builder";
import { describe, expect, it } from "vitest";
import { planSearch, type TSearchPlan } from "./plan-search";
import { searchRouteOfPath } from "./search-variants";

const client: TViewer = { userType: 1, gender: 1, isMember: false, signedIn: true };
const memberClient: TViewer = { ...client, isMember: true };
const escort: TViewer = { userType: 2, gender: 2, isMember: false, signedIn: true };

function plan(url: string, viewer: TViewer = GUEST_VIEWER, extra: { linkPrefix?: string; landing?: string } = {}): TSearchPlan {
  const parsed = new URL(url, "http://x");
  const match = searchRouteOfPath(parsed.pathname);
  if (!match) throw new Error(`no search page: ${url}`);
  return planSearch({
    match,
    pathname: parsed.pathname,
    searchParams: parsed.searchParams,
    linkPrefix: extra.linkPrefix ?? "",
    viewer,
    landingParams: extra.landing === undefined ? undefined : new URLSearchParams(extra.landing),
  });
}
const searched = (result: TSearchPlan) => {
  if (result.kind !== "search") throw new Error(`expected a search, got a redirect to ${result.location}`);
  return result;
};

describe("planSearch: the guest home", () => {
  it("searches escorts around central Berlin with the standard radius, sorted 'default' (spec 000 §4)", () => {
    const result = searched(plan("/"));
    expect(result.request).toMatchObject({
      page_no: 1,
      page_size: 24,
      query: "",
      filterquery: { user_type: [2], location: { lat: 52.52, lon: 13.405, radius: 100 } },
      sort: "default",
    });
    expect(result.homeSearch).toBe(true);
    expect(result.basePath).toBe("/");
  });

  it("signed-in viewers get their own default sort and whom they see", () => {
    expect(searched(plan("/", client)).request?.sort).toBe("top_ranking");
    expect(searched(plan("/", memberClient)).request?.sort).toBe("top_ranking_distance_ring");
    expect(searched(plan("/", escort)).request?.filterquery.user_type).toEqual([1]);
  });
});

describe("planSearch: corrections are redirects to the canonical URL", () => {
  it("radius 0 becomes the standard radius (spec 000 §4), under the language prefix", () => {
    expect(plan("/en/escorts?mode=radius&city=berlin&radius=0", GUEST_VIEWER, { linkPrefix: "/en" })).toEqual({
      kind: "redirect",
      location: "/en/escorts?mode=radius&lat=52.52&lon=13.405&radius=100&city=berlin",
    });
  });

  it("a guest's radius above 100 is capped; a member keeps 500", () => {
    expect(plan("/escorts?mode=radius&city=berlin&radius=500")).toMatchObject({ kind: "redirect", location: expect.stringContaining("radius=100") });
    expect(searched(plan("/escorts?mode=radius&lat=52.52&lon=13.405&radius=500&city=berlin", memberClient)).request?.filterquery.location?.radius).toBe(500);
  });

  it("an invalid preset of {popFilters} is corrected into the query, on the path without it; other parameters and the page stay", () => {
    expect(plan("/homepage/gender=9&age=18-25?utm_source=x&page=2")).toEqual({
      kind: "redirect",
      location: "/homepage?mode=radius&lat=52.52&lon=13.405&radius=100&city=berlin&age=18-25&utm_source=x&page=2",
    });
  });

  it("filters the viewer may not use are dropped (an escort has no price filter, spec 001 §3)", () => {
    expect(plan("/clients?mode=radius&city=berlin&price=0-99", escort)).toMatchObject({
      kind: "redirect",
      location: "/clients?mode=radius&lat=52.52&lon=13.405&radius=100&city=berlin",
    });
  });

  it("a bad page number is corrected on the same path", () => {
    expect(plan("/escorts?mode=country&country=AT&page=1")).toEqual({ kind: "redirect", location: "/escorts?mode=country&country=AT" });
    expect(plan("/escorts?mode=country&country=AT&page=x")).toEqual({ kind: "redirect", location: "/escorts?mode=country&country=AT" });
  });

  it("fields of a panel sent without JavaScript are folded first", () => {
    expect(plan("/escorts?mode=radius&city=berlin&age_min=20&age_max=")).toEqual({
      kind: "redirect",
      location: "/escorts?mode=radius&city=berlin&age=20-*",
    });
  });
});

describe("planSearch: canonical URLs search", () => {
  it("runs the requested page", () => {
    const result = searched(plan("/escorts?mode=radius&lat=52.52&lon=13.405&radius=50&city=berlin&gender=2&page=3"));
    expect(result.page).toBe(3);
    expect(result.request).toMatchObject({ page_no: 3, filterquery: { gender: [2], location: { radius: 50 } } });
  });

  it("country mode without a country makes no search (spec 000 §4)", () => {
    const result = searched(plan("/escorts?mode=country"));
    expect(result.request).toBeNull();
    expect(result.skip).toBe("no_country");
  });

  it("valid presets search as they are: {popFilters}, and {activeCategory} of the business search", () => {
    const preset = searched(plan("/homepage/gender=2&age=18-25?page=2"));
    expect(preset.request).toMatchObject({ page_no: 2, filterquery: { gender: [2], age: ["[18,25]"] } });
    expect(preset.basePath).toBe("/homepage");
    expect(searched(plan("/agenturen-clubs/sort=rating")).request?.sort).toBe("rating");
  });

  it("the business search lists businesses", () => {
    expect(searched(plan("/agenturen-clubs")).request?.filterquery.user_type).toEqual([3]);
    expect(searched(plan("/agenturen-clubs")).request?.filterquery.business_type).toBeUndefined();
  });

  it("{activeCategory} filters the business search by its business type, in every language", () => {
    const clubs = searched(plan("/agenturen-clubs/saunaclubs"));
    expect(clubs.request?.filterquery).toMatchObject({ user_type: [3], business_type: ["3.1"] });
    expect(clubs.state.businessTypes).toEqual(["3.1"]);
    expect(clubs.basePath).toBe("/agenturen-clubs");
    expect(searched(plan("/en/agenturen-clubs/escort-agenturen", GUEST_VIEWER, { linkPrefix: "/en" })).request?.filterquery.business_type).toEqual(["1"]);
    // A query that holds a whole search wins over the category (a removed filter stays removed).
    const later = searched(plan("/agenturen-clubs/saunaclubs?mode=radius&lat=52.52&lon=13.405&radius=100&city=berlin"));
    expect(later.request?.filterquery.business_type).toBeUndefined();
    // A category on another search path is no filter there.
    expect(searched(plan("/escorts/saunaclubs")).request?.filterquery.business_type).toBeUndefined();
  });

  it("a landing page's search applies to its first visit, not once the query holds a whole search", () => {
    const first = searched(plan("/lp/berlin-ladies", GUEST_VIEWER, { landing: "gender=2&city=hamburg" }));
    expect(first.request?.filterquery).toMatchObject({ gender: [2], location: { lat: 53.5511, lon: 9.9937, radius: 100 } });
    expect(first.basePath).toBe("/lp/berlin-ladies");
    const later = searched(plan("/lp/berlin-ladies?mode=radius&lat=53.5511&lon=9.9937&radius=100&city=hamburg", GUEST_VIEWER, { landing: "gender=2&city=hamburg" }));
    expect(later.request?.filterquery.gender).toBeUndefined();
  });
});
