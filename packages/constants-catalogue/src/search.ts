import type { z } from "zod";
import { USER_TYPE, type TUserType } from "./users.js";
import type { ZFavoriteVisitorFilter, ZFlagFilter, ZLatLon, ZOnlyShowOption, ZProfileFilter, ZSearchMode, ZSortOption } from "./schemas/search.js";

/** Search modes. spec 000 §4 */
export const SEARCH_MODES = ["radius", "country"] as const;
export type TSearchMode = z.infer<typeof ZSearchMode>;

/** Sort options. spec 001 §6; 'default' is the server-rendered guest home's sort (spec 000 §4). */
export const SORT_OPTIONS = [
  "default",
  "top_ranking",
  "top_ranking_distance_ring",
  "rating",
  "reviews_count",
  "last_login_at",
  "distance",
  "price_low_to_high",
  "price_high_to_low",
] as const;
export type TSortOption = z.infer<typeof ZSortOption>;

/**
 * Sort options offered per searched user type. spec 001 §6: top_ranking, rating and reviews count
 * in client and business searches; last_login_at in escort and client searches; distance and the two
 * price orders in escort searches only. Read "client and business searches" as searches FOR those
 * profile types, like "escort only" (DECISIONS.md).
 */
export const SORT_OPTIONS_BY_SEARCHED_TYPE = {
  escort: ["top_ranking", "last_login_at", "distance", "price_low_to_high", "price_high_to_low"],
  client: ["top_ranking", "rating", "reviews_count", "last_login_at"],
  business: ["top_ranking", "rating", "reviews_count"],
} as const satisfies Readonly<Record<"escort" | "client" | "business", readonly TSortOption[]>>;

/** Only signed-in member clients also get this sort (and as their default). spec 000 §4, DECISIONS.md */
export const MEMBER_CLIENT_SORT = "top_ranking_distance_ring" satisfies TSortOption;

/** Default sort for a viewer. spec 000 §4 */
export function defaultSort(viewer: { userType: TUserType; isMember: boolean }): TSortOption {
  return viewer.userType === USER_TYPE.client && viewer.isMember ? MEMBER_CLIENT_SORT : "top_ranking";
}

/** Sort options a viewer may pick when searching one type. */
export function sortOptionsFor(
  searched: keyof typeof SORT_OPTIONS_BY_SEARCHED_TYPE,
  viewer: { userType: TUserType; isMember: boolean },
): readonly TSortOption[] {
  const base = SORT_OPTIONS_BY_SEARCHED_TYPE[searched];
  return defaultSort(viewer) === MEMBER_CLIENT_SORT ? [MEMBER_CLIENT_SORT, ...base] : base;
}

/**
 * Whom each user type searches for. spec 001 §6: a client looks for escorts and businesses; an
 * escort for clients and guests; a business for nobody. (The default search's viewer rule is in
 * DECISIONS.md and lives in search-query-builder.)
 */
export const SEARCHES_FOR = {
  client: [USER_TYPE.escort, USER_TYPE.business],
  escort: [USER_TYPE.client, USER_TYPE.guest],
  business: [],
} as const;

/** Profile filters. spec 001 §3 */
export const PROFILE_FILTERS = [
  "only_show_type",
  "age",
  "gender",
  "escort_primary_service",
  "meeting_option",
  "service_groups",
  "figure_type",
  "cup_size",
  "breast_type",
  "race_type",
  "username",
  "height",
  "prices_durations",
  "nationality",
  "hair_color",
  "hair_length",
  "intimate_hair",
  "sexuality",
  "gender_identity",
  "languages",
  "piercing",
  "tattoo",
  "smoker",
  "client_primary_service",
  "partner_preference",
  "radius",
  "city",
] as const;
export type TProfileFilter = z.infer<typeof ZProfileFilter>;

/**
 * Filters shown by who is searching. spec 001 §3: client primary service only when an escort
 * searches; escort primary service, cup size, breast type, prices and hair filters for other viewers.
 */
export const ESCORT_SEARCHER_ONLY_FILTERS = ["client_primary_service"] as const satisfies readonly TProfileFilter[];
export const NON_ESCORT_SEARCHER_ONLY_FILTERS = [
  "escort_primary_service",
  "cup_size",
  "breast_type",
  "prices_durations",
  "hair_color",
  "hair_length",
  "intimate_hair",
] as const satisfies readonly TProfileFilter[];

