import { USER_TYPE, type TEntitlement } from "@samtrot/constants-catalogue";

/**
 * Plus benefits per user type (spec 001 §6) as entitlement flags. Clients: unlimited contact to escorts,
 * exclusive photos/videos, see who visited/favourited, browse invisibly, notes, ad-free, advanced filters
 * (and the distance-ring sort). Escorts: unlimited contact from clients, visitors/favourites, better search
 * position, browse invisibly, free rise up, trust level, ad-free. Every member searches the wide radius.
 *
 * Businesses (agencies, clubs) are not named by the spec; our decision: they advertise profiles like
 * escorts, so a Plus business gets the escort benefits.
 */
export const PLUS_ENTITLEMENTS = {
  client: [
    "unlimited_contact_to_escorts",
    "exclusive_media",
    "see_visitors_favorites",
    "browse_invisibly",
    "notes",
    "ad_free",
    "advanced_filters",
    "wide_radius",
    "distance_ring_sort",
  ],
  escort: [
    "unlimited_contact_from_clients",
    "see_visitors_favorites",
    "better_search_position",
    "browse_invisibly",
    "free_rise_up",
    "trust_level",
    "ad_free",
    "wide_radius",
  ],
} as const satisfies Record<string, readonly TEntitlement[]>;

const NONE: readonly TEntitlement[] = Object.freeze([]);

/**
 * The entitlements of a user of `userType` whose membership is (not) running right now. A free user,
 * a guest and staff (backend, team) have none.
 */
export function entitlementsFor(userType: number, running: boolean): readonly TEntitlement[] {
  if (!running) return NONE;
  if (userType === USER_TYPE.client) return PLUS_ENTITLEMENTS.client;
  if (userType === USER_TYPE.escort || userType === USER_TYPE.business) return PLUS_ENTITLEMENTS.escort;
  return NONE;
}

/**
 * Whether a membership runs at `now`: flagged, and its end (if it has one) is still ahead. An end of null
 * is open-ended (granted without a term, e.g. by staff); a paid membership always has an end.
 */
export function isMembershipRunning(member: { isMember: boolean; memberUntil: Date | null }, now: Date): boolean {
  return member.isMember && (member.memberUntil === null || member.memberUntil.getTime() > now.getTime());
}
