import { STORED_FILTERS_KEY } from "@samtrot/constants-catalogue";
import type { TFilterStorage } from "./stored-value.js";

/** Removes the stored search filters, e.g. once the session-expiry marker has expired (spec 000 §4). */
export function clearStoredFilters(storage: TFilterStorage): void {
  try {
    storage.removeItem(STORED_FILTERS_KEY);
  } catch {
    // A storage that refuses access holds nothing we could clear.
  }
}
