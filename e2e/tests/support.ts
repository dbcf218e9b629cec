import { test as base, expect } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";

export interface TBrandInfo {
  brand: "samtrot" | "nachtfalter";
  localePrefix: boolean;
  brandName: string;
}

export const test = base.extend<{ brandInfo: TBrandInfo; at: (path: string, lang?: "de" | "en") => string }>({
  brandInfo: async ({}, use, testInfo) => {
    await use(testInfo.project.metadata as TBrandInfo);
  },
  /** A path of the brand: Nachtfalter always carries the locale prefix, Samtrot only for non-default languages. */
  at: async ({ brandInfo }, use) => {
    await use((path: string, lang: "de" | "en" = "de") => {
      const clean = path.startsWith("/") ? path : `/${path}`;
      if (!brandInfo.localePrefix && lang === "de") return clean;
      return `/${lang}${clean === "/" ? "/" : clean}`;
    });
  },
});

export { expect };

/** Serious and critical axe violations, with enough detail to act on. */
export async function seriousAxeViolations(page: import("@playwright/test").Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 3).map((n) => n.target.join(" ")) }));
}
