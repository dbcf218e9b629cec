import { describe, expect, it } from "vitest";
import { footerLinkTargets } from "./footer-links";

const support = "https://support.example.test/hc/de";

describe("footerLinkTargets", () => {
  it("lists the eight links of spec 000 §2 and the cookie settings, unprefixed with the magazine shown", () => {
    expect(footerLinkTargets({ showMagazineLink: true, supportCenterUrl: support }, "")).toEqual([
      { key: "about", href: "/about", external: false },
      { key: "social_responsibility", href: "/about/social_responsibility", external: false },
      { key: "magazine", href: "/about/magazine", external: false },
      { key: "support_center", href: support, external: true },
      { key: "press", href: "/misc/press", external: false },
      { key: "advertisement", href: "/misc/advertisement", external: false },
      { key: "guidelines_and_policies", href: "/about/guidelines_and_policies", external: false },
      { key: "content_removal_request", href: "/about/content_removal_request", external: false },
      { key: "cookie_settings", href: "/cookie_settings", external: false },
    ]);
  });

  it("hides the magazine and prefixes internal links in a prefixed brand", () => {
    const links = footerLinkTargets({ showMagazineLink: false, supportCenterUrl: support }, "/en");
    expect(links.map((l) => l.key)).not.toContain("magazine");
    expect(links).toHaveLength(8);
    expect(links.filter((l) => !l.external).every((l) => l.href.startsWith("/en/"))).toBe(true);
    expect(links.find((l) => l.key === "support_center")?.href).toBe(support);
  });
});
