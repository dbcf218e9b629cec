import type { TLocale } from "@samtrot/constants-catalogue";
import { SEARCH_VARIANTS } from "../search/search-variants";
import { localizedSeoPath, SEO_GUIDE_PATH, SEO_LANGUAGES } from "./seo-links";
import { allSeoPages } from "./seo-paths";

/** Paths the sitemap lists (no language prefix): the home, the type listings, the guide and every index page. */
export function sitemapPaths(): string[] {
  return [
    "/",
    SEARCH_VARIANTS.escort.path,
    SEARCH_VARIANTS.client.path,
    SEARCH_VARIANTS.business.path,
    SEO_GUIDE_PATH,
    ...allSeoPages().map((page) => page.path),
  ];
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/**
 * sitemap.xml of a brand (sitemaps.org 0.9 with xhtml alternates): every path in each offered language, under
 * the brand's language prefix rule, each entry naming its language versions.
 */
export function sitemapXml(input: { origin: string; localePrefix: boolean; paths?: readonly string[]; languages?: readonly TLocale[] }): string {
  const languages = input.languages ?? SEO_LANGUAGES;
  const paths = input.paths ?? sitemapPaths();
  const url = (path: string, lang: TLocale) => escapeXml(`${input.origin}${localizedSeoPath(path, lang, input.localePrefix)}`);
  const entries = paths.flatMap((path) =>
    languages.map(
      (lang) =>
        `<url><loc>${url(path, lang)}</loc>${languages
          .map((other) => `<xhtml:link rel="alternate" hreflang="${other}" href="${url(path, other)}"/>`)
          .join("")}</url>`,
    ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}
