import type { DatabaseTx } from "@samtrot/db";
import type { TAuth } from "../../http/auth.js";
import { AGE_CHECK_STATUS, CLOSED_USER_GROUP, USER_TYPE, type TEntitlement } from "@samtrot/constants-catalogue";
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
  /** a verified adult: the age check was accepted (spec 001 §4) or the fsk18 identity verified by the provider */
  ageVerified: boolean;
  /**
   * Inside the closed user group for fsk18 content (JMStV; decision 044): a verified adult whose sign-in entered the
   * password again within the last 60 minutes. Only loadViewer with the caller's sign-in sets it.
   */
  adultSession: boolean;
  /** browsing invisibly (a Plus benefit): visits are not recorded */
  isInvisible: boolean;
}

export const GUEST_VIEWER: TViewer = { userId: null, userType: USER_TYPE.guest, isMember: false, entitlements: [], ageVerified: false, adultSession: false, isInvisible: false };

/** SQL: the user of `alias` is a verified adult (accepted age check or verified fsk18 identity). */
export function adultVerifiedSql(alias: string): string {
  return `(${alias}.age_check_status = ${AGE_CHECK_STATUS.accepted} or exists (select 1 from identity_checks ic
            where ic.user_id = ${alias}.id and ic.kind = 'fsk18_identity' and ic.status = 'verified'))`;
}

/**
 * The viewer behind a user id (a deleted or unknown account views as a guest). With `session` (the caller's sign-in
 * and the api's time) it also tells whether that sign-in is inside the closed user group for fsk18 content.
 */
export async function loadViewer(db: DatabaseTx, userId: number | null, session?: { tokenId: number; now: Date }): Promise<TViewer> {
  if (userId === null) return GUEST_VIEWER;
  // A membership that ran out counts as none, even before the expiry job flips the flag.
  const [row] = await db.query<{ user_type: number; is_member: boolean; adult: boolean; is_invisible: boolean; reauthenticated_at: Date | null }>(
    `select u.user_type, ${runningMembershipSql("u")} as is_member, ${adultVerifiedSql("u")} as adult, u.is_invisible,
            (select t.reauthenticated_at from oauth_tokens t where t.id = $2::bigint and t.user_id = u.id) as reauthenticated_at
       from users u where u.id = $1 and u.deleted_at is null`,
    [userId, session?.tokenId ?? null],
  );
  if (!row) return GUEST_VIEWER;
  const userType = Number(row.user_type);
  const entitlements = entitlementsFor(userType, row.is_member);
  return {
    userId,
    userType,
    isMember: row.is_member,
    entitlements,
    ageVerified: row.adult,
    adultSession: row.adult && session !== undefined && reauthenticationHolds(row.reauthenticated_at, session.now),
    isInvisible: row.is_invisible && entitlements.includes("browse_invisibly"),
  };
}

/** The viewer of a request: its caller with the caller's sign-in (closed user group), or a guest. */
export function loadRequestViewer(db: DatabaseTx, auth: TAuth | null, now: Date): Promise<TViewer> {
  return loadViewer(db, auth?.userId ?? null, auth ? { tokenId: auth.tokenId, now } : undefined);
}

/** Why fsk18 content is closed to a viewer: not a verified adult (age_check), or no re-authentication (reauth). */
export function closedUserGroupRefusal(viewer: TViewer): "age_check" | "reauth" | null {
  if (viewer.adultSession) return null;
  return viewer.ageVerified ? "reauth" : "age_check";
}

/** A re-authentication at `at` still holds at `now` (60 minutes; decision 044). */
export function reauthenticationHolds(at: Date | null, now: Date): boolean {
  if (!at) return false;
  const elapsed = now.getTime() - new Date(at).getTime();
  return elapsed >= -60_000 && elapsed < CLOSED_USER_GROUP.reauthMinutes * 60_000;
}

/** Reviewers (team 10, backend 9) see every medium and the review queue. */
export function isStaff(viewer: Pick<TViewer, "userType">): boolean {
  return viewer.userType === USER_TYPE.team || viewer.userType === USER_TYPE.backend;
}
