import type { Database, DatabaseTx } from "@samtrot/db";
import type { TRiseUpResult } from "@samtrot/api-client/contracts";
import type { TRiseUpType } from "@samtrot/constants-catalogue";
import { RISE_UP_POSITION_LEVELS } from "@samtrot/constants-catalogue";
import { AppError } from "../../http/errors.js";
import { enqueueJob } from "../jobs/enqueue-job.js";
import type { TJobHandler } from "../jobs/job-runner.js";
import { balancesOf, book } from "../ledger/book.js";
import { riseUpUser, statusOf } from "./rise-up-status.js";

export const RISE_UP_LEVEL_JOB = "rise_up.level";

type TRiseUpRow = { id: number; type: TRiseUpType; price: number; is_free: boolean; created_at: Date };

/**
 * Rises the caller's profile (spec 001 §3): in ONE transaction under the user's row lock, the rise-up row, the
 * booking (consume, subtype rise_up for members' regular rise ups, rise_up_global for non-members) unless the
 * member's free rise up is due, the profile's rise-up time and rank (the search row follows at commit through the
 * profiles trigger), and the jobs that lower the rank when the position level changes (24 and 72 hours).
 */
export async function riseUpProfile(database: Database, input: { userId: number; type?: TRiseUpType; requestKey: string }): Promise<TRiseUpResult> {
  return database.transaction(async (tx) => {
    const user = await riseUpUser(tx, input.userId, true);
    const [earlier] = await tx.query<TRiseUpRow>(`select id, type, price, is_free, created_at from rise_ups where user_id = $1 and request_key = $2`, [
      input.userId,
      input.requestKey,
    ]);
    if (earlier) return answer(tx, earlier);

    const now = new Date();
    const status = statusOf(user, 0, now);
    if (input.type && input.type !== status.type) throw new AppError(422, "validation.rise_up.type_invalid", "type");
    const [row] = await tx.query<TRiseUpRow>(
      `insert into rise_ups (user_id, type, price, is_free, request_key) values ($1, $2, $3, $4, $5) returning id, type, price, is_free, created_at`,
      [input.userId, status.type, status.price, status.free_available, input.requestKey],
    );
    const result = await answer(tx, row!);
    await tx.query(`update profiles set risen_at = now(), rise_up_id = $2, rise_up_rank = rise_up_rank_at(now(), $2, now()) where user_id = $1`, [
      input.userId,
      row!.id,
    ]);
    for (const level of RISE_UP_POSITION_LEVELS) {
      if (level.minHours === 0) continue;
      await enqueueJob(tx, { kind: RISE_UP_LEVEL_JOB, payload: { userId: input.userId }, runAt: new Date(now.getTime() + level.minHours * 3_600_000) });
    }
    return { ...result, status: statusOf(await riseUpUser(tx, input.userId), result.balance_after, now) };
  });

  async function answer(tx: DatabaseTx, row: TRiseUpRow): Promise<TRiseUpResult> {
    let before: number;
    let after: number;
    if (row.price > 0) {
      // A replay (same request_key) books nothing new and answers the first booking's balances.
      const booked = await book(tx, {
        idempotencyKey: `rise_up:${input.userId}:${input.requestKey}`,
        type: "consume",
        subtype: row.type === "regular" ? "rise_up" : "rise_up_global",
        currency: "dollar",
        amount: row.price,
        from: { userId: input.userId },
        to: { system: "revenue" },
        reference: { kind: "rise_up", id: Number(row.id) },
      });
      before = booked.from!.before;
      after = booked.from!.after;
    } else {
      before = after = (await balancesOf(tx, input.userId)).dollar;
    }
    const user = await riseUpUser(tx, input.userId);
    return {
      rise_up: { id: Number(row.id), type: row.type, price: row.price, is_free: row.is_free, created_at: new Date(row.created_at).toISOString() },
      balance_before: before,
      balance_after: after,
      status: statusOf(user, after, new Date()),
    };
  }
}

/** rise_up.level: the profile's rank follows its position level (an unchanged rank writes nothing). */
export function createRiseUpLevelHandler(options: { database: Database }): TJobHandler {
  return {
    async run(job) {
      await options.database.query(
        `update profiles set rise_up_rank = rise_up_rank_at(risen_at, rise_up_id, now())
          where user_id = $1 and rise_up_rank <> rise_up_rank_at(risen_at, rise_up_id, now())`,
        [Number(job.payload.userId)],
      );
    },
  };
}
