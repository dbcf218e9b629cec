import { describe, expect, it } from "vitest";
import { localizedSeoPath, seoAlternates } from "./seo-links";

describe("seoAlternates: canonical and hreflang (de/en)", () => {
  it("main brand: German without a prefix, English under /en", () => {
    expect(seoAlternates({ origin: "https://samtrot.example", path: "/escort/germany/berlin", lang: "en", localePrefix: false })).toEqual({
      canonical: "https://samtrot.example/en/escort/germany/berlin",
      alternates: [
        { hreflang: "de", href: "https://samtrot.example/escort/germany/berlin" },
        { hreflang: "en", href: "https://samtrot.example/en/escort/germany/berlin" },
        { hreflang: "x-default", href: "https://samtrot.example/escort/germany/berlin" },
      ],
    });
  });

  it("white-label: every language under its prefix; later result pages are their own canonical", () => {
    const links = seoAlternates({ origin: "https://nf.example", path: "/ladies", lang: "de", localePrefix: true, page: 2 });
    expect(links.canonical).toBe("https://nf.example/de/ladies?page=2");
    expect(links.alternates.map((a) => a.href)).toEqual([
      "https://nf.example/de/ladies?page=2",
      "https://nf.example/en/ladies?page=2",
      "https://nf.example/de/ladies?page=2",
    ]);
  });

  it("localizedSeoPath keeps the home's trailing slash", () => {
    expect(localizedSeoPath("/", "en", false)).toBe("/en/");
    expect(localizedSeoPath("/", "de", false)).toBe("/");
    expect(localizedSeoPath("/", "de", true)).toBe("/de/");
  });
});
