import { isLocale } from "@samtrot/constants-catalogue";
import type { TSearchKind } from "@samtrot/search-query-builder";

/**
 * The search pages of spec 000 §2 "Search and entry". Every one runs the same search page; they differ in
 * which profiles they list (`kind`), which optional path segment they take, and small behaviours.
 *
 * The client, escort and business search paths are the spec's type listing links (spec 000 §2: "/agenturen-clubs
 * (business), /escorts (escort), /clients (client)"): the listing of a type IS its search, so one URL serves
 * both and search engines see one page per type (docs/decisions/006-search-and-seo-paths.md).
 */
export const SEARCH_VARIANTS = {
  home: { kind: "default", path: "/", param: null, signedInOnly: false, homeSearch: true, nearby: false },
  invitation_code: {
    kind: "default",
    path: "/invitation-code",
    param: { name: "invitationCode", optional: false, presets: false },
    signedInOnly: false,
    homeSearch: true,
    nearby: false,
  },
  homepage: {
    kind: "default",
    path: "/homepage",
    param: { name: "popFilters", optional: true, presets: true },
    signedInOnly: false,
    homeSearch: true,
    nearby: false,
  },
  homepage_pop: {
    kind: "default",
    path: "/homepage-pop",
    param: { name: "popFilters", optional: true, presets: true },
    signedInOnly: false,
    homeSearch: true,
    nearby: false,
  },
  homepage_landing: {
    kind: "default",
    path: "/homepage-landing",
    param: { name: "popFilters", optional: true, presets: true },
    signedInOnly: false,
    homeSearch: true,
    nearby: false,
  },
  // spec 000 §2: "promo/code: search variant, not guest-visible".
  promo_code: { kind: "default", path: "/promo/code", param: null, signedInOnly: true, homeSearch: false, nearby: false },
  escort: {
    kind: "escort",
    path: "/escorts",
    param: { name: "popFilters", optional: true, presets: true },
    signedInOnly: false,
    homeSearch: false,
    nearby: false,
  },
  client: {
    kind: "client",
    path: "/clients",
    param: { name: "popFilters", optional: true, presets: true },
    signedInOnly: false,
    homeSearch: false,
    nearby: false,
  },
  // {activeCategory} names a business type (search-query-builder BUSINESS_CATEGORY_SLUGS: /agenturen-clubs/clubs
  // lists clubs); any other segment presets the search like {popFilters} does the others.
  business: {
    kind: "business",
    path: "/agenturen-clubs",
    param: { name: "activeCategory", optional: true, presets: true },
    signedInOnly: false,
    homeSearch: false,
    nearby: false,
  },
  nearby: { kind: "default", path: "/nearby", param: null, signedInOnly: false, homeSearch: false, nearby: true },
  nearby_pop: { kind: "default", path: "/nearby-pop", param: null, signedInOnly: false, homeSearch: false, nearby: true },
  landing_page: {
    kind: "default",
    path: "/lp",
    param: { name: "shortUrl", optional: false, presets: false },
    signedInOnly: false,
    homeSearch: false,
    nearby: false,
  },
} as const satisfies Readonly<Record<string, TSearchVariantDefinition>>;

export type TSearchVariantDefinition = {
  kind: TSearchKind;
  /** the path after the language segment, without the parameter segment */
  path: string;
  /** the segment after `path`: its route parameter name, whether it may be left out, and whether it holds presets */
  param: null | { name: "popFilters" | "activeCategory" | "invitationCode" | "shortUrl"; optional: boolean; presets: boolean };
  /** needs a signed-in user (requireUser) */
  signedInOnly: boolean;
  /** a home search: the white-label's second home search may fill its first page (spec 000 §7) */
  homeSearch: boolean;
  /** asks the browser for the visitor's position first */
  nearby: boolean;
};

export type TSearchVariant = keyof typeof SEARCH_VARIANTS;
export const SEARCH_VARIANT_NAMES = Object.keys(SEARCH_VARIANTS) as TSearchVariant[];

export type TSearchRouteMatch = {
  variant: TSearchVariant;
  /** the decoded parameter segment, if the path has one */
  param: string | undefined;
};

/** Splits a path into decoded segments, dropping a leading language segment. */
function contentSegments(pathname: string): string[] {
  const segments = pathname
    .split("/")
    .filter((segment) => segment !== "")
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
  if (isLocale(segments[0])) segments.shift();
  return segments;
}

/**
 * Which search page a path is (with or without a language segment), and its parameter segment; undefined when
 * the path is none of them. Route modules shared by several routes learn their variant from this, because a
 * loader is not told which route matched.
 */
export function searchRouteOfPath(pathname: string): TSearchRouteMatch | undefined {
  const segments = contentSegments(pathname);
  for (const variant of SEARCH_VARIANT_NAMES) {
    const definition: TSearchVariantDefinition = SEARCH_VARIANTS[variant];
    const own = definition.path.split("/").filter((segment) => segment !== "");
    if (!own.every((segment, index) => segments[index] === segment)) continue;
    const rest = segments.slice(own.length);
    if (definition.param === null) {
      if (rest.length === 0) return { variant, param: undefined };
      continue;
    }
    if (rest.length === 0 && definition.param.optional) return { variant, param: undefined };
    if (rest.length === 1) return { variant, param: rest[0] };
  }
  return undefined;
}

/**
 * The path a search page's URL is built on (no language prefix): the variant's path plus a parameter that
 * names the page (invitation code, landing page short URL). Presets ({popFilters}, {activeCategory}) are left
 * out: after the first correction or filter change the query string holds them (search-query-builder README).
 */
export function searchBasePath(match: TSearchRouteMatch): string {
  const definition: TSearchVariantDefinition = SEARCH_VARIANTS[match.variant];
  if (definition.param && !definition.param.presets && match.param !== undefined) {
    return `${definition.path}/${encodeURIComponent(match.param)}`;
  }
  return definition.path;
}
