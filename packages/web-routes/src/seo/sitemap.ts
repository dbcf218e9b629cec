import { brand } from "@brand";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { sitemapXml } from "./seo-sitemap";

// The same list for every request of an origin; built once per origin (the host name decides the URLs).
const built = new Map<string, string>();

// sitemap.xml (issue 5): the home, the type listings, the guide and every index page in German and English,
// under this brand's language prefix rule (Nachtfalter: /de/…, /en/…).
export async function loader({ request }: LoaderFunctionArgs) {
  const origin = new URL(request.url).origin;
  let xml = built.get(origin);
  if (xml === undefined) {
    xml = sitemapXml({ origin, localePrefix: brand.localePrefix });
    if (built.size < 8) built.set(origin, xml);
  }
  return new Response(xml, {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
