import path from "node:path";
import { fileURLToPath } from "node:url";
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import { describe, expect, it } from "vitest";
import { SEO_CATEGORY_SLUGS, SERVICE_SLUGS, sharedRoutes } from "./route-table.js";

// The project patches @remix-run/router (patches/@remix-run__router@1.23.3.patch): a route tree keeps its ranked
// branches, and a branch is matched only when the literal segments of its path are where the URL has them. These
// tests hold the patched matching to the router's own answer: the same tree with every route case-sensitive is
// matched branch by branch, as the unpatched router does, and for a lower-case URL a case-sensitive match is
// the same as the normal one.

const repo = fileURLToPath(new URL("../../../", import.meta.url));
const appDirectory = path.join(repo, "apps/main-brand/app");

/** The tree Remix builds from an app's route config: the root route with the shared routes as its children. */
function routeTree(localePrefix: boolean, caseSensitive: boolean): AgnosticRouteObject[] {
  const children = sharedRoutes({ localePrefix, appDirectory }).map((route) => ({ id: route.id, path: route.path, caseSensitive }));
  return [{ id: "root", path: "", caseSensitive, children }];
}

function leafId(routes: AgnosticRouteObject[], url: string): string | null {
  const matches = matchRoutes(routes, url);
  return matches ? matches[matches.length - 1]!.route.id! : null;
}

/** A fixed pseudo-random sequence, so a failure names a URL that fails again. */
function randomSequence(seed: number): () => number {
  // mulberry32: 32-bit integer arithmetic throughout (a float LCG loses precision and falls into short cycles)
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** Every literal segment of the route table, the languages, parameter-like values and odd segments. */
function segmentPool(): string[] {
  const literals = new Set<string>();
  for (const route of sharedRoutes({ localePrefix: false, appDirectory })) {
    for (const segment of route.path.split("/")) if (segment && !segment.startsWith(":") && segment !== "*") literals.add(segment);
  }
  return [...literals, "en", "de", "es", "xx", "berlin", "anna.123", "42", "", "a%2Fb", "%C3%BCber", "sitemap.xml", "Login", "ESCORT"];
}

function sampleUrls(count: number, seed: number): string[] {
  const pool = segmentPool();
  const next = randomSequence(seed);
  const urls = new Set<string>(["/", "//", "/en", "/en/", "/EN/LOGIN", "/p//x", "/user/", "/user//media_gallery"]);
  while (urls.size < count) {
    const length = 1 + Math.floor(next() * 5);
    const segments = Array.from({ length }, () => pool[Math.floor(next() * pool.length)]!);
    urls.add(`/${segments.join("/")}${next() < 0.15 ? "/" : ""}`);
  }
  return [...urls];
}

describe("route matching with the patched router", () => {
  it.each([false, true])("matches the same route as trying every branch in rank order (locale prefix %s)", (localePrefix) => {
    const routes = routeTree(localePrefix, false);
    const everyBranch = routeTree(localePrefix, true);
    for (const url of sampleUrls(2_500, localePrefix ? 7 : 11)) {
      expect(leafId(routes, url), url).toBe(leafId(everyBranch, url.toLowerCase()));
    }
  }, 60_000);

  it("keeps the answer when the same tree is matched again and after routes were added to it", () => {
    const routes = routeTree(false, false);
    expect(leafId(routes, "/bench-extra/page")).toBe("web-routes/catch-all");
    expect(leafId(routes, "/bench-extra/page")).toBe("web-routes/catch-all");
    // Lazy route discovery adds routes to a tree in place; the kept branches must not hide them.
    routes[0]!.children!.push({ id: "added", path: "bench-extra/page" });
    expect(leafId(routes, "/bench-extra/page")).toBe("added");
  });

  it("routes the spec's paths in both brands", () => {
    const main = routeTree(false, false);
    const prefixed = routeTree(true, false);
    const expectations: Array<[AgnosticRouteObject[], string, string]> = [
      [main, "/", "web-routes/home"],
      [main, "/en", "web-routes/home"],
      [main, "/login", "web-routes/login"],
      [main, "/en/login", "web-routes/login"],
      [main, "/LOGIN", "web-routes/login"],
      [main, "/join/user/email", "web-routes/join-user-email"],
      [main, "/join/user/client", "web-routes/join-user-step"],
      [main, "/join/user/escort/lp/7", "web-routes/join-user-lp-page"],
      [main, "/p/anna.123", "web-routes/profile"],
      [main, "/p/anna.123/reviews", "web-routes/profile-tab"],
      [main, "/user", "web-routes/settings"],
      [main, "/user/media_gallery", "web-routes/media-gallery"],
      [main, "/user/notifications", "web-routes/settings-section"],
      [main, "/user/membership", "web-routes/checkout/membership"],
      [main, "/buy/membership", "web-routes/checkout/buy"],
      [main, "/en/buy/dollar", "web-routes/checkout/buy"],
      [main, "/buy/confirm", "web-routes/checkout/confirm"],
      [main, "/buy/auto_recharge", "web-routes/checkout/auto-recharge"],
      [main, "/paywall/rebill/abcdefghijklmnopqrstuv", "web-routes/checkout/rebill"],
      [prefixed, "/de/user/membership", "web-routes/checkout/membership"],
      [prefixed, "/en/buy/confirm", "web-routes/checkout/confirm"],
      [prefixed, "/de/buy/token", "web-routes/checkout/buy"],
      [main, "/homepage", "web-routes/search/homepage"],
      [main, "/en/homepage/online", "web-routes/search/homepage"],
      [main, "/api/v2/user/info", "web-routes/api-proxy"],
      [main, "/sitemap.xml", "web-routes/seo/sitemap"],
      [main, "/seo_guide", "web-routes/seo/guide"],
      [main, "/no/such/page/here", "web-routes/catch-all"],
      [prefixed, "/de", "web-routes/home"],
      [prefixed, "/de/login", "web-routes/login"],
      [prefixed, "/de/user/media_gallery", "web-routes/media-gallery"],
      [prefixed, "/public/locales/de/common.json", "web-routes/public-locales"],
    ];
    for (const slug of SEO_CATEGORY_SLUGS) {
      expectations.push([main, `/${slug}/deutschland/berlin`, `web-routes/seo/category-${slug}`]);
      expectations.push([prefixed, `/en/${slug}`, `web-routes/seo/category-${slug}`]);
    }
    for (const slug of SERVICE_SLUGS) expectations.push([main, `/${slug}/berlin`, `web-routes/seo/service-${slug}`]);
    for (const [routes, url, id] of expectations) expect(leafId(routes, url), url).toBe(id);
  });
});
