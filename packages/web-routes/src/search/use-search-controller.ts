import { useLocation, useNavigate, useNavigation } from "@remix-run/react";
import {
  searchStateToQueryString,
  type TSearchAction,
  type TSearchState,
  type TViewer,
} from "@samtrot/search-query-builder";
import { useCallback, useEffect, useRef, useState } from "react";
import { searchHref } from "./search-href";
import { useApiClient } from "../shell/api/use-api-client";
import { usePageLocale } from "../shell/i18n/use-page-locale";

export type TSearchController = {
  /** the state shown: the loader's, or the one a pending change leads to */
  state: TSearchState;
  /** a change is on its way (the page's results are being replaced) */
  loading: boolean;
  /** applies one user action (search-query-builder) and goes to the resulting search URL */
  dispatch: (action: TSearchAction | TSearchAction[], options?: { replace?: boolean }) => void;
  /** goes to a whole search state at once (the filter sheet's selection, made with the same user actions) */
  applyState: (state: TSearchState) => void;
  /** the URL of a search state (links of the widen hint, the pager) */
  hrefOf: (state: TSearchState, page?: number) => string;
  /** the last selection was restored from the stored filters on this visit */
  restored: boolean;
};

type TSearchActions = typeof import("./search-actions");
let searchActions: Promise<TSearchActions> | null = null;
/** the chunk once it is there (a search kept at once, not a task later) */
let searchActionsLoaded: TSearchActions | null = null;

/**
 * search-query-builder's user actions (and the zod checks of stored selections) come as a chunk of their own on
 * first use: the first render of a search page needs none of them. A failed load is tried again next time.
 */
export function loadSearchActions(): Promise<TSearchActions> {
  searchActions ??= import("./search-actions").then(
    (actions) => (searchActionsLoaded = actions),
    (error: unknown) => {
      searchActions = null;
      throw error;
    },
  );
  return searchActions;
}

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage switched off: nothing is stored
  }
}

/**
 * The interactive side of a search page. The URL is the search: a change applies a user action to the state
 * (search-query-builder's applySearchAction), navigates to the state's canonical URL, and the route loader
 * answers with the new results; until then the new state shows at once (optimistic). A reload of that URL gives
 * the same search. Each search shown is stored (`user_filters`, spec 000 §3); a fresh visit without search
 * parameters restores the last selection. A signed-in user's search is saved with the api instead
 * (GET/PUT /api/v2/user/search-filters), so it follows them to other browsers; local storage is the guests'.
 */
export function useSearchController(input: { state: TSearchState; viewer: TViewer; basePath: string; restore: boolean }): TSearchController {
  const { viewer, basePath } = input;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const { linkPrefix } = usePageLocale();
  const api = useApiClient();
  const [pending, setPending] = useState<TSearchState | null>(null);
  const [restored, setRestored] = useState(false);
  const loaded = input.state;
  const loadedQuery = searchStateToQueryString(loaded);

  // New loader data replaces whatever was pending.
  useEffect(() => setPending(null), [loadedQuery]);

  const hrefOf = useCallback(
    (state: TSearchState, page?: number) => searchHref({ linkPrefix, basePath, state, page }),
    [linkPrefix, basePath],
  );
  const current = pending ?? loaded;
  const currentRef = useRef(current);
  currentRef.current = current;

  const dispatch = useCallback<TSearchController["dispatch"]>(
    (actions, options) => {
      const list = Array.isArray(actions) ? actions : [actions];
      void loadSearchActions().then(({ applySearchAction }) => {
        const next = list.reduce((state, action) => applySearchAction(state, action, viewer), currentRef.current);
        if (searchStateToQueryString(next) === searchStateToQueryString(currentRef.current)) return;
        // Actions that follow before the next render build on this one.
        currentRef.current = next;
        setPending(next);
        // Back to page 1: the old page number means nothing for a different search.
        navigate(hrefOf(next), { preventScrollReset: true, replace: options?.replace });
      });
    },
    [viewer, navigate, hrefOf],
  );

  const applyState = useCallback<TSearchController["applyState"]>(
    (next) => {
      if (searchStateToQueryString(next) === searchStateToQueryString(currentRef.current)) return;
      currentRef.current = next;
      setPending(next);
      navigate(hrefOf(next), { preventScrollReset: true });
    },
    [navigate, hrefOf],
  );

  // Store every search shown; restore the last one on a fresh visit (no search parameters in the URL):
  // a signed-in user's saved search first, else this browser's.
  const restoreChecked = useRef(false);
  useEffect(() => {
    const storage = browserStorage();
    const account = viewer.signedIn ? api : null;
    // Signed in: the account keeps the search (it follows the user to other browsers); a guest: this browser.
    const keepWith = ({ saveSearch, storeFilters }: TSearchActions): void => {
      if (account) void saveSearch(account, loaded);
      else if (storage) storeFilters(storage, loaded, { now: Date.now() });
    };
    const keep = (): void => {
      if (searchActionsLoaded) keepWith(searchActionsLoaded);
      else void loadSearchActions().then(keepWith, () => undefined);
    };
    /** Goes to the recovered selection; false when it is the search shown already. */
    const recover = ({ applySearchAction }: TSearchActions, selection: unknown): boolean => {
      const recovered = applySearchAction(loaded, { type: "recover_selection", selection }, viewer);
      if (searchStateToQueryString(recovered) === loadedQuery) return false;
      setRestored(true);
      currentRef.current = recovered;
      setPending(recovered);
      navigate(hrefOf(recovered), { replace: true, preventScrollReset: true });
      return true;
    };

    if (!restoreChecked.current) {
      restoreChecked.current = true;
      // The kept selection is checked by the user actions' code (zod), which comes as a chunk of its own.
      if (input.restore && location.search === "") {
        // The account's search, else one this browser kept (from before the sign-in, or a guest's).
        let current = true;
        let settled = false;
        void loadSearchActions().then(async (actions) => [account ? await actions.loadSavedSearch(account) : null, actions] as const).then(
          ([saved, actions]) => {
            settled = true;
            // A search the visitor started meanwhile wins (and was kept by its own run of this effect).
            if (!current) return;
            const selection = saved ?? (storage ? actions.loadStoredFilters(storage, { now: Date.now() }) : null);
            if (selection && recover(actions, selection)) return;
            keep();
          },
          () => {
            settled = true;
            if (current) keep();
          },
        );
        return () => {
          current = false;
          // Left before the answer (or run twice by StrictMode): the next run decides again.
          if (!settled) restoreChecked.current = false;
        };
      }
    }
    keep();
    // loadedQuery stands for `loaded`: store again only when the search changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadedQuery]);

  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  return { state: current, loading, dispatch, applyState, hrefOf, restored };
}
