import type { DatabaseTx } from "@samtrot/db";
import { AGE_CHECK_STATUS, PAYOUT_STATUS } from "@samtrot/constants-catalogue";
import type { TPayoutBlock, TPayoutOverview } from "@samtrot/api-client/contracts";
import { PAYOUT_LIMITS, PAYOUT_USER_TYPES, payoutProbationEnds } from "@samtrot/payments";
import { AppError } from "../../http/errors.js";
import { balancesOf } from "../ledger/book.js";
import { PAYOUT_COLUMNS, toPayout, type TPayoutRow } from "./payout-rows.js";

export type TPayoutUser = { id: number; user_type: number; age_check_status: number; created_at: Date; registration_completed_at: Date | null };

/** The user as payouts see them; `lock` takes the row lock that serialises one user's payout requests. */
export async function payoutUser(tx: DatabaseTx, userId: number, lock = false): Promise<TPayoutUser> {
  const [user] = await tx.query<TPayoutUser>(
    `select id, user_type, age_check_status, created_at, registration_completed_at from users where id = $1 and deleted_at is null${lock ? " for update" : ""}`,
    [userId],
  );
  if (!user) throw new AppError(401, "exception.common.unauthorized");
  if (!(PAYOUT_USER_TYPES as readonly number[]).includes(user.user_type)) throw new AppError(403, "exception.payout.not_allowed");
  return user;
}

/** Until issue 16 builds identity checks, an accepted age check is the completed identity check (decision 013). */
export function identityChecked(user: TPayoutUser): boolean {
  return user.age_check_status === AGE_CHECK_STATUS.accepted;
}

/** The end of the probation, or null once it is over (decision 013: 14 days from the registration). */
export function probationUntil(user: TPayoutUser, now: Date): Date | null {
  const ends = payoutProbationEnds(new Date(user.registration_completed_at ?? user.created_at));
  return ends > now ? ends : null;
}

export async function ongoingCount(tx: DatabaseTx, userId: number): Promise<number> {
  const [row] = await tx.query<{ n: number }>(`select count(*)::int as n from payouts where user_id = $1 and status = $2`, [userId, PAYOUT_STATUS.ongoing]);
  return row?.n ?? 0;
}

export async function loadPayoutOverview(tx: DatabaseTx, userId: number): Promise<TPayoutOverview> {
  const user = await payoutUser(tx, userId);
  const now = new Date();
  const [{ dollar: balance }, ongoing, rows] = [
    await balancesOf(tx, userId),
    await ongoingCount(tx, userId),
    await tx.query<TPayoutRow>(`select ${PAYOUT_COLUMNS} from payouts where user_id = $1 order by id desc limit 50`, [userId]),
  ];
  const probation = probationUntil(user, now);
  const blocks: TPayoutBlock[] = [];
  if (probation) blocks.push("probation");
  if (!identityChecked(user)) blocks.push("identity_check_missing");
  if (ongoing >= PAYOUT_LIMITS.ongoingLimit) blocks.push("too_many_ongoing");
  if (balance < PAYOUT_LIMITS.threshold) blocks.push("below_threshold");
  const last = rows[0];
  return {
    balance,
    threshold: PAYOUT_LIMITS.threshold,
    ongoing_limit: PAYOUT_LIMITS.ongoingLimit,
    ongoing_count: ongoing,
    identity_checked: identityChecked(user),
    probation_until: probation ? probation.toISOString() : null,
    blocks,
    last_account: last ? { account_holder: last.account_holder, iban: last.iban, bic: last.bic } : null,
    payouts: rows.map(toPayout),
  };
}
