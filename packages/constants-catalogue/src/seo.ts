import { USER_TYPE } from "./users.js";

/**
 * Categories of the search-engine index pages /{locale?}/{category}/{country?}/{region?}/{city?}/{spot?}.
 * Slugs and order: spec 000 §2. Ids are ours (1-10 in spec order). Only male-escort and ladies have a
 * single description; the others pick one of several description variants per location.
 */
export const SEO_CATEGORIES = [
  { id: 1, slug: "sex-and-erotic", singleDescription: false },
  { id: 2, slug: "escort", singleDescription: false },
  { id: 3, slug: "ladies", singleDescription: true },
  { id: 4, slug: "huren-nutten", singleDescription: false },
  { id: 5, slug: "domina-bdsm", singleDescription: false },
  { id: 6, slug: "tantra-erotische-massagen", singleDescription: false },
  { id: 7, slug: "bordell-club", singleDescription: false },
  { id: 8, slug: "gangbang-bukkake", singleDescription: false },
  { id: 9, slug: "transen-shemale", singleDescription: false },
  { id: 10, slug: "male-escort", singleDescription: true },
] as const;
export type TSeoCategory = (typeof SEO_CATEGORIES)[number];
export type TSeoCategorySlug = TSeoCategory["slug"];
export const SEO_CATEGORY_SLUGS = SEO_CATEGORIES.map((category) => category.slug) as [
  TSeoCategorySlug,
  ...TSeoCategorySlug[],
];
export const DEFAULT_SEO_CATEGORY = "sex-and-erotic" satisfies TSeoCategorySlug;

/** Looks up an SEO category by slug. */
export function findSeoCategory(slug: string): TSeoCategory | undefined {
  return SEO_CATEGORIES.find((category) => category.slug === slug);
}

/** Translation keys of an SEO category's title and description; texts hold a {{location}} placeholder. */
export function seoCategoryTextKeys(slug: TSeoCategorySlug): {
  name: string;
  title: string;
  description: string;
  description_2?: string;
  description_3?: string;
} {
  const base = `seo.category.${slug}`;
  const keys = { name: `${base}.name`, title: `${base}.title`, description: `${base}.description` };
  // Only male-escort and ladies have a single description; the others rotate three variants (spec 000 §2).
  const single = SEO_CATEGORIES.find((category) => category.slug === slug)?.singleDescription ?? true;
  return single ? keys : { ...keys, description_2: `${base}.description_2`, description_3: `${base}.description_3` };
}

/** Service sub-slugs that redirect to a category. spec 000 §2 */
export const SERVICE_SLUG_REDIRECTS = {
  huren: "huren-nutten",
  nutten: "huren-nutten",
  ficken: "gangbang-bukkake",
  blowjob: "gangbang-bukkake",
  "erotische-massage": "tantra-erotische-massagen",
  "thai-massage": "tantra-erotische-massagen",
  tantra: "tantra-erotische-massagen",
  bdsm: "domina-bdsm",
  bondage: "domina-bdsm",
  femdom: "domina-bdsm",
  rotlicht: "bordell-club",
  saunaclub: "bordell-club",
  striptease: "bordell-club",
  transen: "transen-shemale",
  escortservice: "escort",
  begleitservice: "escort",
  callgirl: "escort",
  modelle: "escort",
} as const satisfies Readonly<Record<string, TSeoCategorySlug>>;
export type TServiceSlug = keyof typeof SERVICE_SLUG_REDIRECTS;

/** The category a service sub-slug redirects to, or undefined. */
export function serviceSlugRedirect(slug: string): TSeoCategorySlug | undefined {
  return Object.hasOwn(SERVICE_SLUG_REDIRECTS, slug) ? SERVICE_SLUG_REDIRECTS[slug as TServiceSlug] : undefined;
}

/** Type listing links. spec 000 §2 */
export const TYPE_LISTING_LINKS = [
  { path: "/agenturen-clubs", userType: USER_TYPE.business },
  { path: "/escorts", userType: USER_TYPE.escort },
  { path: "/clients", userType: USER_TYPE.client },
] as const;

/** City and category landing pages. spec 000 §9 */
export const LANDING_PAGE = { pageSize: 12, maxCities: 10, citiesPerPage: 5, maxPage: 6 } as const;

/** Approximate size of the seo_guide city list. spec 000 §2 */
export const SEO_GUIDE_CITY_COUNT = 75;
