import { z } from "zod";
import { ZSearchFilterQuery, ZSearchRequest, ZSearchState, type TSearchRequest } from "@samtrot/search-query-builder";
import { defineContract } from "./define-contract.js";

/**
 * The search request of spec 000 §3 is search-query-builder's schema: the web builds requests with that
 * package and the api validates them with the same schema, so both agree by construction. Unknown
 * filterquery fields are refused (422), so a typo never silently widens a result set.
 */
export { ZSearchFilterQuery, ZSearchRequest, type TSearchRequest };

export const ZProfileTile = z.object({
  id: z.number().int(),
  username: z.string(),
  user_type: z.number().int(),
  gender: z.number().int().nullable(),
  couple_type: z.number().int().nullable(),
  age: z.number().int().nullable(),
  city: z.object({ slug: z.string(), name: z.string(), country: z.string() }).nullable(),
  /** from the viewer's position (user_location), else from the search centre; null in country mode without one */
  distance_km: z.number().nullable(),
  avatar_url: z.string(),
  is_member: z.boolean(),
  is_verified: z.boolean(),
  is_new: z.boolean(),
  /** a tour runs today (its city is the tile's city then; tours, decision 037) */
  on_tour: z.boolean(),
  rating: z.number().nullable(),
  reviews_count: z.number().int(),
  prices: z.array(z.object({ name: z.number().int(), price: z.number().int() })),
  languages: z.array(z.string()),
  /** null while the user browses invisibly */
  last_login_at: z.string().nullable(),
  reply_time_seconds: z.number().int().nullable(),
});
export type TProfileTile = z.infer<typeof ZProfileTile>;

/** One value of a term facet and how many results it would give. */
export const ZTermFacetCount = z.object({ value: z.union([z.number(), z.string()]), count: z.number().int() });
export type TTermFacetCount = z.infer<typeof ZTermFacetCount>;

/** A range facet: the result's smallest and largest value and a count per bucket (request notation). */
export const ZRangeFacet = z.object({
  min: z.number().nullable(),
  max: z.number().nullable(),
  buckets: z.array(z.object({ range: z.string(), count: z.number().int() })),
});
export type TRangeFacet = z.infer<typeof ZRangeFacet>;

/**
 * Counts for the facets the request named. A facet whose own filter is set is counted without that
 * filter (so the other values show what choosing them would give); all other filters apply.
 */
export const ZSearchFacets = z.object({
  terms: z.record(z.array(ZTermFacetCount)),
  ranges: z.record(ZRangeFacet),
});
export type TSearchFacets = z.infer<typeof ZSearchFacets>;

export const ZSearchResponse = z.object({
  items: z.array(ZProfileTile),
  total: z.number().int(),
  page_no: z.number().int(),
  page_size: z.number().int(),
  facets: ZSearchFacets.optional(),
});
export type TSearchResponse = z.infer<typeof ZSearchResponse>;

export const searchUsersContract = defineContract({
  id: "searchUsers",
  method: "POST",
  path: "/api/v2/search/users",
  summary: "Search profiles of users and businesses",
  tags: ["search"],
  auth: "public",
  body: ZSearchRequest,
  response: ZSearchResponse,
});

/** The saved search of a signed-in user (search-query-builder's search state), or null. Not camelCased (spec 000 §7). */
export const ZSavedSearchFilters = z.object({
  filters: ZSearchState.nullable(),
  updated_at: z.string().nullable(),
});
export type TSavedSearchFilters = z.infer<typeof ZSavedSearchFilters>;

export const getSearchFiltersContract = defineContract({
  id: "getSearchFilters",
  method: "GET",
  path: "/api/v2/user/search-filters",
  summary: "The signed-in user's saved search filters",
  tags: ["search"],
  auth: "user",
  response: ZSavedSearchFilters,
});

export const saveSearchFiltersContract = defineContract({
  id: "saveSearchFilters",
  method: "PUT",
  path: "/api/v2/user/search-filters",
  summary: "Save (or clear, with null) the signed-in user's search filters",
  tags: ["search"],
  auth: "user",
  body: z.object({ filters: ZSearchState.nullable() }).strict(),
  response: ZSavedSearchFilters,
});
