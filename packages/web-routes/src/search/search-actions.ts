// The browser's side of search-query-builder's user actions and kept searches: what a search page needs only when
// the visitor changes the search, a search is kept (local storage, the account) or a kept one is restored.
// use-search-controller loads it with import() (loadSearchActions), so the first render of a search page carries
// neither these rules nor the zod schemas they check untrusted input with (a kept selection, a typed range); the
// loader sends a normalised state. A signed-in user's saved search comes along (its api contracts are zod too).
export { applySearchAction, loadStoredFilters, storeFilters } from "@samtrot/search-query-builder";
export { loadSavedSearch, saveSearch } from "./saved-search";
