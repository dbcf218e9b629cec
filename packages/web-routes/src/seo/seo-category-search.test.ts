import { SEO_CATEGORIES } from "@samtrot/constants-catalogue";
import { describe, expect, it } from "vitest";
import { SEO_CATEGORY_SEARCH, SEO_CITY_RADIUS_KM, seoRefineSearch, seoSearchRequest } from "./seo-category-search";
import { cityLocation, countryLocation, regionLocation } from "./seo-paths";
import { CITIES } from "@samtrot/constants-catalogue";

describe("seoSearchRequest: an index page's search", () => {
  it("a country searches in country mode, 12 per page (spec 000 §9), as a guest", () => {
    expect(seoSearchRequest("escort", countryLocation("AT"), 2)).toMatchObject({
      page_no: 2,
      page_size: 12,
      sort: "top_ranking",
      filterquery: { user_type: [2], country: ["AT"] },
      facets: { terms: [], ranges: [] },
    });
  });

  it("a city searches around it; a region around the centre of its cities", () => {
    const koeln = CITIES.find((c) => c.slug === "köln")!;
    expect(seoSearchRequest("ladies", cityLocation(koeln), 1).filterquery).toMatchObject({
      gender: [2],
      location: { lat: koeln.lat, lon: koeln.lon, radius: SEO_CITY_RADIUS_KM },
    });
    const sachsen = seoSearchRequest("sex-and-erotic", regionLocation("DE", "sachsen")!, 1).filterquery.location!;
    expect(sachsen.radius).toBe(100);
    expect(sachsen.lat).toBeGreaterThan(50.8);
    expect(sachsen.lat).toBeLessThan(51.4);
  });

  it("every category has a valid search: presets survive the search rules", () => {
    for (const category of SEO_CATEGORIES) {
      const request = seoSearchRequest(category.slug, { level: "all" }, 1);
      expect(request.filterquery.country).toEqual(["DE", "AT", "CH", "NL"]);
      for (const [key, value] of new URLSearchParams(SEO_CATEGORY_SEARCH[category.slug].preset)) {
        const field = key === "gender" ? "gender" : key;
        expect((request.filterquery as Record<string, unknown>)[field], `${category.slug} ${key}`).toEqual(value.split(",").map(Number));
      }
    }
    expect(seoSearchRequest("bordell-club", { level: "all" }, 1).filterquery.user_type).toEqual([3]);
    expect(seoSearchRequest("transen-shemale", { level: "all" }, 1).filterquery.gender).toEqual([3]);
    expect(seoSearchRequest("male-escort", { level: "all" }, 1).filterquery.gender).toEqual([1]);
  });
});

describe("seoRefineSearch: the index page's Filter button", () => {
  it("leads to the search page of its kind with the same place, radius and preset, and counts the preset's filters", () => {
    const koeln = CITIES.find((c) => c.slug === "köln")!;
    const ladies = seoRefineSearch("ladies", cityLocation(koeln));
    expect(ladies.path).toBe(`/escorts?mode=radius&lat=${koeln.lat}&lon=${koeln.lon}&radius=${SEO_CITY_RADIUS_KM}&city=k%C3%B6ln&gender=2`);
    expect(ladies.activeFilters).toBe(1);
    expect(seoRefineSearch("sex-and-erotic", countryLocation("AT"))).toEqual({ path: "/escorts?mode=country&country=AT", activeFilters: 0 });
    expect(seoRefineSearch("bordell-club", { level: "all" }).path).toMatch(/^\/agenturen-clubs\?mode=country&country=/);
  });
});
