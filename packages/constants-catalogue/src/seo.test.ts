import { describe, expect, it } from "vitest";
import { DEFAULT_SEO_CATEGORY, LANDING_PAGE, SEO_CATEGORIES, SERVICE_SLUG_REDIRECTS, TYPE_LISTING_LINKS, findSeoCategory, serviceSlugRedirect } from "./seo.js";
import { ZSeoCategorySlug } from "./schemas/seo.js";

describe("SEO categories (spec 000 §2)", () => {
  it("are the ten slugs with unique ids, sex-and-erotic default", () => {
    expect(SEO_CATEGORIES.map((category) => category.slug)).toEqual([
      "sex-and-erotic",
      "escort",
      "ladies",
      "huren-nutten",
      "domina-bdsm",
      "tantra-erotische-massagen",
      "bordell-club",
      "gangbang-bukkake",
      "transen-shemale",
      "male-escort",
    ]);
    expect(new Set(SEO_CATEGORIES.map((category) => category.id)).size).toBe(10);
    expect(DEFAULT_SEO_CATEGORY).toBe("sex-and-erotic");
    expect(ZSeoCategorySlug.safeParse("huren").success).toBe(false);
  });
  it("give only male-escort and ladies a single description", () => {
    expect(SEO_CATEGORIES.filter((c) => c.singleDescription).map((c) => c.slug).sort()).toEqual(["ladies", "male-escort"]);
    expect(findSeoCategory("ladies")?.singleDescription).toBe(true);
  });
  it("redirect the service sub-slugs", () => {
    const byCategory: Record<string, string[]> = {};
    for (const [slug, category] of Object.entries(SERVICE_SLUG_REDIRECTS)) (byCategory[category] ??= []).push(slug);
    expect(byCategory).toEqual({
      "huren-nutten": ["huren", "nutten"],
      "gangbang-bukkake": ["ficken", "blowjob"],
      "tantra-erotische-massagen": ["erotische-massage", "thai-massage", "tantra"],
      "domina-bdsm": ["bdsm", "bondage", "femdom"],
      "bordell-club": ["rotlicht", "saunaclub", "striptease"],
      "transen-shemale": ["transen"],
      escort: ["escortservice", "begleitservice", "callgirl", "modelle"],
    });
    expect(serviceSlugRedirect("callgirl")).toBe("escort");
    expect(serviceSlugRedirect("toString")).toBeUndefined();
    expect(serviceSlugRedirect("berlin")).toBeUndefined();
  });
  it("has the type listing links and landing page constants", () => {
    expect(TYPE_LISTING_LINKS.map((link) => [link.path, link.userType])).toEqual([
      ["/agenturen-clubs", 3],
      ["/escorts", 2],
      ["/clients", 1],
    ]);
    expect(LANDING_PAGE).toEqual({ pageSize: 12, maxCities: 10, citiesPerPage: 5, maxPage: 6 });
  });
});
