import { GUEST_VIEWER, type TViewer } from "@samtrot/search-query-builder";
import type { TSessionUser } from "../shell/session/session-user";

/**
 * The searcher as search-query-builder needs it, from the signed-in user (or a guest). A couple profile
 * searches with its couple type (the gender rule then shows every gender); backend and team accounts are not
 * searchers of the product (spec 000 §1) and search like guests. Member rights come from the api's
 * entitlements (one source for web and api).
 */
export function viewerOf(user: Pick<TSessionUser, "profile" | "entitlements"> | null): TViewer {
  if (!user) return GUEST_VIEWER;
  const userType = user.profile.userType;
  if (userType !== 1 && userType !== 2 && userType !== 3) return { ...GUEST_VIEWER, signedIn: true };
  return {
    userType,
    gender: user.profile.gender ?? user.profile.coupleType ?? null,
    // the member search rights (wide radius; distance-ring sort for clients) as the api grants them (spec 001 §6)
    isMember: user.entitlements.includes("wide_radius"),
    signedIn: true,
  };
}
