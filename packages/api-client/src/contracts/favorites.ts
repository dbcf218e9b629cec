import { z } from "zod";
import {
  AGE_BANDS,
  GENDER,
  ONLY_SHOW_OPTIONS,
  PAGE_SIZE,
  USER_TYPE,
  zOneOf,
  zTraitValueIdOf,
} from "@samtrot/constants-catalogue";
import { defineContract } from "./define-contract.js";
import { ZPageNo } from "./gallery.js";
import { ZProfileTile } from "./search.js";

// Favourites, visitors, who favourited me (spec 000 §2 favorite, visitor, favorite_visitor; spec 001 §3 favourite
// and visitor filters, §6 Plus benefit "see who visited/favorited", §9 tiles of 12) and the blocklist (both ways).

/**
 * A list filter in the query string: comma separated (`onlyShow=online,verified`). The api reads each query key
 * once, so a list is ONE value, not a repeated key. Empty → no filter.
 */
function zCommaList<T extends z.ZodTypeAny>(item: T) {
  return z.preprocess(
    (value) => (typeof value === "string" ? value.split(",").map((part) => part.trim()).filter(Boolean) : value),
    z.array(item).max(20),
  );
}
const zNumberItem = <T extends z.ZodTypeAny>(schema: T) => z.preprocess((v) => (typeof v === "string" && /^\d+$/.test(v) ? Number(v) : v), schema);

/** Age band keys of the filter (spec 001 §3 "18-25, 26-35, 36-45, 45+"; 45+ is the band 46+, DECISIONS.md). */
export const FAVORITE_AGE_BANDS = AGE_BANDS.map((band) => band.key);

/** The favourite and visitor filters (FAVORITE_VISITOR_FILTERS), wire names as in the catalogue. */
export const ZFavoriteVisitorQuery = z
  .object({
    onlyShow: zCommaList(z.enum(ONLY_SHOW_OPTIONS)).optional(),
    gender: zCommaList(zNumberItem(zOneOf(Object.values(GENDER)))).optional(),
    userType: zCommaList(zNumberItem(zOneOf([USER_TYPE.client, USER_TYPE.escort, USER_TYPE.business]))).optional(),
    age: zCommaList(z.enum(FAVORITE_AGE_BANDS as [string, ...string[]])).optional(),
    raceType: zCommaList(zNumberItem(zTraitValueIdOf("race_type"))).optional(),
    meetingOption: zCommaList(zNumberItem(zTraitValueIdOf("meeting_option"))).optional(),
    /** a city slug (CITIES) */
    city: z.string().regex(/^[a-zäöüß0-9/-]{1,80}$/, { message: "validation.common.invalid_format" }).optional(),
    page_no: ZPageNo,
  })
  .strict();
export type TFavoriteVisitorQuery = z.infer<typeof ZFavoriteVisitorQuery>;

/** A tile of the lists: the search tile plus when (and how often) the relation happened. */
export const ZRelationTile = ZProfileTile.extend({
  /** ISO 8601: favourited at, or last visit */
  at: z.string(),
  /** visitors: visits in total; favourites: 1 */
  count: z.number().int(),
  is_online: z.boolean(),
});
export type TRelationTile = z.infer<typeof ZRelationTile>;

export const ZRelationList = z.object({
  items: z.array(ZRelationTile),
  total: z.number().int(),
  page_no: z.number().int(),
  /** 12 (spec 001 §9) */
  page_size: z.number().int(),
});
export type TRelationList = z.infer<typeof ZRelationList>;

export const ZUserIdParams = z.object({ userId: z.coerce.number().int().positive() });

export const addFavoriteContract = defineContract({
  id: "addFavorite",
  method: "POST",
  path: "/api/v2/favorites/:userId",
  summary: "Favourites a profile (again: no change). Own profile: 422 validation.favorite.self; unavailable or blocked: 404 exception.profile.unavailable",
  tags: ["favorites"],
  auth: "user",
  params: ZUserIdParams,
  response: z.object({ user_id: z.number().int(), is_favorite: z.boolean() }),
});

export const removeFavoriteContract = defineContract({
  id: "removeFavorite",
  method: "DELETE",
  path: "/api/v2/favorites/:userId",
  summary: "Removes a profile from the favourites",
  tags: ["favorites"],
  auth: "user",
  params: ZUserIdParams,
  response: z.object({ user_id: z.number().int(), is_favorite: z.boolean() }),
});

export const favoritesContract = defineContract({
  id: "favorites",
  method: "GET",
  path: "/api/v2/favorites",
  summary: `The profiles I favourited, newest first, tiles of ${PAGE_SIZE.favoritesTile}, with the favourite and visitor filters`,
  tags: ["favorites"],
  auth: "user",
  query: ZFavoriteVisitorQuery,
  response: ZRelationList,
});

const plusOnly =
  "A Plus benefit (spec 001 §6): a non-member gets 403 exception.membership.plus_required whose error entry carries meta { count } (the upsell).";

export const visitorsContract = defineContract({
  id: "visitors",
  method: "GET",
  path: "/api/v2/visitors",
  summary: `Who visited my profile, latest visit first, tiles of ${PAGE_SIZE.visitorsTile}. ${plusOnly}`,
  tags: ["favorites"],
  auth: "user",
  query: ZFavoriteVisitorQuery,
  response: ZRelationList,
});

export const favoriteVisitorsContract = defineContract({
  id: "favoriteVisitors",
  method: "GET",
  path: "/api/v2/favorite-visitors",
  summary: `Who favourited me, newest first, tiles of ${PAGE_SIZE.favoritesTile}. ${plusOnly}`,
  tags: ["favorites"],
  auth: "user",
  query: ZFavoriteVisitorQuery,
  response: ZRelationList,
});

// ---------------------------------------------------------------------------------------------------------
// Blocklist

export const ZBlockedUser = z.object({
  id: z.number().int(),
  username: z.string(),
  avatar_url: z.string(),
  blocked_at: z.string(),
});
export type TBlockedUser = z.infer<typeof ZBlockedUser>;

export const blockUserContract = defineContract({
  id: "blockUser",
  method: "POST",
  path: "/api/v2/blocks/:userId",
  summary:
    "Blocks a user: neither sees the other in search or as a profile (404 exception.profile.unavailable), favourites between them end, " +
    "and messages are refused (messenger). Own id: 422 validation.block.self; unknown user: 404",
  tags: ["blocks"],
  auth: "user",
  params: ZUserIdParams,
  response: z.object({ user_id: z.number().int(), is_blocked: z.boolean() }),
});

export const unblockUserContract = defineContract({
  id: "unblockUser",
  method: "DELETE",
  path: "/api/v2/blocks/:userId",
  summary: "Lifts my block of a user (a block the other user set stays)",
  tags: ["blocks"],
  auth: "user",
  params: ZUserIdParams,
  response: z.object({ user_id: z.number().int(), is_blocked: z.boolean() }),
});

export const blocksContract = defineContract({
  id: "blocks",
  method: "GET",
  path: "/api/v2/blocks",
  summary: `The users I blocked, newest first, ${PAGE_SIZE.default} per page`,
  tags: ["blocks"],
  auth: "user",
  query: z.object({ page_no: ZPageNo }).strict(),
  response: z.object({ items: z.array(ZBlockedUser), total: z.number().int(), page_no: z.number().int(), page_size: z.number().int() }),
});
