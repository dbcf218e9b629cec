import type { Hono } from "hono";
import { claimRewardContract, tokenRewardsContract, type TRewardKey } from "@samtrot/api-client/contracts";
import { requireUser } from "../../http/auth.js";
import { route } from "../../http/contract-route.js";
import type { TAppDeps, TAppEnv } from "../../http/types.js";
import { claimReward, loadTokenRewards } from "./token-rewards.js";

export function registerRewardRoutes(app: Hono<TAppEnv>, deps: TAppDeps): void {
  const { database } = deps;
  route(app, tokenRewardsContract, async ({ c }) => {
    const { userId } = await requireUser(c);
    return loadTokenRewards(database, userId);
  });
  route(app, claimRewardContract, async ({ c, params }) => {
    const { userId } = await requireUser(c);
    // the contract parsed the key against the catalogue (unknown → 422 validation.common.invalid_choice)
    return claimReward(database, userId, params.key as TRewardKey);
  });
}
