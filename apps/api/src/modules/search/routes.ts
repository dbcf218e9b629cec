import type { Hono } from "hono";
import { getSearchFiltersContract, saveSearchFiltersContract, searchUsersContract } from "@samtrot/api-client/contracts";
import { optionalUser, requireUser } from "../../http/auth.js";
import { route } from "../../http/contract-route.js";
import type { TAppDeps, TAppEnv } from "../../http/types.js";
import { getSavedSearchFilters, saveSearchFilters } from "./saved-search-filters.js";
import { createSearchEngine, searchProfiles } from "./search-profiles.js";
import { loadSearchViewer } from "./search-viewer.js";

export function registerSearchRoutes(app: Hono<TAppEnv>, deps: TAppDeps): void {
  const engine = createSearchEngine(deps.database, {
    onError: (error) => deps.logger.error({ err: error }, "search: background count or count index failed"),
  });
  // The count index loads at start (searches count in SQL until it is in place; docs/decisions/011).
  void engine.counts?.load().then(() => {
    const loaded = engine.counts?.lastLoad;
    if (loaded) deps.logger.info({ rows: loaded.rows, ms: Math.round(loaded.ms), mib: Math.round(loaded.bytes / 2 ** 20) }, "search: count index loaded");
  });

  route(app, searchUsersContract, async ({ c, body }) => {
    const auth = await optionalUser(c);
    const viewer = await loadSearchViewer(deps.database, auth?.userId ?? null);
    const { diagnostics, ...result } = await searchProfiles(engine, body, viewer);
    c.get("log").debug({ plan: diagnostics.plan, counts: diagnostics.counts }, "search");
    return result;
  });

  route(app, getSearchFiltersContract, async ({ c }) => getSavedSearchFilters(deps.database, (await requireUser(c)).userId));

  route(app, saveSearchFiltersContract, async ({ c, body }) =>
    saveSearchFilters(deps.database, (await requireUser(c)).userId, body.filters),
  );
}
