import { z } from "zod";
import { defineContract } from "./define-contract.js";

// Token rewards (issue 11 part 2; spec 000 §2 user/token_rewards; ledger type reward, currency token): rewards
// for actions the product records, claimed once each. The catalogue: docs/decisions/013.

/** Tokens the inviter earns per new account that signs up through her share link (decision 040; booked at sign-up). */
export const REFERRAL_REWARD_TOKENS = 20;

export const REWARD_KEYS = ["email_verified", "registration_completed", "profile_photo", "profile_texts", "age_check_accepted"] as const;
export const ZRewardKey = z.enum(REWARD_KEYS);
export type TRewardKey = z.infer<typeof ZRewardKey>;

export const ZReward = z.object({
  key: ZRewardKey,
  /** tokens */
  amount: z.number().int(),
  /** claimed: booked; claimable: done, not yet claimed; open: the action is still to do */
  state: z.enum(["claimed", "claimable", "open"]),
  claimed_at: z.string().nullable(),
});
export type TReward = z.infer<typeof ZReward>;

export const ZRewardsOverview = z.object({
  /** the token balance */
  balance: z.number().int(),
  rewards: z.array(ZReward),
});
export type TRewardsOverview = z.infer<typeof ZRewardsOverview>;

export const ZClaimRewardResult = z.object({ reward: ZReward, balance_before: z.number().int(), balance_after: z.number().int() });
export type TClaimRewardResult = z.infer<typeof ZClaimRewardResult>;

export const tokenRewardsContract = defineContract({
  id: "tokenRewards",
  method: "GET",
  path: "/api/v2/token-rewards",
  summary: "The token rewards with their state (claimed, claimable, open) and the caller's token balance",
  tags: ["rewards"],
  auth: "user",
  response: ZRewardsOverview,
});

export const claimRewardContract = defineContract({
  id: "claimReward",
  method: "POST",
  path: "/api/v2/token-rewards/:key/claim",
  summary:
    "Claims a reward once: books `reward` tokens to the caller (key reward:{key}:{userId}). 422 exception.rewards.not_earned when the " +
    "action is not done, 409 exception.rewards.already_claimed, 422 validation.common.invalid_choice (params.key) for an unknown reward",
  tags: ["rewards"],
  auth: "user",
  params: z.object({ key: ZRewardKey }),
  response: ZClaimRewardResult,
});
