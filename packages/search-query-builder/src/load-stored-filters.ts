import { STORED_FILTERS_KEY } from "@samtrot/constants-catalogue";
import { clearStoredFilters } from "./clear-stored-filters.js";
import { ZSearchState, type TSearchState } from "./search-state.js";
import { ZStoredValue, type TFilterStorage } from "./stored-value.js";

/**
 * Reads the stored search filters. Expired, unreadable or foreign values (not wrapped in our marker,
 * or not a valid search state, e.g. from an older version) are removed and give null. The state is
 * returned as stored; apply it with the `recover_selection` action, which holds it to the viewer's
 * current rights.
 */
export function loadStoredFilters(storage: TFilterStorage, options: { now: number }): TSearchState | null {
  let text: string | null;
  try {
    text = storage.getItem(STORED_FILTERS_KEY);
  } catch {
    return null;
  }
  if (text === null) return null;
  const wrapped = ZStoredValue.safeParse(parseJson(text));
  const expired = wrapped.success && wrapped.data.expiresAt !== null && options.now >= wrapped.data.expiresAt;
  const state = wrapped.success && !expired ? ZSearchState.safeParse(wrapped.data.value) : undefined;
  if (!state?.success) {
    clearStoredFilters(storage);
    return null;
  }
  return state.data;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
