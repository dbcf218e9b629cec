import { describe, expect, it } from "vitest";
import { decideInfoPage, infoKeys, infoSitemapPaths } from "./info-keys";

const samtrot = { showMagazineLink: true, legalKeys: ["imprint", "terms_and_conditions", "privacy"] as const };
const nachtfalter = { showMagazineLink: false, legalKeys: ["imprint", "terms_and_conditions", "privacy", "2257_declaration"] as const };

describe("information page keys (spec 000 §2)", () => {
  it("answers the footer's about keys, the magazine only where the brand shows it", () => {
    expect(infoKeys("about", samtrot)).toEqual(["index", "social_responsibility", "magazine", "guidelines_and_policies", "content_removal_request"]);
    expect(infoKeys("about", nachtfalter)).not.toContain("magazine");
  });

  it("accepts 2257_declaration only when it is in the brand's legal list", () => {
    expect(decideInfoPage({ section: "legal", key: "2257_declaration", previous: false, brand: nachtfalter })).toEqual({ kind: "page", key: "2257_declaration" });
    expect(decideInfoPage({ section: "legal", key: "2257_declaration", previous: false, brand: samtrot })).toEqual({
      kind: "redirect",
      path: "/legal/terms_and_conditions",
    });
  });

  it.each([
    ["about", "nope", "/about"],
    ["about", "magazine", "/about"],
    ["legal", undefined, "/legal/terms_and_conditions"],
    ["legal", "index", "/legal/terms_and_conditions"],
    ["misc", undefined, "/misc/press"],
    ["misc", "jobs", "/misc/press"],
  ] as const)("redirects %s/%s to %s (the white-label brand)", (section, key, path) => {
    expect(decideInfoPage({ section, key, previous: false, brand: nachtfalter })).toEqual({ kind: "redirect", path });
  });

  it("keeps the /previous variant on a redirect", () => {
    expect(decideInfoPage({ section: "legal", key: "x", previous: true, brand: samtrot })).toEqual({ kind: "redirect", path: "/legal/terms_and_conditions/previous" });
    expect(decideInfoPage({ section: "about", key: undefined, previous: true, brand: samtrot })).toEqual({ kind: "page", key: "index" });
  });

  it("lists every page of a brand for the sitemap", () => {
    expect(infoSitemapPaths(samtrot)).toEqual([
      "/about",
      "/about/social_responsibility",
      "/about/magazine",
      "/about/guidelines_and_policies",
      "/about/content_removal_request",
      "/legal/imprint",
      "/legal/terms_and_conditions",
      "/legal/privacy",
      "/misc/press",
      "/misc/advertisement",
      "/partners",
    ]);
    expect(infoSitemapPaths(nachtfalter)).toContain("/legal/2257_declaration");
  });
});
