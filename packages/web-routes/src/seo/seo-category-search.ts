import { LANDING_PAGE, RADIUS, TRAIT_VALUES, type TSeoCategorySlug } from "@samtrot/constants-catalogue";
import {
  GUEST_VIEWER,
  buildSearchRequest,
  countActiveFilters,
  isSearchSkip,
  parseSearchUrl,
  searchStateToQueryString,
  type TSearchKind,
  type TSearchRequest,
  type TSearchState,
} from "@samtrot/search-query-builder";
import { SEARCH_VARIANTS } from "../search/search-variants";
import type { TSeoLocation } from "./seo-paths";

const traitIds = (category: keyof typeof TRAIT_VALUES, keys: readonly string[]): string =>
  TRAIT_VALUES[category]
    .filter((value) => keys.includes(value.key))
    .map((value) => value.id)
    .join(",");

/**
 * The search each index-page category runs (our decision; spec 000 §2 names the categories only): which
 * profiles it lists and the preset filters, written like a search URL so search-query-builder checks them.
 */
export const SEO_CATEGORY_SEARCH: Readonly<Record<TSeoCategorySlug, { kind: TSearchKind; preset: string }>> = {
  "sex-and-erotic": { kind: "escort", preset: "" },
  escort: {
    kind: "escort",
    preset: `escort_service=${traitIds("escort_service", ["girlfriend_experience", "dinner_date", "international_escort", "travel_escort", "overnight", "party_escort"])}`,
  },
  ladies: { kind: "escort", preset: "gender=2" },
  "huren-nutten": { kind: "escort", preset: `gender=2&service=${traitIds("service_soft", ["intercourse_with_condom"])}` },
  "domina-bdsm": { kind: "escort", preset: `escort_service=${traitIds("escort_service", ["bdsm", "domination"])}` },
  "tantra-erotische-massagen": { kind: "escort", preset: `escort_service=${traitIds("escort_service", ["tantra", "erotic_massage"])}` },
  "bordell-club": { kind: "business", preset: "" },
  "gangbang-bukkake": { kind: "escort", preset: `service=${traitIds("service_hard", ["threesome", "facial"])}` },
  "transen-shemale": { kind: "escort", preset: "gender=3" },
  "male-escort": { kind: "escort", preset: "gender=1" },
};

/**
 * Radius of a city page and of a region page (our decision): a city page lists the city and its surroundings,
 * a region page the standard radius around the centre of its catalogue cities.
 */
export const SEO_CITY_RADIUS_KM = 30;
export const SEO_REGION_RADIUS_KM = RADIUS.standard;

/** Where an index page searches, as search URL parameters (country mode for countries, radius mode below). */
export function seoLocationParams(location: TSeoLocation): URLSearchParams {
  switch (location.level) {
    case "all":
      return new URLSearchParams({ mode: "country", country: "DE,AT,CH,NL" });
    case "country":
      return new URLSearchParams({ mode: "country", country: location.country });
    case "region": {
      const lat = location.cities.reduce((sum, city) => sum + city.lat, 0) / location.cities.length;
      const lon = location.cities.reduce((sum, city) => sum + city.lon, 0) / location.cities.length;
      return new URLSearchParams({ mode: "radius", lat: lat.toFixed(4), lon: lon.toFixed(4), radius: String(SEO_REGION_RADIUS_KM) });
    }
    case "city":
      return new URLSearchParams({ mode: "radius", city: location.city.slug, radius: String(SEO_CITY_RADIUS_KM) });
  }
}

/**
 * The search of an index page: the category's preset at the page's place, as a guest sees it (index pages are
 * the same for everyone), 12 per page (spec 000 §9 landing pages).
 */
export function seoSearchRequest(category: TSeoCategorySlug, location: TSeoLocation, page: number): TSearchRequest {
  const state = seoSearchState(category, location);
  const request = buildSearchRequest(state, GUEST_VIEWER, { page });
  if (isSearchSkip(request)) throw new Error(`index page ${category} has no place to search: ${request.skip}`);
  return { ...request, page_size: LANDING_PAGE.pageSize, facets: { terms: [], ranges: [] } };
}

/** The search state of an index page: the category's preset at the page's place, as a guest sees it. */
function seoSearchState(category: TSeoCategorySlug, location: TSeoLocation): TSearchState {
  const { kind, preset } = SEO_CATEGORY_SEARCH[category];
  return parseSearchUrl({ searchKind: kind, popFilters: preset, searchParams: seoLocationParams(location), viewer: GUEST_VIEWER }).state;
}

/**
 * Where an index page's Filter button leads: the search page of its kind (/escorts, /agenturen-clubs) with the same
 * search written out (place, radius and the category's preset), where every filter can be changed; and how many
 * filters that search has set already (the button's badge, search-query-builder countActiveFilters).
 */
export function seoRefineSearch(category: TSeoCategorySlug, location: TSeoLocation): { path: string; activeFilters: number } {
  const state = seoSearchState(category, location);
  const { kind } = SEO_CATEGORY_SEARCH[category];
  const variant = kind === "business" ? SEARCH_VARIANTS.business : SEARCH_VARIANTS.escort;
  return { path: `${variant.path}?${searchStateToQueryString(state)}`, activeFilters: countActiveFilters(state) };
}
