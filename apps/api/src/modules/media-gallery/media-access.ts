import { MEDIA_REVIEW_STATUS, MEDIA_VISIBILITY } from "@samtrot/constants-catalogue";
import type { TMediaLockReason } from "@samtrot/api-client/contracts";
import { isStaff, type TViewer } from "../profiles/profile-viewer.js";

/** What decides whether a viewer may see a medium. */
export interface TMediaFacts {
  ownerId: number;
  visibility: number;
  reviewStatus: number;
  /** the owner's profile is available to others (not deleted, paused, banned; registration completed) */
  ownerAvailable: boolean;
  /** a block between viewer and owner, either way */
  blocked: boolean;
  /** the owner unlocked this medium for the viewer, or the viewer paid its unlock price */
  unlocked: boolean;
  /** the viewer bought a bundle holding this medium (a deleted bundle's buyers keep it) */
  bought: boolean;
  /** the medium belongs to a bundle on sale (accepted, not deleted): only its buyers see it */
  bundleLocked: boolean;
}

export type TMediaAccess = { visible: true } | { visible: false; hidden: true } | { visible: false; hidden: false; reason: TMediaLockReason };

/**
 * The visibility rule of spec 001 §3, applied to every byte the api serves and to every photo a profile lists:
 * the owner and reviewers always; others only accepted media of an available profile without a block, and then
 * public 1 to anyone, logged_in 2 to signed-in users, plus_member 3 to Plus members entitled to exclusive media, fsk18 4 only inside
 * the closed user group (a verified adult who re-authenticated in this sign-in: "reauth" when only that is missing; decision 044),
 * private 5 to viewers it was unlocked for. `hidden` media do not exist for the viewer.
 * A medium of a bundle on sale is locked for everyone but the bundle's buyers (and viewers it was unlocked for);
 * a buyer sees it whatever its level, except that fsk18 still needs the closed user group (issue 11).
 */
export function mediaAccess(facts: TMediaFacts, viewer: TViewer): TMediaAccess {
  if (viewer.userId !== null && viewer.userId === facts.ownerId) return { visible: true };
  if (isStaff(viewer)) return { visible: true };
  if (facts.reviewStatus !== MEDIA_REVIEW_STATUS.accepted || !facts.ownerAvailable || facts.blocked) return { visible: false, hidden: true };
  const locked = (reason: TMediaLockReason): TMediaAccess => ({ visible: false, hidden: false, reason });
  if (facts.bought) {
    if (facts.visibility === MEDIA_VISIBILITY.fsk18 && !viewer.adultSession) return locked(viewer.ageVerified ? "reauth" : "age_check");
    return { visible: true };
  }
  if (facts.bundleLocked && !facts.unlocked) return locked("bundle");
  switch (facts.visibility) {
    case MEDIA_VISIBILITY.public:
      return { visible: true };
    case MEDIA_VISIBILITY.logged_in:
      return viewer.userId !== null ? { visible: true } : locked("sign_in");
    case MEDIA_VISIBILITY.plus_member:
      return viewer.entitlements.includes("exclusive_media") ? { visible: true } : locked(viewer.userId === null ? "sign_in" : "plus_member");
    case MEDIA_VISIBILITY.fsk18:
      if (viewer.adultSession) return { visible: true };
      return locked(viewer.userId === null ? "sign_in" : viewer.ageVerified ? "reauth" : "age_check");
    case MEDIA_VISIBILITY.private:
      return facts.unlocked ? { visible: true } : locked(viewer.userId === null ? "sign_in" : "private");
    default:
      return { visible: false, hidden: true };
  }
}

/** The error key of a lock reason (403 answers of the media route). */
export const LOCK_REASON_TITLE: Record<TMediaLockReason, string> = {
  sign_in: "exception.media.sign_in_required",
  plus_member: "exception.membership.plus_required",
  age_check: "exception.media.age_check_required",
  reauth: "exception.media.reauth_required",
  private: "exception.media.private",
  bundle: "exception.media.bundle_locked",
};
