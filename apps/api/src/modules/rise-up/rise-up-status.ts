import type { DatabaseTx } from "@samtrot/db";
import type { TRiseUpStatus } from "@samtrot/api-client/contracts";
import { RISE_UP_PRICES, RISE_UP_USER_TYPES, riseUpPositionLevel, riseUpPrice } from "@samtrot/payments";
import { AppError } from "../../http/errors.js";
import { balancesOf } from "../ledger/book.js";
import { entitlementsFrom } from "../membership/entitlements.js";
import { runningMembershipSql } from "../membership/running-membership.js";

export type TRiseUpUser = { id: number; user_type: number; is_member_now: boolean; free_rise_up: boolean; risen_at: Date | null; last_free_at: Date | null };

/**
 * The user as rise up sees them. Membership counts while it runs NOW (entitlements of issue 11: a membership that
 * ends takes the benefits away at once); `lock` takes the row lock that serialises one user's rise ups.
 */
export async function riseUpUser(tx: DatabaseTx, userId: number, lock = false): Promise<TRiseUpUser> {
  if (lock) await tx.query(`select 1 from users where id = $1 for update`, [userId]);
  const [row] = await tx.query<Omit<TRiseUpUser, "free_rise_up"> & { member_until: Date | null }>(
    `select u.id, u.user_type, u.member_until, ${runningMembershipSql("u")} as is_member_now,
            p.risen_at,
            (select max(r.created_at) from rise_ups r where r.user_id = u.id and r.is_free) as last_free_at
       from users u left join profiles p on p.user_id = u.id
      where u.id = $1 and u.deleted_at is null`,
    [userId],
  );
  if (!row) throw new AppError(401, "exception.common.unauthorized");
  // the free rise up is a Plus benefit of escorts and businesses (spec 001 §6), asked like every other benefit
  const entitled = entitlementsFrom({ userId, userType: Number(row.user_type), isMember: row.is_member_now, memberUntil: row.member_until });
  const user: TRiseUpUser = { ...row, user_type: Number(row.user_type), free_rise_up: entitled.has("free_rise_up") };
  if (!(RISE_UP_USER_TYPES as readonly number[]).includes(user.user_type)) throw new AppError(403, "exception.rise_up.not_allowed");
  return user;
}

export function statusOf(user: TRiseUpUser, balance: number, now: Date): TRiseUpStatus {
  const next = riseUpPrice({ isMember: user.is_member_now, freeRiseUp: user.free_rise_up, lastFreeAt: user.last_free_at ? new Date(user.last_free_at) : null, now });
  const risenAt = user.risen_at ? new Date(user.risen_at) : null;
  const hoursSince = risenAt ? Math.max(0, (now.getTime() - risenAt.getTime()) / 3_600_000) : null;
  return {
    type: next.type,
    is_member: user.is_member_now,
    price: next.price,
    regular_price: RISE_UP_PRICES[next.type],
    free_available: next.free,
    next_free_at: next.nextFreeAt ? next.nextFreeAt.toISOString() : null,
    risen_at: risenAt ? risenAt.toISOString() : null,
    hours_since: hoursSince === null ? null : Math.round(hoursSince * 10) / 10,
    position_level: riseUpPositionLevel(hoursSince),
    balance,
  };
}

export async function loadRiseUpStatus(tx: DatabaseTx, userId: number): Promise<TRiseUpStatus> {
  const user = await riseUpUser(tx, userId);
  return statusOf(user, (await balancesOf(tx, userId)).dollar, new Date());
}
