import { brand } from "@brand";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { blogSitemapContract } from "@samtrot/api-client/contracts";
import { blogPath } from "../blogs/blog-words";
import { pageApi } from "../shell/api/api.server";
import { sitemapPaths, sitemapXml } from "./seo-sitemap";

// Built once per origin for a few minutes (the host name decides the URLs; published blogs come and go).
const TTL_MS = 5 * 60 * 1000;
const built = new Map<string, { xml: string; at: number }>();

// sitemap.xml (issue 5; blogs: issue 14 item 3): the home, the type listings, the guide, every index page, the blog
// list and every published blog in German and English, under this brand's language prefix rule (Nachtfalter: /de/…).
export async function loader(args: LoaderFunctionArgs) {
  const origin = new URL(args.request.url).origin;
  const kept = built.get(origin);
  let xml = kept && Date.now() - kept.at < TTL_MS ? kept.xml : undefined;
  if (xml === undefined) {
    const blogs = await pageApi(args, { lang: "de" }).call(blogSitemapContract, {}, { camelCase: false });
    const blogPaths = blogs.ok ? ["/blogs", ...blogs.data.items.map((item) => blogPath(item.category, item.slug))] : ["/blogs"];
    xml = sitemapXml({ origin, localePrefix: brand.localePrefix, paths: [...sitemapPaths(), ...blogPaths] });
    if (blogs.ok && (built.size < 8 || built.has(origin))) built.set(origin, { xml, at: Date.now() });
  }
  return new Response(xml, {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=300" },
  });
}
