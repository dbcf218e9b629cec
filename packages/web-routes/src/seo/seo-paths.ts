import {
  CITIES,
  isLocale,
  COUNTRY_SLUGS,
  SAME_SLUG_REGION_CITIES,
  SEO_CATEGORIES,
  findSeoCategory,
  serviceSlugRedirect,
  type TCity,
  type TCityCountry,
  type TCountrySlug,
  type TSeoCategory,
  type TSeoCategorySlug,
} from "@samtrot/constants-catalogue";

/**
 * The search-engine index pages /{locale?}/{category}/{country?}/{region?}/{city?}/{spot?} (spec 000 §2).
 *
 * - Region and city are the catalogue's lowercase slugs; in a URL each is one path segment, percent-encoded
 *   (umlauts, and the slash of the slash cities: `/escort/germany/brandenburg/schwedt%2Foder`).
 * - A region that shares its slug with a city (berlin, hamburg, bremen, bern, basel, luzern, genf, zürich, wien,
 *   salzburg) IS that city's page: `/escort/germany/berlin`; `/escort/germany/berlin/berlin` redirects there.
 *   Other cities of such a region keep the two segments (`/escort/germany/bremen/bremerhaven`).
 * - {spot} is only ever a service sub-slug; like a service slug in any last position it redirects (301) to its
 *   category with the place kept: `/sex-and-erotic/germany/berlin/huren` → `/huren-nutten/germany/berlin`.
 */
export type TSeoLocation =
  | { level: "all" }
  | { level: "country"; countrySlug: TCountrySlug; country: TCityCountry }
  | { level: "region"; countrySlug: TCountrySlug; country: TCityCountry; regionSlug: string; cities: readonly TCity[] }
  | { level: "city"; countrySlug: TCountrySlug; country: TCityCountry; regionSlug: string; city: TCity };

export type TSeoSegments = { category: string; country?: string; region?: string; city?: string; spot?: string };

export type TSeoResolution =
  | { kind: "page"; category: TSeoCategory; location: TSeoLocation; path: string }
  | { kind: "redirect"; path: string }
  | { kind: "not_found" };

const COUNTRY_OF_SLUG = COUNTRY_SLUGS as Readonly<Record<string, TCityCountry>>;
const SLUG_OF_COUNTRY = Object.fromEntries(Object.entries(COUNTRY_SLUGS).map(([slug, code]) => [code, slug])) as Record<TCityCountry, TCountrySlug>;

/** Regions of the catalogue per country, with their cities (largest first). */
export const SEO_REGIONS: ReadonlyMap<string, { country: TCityCountry; regionSlug: string; cities: readonly TCity[] }> = (() => {
  const regions = new Map<string, { country: TCityCountry; regionSlug: string; cities: TCity[] }>();
  for (const city of CITIES) {
    const key = `${city.country}:${city.regionSlug}`;
    const region = regions.get(key) ?? { country: city.country, regionSlug: city.regionSlug, cities: [] };
    region.cities.push(city);
    regions.set(key, region);
  }
  for (const region of regions.values()) region.cities.sort((a, b) => b.population - a.population);
  return regions;
})();

export function regionsOfCountry(country: TCityCountry): { regionSlug: string; cities: readonly TCity[] }[] {
  return [...SEO_REGIONS.values()].filter((region) => region.country === country);
}

/** Whether a city's page is its region's page (same slug, spec 000 §2). */
export function isSameSlugCity(city: TCity): boolean {
  return city.slug === city.regionSlug && SAME_SLUG_REGION_CITIES.includes(city.slug);
}

/**
 * The index-page segments of a path: category, then country, region, city and spot, each percent-decoded on its
 * own (so the %2F of a slash city stays inside its segment); undefined when the path is longer than that.
 */
export function seoSegmentsOfPath(pathname: string): TSeoSegments | undefined {
  const segments = pathname.split("/").filter((part) => part !== "");
  if (isLocale(segments[0])) segments.shift();
  if (segments.length > 5) return undefined;
  const [category = "", country, region, city, spot] = segments.map((part) => {
    try {
      return decodeURIComponent(part);
    } catch {
      return part;
    }
  });
  return { category, country, region, city, spot };
}

const segment = (slug: string) => encodeURIComponent(slug);

/** The canonical path of an index page (no language prefix). */
export function seoPath(category: TSeoCategorySlug, location: TSeoLocation): string {
  const parts: string[] = [category];
  if (location.level !== "all") parts.push(location.countrySlug);
  if (location.level === "region") parts.push(segment(location.regionSlug));
  if (location.level === "city") {
    parts.push(segment(location.regionSlug));
    if (!isSameSlugCity(location.city)) parts.push(segment(location.city.slug));
  }
  return `/${parts.join("/")}`;
}

