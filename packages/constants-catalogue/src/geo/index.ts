import { CITIES, type TCity, type TCityCountry } from "./cities.js";

export { CITIES };
export type { TCity, TCityCountry };

/** Country slug of the index pages → ISO code (spec 000 §2, run countries spec 000 §9). */
export const COUNTRY_SLUGS = Object.freeze({
  germany: "DE",
  austria: "AT",
  netherlands: "NL",
  switzerland: "CH",
} as const satisfies Record<string, TCityCountry>);
export type TCountrySlug = keyof typeof COUNTRY_SLUGS;

/** Cities whose region slug equals the city slug (spec 000 §2). */
export const SAME_SLUG_REGION_CITIES: readonly string[] = Object.freeze([
  "berlin",
  "hamburg",
  "bremen",
  "bern",
  "basel",
  "luzern",
  "genf",
  "zürich",
  "wien",
  "salzburg",
]);

/** City slugs containing a slash, which the index-page routes handle specially (spec 000 §2). */
export const SLASH_CITY_SLUGS: readonly string[] = Object.freeze(
  CITIES.filter((city) => city.slug.includes("/")).map((city) => city.slug),
);

/** The seo_guide page's list (spec 000 §2: about 75 German cities), largest first. */
export const SEO_GUIDE_CITIES: readonly TCity[] = Object.freeze(CITIES.filter((city) => city.seoGuide));

const BY_SLUG: ReadonlyMap<string, TCity> = new Map(CITIES.map((city) => [city.slug, city]));

/** Looks a city up by its slug; slugs are lowercase, so the lookup lower-cases its input. */
export function findCityBySlug(slug: string): TCity | undefined {
  return BY_SLUG.get(slug.toLowerCase());
}

export function citiesOfCountry(country: TCityCountry): readonly TCity[] {
  return CITIES.filter((city) => city.country === country);
}
