import { parseCookies, type TApiClient } from "@samtrot/api-client";
import { COOKIE, type TLocale } from "@samtrot/constants-catalogue";
import type { TSearchRequest } from "@samtrot/search-query-builder";
import { serverI18n } from "../shell/i18n/i18n.server";
import { createGuestSearchCache } from "./guest-search-cache";
import { runSearch } from "./run-search.server";
import { resultTiles } from "./result-tiles";
import type { TSearchResults } from "./search-screen-data";

async function searchResults(api: TApiClient, request: TSearchRequest, options: { secondHomeSearch: boolean; lang: TLocale; signal?: AbortSignal }): Promise<TSearchResults> {
  const outcome = await runSearch(api, request, options);
  const t = serverI18n.t(options.lang);
  return { ...outcome, items: resultTiles(outcome.items, options.lang, t), fill: resultTiles(outcome.fill, options.lang, t) };
}

export const EMPTY_RESULTS: TSearchResults = { items: [], fill: [], total: 0, facets: null, errorTitle: null };

const guestSearches = createGuestSearchCache<TSearchResults>();

/**
 * A search of a page request, with its tiles in the page language. A visitor without a session token (a guest)
 * gets the guest search cache (guest-search-cache.ts, a few seconds; tiles included), everybody else a fresh
 * search.
 */
export function runPageSearch(
  page: { request: Request },
  api: TApiClient,
  request: TSearchRequest,
  options: { secondHomeSearch: boolean; lang: TLocale },
): Promise<TSearchResults> {
  const guest = !parseCookies(page.request.headers.get("cookie"))[COOKIE.token.name];
  // The visitor leaving cancels a personal search; a shared one runs on for the others waiting for it.
  if (!guest) return searchResults(api, request, { ...options, signal: page.request.signal });
  const key = JSON.stringify([options.lang, options.secondHomeSearch, request]);
  return guestSearches.get(key, () => searchResults(api, request, options), (results) => results.errorTitle === null);
}
