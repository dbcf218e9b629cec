import { SESSION_EXPIRY_MS, STORED_FILTERS_KEY } from "@samtrot/constants-catalogue";
import { STORED_VALUE_MARKER } from "./pending-catalogue.js";
import type { TSearchState } from "./search-state.js";
import type { TFilterStorage, TStoredValue } from "./stored-value.js";

export type TStoreFiltersOptions = {
  /** epoch milliseconds (passed in, so the function stays pure and testable) */
  now: number;
  /** lifetime; default the 24-hour session-expiry marker (spec 000 §4, §9); null = no expiry */
  ttlMs?: number | null;
};

/**
 * Keeps the search filters in local storage under `user_filters` (spec 000 §3), wrapped in the
 * marker with an expiry. Returns false when the storage refuses (quota, private mode): the search
 * works on, only the filters are not remembered.
 */
export function storeFilters(storage: TFilterStorage, state: TSearchState, options: TStoreFiltersOptions): boolean {
  const ttlMs = options.ttlMs === undefined ? SESSION_EXPIRY_MS : options.ttlMs;
  const stored: TStoredValue = {
    __marker: STORED_VALUE_MARKER,
    value: state,
    expiresAt: ttlMs === null ? null : options.now + ttlMs,
  };
  try {
    storage.setItem(STORED_FILTERS_KEY, JSON.stringify(stored));
    return true;
  } catch {
    return false;
  }
}
