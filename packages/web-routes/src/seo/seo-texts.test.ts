import { LOCALES, SEO_CATEGORIES, findSeoCategory } from "@samtrot/constants-catalogue";
import { describe, expect, it } from "vitest";
import { LOCALE_RESOURCES } from "../shell/i18n/locale-bundle.server";
import { createServerI18n } from "../shell/i18n/server-i18n";
import { SEO_REGIONS, allSeoPages, regionLocation } from "./seo-paths";
import { SEO_DESCRIPTION_VARIANTS, seoDescriptionKey, seoPageTexts } from "./seo-texts";

const i18n = createServerI18n({ brandName: "Samtrot", resources: LOCALE_RESOURCES });
const de = i18n.t("de");
const en = i18n.t("en");
const category = (slug: string) => findSeoCategory(slug)!;

describe("seoPageTexts: titles and descriptions with the place filled in", () => {
  it("city, region, country and all run countries", () => {
    const berlin = allSeoPages().find((page) => page.path === "/escort/germany/berlin")!;
    expect(seoPageTexts({ category: category("escort"), location: berlin.location, path: berlin.path, t: de, page: 1 })).toMatchObject({
      heading: "Escort in Berlin",
      title: "Escort in Berlin | Samtrot",
      description: expect.stringContaining("Berlin"),
    });
    const bayern = regionLocation("DE", "bayern")!;
    expect(seoPageTexts({ category: category("ladies"), location: bayern, path: "/ladies/germany/bayern", t: en, page: 1 }).heading).toBe("Ladies in Bavaria");
    expect(seoPageTexts({ category: category("escort"), location: { level: "country", countrySlug: "austria", country: "AT" }, path: "/escort/austria", t: de, page: 3 }).title).toBe(
      "Escort in Österreich – Seite 3 | Samtrot",
    );
    expect(seoPageTexts({ category: category("escort"), location: { level: "all" }, path: "/escort", t: en, page: 1 }).heading).toBe(
      "Escort in Germany, Austria, Switzerland and the Netherlands",
    );
  });

  it("male-escort and ladies have a single description; the others vary by place, stably", () => {
    expect(seoDescriptionKey(category("ladies"), "germany/berlin")).toBe("seo.category.ladies.description");
    expect(seoDescriptionKey(category("male-escort"), "austria")).toBe("seo.category.male-escort.description");
    const used = new Set(allSeoPages().filter((p) => p.category === "escort").map((p) => seoDescriptionKey(category("escort"), p.path)));
    expect(used).toEqual(new Set(SEO_DESCRIPTION_VARIANTS.map((variant) => `seo.category.escort.${variant}`)));
    expect(seoDescriptionKey(category("escort"), "germany/berlin")).toBe(seoDescriptionKey(category("escort"), "germany/berlin"));
  });

  it("has every text in every language: category names and variants with the placeholder, every region's name", () => {
    for (const lang of LOCALES) {
      const t = i18n.instance(lang);
      for (const entry of SEO_CATEGORIES) {
        const keys = entry.singleDescription ? ["description"] : SEO_DESCRIPTION_VARIANTS;
        for (const key of [...keys, "title"]) {
          const text = t.t(`seo.category.${entry.slug}.${key}`, { location: "@@" });
          expect(text, `${lang} ${entry.slug}.${key}`).toContain("@@");
        }
        expect(t.exists(`seo.category.${entry.slug}.name`), `${lang} ${entry.slug}.name`).toBe(true);
        if (entry.singleDescription) expect(t.exists(`seo.category.${entry.slug}.description_2`)).toBe(false);
      }
      for (const region of SEO_REGIONS.values()) expect(t.exists(`seo.region.${region.regionSlug}`), `${lang} ${region.regionSlug}`).toBe(true);
    }
  });
});
