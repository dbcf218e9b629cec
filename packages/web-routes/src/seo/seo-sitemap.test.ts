import { describe, expect, it } from "vitest";
import { allSeoPages } from "./seo-paths";
import { sitemapPaths, sitemapXml } from "./seo-sitemap";

describe("sitemap.xml", () => {
  it("lists the home, the type listings, the guide and every index page", () => {
    const paths = sitemapPaths();
    expect(paths.slice(0, 5)).toEqual(["/", "/escorts", "/clients", "/agenturen-clubs", "/seo_guide"]);
    expect(paths.length).toBe(5 + allSeoPages().length);
  });

  it("main brand: German unprefixed, English under /en, each with its alternates", () => {
    const xml = sitemapXml({ origin: "https://samtrot.example", localePrefix: false, paths: ["/", "/escort/germany/brandenburg/schwedt%2Foder"] });
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"')).toBe(true);
    expect(xml.match(/<url>/g)).toHaveLength(4);
    expect(xml).toContain("<loc>https://samtrot.example/</loc>");
    expect(xml).toContain("<loc>https://samtrot.example/en/</loc>");
    expect(xml).toContain("<loc>https://samtrot.example/escort/germany/brandenburg/schwedt%2Foder</loc>");
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://samtrot.example/en/escort/germany/brandenburg/schwedt%2Foder"/>');
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
  });

  it("white-label: every URL carries its language prefix", () => {
    const xml = sitemapXml({ origin: "https://nf.example", localePrefix: true });
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(locs.length).toBe(2 * sitemapPaths().length);
    expect(locs.every((loc) => /^https:\/\/nf\.example\/(de|en)\//.test(loc))).toBe(true);
    expect(locs).toContain("https://nf.example/de/escort/germany/berlin");
  });

  it("escapes XML", () => {
    expect(sitemapXml({ origin: "https://x", localePrefix: false, paths: ["/a?b=1&c=2"], languages: ["de"] })).toContain("<loc>https://x/a?b=1&amp;c=2</loc>");
  });
});
