import type { DatabaseTx } from "@samtrot/db";
import { AGE_CHECK_STATUS, USER_TYPE } from "@samtrot/constants-catalogue";

/** Who is looking at a profile or a medium: a guest, or the signed-in user of the Bearer token. */
export interface TViewer {
  userId: number | null;
  userType: number;
  isMember: boolean;
  /** the age check (fsk18) was accepted (spec 001 §4) */
  ageVerified: boolean;
  /** browsing invisibly: visits are not recorded */
  isInvisible: boolean;
}

export const GUEST_VIEWER: TViewer = { userId: null, userType: USER_TYPE.guest, isMember: false, ageVerified: false, isInvisible: false };

/** The viewer behind a user id (a deleted or unknown account views as a guest). */
export async function loadViewer(db: DatabaseTx, userId: number | null): Promise<TViewer> {
  if (userId === null) return GUEST_VIEWER;
  // A membership that ran out counts as none, even before a job flips the flag (as in the signed-in user info).
  const [row] = await db.query<{ user_type: number; is_member: boolean; age_check_status: number; is_invisible: boolean }>(
    `select user_type, is_member and (member_until is null or member_until > now()) as is_member, age_check_status, is_invisible
       from users where id = $1 and deleted_at is null`,
    [userId],
  );
  if (!row) return GUEST_VIEWER;
  return {
    userId,
    userType: Number(row.user_type),
    isMember: row.is_member,
    ageVerified: Number(row.age_check_status) === AGE_CHECK_STATUS.accepted,
    isInvisible: row.is_invisible,
  };
}

/** Reviewers (team 10, backend 9) see every medium and the review queue. */
export function isStaff(viewer: Pick<TViewer, "userType">): boolean {
  return viewer.userType === USER_TYPE.team || viewer.userType === USER_TYPE.backend;
}
