import { ABOUT_KEYS, INFO_PAGE_FALLBACK, MISC_KEYS, type TAboutKey, type TLegalKey } from "@samtrot/constants-catalogue";
import type { TBrandConfig } from "../brand";

/** The sections of the information pages: about/{key?}, legal/{key?}, misc/{key?} and the partners page. */
export type TInfoSection = "about" | "legal" | "misc" | "partners";

/** The about index (/about) and the partners page have no key: their text is the section's "index". */
export const INFO_INDEX_KEY = "index";

type TInfoBrand = Pick<TBrandConfig, "showMagazineLink" | "legalKeys">;

/** Which keys a section answers in a brand (spec 000 §2): the magazine only with its footer link, legal by the brand's list. */
export function infoKeys(section: TInfoSection, brand: TInfoBrand): readonly string[] {
  switch (section) {
    case "about":
      return [INFO_INDEX_KEY, ...ABOUT_KEYS.filter((key: TAboutKey) => key !== "magazine" || brand.showMagazineLink)];
    case "legal":
      return brand.legalKeys;
    case "misc":
      return MISC_KEYS;
    case "partners":
      return [INFO_INDEX_KEY];
  }
}

export type TInfoDecision = { kind: "page"; key: string } | { kind: "redirect"; path: string };

/**
 * What an information URL answers (spec 000 §2): a known key its page; an unknown key (or none where the section has
 * no index) a redirect to the section's fallback — /about, /legal/terms_and_conditions, /misc/press. The /previous
 * variant keeps its variant when it redirects (decision 036). Paths are without the language prefix.
 */
export function decideInfoPage(input: { section: TInfoSection; key: string | undefined; previous: boolean; brand: TInfoBrand }): TInfoDecision {
  const key = input.key ?? INFO_INDEX_KEY;
  if (infoKeys(input.section, input.brand).includes(key)) return { kind: "page", key };
  const fallback = input.section === "partners" ? "/partners" : INFO_PAGE_FALLBACK[input.section];
  return { kind: "redirect", path: input.previous ? `${fallback}/previous` : fallback };
}

/** The path of an information page without language prefix: ("about", "index") → /about, ("legal", "privacy") → /legal/privacy. */
export function infoPath(section: TInfoSection, key: string, previous = false): string {
  const base = key === INFO_INDEX_KEY ? `/${section}` : `/${section}/${key}`;
  return previous ? `${base}/previous` : base;
}

/** Every information page of a brand, for the sitemap (the /previous variants are not indexed). */
export function infoSitemapPaths(brand: TInfoBrand): string[] {
  return infoOverviewLinks(brand).map((link) => link.path);
}

/** Every information page of a brand in order, for the navigation beside each page. */
export function infoOverviewLinks(brand: TInfoBrand): { section: TInfoSection; key: string; path: string }[] {
  return (["about", "legal", "misc", "partners"] as const).flatMap((section) => infoKeys(section, brand).map((key) => ({ section, key, path: infoPath(section, key) })));
}
