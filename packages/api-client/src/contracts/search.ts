import { z } from "zod";
import { ZSortOption } from "@samtrot/constants-catalogue";
import { defineContract } from "./define-contract.js";

/**
 * The search request of spec 000 §3. The search issue widens `filterquery`; unknown fields are refused
 * (422) rather than silently ignored, so a typo never returns a wrong result set.
 */
export const ZSearchFilterQuery = z
  .object({
    user_type: z.array(z.number().int().refine((v) => v === 1 || v === 2 || v === 3, "validation.search.user_type_invalid")).max(3).optional(),
  })
  .strict();

export const ZSearchRequest = z
  .object({
    page_no: z.number().int().min(1).max(10_000),
    page_size: z.number().int().min(1).max(100),
    query: z.string().max(100),
    filterquery: ZSearchFilterQuery,
    facets: z.object({ terms: z.array(z.string().max(50)).max(30), ranges: z.array(z.string().max(50)).max(30) }).strict(),
    sort: ZSortOption.default("default"),
  })
  .strict();
export type TSearchRequest = z.infer<typeof ZSearchRequest>;

export const ZProfileTile = z.object({
  id: z.number().int(),
  username: z.string(),
  user_type: z.number().int(),
  gender: z.number().int().nullable(),
  couple_type: z.number().int().nullable(),
  age: z.number().int().nullable(),
  city: z.object({ slug: z.string(), name: z.string(), country: z.string() }).nullable(),
  distance_km: z.number().nullable(),
  avatar_url: z.string(),
  is_member: z.boolean(),
  is_verified: z.boolean(),
  is_new: z.boolean(),
  rating: z.number().nullable(),
  reviews_count: z.number().int(),
  prices: z.array(z.object({ name: z.number().int(), price: z.number().int() })),
  languages: z.array(z.string()),
  last_login_at: z.string().nullable(),
  reply_time_seconds: z.number().int().nullable(),
});
export type TProfileTile = z.infer<typeof ZProfileTile>;

export const ZSearchResponse = z.object({
  items: z.array(ZProfileTile),
  total: z.number().int(),
  page_no: z.number().int(),
  page_size: z.number().int(),
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
