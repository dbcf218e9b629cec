/** One step of the breadcrumb trail of an index page. */
export type TBreadcrumb = { name: string; url: string };

/**
 * Structured data of an index page (schema.org JSON-LD): the breadcrumb trail and the listed profiles. Text is
 * escaped for a <script> element so a name can never close it.
 */
export function seoJsonLd(input: { breadcrumbs: readonly TBreadcrumb[]; items: readonly { name: string; url: string }[]; name: string; offset: number }): string {
  const graph = [
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: input.breadcrumbs.map((crumb, index) => ({ "@type": "ListItem", position: index + 1, name: crumb.name, item: crumb.url })),
    },
    {
      "@context": "https://schema.org",
      "@type": "ItemList",
      name: input.name,
      itemListElement: input.items.map((item, index) => ({ "@type": "ListItem", position: input.offset + index + 1, name: item.name, url: item.url })),
    },
  ];
  return JSON.stringify(graph).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
}
