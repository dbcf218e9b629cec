import { RADIUS, USER_TYPE, allowedRadius, defaultSort, type TUserType } from "@samtrot/constants-catalogue";
import type { DatabaseTx } from "@samtrot/db";
import type { TSearchRequest } from "@samtrot/search-query-builder";

/** Who is searching: a guest, or the signed-in user of the Bearer token. */
export type TSearchViewer = { userId: number | null; userType: TUserType; isMember: boolean };

export const GUEST_SEARCH_VIEWER: TSearchViewer = { userId: null, userType: USER_TYPE.guest, isMember: false };

/** The signed-in viewer's type and membership (a deleted or unknown user searches as a guest). */
export async function loadSearchViewer(db: DatabaseTx, userId: number | null): Promise<TSearchViewer> {
  if (userId === null) return GUEST_SEARCH_VIEWER;
  const [row] = await db.query<{ user_type: number; is_member: boolean }>(
    "SELECT user_type, is_member FROM users WHERE id = $1 AND deleted_at IS NULL",
    [userId],
  );
  if (!row) return GUEST_SEARCH_VIEWER;
  return { userId, userType: Number(row.user_type) as TUserType, isMember: row.is_member };
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
