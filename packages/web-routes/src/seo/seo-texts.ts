import { seoCategoryTextKeys, type TSeoCategory } from "@samtrot/constants-catalogue";
import type { TSeoLocation } from "./seo-paths";

type TTranslate = (key: string, values?: Record<string, unknown>) => string;

/** Description variants of the categories without a single description (spec 000 §2). */
export const SEO_DESCRIPTION_VARIANTS = ["description", "description_2", "description_3"] as const;

/** The place of an index page in words ("Berlin", "Bayern", "Deutschland", the run countries). */
export function seoLocationName(location: TSeoLocation, t: TTranslate): string {
  switch (location.level) {
    case "all":
      return t("seo.location.all");
    case "country":
      return t(`search.country_name.${location.country}`);
    case "region":
      return t(`seo.region.${location.regionSlug}`);
    case "city":
      return location.city.name;
  }
}

/** FNV-1a: a stable small hash, so a page keeps its description variant across deployments. */
function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The description key of an index page: male-escort and ladies have a single description (spec 000 §2); the
 * other categories pick one of their variants per place, the same one every time.
 */
export function seoDescriptionKey(category: TSeoCategory, placeKey: string): string {
  const keys = seoCategoryTextKeys(category.slug);
  if (category.singleDescription) return keys.description;
  const variant = SEO_DESCRIPTION_VARIANTS[stableHash(`${category.slug}|${placeKey}`) % SEO_DESCRIPTION_VARIANTS.length]!;
  return keys.description.replace(/description$/, variant);
}

/** Heading, document title and meta description of an index page, the place filled into the templates. */
export function seoPageTexts(input: { category: TSeoCategory; location: TSeoLocation; path: string; t: TTranslate; page: number }) {
  const { category, location, t } = input;
  const place = seoLocationName(location, t);
  const keys = seoCategoryTextKeys(category.slug);
  const heading = t(keys.title, { location: place });
  const pageSuffix = input.page > 1 ? t("seo.page_suffix", { page: input.page }) : "";
  return {
    place,
    heading,
    title: t("seo.title", { title: `${heading}${pageSuffix}` }),
    // The path without the category names the place, so every category has its own variant per place.
    description: t(seoDescriptionKey(category, input.path.split("/").slice(2).join("/") || "all"), { location: place }),
  };
}
