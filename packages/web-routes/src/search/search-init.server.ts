import { brand } from "@brand";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { landingPageContract } from "@samtrot/api-client/contracts";
import type { TLocale } from "@samtrot/constants-catalogue";
import { searchParamsFromLandingPage } from "@samtrot/search-query-builder";
import { pageApi } from "../shell/api/api.server";
import { localizePath } from "../shell/i18n/locale-path";
import { getUser, requireUser } from "../shell/session/session.server";
import { pageCountOf } from "./page-param";
import { planSearch } from "./plan-search";
import { EMPTY_RESULTS, runPageSearch } from "./page-search.server";
import type { TSearchScreen } from "./search-screen-data";
import { SEARCH_VARIANTS, searchRouteOfPath } from "./search-variants";
import { viewerOf } from "./viewer-of";

type TArgs = Pick<LoaderFunctionArgs, "request" | "params" | "context">;

export type TSearchInitInput = {
  /** the search page's path (with its language segment, if any) and query string */
  pathname: string;
  searchParams: URLSearchParams;
  lang: TLocale;
  /** "/en" when links carry a language segment, else "" */
  linkPrefix: string;
};

export type TSearchInitAnswer =
  | { kind: "redirect"; location: string }
  | { kind: "not_found" }
  | { kind: "search"; screen: TSearchScreen };

/**
 * The first screen of a search page (spec 000 §7 "POST /node/search/search-init: search query built from route
 * and query string, plus lang"): the route decides the search kind and presets, the query string the search,
 * the signed-in user (or a guest) the rules; then the search runs through the api. Used by the search pages'
 * loaders and by the /node/search/search-init endpoint, so both answer the same.
 * lp/{shortUrl} loads its landing page first; when that fails the visitor goes to the home page (spec 000 §4).
 */
export async function searchInit(args: TArgs, input: TSearchInitInput): Promise<TSearchInitAnswer> {
  const match = searchRouteOfPath(input.pathname);
  if (!match) return { kind: "not_found" };
  const definition = SEARCH_VARIANTS[match.variant];
  const user = definition.signedInOnly ? await requireUser(args) : await getUser(args);
  const viewer = viewerOf(user);
  const api = pageApi(args, { lang: input.lang });
  const signal = args.request.signal;

  let landingParams: URLSearchParams | undefined;
  if (match.variant === "landing_page") {
    const landing = await api.call(landingPageContract, { body: { short_url: match.param ?? "" } }, { signal });
    if (!landing.ok) return { kind: "redirect", location: localizePath("/", input.linkPrefix) };
    landingParams = searchParamsFromLandingPage(landing.data.urlDetail);
  }

  const plan = planSearch({
    match,
    pathname: input.pathname,
    searchParams: input.searchParams,
    linkPrefix: input.linkPrefix,
    viewer,
    landingParams,
  });
  if (plan.kind === "redirect") return plan;

  const outcome = plan.request
    ? await runPageSearch(args, api, plan.request, { secondHomeSearch: brand.secondHomeSearch && plan.homeSearch, lang: input.lang })
    : EMPTY_RESULTS;
  return {
    kind: "search",
    screen: {
      variant: match.variant,
      basePath: plan.basePath,
      viewer,
      state: plan.state,
      page: plan.page,
      pageCount: pageCountOf(outcome.total, plan.request?.page_size ?? 1),
      skip: plan.skip,
      filled: outcome.fill.length > 0,
      presetsInPath: definition.param?.presets === true && match.param !== undefined,
      ...outcome,
    },
  };
}
