import { GUEST_VIEWER, type TViewer } from "@samtrot/search-query-builder";
import type { TSessionUser } from "../shell/session/session-user";

/**
 * The searcher as search-query-builder needs it, from the signed-in user (or a guest). A couple profile
 * searches with its couple type (the gender rule then shows every gender); backend and team accounts are not
 * searchers of the product (spec 000 §1) and search like guests.
 */
export function viewerOf(user: Pick<TSessionUser, "profile" | "isMember"> | null): TViewer {
  if (!user) return GUEST_VIEWER;
  const userType = user.profile.userType;
  if (userType !== 1 && userType !== 2 && userType !== 3) return { ...GUEST_VIEWER, signedIn: true };
  return {
    userType,
    gender: user.profile.gender ?? user.profile.coupleType ?? null,
    isMember: user.isMember,
    signedIn: true,
  };
}
