import type { Hono } from "hono";
import { devMoneySetupContract, payoutOverviewContract, requestPayoutContract } from "@samtrot/api-client/contracts";
import { requireUser } from "../../http/auth.js";
import { route } from "../../http/contract-route.js";
import { notFound } from "../../http/errors.js";
import type { TAppDeps, TAppEnv } from "../../http/types.js";
import { devMoneySetup } from "./dev-money-setup.js";
import { loadPayoutOverview } from "./payout-overview.js";
import { requestPayout } from "./request-payout.js";

export function registerPayoutRoutes(app: Hono<TAppEnv>, deps: TAppDeps): void {
  const { database, env } = deps;
  route(app, payoutOverviewContract, async ({ c }) => {
    const { userId } = await requireUser(c);
    return loadPayoutOverview(database, userId);
  });
  route(
    app,
    requestPayoutContract,
    async ({ c, body }) => {
      const { userId } = await requireUser(c);
      return requestPayout(database, {
        userId,
        amount: body.amount,
        accountHolder: body.account_holder,
        iban: body.iban,
        bic: body.bic,
        requestKey: body.request_key,
        transferDelaySeconds: env.PAYOUT_TRANSFER_DELAY_SECONDS,
      });
    },
    { status: 201 },
  );
  route(app, devMoneySetupContract, async ({ c, body }) => {
    if (env.NODE_ENV === "production" || !env.DEV_MONEY_SETUP) throw notFound();
    const { userId } = await requireUser(c);
    return devMoneySetup(database, userId, body);
  });
}
