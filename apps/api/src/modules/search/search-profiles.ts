import type { TSearchResponse } from "@samtrot/api-client/contracts";
import type { Database, DatabaseTx } from "@samtrot/db";
import type { TSearchRequest } from "@samtrot/search-query-builder";
import { AggregateCache } from "./aggregate-cache.js";
import { blockedUserIds } from "./blocked-user-ids.js";
import { computeAggregates, type TAggregates } from "./compute-aggregates.js";
import { countInMemory } from "./count-in-memory.js";
import { CountIndex } from "./count-index.js";
import { DensityGridHolder, loadDensityGrid } from "./density-grid.js";
import { buildFilterClauses, type TClauseKey } from "./filter-clauses.js";
import { findProfileIds } from "./find-profile-ids.js";
import { loadTiles } from "./load-tiles.js";
import { searchClock, type TSearchClock } from "./search-clock.js";
import { searchShape } from "./search-shape.js";
import { applyViewerRights, type TSearchViewer } from "./search-viewer.js";
import type { SqlParams } from "./sql-params.js";

/**
 * Who appears in public listings (search, avatars): registration completed, not deleted, paused or banned,
 * search visibility on (settings "search_visibility"). The same rule as search_refresh (migration 0003);
 * a test keeps the two equal. Browsing invisibly does not hide a profile: it hides the online status.
 */
export const PUBLICLY_LISTED = `u.deleted_at is null and not u.is_paused and not u.is_banned and u.search_visible
  and u.register_completed_step = 10 and u.user_type in (1, 2, 3)`;

/**
 * What the search keeps between requests: the density estimate, the count index (totals and facets in
 * memory, current to the request; docs/decisions/011) and the count cache for what only SQL can count.
 */
export type TSearchEngine = {
  db: DatabaseTx;
  grid: DensityGridHolder;
  counts: CountIndex | null;
  aggregates: AggregateCache<TAggregates>;
  tuning: { cellStartCost?: number };
};

export type TSearchEngineOptions = {
  /**
   * Count in memory (loaded at the first search; SQL until then). Needs a Database (it opens a
   * transaction to load); off when false or when `db` is a transaction.
   */
  countIndex?: boolean;
  aggregateFreshMs?: number;
  aggregateMaxAgeMs?: number;
  onError?: (error: unknown) => void;
  /** plan cost overrides (choose-access.ts) */
  tuning?: { cellStartCost?: number };
};

export function createSearchEngine(db: DatabaseTx, options: TSearchEngineOptions = {}): TSearchEngine {
  const database = "transaction" in db ? (db as Database) : null;
  return {
    db,
    grid: new DensityGridHolder(() => loadDensityGrid(db)),
    counts: options.countIndex !== false && database ? new CountIndex(database, options.onError ? { onError: options.onError } : {}) : null,
    tuning: options.tuning ?? {},
    aggregates: new AggregateCache<TAggregates>({
      freshMs: options.aggregateFreshMs ?? 3_000,
      maxAgeMs: options.aggregateMaxAgeMs ?? 10_000,
      maxEntries: 2_000,
      ...(options.onError ? { onError: options.onError } : {}),
    }),
  };
}

export type TSearchResult = TSearchResponse & {
  /** how the page was found (per user type) and where the counts came from */
  diagnostics: { plan: string[]; counts: "index" | "sql" | "cache" };
};

/**
 * A search (spec 000 §3–§5, spec 001 §3, §6): the page of tiles in the requested order, the total and
 * the requested facet counts. The request has passed ZSearchRequest; what the viewer may not use is
 * held back first (radius, member sort), and users blocked either way are left out.
 */
export async function searchProfiles(
  engine: TSearchEngine,
  input: TSearchRequest,
  viewer: TSearchViewer,
  clock: TSearchClock = searchClock(),
): Promise<TSearchResult> {
  const { db } = engine;
  const request = applyViewerRights(input, viewer);
  const blocked = await blockedUserIds(db, viewer.userId);
  const shape = searchShape(request);
  const clauses = (params: SqlParams, omit?: ReadonlySet<TClauseKey>) =>
    buildFilterClauses(request, { clock, blockedUserIds: blocked }, params, omit);
  const grid = await engine.grid.get();
  const offset = (request.page_no - 1) * request.page_size;

  const { user_location: _position, location: _location, country: _country, user_type: _types, ...filters } = request.filterquery;
  const countKey = JSON.stringify([shape.userTypes, shape.place, request.query, filters, request.facets, blocked]);
  const countAll = async (): Promise<{ value: TAggregates; from: "index" | "sql" | "cache" }> => {
    if (engine.counts && (await engine.counts.current()) && engine.counts.columns) {
      const value = countInMemory(engine.counts.columns, { request, shape, clock, blockedUserIds: blocked, facets: request.facets });
      if (value) return { value, from: "index" };
    }
    const cached = await engine.aggregates.get(countKey, () => computeAggregates({ db, shape, clauses, facets: request.facets, clock }));
    return { value: cached.value, from: cached.cached ? "cache" : "sql" };
  };
  const [found, counts] = await Promise.all([
    findProfileIds({ db, grid, shape, clauses, offset, limit: request.page_size, tuning: engine.tuning }),
    countAll(),
  ]);
  const items = await loadTiles(db, found.ids, shape.centre, clock);
  return {
    items,
    total: counts.value.total,
    page_no: request.page_no,
    page_size: request.page_size,
    facets: counts.value.facets,
    diagnostics: { plan: found.plan, counts: counts.from },
  };
}
