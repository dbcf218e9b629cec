import { RADIUS, type TRunCountry, type TSortOption } from "@samtrot/constants-catalogue";
import type { TSearchRequest } from "@samtrot/search-query-builder";
import type { TCircle } from "./geo.js";

/** Where a search looks. */
export type TSearchPlace =
  /** no place: everyone of the user types (the guest home, the global radius) */
  | { kind: "anywhere" }
  /** radius mode */
  | { kind: "radius"; circle: TCircle }
  /** country mode */
  | { kind: "country"; countries: TRunCountry[] };

/** The orders the engine knows; 'default' and 'top_ranking' are both the rank order. */
export type TSortKind = "rank" | "rating" | "reviews_count" | "last_login" | "price_asc" | "price_desc" | "distance" | "ring";

export type TSearchShape = {
  userTypes: number[];
  place: TSearchPlace;
  /** centre for distances (tiles, distance sort, rings): the viewer's position, else the search centre */
  centre: { lat: number; lon: number } | null;
  sort: TSortKind;
};

const SORT_KIND: Record<TSortOption, TSortKind> = {
  default: "rank",
  top_ranking: "rank",
  top_ranking_distance_ring: "ring",
  rating: "rating",
  reviews_count: "reviews_count",
  last_login_at: "last_login",
  distance: "distance",
  price_low_to_high: "price_asc",
  price_high_to_low: "price_desc",
};

/**
 * Reads the place, centre and order from a (validated) request. The global radius id (spec 000 §9,
 * the white-label second home search) searches everywhere around its centre. Distance and ring sorts
 * without any centre fall back to the rank order.
 */
export function searchShape(request: TSearchRequest): TSearchShape {
  const { location, country, user_location: position } = request.filterquery;
  const place: TSearchPlace =
    location && location.radius !== RADIUS.globalId
      ? { kind: "radius", circle: { lat: location.lat, lon: location.lon, radiusM: location.radius * 1000 } }
      : country
        ? { kind: "country", countries: [...new Set(country)] }
        : { kind: "anywhere" };
  const centre = position ?? (location ? { lat: location.lat, lon: location.lon } : null);
  let sort = SORT_KIND[request.sort];
  if ((sort === "distance" || sort === "ring") && centre === null) sort = "rank";
  return { userTypes: [...new Set(request.filterquery.user_type)].sort(), place, centre, sort };
}
