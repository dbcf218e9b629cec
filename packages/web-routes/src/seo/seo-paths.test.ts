import { CITIES, SAME_SLUG_REGION_CITIES, SEO_CATEGORIES, SERVICE_SLUG_REDIRECTS, SLASH_CITY_SLUGS } from "@samtrot/constants-catalogue";
import { describe, expect, it } from "vitest";
import { SEO_CATEGORY_SLUGS, SERVICE_SLUGS } from "../route-table.js";
import { allSeoPages, resolveSeoPath, seoPath, seoSegmentsOfPath, type TSeoSegments } from "./seo-paths";

/** Splits a written path into the route's segments, decoded as the router decodes them. */
function resolve(path: string) {
  const [category = "", country, region, city, spot] = path.split("/").filter(Boolean).map(decodeURIComponent);
  const segments: TSeoSegments = { category, country, region, city, spot };
  return resolveSeoPath(segments);
}
const pageOf = (path: string) => {
  const result = resolve(path);
  if (result.kind !== "page") throw new Error(`${path}: ${JSON.stringify(result)}`);
  return result;
};

describe("resolveSeoPath: the index pages of spec 000 §2", () => {
  it("every category at every level", () => {
    expect(pageOf("/escort").location).toEqual({ level: "all" });
    expect(pageOf("/sex-and-erotic/austria").location).toMatchObject({ level: "country", country: "AT" });
    expect(pageOf("/ladies/germany/bayern").location).toMatchObject({ level: "region", regionSlug: "bayern" });
    expect(pageOf("/ladies/germany/bayern").location).toMatchObject({ cities: expect.arrayContaining([expect.objectContaining({ slug: "münchen" })]) });
    expect(pageOf("/male-escort/germany/bayern/m%C3%BCnchen").location).toMatchObject({ level: "city", city: { slug: "münchen" } });
  });

  it.each(SAME_SLUG_REGION_CITIES.map((slug) => [slug]))("same-slug city %s: the region path is the city page", (slug) => {
    const city = CITIES.find((c) => c.slug === slug)!;
    const country = { DE: "germany", AT: "austria", CH: "switzerland", NL: "netherlands" }[city.country];
    const regionPath = `/escort/${country}/${encodeURIComponent(slug)}`;
    expect(pageOf(regionPath).location).toMatchObject({ level: "city", city: { slug } });
    expect(pageOf(regionPath).path).toBe(regionPath);
    expect(resolve(`${regionPath}/${encodeURIComponent(slug)}`)).toEqual({ kind: "redirect", path: regionPath });
  });

  it("other cities of a same-slug region keep both segments", () => {
    expect(pageOf("/escort/germany/bremen/bremerhaven").location).toMatchObject({ level: "city", city: { slug: "bremerhaven" } });
    expect(pageOf("/escort/switzerland/z%C3%BCrich/winterthur").path).toBe("/escort/switzerland/z%C3%BCrich/winterthur");
  });

  it.each(SLASH_CITY_SLUGS.map((slug) => [slug]))("slash city %s: one segment with an encoded slash; a real slash redirects", (slug) => {
    const city = CITIES.find((c) => c.slug === slug)!;
    const path = `/escort/germany/${encodeURIComponent(city.regionSlug)}/${encodeURIComponent(slug)}`;
    expect(path).toContain("%2F");
    expect(pageOf(path).location).toMatchObject({ level: "city", city: { slug } });
    const written = `/escort/germany/${encodeURIComponent(city.regionSlug)}/${slug.split("/").map(encodeURIComponent).join("/")}`;
    expect(resolve(written)).toEqual({ kind: "redirect", path });
  });

  it.each(Object.entries(SERVICE_SLUG_REDIRECTS))("service slug %s redirects to %s, first or last, the place kept", (service, category) => {
    expect(resolve(`/${service}`)).toEqual({ kind: "redirect", path: `/${category}` });
    expect(resolve(`/${service}/germany/berlin`)).toEqual({ kind: "redirect", path: `/${category}/germany/berlin` });
    expect(resolve(`/sex-and-erotic/germany/bayern/m%C3%BCnchen/${service}`)).toEqual({
      kind: "redirect",
      path: `/${category}/germany/bayern/m%C3%BCnchen`,
    });
    expect(resolve(`/escort/austria/${service}`)).toEqual({ kind: "redirect", path: `/${category}/austria` });
  });

  it("upper case redirects to the lowercase path", () => {
    expect(resolve("/Escort/Germany/BERLIN")).toEqual({ kind: "redirect", path: "/escort/germany/berlin" });
  });

  it.each([
    "/unknown",
    "/escort/france",
    "/escort/germany/tirol",
    "/escort/austria/bayern",
    "/escort/germany/bayern/berlin",
    "/escort/germany/bayern/atlantis",
    "/escort/germany/bayern/m%C3%BCnchen/marienplatz",
    "/escort/constructor",
    "/huren/france",
  ])("%s is not found", (path) => {
    expect(resolve(path)).toEqual({ kind: "not_found" });
  });
});

describe("allSeoPages (the sitemap's index pages)", () => {
  const pages = allSeoPages();
  it("covers each category at every level once, with resolvable canonical paths", () => {
    const paths = pages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    const regionPages = pages.filter((page) => page.location.level === "region").length / SEO_CATEGORIES.length;
    expect(pages.length).toBe(SEO_CATEGORIES.length * (1 + 4 + regionPages + CITIES.length));
    for (const page of pages.filter((_, index) => index % 7 === 0)) {
      const [category = "", country, region, city] = page.path.split("/").filter(Boolean).map(decodeURIComponent);
      expect(resolveSeoPath({ category, country, region, city }), page.path).toMatchObject({ kind: "page", path: page.path });
    }
  });

  it("writes same-slug cities once, at the region path", () => {
    expect(pages.map((page) => page.path)).toContain("/escort/germany/berlin");
    expect(pages.map((page) => page.path)).not.toContain("/escort/germany/berlin/berlin");
    expect(seoPath("ladies", { level: "all" })).toBe("/ladies");
  });
});

describe("the route table mounts every category and service slug", () => {
  it("has the catalogue's slugs", () => {
    expect([...SEO_CATEGORY_SLUGS]).toEqual(SEO_CATEGORIES.map((category) => category.slug));
    expect([...SERVICE_SLUGS].sort()).toEqual(Object.keys(SERVICE_SLUG_REDIRECTS).sort());
  });
});

describe("seoSegmentsOfPath (the routes are splats; the raw path is read)", () => {
  it("decodes each segment on its own, keeping a slash city's %2F inside its segment, and drops the language", () => {
    expect(seoSegmentsOfPath("/en/escort/germany/brandenburg/schwedt%2Foder")).toEqual({
      category: "escort",
      country: "germany",
      region: "brandenburg",
      city: "schwedt/oder",
      spot: undefined,
    });
    expect(seoSegmentsOfPath("/escort/germany/bayern/m%C3%BCnchen/huren")).toMatchObject({ city: "münchen", spot: "huren" });
    expect(seoSegmentsOfPath("/ladies")).toEqual({ category: "ladies", country: undefined, region: undefined, city: undefined, spot: undefined });
  });

  it("a path longer than category/country/region/city/spot has no segments", () => {
    expect(seoSegmentsOfPath("/escort/germany/bayern/m%C3%BCnchen/a/b")).toBeUndefined();
  });
});
