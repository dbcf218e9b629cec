import type { Database, DatabaseTx } from "@samtrot/db";
import { enqueueJob } from "../jobs/enqueue-job.js";
import type { TJobHandler } from "../jobs/job-runner.js";

export const MEMBERSHIP_EXPIRE_JOB = "membership.expire";

/** Why a membership ended before or at its term. */
export type TMembershipEndReason = "expired" | "refunded" | "charge_back" | "reversed" | "staff";

export interface TMembershipSource {
  /** what paid for it, e.g. "payment", "subscription", "staff" */
  kind: string;
  id: string | number;
}

/**
 * Starts or extends a user's Plus membership until `until`, inside the caller's transaction (the payment
 * that paid for it commits with it or not at all). The user row is locked, so two activations in parallel
 * end with the later end date. A durable job at `until` ends the membership then (see expireMembership);
 * the search row follows at commit (users' search trigger).
 */
export async function activateMembership(
  tx: DatabaseTx,
  input: { userId: number; until: Date; source: TMembershipSource },
): Promise<{ memberUntil: Date }> {
  if (!(input.until instanceof Date) || Number.isNaN(input.until.getTime())) throw new RangeError("activateMembership: until is not a date");
  const [row] = await tx.query<{ member_until: Date }>(
    `update users
        set is_member = true,
            -- a running membership is never shortened by an older payment that arrives late
            member_until = case when is_member and member_until is not null and member_until > $2::timestamptz then member_until else $2::timestamptz end,
            updated_at = now()
      where id = $1 and deleted_at is null and $2::timestamptz > now()
      returning member_until`,
    [input.userId, input.until.toISOString()],
  );
  if (!row) {
    const [user] = await tx.query<{ id: number }>(`select id from users where id = $1 and deleted_at is null`, [input.userId]);
    throw new RangeError(user ? "activateMembership: until lies in the past" : `activateMembership: no user ${input.userId}`);
  }
  const memberUntil = new Date(row.member_until);
  await enqueueJob(tx, {
    kind: MEMBERSHIP_EXPIRE_JOB,
    payload: { userId: input.userId, until: memberUntil.toISOString(), source: { kind: input.source.kind, id: String(input.source.id) } },
    runAt: memberUntil,
  });
  return { memberUntil };
}

/**
 * Ends a membership now (refund, charge-back, SEPA return, staff, or its term passed): the flag goes, the end
 * date is not later than now, invisible browsing (a Plus benefit) is switched off, and the search row loses
 * its member flag when the caller's transaction commits. Returns false when there was nothing to end.
 */
export async function endMembership(tx: DatabaseTx, userId: number, reason: TMembershipEndReason): Promise<boolean> {
  void reason;
  const rows = await tx.query<{ id: number }>(
    `update users
        set is_member = false,
            member_until = case when member_until is null or member_until > now() then now() else member_until end,
            is_invisible = false,
            updated_at = now()
      where id = $1 and is_member
      returning id`,
    [userId],
  );
  return rows.length > 0;
}

/**
 * The job at member_until: ends the membership when its end has passed. A membership extended meanwhile
 * has a later end (and its own job), so this one does nothing.
 */
export async function expireMembership(tx: DatabaseTx, userId: number): Promise<boolean> {
  const [row] = await tx.query<{ due: boolean }>(
    `select is_member and member_until is not null and member_until <= now() as due from users where id = $1 for update`,
    [userId],
  );
  if (!row?.due) return false;
  return endMembership(tx, userId, "expired");
}

export function createMembershipExpiryHandler(options: { database: Database }): TJobHandler {
  return {
    async run(job) {
      const userId = Number(job.payload.userId);
      await options.database.transaction((tx) => expireMembership(tx, userId));
    },
  };
}