/** The index-page location of a catalogue city. */
export function cityLocation(city: TCity): TSeoLocation {
  return { level: "city", countrySlug: SLUG_OF_COUNTRY[city.country], country: city.country, regionSlug: city.regionSlug, city };
}

export function countryLocation(country: TCityCountry): TSeoLocation {
  return { level: "country", countrySlug: SLUG_OF_COUNTRY[country], country };
}

export function regionLocation(country: TCityCountry, regionSlug: string): TSeoLocation | undefined {
  const region = SEO_REGIONS.get(`${country}:${regionSlug}`);
  if (!region) return undefined;
  const only = region.cities.find((city) => isSameSlugCity(city));
  if (only) return cityLocation(only);
  return { level: "region", countrySlug: SLUG_OF_COUNTRY[country], country, regionSlug, cities: region.cities };
}

/**
 * Reads an index-page path (segments already percent-decoded by the router). Anything not in the catalogue is
 * not found; a service slug, upper case, a same-slug city written twice or a slash city written with a real
 * slash redirects (301) to the canonical path.
 */
export function resolveSeoPath(segments: TSeoSegments): TSeoResolution {
  const raw = [segments.category, segments.country, segments.region, segments.city, segments.spot].filter(
    (part): part is string => part !== undefined && part !== "",
  );
  const parts = raw.map((part) => part.toLowerCase());
  const lowered = parts.some((part, index) => part !== raw[index]);

  // A service sub-slug first (in place of the category) or last (after the place): its category, the place kept.
  const asRedirect = (resolution: TSeoResolution): TSeoResolution =>
    resolution.kind === "page" ? { kind: "redirect", path: resolution.path } : resolution;
  const firstService = serviceSlugRedirect(parts[0]!);
  if (firstService) {
    return asRedirect(resolveSeoPath({ category: firstService, country: parts[1], region: parts[2], city: parts[3], spot: parts[4] }));
  }
  const category = findSeoCategory(parts[0]!);
  if (!category) return { kind: "not_found" };
  const lastService = parts.length > 1 ? serviceSlugRedirect(parts[parts.length - 1]!) : undefined;
  if (lastService) {
    const place = parts.slice(1, -1);
    return asRedirect(resolveSeoPath({ category: lastService, country: place[0], region: place[1], city: place[2], spot: place[3] }));
  }
  const [, countrySlug, regionSlug, citySlug, spot] = parts;
  const page = (location: TSeoLocation): TSeoResolution => {
    const path = seoPath(category.slug, location);
    return lowered || path !== canonicalOf(raw) ? { kind: "redirect", path } : { kind: "page", category, location, path };
  };

  if (countrySlug === undefined) return page({ level: "all" });
  const country = COUNTRY_OF_SLUG[countrySlug];
  if (!country || !Object.hasOwn(COUNTRY_OF_SLUG, countrySlug)) return { kind: "not_found" };
  if (regionSlug === undefined) return page(countryLocation(country));
  const region = SEO_REGIONS.get(`${country}:${regionSlug}`);
  if (!region) return { kind: "not_found" };
  if (citySlug === undefined) return page(regionLocation(country, regionSlug)!);

  // A slash city written with a real slash arrives as two segments: schwedt + oder.
  const slashCity = spot !== undefined ? region.cities.find((city) => city.slug === `${citySlug}/${spot}`) : undefined;
  if (slashCity) return { kind: "redirect", path: seoPath(category.slug, cityLocation(slashCity)) };
  if (spot !== undefined) return { kind: "not_found" };
  const city = region.cities.find((candidate) => candidate.slug === citySlug);
  if (!city) return { kind: "not_found" };
  return page(cityLocation(city));
}

/** The path the segments were written as, encoded the way seoPath encodes. */
function canonicalOf(raw: readonly string[]): string {
  return `/${raw.map((part, index) => (index === 0 ? part : segment(part))).join("/")}`;
}

/** Every index page: each category at every level of the catalogue (the sitemap's list). */
export function allSeoPages(): { category: TSeoCategorySlug; location: TSeoLocation; path: string }[] {
  const locations: TSeoLocation[] = [{ level: "all" }];
  for (const country of Object.values(COUNTRY_OF_SLUG)) {
    locations.push(countryLocation(country));
    for (const region of regionsOfCountry(country)) {
      const location = regionLocation(country, region.regionSlug)!;
      if (location.level === "region") locations.push(location);
      for (const city of region.cities) locations.push(cityLocation(city));
    }
  }
  const seen = new Set<string>();
  return SEO_CATEGORIES.flatMap((category) =>
    locations.flatMap((location) => {
      const path = seoPath(category.slug, location);
      if (seen.has(path)) return [];
      seen.add(path);
      return [{ category: category.slug, location, path }];
    }),
  );
}
