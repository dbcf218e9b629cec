import {
  buildSearchRequest,
  businessCategoryPresets,
  isSearchSkip,
  parseSearchUrl,
  searchStateToQueryString,
  type TSearchRequest,
  type TSearchSkip,
  type TSearchState,
  type TViewer,
} from "@samtrot/search-query-builder";
import { localizePath } from "../shell/i18n/locale-path";
import { readPageParam, withPageParam } from "./page-param";
import { foldFormFields } from "./form-fields";
import { SEARCH_VARIANTS, searchBasePath, type TSearchRouteMatch, type TSearchVariantDefinition } from "./search-variants";

export type TSearchPlanInput = {
  match: TSearchRouteMatch;
  /** the page URL's path (with its language segment) and query */
  pathname: string;
  searchParams: URLSearchParams;
  linkPrefix: string;
  viewer: TViewer;
  /** lp/{shortUrl}: the landing page's search (its urlDetail as search parameters) */
  landingParams?: URLSearchParams;
};

export type TSearchPlan =
  | { kind: "redirect"; location: string }
  | {
      kind: "search";
      /** the path the page's search URLs are built on (no language prefix) */
      basePath: string;
      state: TSearchState;
      page: number;
      request: TSearchRequest | null;
      skip: TSearchSkip["skip"] | null;
      /** the white-label's second home search may fill this page (spec 000 §7) */
      homeSearch: boolean;
    };

/**
 * What a search page does with its URL (pure; the loader and POST /node/search/search-init share it):
 * folds the fields of a panel sent without JavaScript (typed place, range fields), reads the search with search-query-builder
 * (route presets, query string, viewer; the guest home `/` sorts 'default', spec 000 §4), and redirects to the
 * corrected URL when the rules rewrote it (radius 0, a radius above the viewer's choices, values the viewer may
 * not use …) or the result page is out of range; otherwise builds the request of that page.
 *
 * Presets ({popFilters}, {activeCategory}, a landing page's search) only apply to a URL without `mode`: the
 * canonical query always writes `mode` and holds the whole search, so a filter the visitor removed stays removed.
 */
export function planSearch(input: TSearchPlanInput): TSearchPlan {
  const { match, viewer, linkPrefix } = input;
  const definition: TSearchVariantDefinition = SEARCH_VARIANTS[match.variant];
  const basePath = searchBasePath(match);

  const folded = foldFormFields(input.searchParams);
  if (folded.changed) {
    const query = folded.params.toString();
    return { kind: "redirect", location: query ? `${input.pathname}?${query}` : input.pathname };
  }

  const searchParams = input.searchParams;
  const presets = searchParams.has("mode")
    ? undefined
    : (input.landingParams?.toString() ?? (definition.param?.presets ? pathPresets(definition, match.param) : undefined));
  const parsed = parseSearchUrl({
    searchKind: definition.kind,
    popFilters: presets,
    searchParams,
    viewer,
    serverRenderedHome: match.variant === "home",
  });
  const { page, canonical } = readPageParam(searchParams);
  const base = localizePath(basePath, linkPrefix);
  if (parsed.rewrite !== undefined) {
    const query = withPageParam(parsed.rewrite, page);
    return { kind: "redirect", location: query ? `${base}?${query}` : base };
  }
  if (!canonical) {
    const query = withPageParam(searchParams.toString(), page);
    return { kind: "redirect", location: query ? `${input.pathname}?${query}` : input.pathname };
  }

  const built = buildSearchRequest(parsed.state, viewer, { page });
  return {
    kind: "search",
    basePath,
    state: parsed.state,
    page,
    request: isSearchSkip(built) ? null : built,
    skip: isSearchSkip(built) ? built.skip : null,
    homeSearch: definition.homeSearch,
  };
}

/**
 * The presets of a path segment: the business path's {activeCategory} names a business type
 * (`/agenturen-clubs/clubs` → `business_type=3`); other segments are written like a query string.
 */
function pathPresets(definition: TSearchVariantDefinition, param: string | undefined): string | undefined {
  if (param === undefined) return undefined;
  return definition.kind === "business" ? businessCategoryPresets(param) : param;
}

/** The canonical query of a planned search (for links and the stored filters). */
export function canonicalSearchQuery(state: TSearchState, page: number): string {
  return withPageParam(searchStateToQueryString(state), page);
}
