import { describe, expect, it } from "vitest";
import { seoJsonLd } from "./seo-json-ld";

describe("seoJsonLd", () => {
  const text = seoJsonLd({
    name: "Escort in Berlin",
    breadcrumbs: [
      { name: "Startseite", url: "https://x/" },
      { name: "Escort", url: "https://x/escort" },
    ],
    items: [
      { name: "a</script><b>", url: "https://x/p/a" },
      { name: "lena", url: "https://x/p/lena" },
    ],
    offset: 12,
  });

  it("is a BreadcrumbList and an ItemList of schema.org, positions counted across pages", () => {
    const [breadcrumbs, list] = JSON.parse(text) as [Record<string, unknown>, Record<string, unknown>];
    expect(breadcrumbs).toMatchObject({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Startseite", item: "https://x/" },
        { "@type": "ListItem", position: 2, name: "Escort", item: "https://x/escort" },
      ],
    });
    expect(list).toMatchObject({ "@type": "ItemList", name: "Escort in Berlin", itemListElement: [{ position: 13 }, { position: 14, name: "lena" }] });
  });

  it("cannot close its script element", () => {
    expect(text).not.toContain("</script>");
    expect(text).not.toContain("<");
    expect((JSON.parse(text) as [unknown, { itemListElement: { name: string }[] }])[1].itemListElement[0]!.name).toBe("a</script><b>");
  });
});
