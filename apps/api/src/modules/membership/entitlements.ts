import type { TEntitlement } from "@samtrot/constants-catalogue";
import type { DatabaseTx } from "@samtrot/db";
import { entitlementsFor } from "@samtrot/payments";
import { runningMembershipSql } from "./running-membership.js";

/** What a user may use right now; every feature that grants a Plus benefit asks this (spec 001 §6). */
export interface TUserEntitlements {
  userId: number | null;
  userType: number;
  /** the membership runs now */
  isMember: boolean;
  memberUntil: Date | null;
  entitlements: readonly TEntitlement[];
  has(entitlement: TEntitlement): boolean;
}

export function entitlementsFrom(row: { userId: number | null; userType: number; isMember: boolean; memberUntil: Date | null }): TUserEntitlements {
  const entitlements = entitlementsFor(row.userType, row.isMember);
  return { ...row, entitlements, has: (entitlement) => entitlements.includes(entitlement) };
}

export const NO_ENTITLEMENTS: TUserEntitlements = entitlementsFrom({ userId: null, userType: 0, isMember: false, memberUntil: null });

/** The entitlements of a user (an unknown or deleted account has none), decided by the database's now(). */
export async function entitlementsOf(db: DatabaseTx, userId: number | null): Promise<TUserEntitlements> {
  if (userId === null) return NO_ENTITLEMENTS;
  const [row] = await db.query<{ user_type: number; running: boolean; member_until: Date | null }>(
    `select u.user_type, ${runningMembershipSql("u")} as running, u.member_until from users u where u.id = $1 and u.deleted_at is null`,
    [userId],
  );
  if (!row) return NO_ENTITLEMENTS;
  return entitlementsFrom({ userId, userType: Number(row.user_type), isMember: row.running, memberUntil: row.member_until ? new Date(row.member_until) : null });
}
