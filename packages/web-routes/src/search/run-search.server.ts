import { toCamelCase, type TApiClient } from "@samtrot/api-client";
import { searchUsersContract, type TRangeFacet, type TTermFacetCount } from "@samtrot/api-client/contracts";
import { ERROR_KEY, PAGE_SIZE } from "@samtrot/constants-catalogue";
import { needsSecondHomeSearch, secondHomeSearchRequest, type TSearchRequest } from "@samtrot/search-query-builder";
import { fillWithSecondSearch } from "./fill-with-second-search";
import type { TFacetCounts, TSearchOutcome } from "./search-screen-data";

/** Puts the request's facet names back on the camelCased facet answer. */
export function facetsByFilterName(
  request: Pick<TSearchRequest, "facets">,
  facets: { terms: Record<string, TTermFacetCount[]>; ranges: Record<string, TRangeFacet> },
): TFacetCounts {
  const pick = <V>(names: readonly string[], answer: Record<string, V>): Record<string, V> =>
    Object.fromEntries(
      names.flatMap((name) => {
        const value = answer[name] ?? answer[toCamelCase(name)];
        return value === undefined ? [] : [[name, value] as const];
      }),
    );
  return { terms: pick(request.facets.terms, facets.terms), ranges: pick(request.facets.ranges, facets.ranges) };
}

export const EMPTY_OUTCOME: TSearchOutcome = { items: [], fill: [], total: 0, facets: null, errorTitle: null };

/**
 * Runs a planned search through the api. In the white-label brand a home search's first page that found fewer
 * than 20 profiles is filled from the second home search (escort_service 133, languages en, global radius).
 * Facet counts are keyed by the request's filter names again (they name filters, not fields).
 */
export async function runSearch(
  api: TApiClient,
  request: TSearchRequest,
  options: { secondHomeSearch: boolean; signal?: AbortSignal },
): Promise<TSearchOutcome> {
  const first = await api.call(searchUsersContract, { body: request }, { signal: options.signal });
  if (!first.ok) return { ...EMPTY_OUTCOME, errorTitle: first.errors[0]?.title ?? ERROR_KEY.somethingWrong };
  const facets = first.data.facets ? facetsByFilterName(request, first.data.facets) : null;
  const outcome: TSearchOutcome = { items: first.data.items, fill: [], total: first.data.total, facets, errorTitle: null };
  if (!options.secondHomeSearch || request.page_no !== 1 || !needsSecondHomeSearch(first.data.total)) return outcome;

  const second = await api.call(searchUsersContract, { body: { ...secondHomeSearchRequest(request), facets: { terms: [], ranges: [] } } }, { signal: options.signal });
  // The second search only adds to the page: when it fails, the first search's answer stands alone.
  if (!second.ok) return outcome;
  const { items, fill } = fillWithSecondSearch(first.data.items, second.data.items, PAGE_SIZE.search); // spec 001 §9
  return { ...outcome, items, fill };
}
