import type { Database, DatabaseTx } from "@samtrot/db";
import type { TClaimRewardResult, TReward, TRewardKey, TRewardsOverview } from "@samtrot/api-client/contracts";
import { AppError } from "../../http/errors.js";
import { balancesOf, book } from "../ledger/book.js";
import { REWARD_CATALOGUE } from "./reward-catalogue.js";

type TRewardState = Record<TRewardKey, { earned: boolean; claimedAt: Date | null }>;

// The catalogue's conditions are constants of this module, never user input.
const EARNED_COLUMNS = REWARD_CATALOGUE.map((reward) => `${reward.earned} as "${reward.key}"`).join(", ");

async function rewardStates(tx: DatabaseTx, userId: number): Promise<TRewardState> {
  const [row] = await tx.query<Record<TRewardKey, boolean>>(
    `select ${EARNED_COLUMNS} from users u left join profiles p on p.user_id = u.id where u.id = $1 and u.deleted_at is null`,
    [userId],
  );
  if (!row) throw new AppError(401, "exception.common.unauthorized");
  const claims = await tx.query<{ reward_key: TRewardKey; claimed_at: Date }>(`select reward_key, claimed_at from reward_claims where user_id = $1`, [userId]);
  const claimed = new Map(claims.map((c) => [c.reward_key, new Date(c.claimed_at)]));
  return Object.fromEntries(REWARD_CATALOGUE.map((r) => [r.key, { earned: row[r.key] === true, claimedAt: claimed.get(r.key) ?? null }])) as TRewardState;
}

function toReward(key: TRewardKey, state: TRewardState[TRewardKey]): TReward {
  const amount = REWARD_CATALOGUE.find((r) => r.key === key)!.amount;
  return {
    key,
    amount,
    state: state.claimedAt ? "claimed" : state.earned ? "claimable" : "open",
    claimed_at: state.claimedAt ? state.claimedAt.toISOString() : null,
  };
}

export async function loadTokenRewards(tx: DatabaseTx, userId: number): Promise<TRewardsOverview> {
  const states = await rewardStates(tx, userId);
  return { balance: (await balancesOf(tx, userId)).token, rewards: REWARD_CATALOGUE.map((r) => toReward(r.key, states[r.key])) };
}

/**
 * Claims a reward once (key reward:{key}:{userId}): under the user's row lock the action must be done and the reward
 * not claimed; the claim row and the token booking from the platform (system party revenue: a reward is the
 * platform's marketing spend, decision 013) commit together.
 */
export async function claimReward(database: Database, userId: number, key: TRewardKey): Promise<TClaimRewardResult> {
  return database.transaction(async (tx) => {
    await tx.query(`select 1 from users where id = $1 for update`, [userId]);
    const state = (await rewardStates(tx, userId))[key];
    if (state.claimedAt) throw new AppError(409, "exception.rewards.already_claimed");
    if (!state.earned) throw new AppError(422, "exception.rewards.not_earned");
    const amount = REWARD_CATALOGUE.find((r) => r.key === key)!.amount;
    const [claim] = await tx.query<{ claimed_at: Date }>(`insert into reward_claims (user_id, reward_key, amount) values ($1, $2, $3) returning claimed_at`, [
      userId,
      key,
      amount,
    ]);
    const booked = await book(tx, {
      idempotencyKey: `reward:${key}:${userId}`,
      type: "reward",
      currency: "token",
      amount,
      from: { system: "revenue" },
      to: { userId },
      reference: { kind: "reward", id: key },
    });
    return {
      reward: toReward(key, { earned: true, claimedAt: new Date(claim!.claimed_at) }),
      balance_before: booked.to!.before,
      balance_after: booked.to!.after,
    };
  });
}
