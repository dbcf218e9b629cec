import { RADIUS, USER_TYPE, allowedRadius, defaultSort, type TUserType } from "@samtrot/constants-catalogue";
import type { DatabaseTx } from "@samtrot/db";
import type { TSearchRequest } from "@samtrot/search-query-builder";
import { entitlementsOf } from "../membership/entitlements.js";

/** Who is searching: a guest, or the signed-in user of the Bearer token. */
export type TSearchViewer = { userId: number | null; userType: TUserType; isMember: boolean };

export const GUEST_SEARCH_VIEWER: TSearchViewer = { userId: null, userType: USER_TYPE.guest, isMember: false };

/**
 * The signed-in viewer's type and search benefits (a deleted or unknown user searches as a guest). isMember
 * here means "may use the member search rights" (the wide radius of spec 001 §6), from the entitlements, so a
 * membership that ran out a moment ago no longer widens the radius.
 */
export async function loadSearchViewer(db: DatabaseTx, userId: number | null): Promise<TSearchViewer> {
  if (userId === null) return GUEST_SEARCH_VIEWER;
  const entitlements = await entitlementsOf(db, userId);
  if (entitlements.userId === null) return GUEST_SEARCH_VIEWER;
  return { userId, userType: entitlements.userType as TUserType, isMember: entitlements.has("wide_radius") };
}

/**
 * Holds a request to what the viewer may use, as the web does (DECISIONS.md "Search"): a radius above the
 * viewer's choices is lowered to the largest allowed one (members: 500, everyone else: the standard 100);
 * the distance-ring sort is for signed-in member clients only, others get top_ranking. The global
 * radius id (white-label second home search) stays.
 */
export function applyViewerRights(request: TSearchRequest, viewer: TSearchViewer): TSearchRequest {
  let result = request;
  const location = request.filterquery.location;
  if (location && location.radius !== RADIUS.globalId) {
    const radius = allowedRadius(location.radius, viewer.isMember);
    if (radius !== location.radius) result = { ...result, filterquery: { ...result.filterquery, location: { ...location, radius } } };
  }
  if (request.sort === "top_ranking_distance_ring" && defaultSort(viewer) !== "top_ranking_distance_ring") {
    result = { ...result, sort: "top_ranking" };
  }
  return result;
}
