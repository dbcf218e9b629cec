import { brand } from "@brand";
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import {
  LANDING_PAGE,
  SEO_CATEGORIES,
  isLocale,
  seoCategoryTextKeys,
  type TSeoCategorySlug,
} from "@samtrot/constants-catalogue";
import { pageApi } from "../shell/api/api.server";
import { serverI18n } from "../shell/i18n/i18n.server";
import { localizePath } from "../shell/i18n/locale-path";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { landingCities, landingCityPages, landingPageParam } from "./landing-cities";
import { PAGE_PARAM, pageCountOf } from "../search/page-param";
import { runPageSearch } from "../search/page-search.server";
import type { TResultTile } from "../search/search-screen-data";
import { seoRefineSearch, seoSearchRequest } from "./seo-category-search";
import { seoJsonLd, type TBreadcrumb } from "./seo-json-ld";
import { seoAlternates, type TSeoAlternates, type TSeoLink } from "./seo-links";
import { cityLocation, countryLocation, regionLocation, resolveSeoPath, seoPath, seoSegmentsOfPath, type TSeoLocation } from "./seo-paths";
import { seoLocationName, seoPageTexts } from "./seo-texts";

type TArgs = Pick<LoaderFunctionArgs, "request" | "params" | "context">;

export type TSeoPageData = {
  category: TSeoCategorySlug;
  heading: string;
  meta: { title: string; description: string } & TSeoAlternates;
  breadcrumbs: TSeoLink[];
  items: TResultTile[];
  total: number;
  page: number;
  pageCount: number;
  /** the page's own path under its language prefix (the pager's base) */
  pagePath: string;
  errorTitle: string | null;
  /** city links in pages of 5 (spec 000 §9) */
  cityPages: TSeoLink[][];
  /** the other categories at the same place */
  categories: TSeoLink[];
  jsonLd: string;
  /** the Filter button: the search page with this page's search, and how many filters it has set */
  refine: { href: string; activeFilters: number };
};

/** Locations from the top down to this one (for the breadcrumbs). */
function trail(location: TSeoLocation): TSeoLocation[] {
  if (location.level === "all") return [location];
  const up: TSeoLocation[] = [{ level: "all" }, countryLocation(location.country)];
  if (location.level === "country") return up;
  const region = regionLocation(location.country, location.regionSlug);
  if (region && region.level === "region") up.push(region);
  if (location.level === "city") up.push(cityLocation(location.city));
  return up;
}

/**
 * Loader of the index pages /{locale?}/{category}/{country?}/{region?}/{city?}/{spot?} (spec 000 §2): the place
 * from the catalogue (else 404), redirects (301) for service slugs and non-canonical spellings, the category's
 * search at that place through the api (12 per page, at most page 6, spec 000 §9), texts with the place filled in,
 * canonical and hreflang links, breadcrumbs, city links and JSON-LD.
 */
export async function loadSeoPage(args: TArgs): Promise<TSeoPageData> {
  const { request, params } = args;
  const { lang, linkPrefix } = requirePageLocale(request, params);
  const url = new URL(request.url);
  const segments = seoSegmentsOfPath(url.pathname);
  const resolution = segments ? resolveSeoPath(segments) : ({ kind: "not_found" } as const);
  if (resolution.kind === "not_found") throw new Response(null, { status: 404, statusText: "Not Found" });
  if (resolution.kind === "redirect") throw redirect(localizePath(resolution.path, linkPrefix) + url.search, 301);
  const { category, location, path } = resolution;

  const pageParam = landingPageParam(url.searchParams.get(PAGE_PARAM));
  // Page 1 has no parameter (one URL per page); a malformed page goes there too.
  if (pageParam.kind === "redirect") throw redirect(localizePath(path, linkPrefix), 301);
  if (pageParam.kind === "not_found") throw new Response(null, { status: 404, statusText: "Not Found" });
  const { page } = pageParam;

  const api = pageApi(args, { lang });
  const outcome = await runPageSearch(args, api, seoSearchRequest(category.slug, location, page), { secondHomeSearch: false, lang });
  const pageCount = Math.min(pageCountOf(outcome.total, LANDING_PAGE.pageSize), LANDING_PAGE.maxPage);
  if (page > 1 && outcome.errorTitle === null && page > pageCount) throw new Response(null, { status: 404, statusText: "Not Found" });

  const t = serverI18n.t(lang);
  const texts = seoPageTexts({ category, location, path, t, page });
  const alternates = seoAlternates({ origin: url.origin, path, lang, localePrefix: brand.localePrefix, page });
  const local = (target: string) => localizePath(target, linkPrefix);
  const breadcrumbs: TSeoLink[] = [
    { name: t("seo.breadcrumb.home"), href: local("/") },
    ...trail(location).map((step) => ({
      name: step.level === "all" ? t(`seo.category.${category.slug}.name`) : seoLocationName(step, t),
      href: local(seoPath(category.slug, step)),
    })),
  ];
  const cityPages = landingCityPages(landingCities(location)).map((cities) =>
    cities.map((city) => ({ name: city.name, href: local(seoPath(category.slug, cityLocation(city))) })),
  );
  const categories = SEO_CATEGORIES.filter((other) => other.slug !== category.slug).map((other) => ({
    name: t(seoCategoryTextKeys(other.slug).title, { location: texts.place }),
    href: local(seoPath(other.slug, location)),
  }));
  const refine = seoRefineSearch(category.slug, location);
  const absolute = (href: string) => `${url.origin}${href}`;
  const jsonLd = seoJsonLd({
    name: texts.heading,
    breadcrumbs: breadcrumbs.map((crumb): TBreadcrumb => ({ name: crumb.name, url: absolute(crumb.href) })),
    items: outcome.items.map((profile) => ({ name: profile.username, url: absolute(local(`/p/${encodeURIComponent(profile.username)}`)) })),
    offset: (page - 1) * LANDING_PAGE.pageSize,
  });

  return {
    category: category.slug,
    heading: texts.heading,
    meta: { title: texts.title, description: texts.description, ...alternates },
    breadcrumbs,
    items: outcome.items,
    total: outcome.total,
    page,
    pageCount,
    pagePath: local(path),
    errorTitle: outcome.errorTitle,
    cityPages,
    categories,
    jsonLd,
    refine: { href: local(refine.path), activeFilters: refine.activeFilters },
  };
}
