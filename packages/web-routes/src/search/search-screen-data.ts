import type { TRangeFacet, TTermFacetCount } from "@samtrot/api-client/contracts";
import type { TSearchKind, TSearchState, TViewer } from "@samtrot/search-query-builder";
import type { TTileLabels, TTileProfile } from "../profiles/profile-labels";
import type { TSearchVariant } from "./search-variants";

/** Facet counts keyed by the filter names of the request (the api-client camelCases response keys). */
export type TFacetCounts = { terms: Record<string, TTermFacetCount[]>; ranges: Record<string, TRangeFacet> };

export type TSearchOutcome = {
  items: TTileProfile[];
  /** profiles of the white-label's second home search that fill the first page (spec 000 §7) */
  fill: TTileProfile[];
  total: number;
  facets: TFacetCounts | null;
  /** the first error title (a translation key) when the search failed; null otherwise */
  errorTitle: string | null;
};

/**
 * A result tile as pages get it: who (and what kind of profile, for the tile's badges and the tests) and every
 * text of the tile already in the page language (profileTileLabels, computed on the server once per search and
 * language, see runPageSearch).
 */
export type TResultTile = Pick<TTileProfile, "id" | "username" | "avatarUrl" | "userType" | "gender" | "coupleType"> & { labels: TTileLabels };

/** A search's answer as pages show it. */
export type TSearchResults = Omit<TSearchOutcome, "items" | "fill"> & { items: TResultTile[]; fill: TResultTile[] };

/** Everything the first screen of a search page shows (the answer of /node/search/search-init). */
export type TSearchScreen = {
  variant: TSearchVariant;
  /** the path search URLs of this page are built on (no language prefix) */
  basePath: string;
  viewer: TViewer;
  state: TSearchState;
  page: number;
  pageCount: number;
  /** why no search ran (radius mode without a place, country mode without a country), or null */
  skip: "no_location" | "no_country" | null;
  /** the white-label's second home search ran and filled the page */
  filled: boolean;
  /** the path carries presets ({popFilters}, {activeCategory}): the page's own search, not to be replaced by a stored one */
  presetsInPath: boolean;
} & TSearchResults;

/** What of a search variant's definition (SEARCH_VARIANTS) the page needs in the browser; the loader sends it. */
export type TSearchScreenDefinition = { kind: TSearchKind; nearby: boolean };
