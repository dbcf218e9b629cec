import { brand } from "@brand";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { blogSitemapContract, eventSitemapContract } from "@samtrot/api-client/contracts";
import { blogPath } from "../blogs/blog-words";
import { infoSitemapPaths } from "../info/info-keys";
import { pageApi } from "../shell/api/api.server";
import { sitemapPaths, sitemapXml } from "./seo-sitemap";

// The static and blog paths, kept per origin for a few minutes (the host name decides the URLs; published blogs come
// and go). Events are asked for on every request: a past event must drop out when it ends (issue 14 item 3).
const TTL_MS = 5 * 60 * 1000;
const built = new Map<string, { paths: string[]; at: number }>();

// sitemap.xml (issue 5; blogs and events: issue 14 item 3; information pages: issue 17): the home, the type listings,
// the guide, every index page, the brand's information pages (about, legal, misc, partners),
// the blog list and every published blog, the events list and every accepted event that has not ended (the api's
// events-sitemap: past, cancelled, pending and rejected ones drop out), in German and English, under this brand's
// language prefix rule (Nachtfalter: /de/…).
export async function loader(args: LoaderFunctionArgs) {
  const origin = new URL(args.request.url).origin;
  const api = pageApi(args, { lang: "de" });
  const kept = built.get(origin);
  let paths = kept && Date.now() - kept.at < TTL_MS ? kept.paths : undefined;
  const [blogs, events] = await Promise.all([
    paths === undefined ? api.call(blogSitemapContract, {}, { camelCase: false }) : null,
    api.call(eventSitemapContract, {}, { camelCase: false }),
  ]);
  if (paths === undefined) {
    const blogPaths = blogs?.ok ? ["/blogs", ...blogs.data.items.map((item) => blogPath(item.category, item.slug))] : ["/blogs"];
    paths = [...sitemapPaths(), ...infoSitemapPaths(brand), ...blogPaths];
    if (blogs?.ok && (built.size < 8 || built.has(origin))) built.set(origin, { paths, at: Date.now() });
  }
  const eventPaths = ["/events", ...(events.ok ? events.data.items.map((item) => `/events/${item.category}/${item.slug}`) : [])];
  const xml = sitemapXml({ origin, localePrefix: brand.localePrefix, paths: [...paths, ...eventPaths] });
  return new Response(xml, {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=300" },
  });
}