/** Profile filters a viewer of this user type gets. */
export function profileFiltersFor(viewerType: TUserType): readonly TProfileFilter[] {
  const hidden: readonly TProfileFilter[] =
    viewerType === USER_TYPE.escort ? NON_ESCORT_SEARCHER_ONLY_FILTERS : ESCORT_SEARCHER_ONLY_FILTERS;
  return PROFILE_FILTERS.filter((filter) => !hidden.includes(filter));
}

/** Flag filters. spec 001 §3 */
export const FLAG_FILTERS = [
  "is_available_now",
  "is_visible",
  "has_avatar",
  "is_verified",
  "is_new",
  "is_phone_show",
  "has_price",
  "has_review",
  "is_hot",
  "has_fsk18_photos",
  "is_member",
  "on_tour",
  "exclusive_content",
] as const;
export type TFlagFilter = z.infer<typeof ZFlagFilter>;

/**
 * Flags that only apply to escort searches ("several apply only to escort searches", spec 001 §3;
 * which ones is our decision: the ones describing escort offers).
 */
export const ESCORT_ONLY_FLAG_FILTERS = [
  "is_available_now",
  "is_phone_show",
  "has_price",
  "is_hot",
  "has_fsk18_photos",
  "on_tour",
  "exclusive_content",
] as const satisfies readonly TFlagFilter[];

/** Term facets that apply to escort searches only. spec 000 §3 */
export const ESCORT_ONLY_TERM_FACETS = ["bread_type", "exclusive_content"] as const;

/** Range filters of the search request, written [min,max] with * for an open side. spec 000 §3/§4 */
export const RANGE_FILTERS = ["age", "price", "weight", "height"] as const;
export type TRangeFilter = (typeof RANGE_FILTERS)[number];

/** Favourite and visitor filters. spec 001 §3 */
export const FAVORITE_VISITOR_FILTERS = [
  "onlyShow",
  "gender",
  "userType",
  "age",
  "raceType",
  "meetingOption",
  "city",
] as const;
export type TFavoriteVisitorFilter = z.infer<typeof ZFavoriteVisitorFilter>;

/** onlyShow options of the favourite and visitor lists. spec 001 §3 */
export const ONLY_SHOW_OPTIONS = [
  "online",
  "new",
  "verified",
  "has_avatar",
  "on_tour",
  "has_review",
  "hot",
  "plus_member",
  "safe_sex",
] as const;
export type TOnlyShowOption = z.infer<typeof ZOnlyShowOption>;

/** A band with inclusive lower and exclusive upper bound; upper null = open. */
export type TBand = { readonly key: string; readonly min: number; readonly maxExclusive: number | null };

/**
 * Age bands. spec 001 §9; the favourites filter's "45+" is the same band, labelled 46+
 * (DECISIONS.md). Bounds in whole years: 18–25 means 18 ≤ age < 26.
 */
export const AGE_BANDS = [
  { key: "18_25", min: 18, maxExclusive: 26 },
  { key: "26_35", min: 26, maxExclusive: 36 },
  { key: "36_45", min: 36, maxExclusive: 46 },
  { key: "46_plus", min: 46, maxExclusive: null },
] as const satisfies readonly TBand[];
export type TAgeBand = (typeof AGE_BANDS)[number]["key"];

/** Price bands; each includes its lower bound only (DECISIONS.md; spec 001 §9 writes 100-150 …). */
export const PRICE_BANDS = [
  { key: "under_100", min: 0, maxExclusive: 100 },
  { key: "100_149", min: 100, maxExclusive: 150 },
  { key: "150_199", min: 150, maxExclusive: 200 },
  { key: "200_plus", min: 200, maxExclusive: null },
] as const satisfies readonly TBand[];
export type TPriceBand = (typeof PRICE_BANDS)[number]["key"];

/** The band a value falls into; undefined below the first band. */
export function bandOf<const B extends readonly TBand[]>(bands: B, value: number): B[number] | undefined {
  return bands.find((band) => value >= band.min && (band.maxExclusive === null || value < band.maxExclusive));
}

/** Minimum recommended search results. spec 000 §9 */
export const MIN_RECOMMENDED_RESULTS = 6;

/** White-label brand mode: fewer than this many home results issue the second search. spec 000 §7/§9 */
export const BRAND_FALLBACK_THRESHOLD = 20;

/** Languages of the white-label second home search. spec 000 §7 */
export const BRAND_FALLBACK_LANGUAGES = ["en"] as const;

/** Map zoom. spec 001 §9 */
export const MAP_ZOOM = 16;

/** Default location: a fixed central Berlin entry. spec 001 §9 */
export const DEFAULT_LOCATION = {
  city: "berlin",
  country: "DE",
  lat: 52.52,
  lon: 13.405,
} as const;
export type TLatLon = z.infer<typeof ZLatLon>;
