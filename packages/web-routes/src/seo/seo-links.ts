import { DEFAULT_LOCALE, TYPE_LISTING_LINKS, type TLocale } from "@samtrot/constants-catalogue";
import { localizePath } from "../shell/i18n/locale-path";
import { PAGE_PARAM } from "../search/page-param";

/** The languages index pages are offered in (spec 000 §2: es and pl exist but are hidden). */
export const SEO_LANGUAGES = ["de", "en"] as const satisfies readonly TLocale[];

/**
 * The path of a page in a language: the white-label always carries the language, the main brand only for
 * languages other than German (its German pages have no prefix).
 */
export function localizedSeoPath(path: string, lang: TLocale, localePrefix: boolean): string {
  return localizePath(path, localePrefix || lang !== DEFAULT_LOCALE ? `/${lang}` : "");
}

export type TSeoAlternates = {
  canonical: string;
  /** hreflang links: one per language plus x-default (German) */
  alternates: { hreflang: string; href: string }[];
};

/** Canonical and hreflang links of an index page (absolute; result pages after the first are their own canonical). */
export function seoAlternates(input: { origin: string; path: string; lang: TLocale; localePrefix: boolean; page?: number }): TSeoAlternates {
  const query = input.page && input.page > 1 ? `?${PAGE_PARAM}=${input.page}` : "";
  const href = (lang: TLocale) => `${input.origin}${localizedSeoPath(input.path, lang, input.localePrefix)}${query}`;
  return {
    canonical: href(input.lang),
    alternates: [
      ...SEO_LANGUAGES.map((lang) => ({ hreflang: lang, href: href(lang) })),
      { hreflang: "x-default", href: href(DEFAULT_LOCALE) },
    ],
  };
}

/** A link of an index page's link blocks. */
export type TSeoLink = { name: string; href: string };

/** The path of the guide to the city pages (spec 000 §2 seo_guide). */
export const SEO_GUIDE_PATH = "/seo_guide";

/** Links every index-related page shows: the guide and the type listings (spec 000 §2), with their text keys. */
export function seoGuideAndListingPaths(): { guide: string; listings: { path: string; key: string }[] } {
  const names = { 1: "client", 2: "escort", 3: "business" } as const;
  return {
    guide: SEO_GUIDE_PATH,
    listings: TYPE_LISTING_LINKS.map((link) => ({ path: link.path, key: `search.heading.${names[link.userType]}` })),
  };
}
