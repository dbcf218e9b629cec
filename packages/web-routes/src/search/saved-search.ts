import type { TApiClient } from "@samtrot/api-client";
import { getSearchFiltersContract, saveSearchFiltersContract } from "@samtrot/api-client/contracts";
import type { TSearchState } from "@samtrot/search-query-builder";

/**
 * A signed-in user's saved search (GET /api/v2/user/search-filters): it follows them from browser to browser,
 * where guests only have local storage (spec 000 §3 stored filters). Null when none is saved or the call failed.
 * Not camelCased (spec 000 §7): the state's filter keys are snake_case on purpose.
 */
export async function loadSavedSearch(api: TApiClient): Promise<TSearchState | null> {
  const result = await api.call(getSearchFiltersContract, {}, { camelCase: false });
  return result.ok ? result.data.filters : null;
}

/**
 * Saves the search shown (PUT /api/v2/user/search-filters). The viewer's own position stays in this browser:
 * it is never sent. A failure is not shown — the next search saves again.
 */
export async function saveSearch(api: TApiClient, state: TSearchState): Promise<boolean> {
  const result = await api.call(saveSearchFiltersContract, { body: { filters: { ...state, position: null } } }, { camelCase: false });
  return result.ok;
}
