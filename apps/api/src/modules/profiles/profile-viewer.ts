import type { DatabaseTx } from "@samtrot/db";
import { AGE_CHECK_STATUS, USER_TYPE, type TEntitlement } from "@samtrot/constants-catalogue";
import { entitlementsFor } from "@samtrot/payments";
import { runningMembershipSql } from "../membership/running-membership.js";

/** Who is looking at a profile or a medium: a guest, or the signed-in user of the Bearer token. */
export interface TViewer {
  userId: number | null;
  userType: number;
  /** the membership runs now (spec 001 §6) */
  isMember: boolean;
  /** the Plus benefits the viewer has now (@samtrot/payments PLUS_ENTITLEMENTS) */
  entitlements: readonly TEntitlement[];
  /** the age check (fsk18) was accepted (spec 001 §4) */
  ageVerified: boolean;
  /** browsing invisibly (a Plus benefit): visits are not recorded */
  isInvisible: boolean;
}

export const GUEST_VIEWER: TViewer = { userId: null, userType: USER_TYPE.guest, isMember: false, entitlements: [], ageVerified: false, isInvisible: false };

/** The viewer behind a user id (a deleted or unknown account views as a guest). */
export async function loadViewer(db: DatabaseTx, userId: number | null): Promise<TViewer> {
  if (userId === null) return GUEST_VIEWER;
  // A membership that ran out counts as none, even before the expiry job flips the flag.
  const [row] = await db.query<{ user_type: number; is_member: boolean; age_check_status: number; is_invisible: boolean }>(
    `select u.user_type, ${runningMembershipSql("u")} as is_member, u.age_check_status, u.is_invisible
       from users u where u.id = $1 and u.deleted_at is null`,
    [userId],
  );
  if (!row) return GUEST_VIEWER;
  const userType = Number(row.user_type);
  const entitlements = entitlementsFor(userType, row.is_member);
  return {
    userId,
    userType,
    isMember: row.is_member,
    entitlements,
    ageVerified: Number(row.age_check_status) === AGE_CHECK_STATUS.accepted,
    isInvisible: row.is_invisible && entitlements.includes("browse_invisibly"),
  };
}

/** Reviewers (team 10, backend 9) see every medium and the review queue. */
export function isStaff(viewer: Pick<TViewer, "userType">): boolean {
  return viewer.userType === USER_TYPE.team || viewer.userType === USER_TYPE.backend;
}
