import type { Hono } from "hono";
import {
  ledgerBalanceContract,
  ledgerHistoryContract,
  securityPinStatusContract,
  setSecurityPinContract,
  tipAllowanceContract,
  tipContract,
} from "@samtrot/api-client/contracts";
import { requireUser } from "../../http/auth.js";
import { route } from "../../http/contract-route.js";
import { AppError } from "../../http/errors.js";
import type { TAppDeps, TAppEnv } from "../../http/types.js";
import { createLimiter } from "../accounts/rate-limiter.js";
import { balancesOf } from "./book.js";
import { ledgerHistory } from "./history.js";
import { securityPinStatus, setSecurityPin } from "./security-pin.js";
import { tip, tipAllowance } from "./tip.js";

export const PIN_CHANGE_LIMIT_KEY = "exception.pin.too_many_changes";

export function registerLedgerRoutes(app: Hono<TAppEnv>, deps: TAppDeps): void {
  const { database, env } = deps;
  // Setting the PIN checks the account password: limited like other password checks, per user and hour.
  const pinChanges = createLimiter({ redisUrl: env.REDIS_URL, prefix: env.RATE_LIMIT_PREFIX, name: "security-pin", points: 10, durationSeconds: 60 * 60 });

  route(app, ledgerBalanceContract, async ({ c }) => balancesOf(database, (await requireUser(c)).userId));
  route(app, ledgerHistoryContract, async ({ c, query }) => ledgerHistory(database, (await requireUser(c)).userId, query));
  route(app, securityPinStatusContract, async ({ c }) => securityPinStatus(database, (await requireUser(c)).userId));
  route(app, setSecurityPinContract, async ({ c, body }) => {
    const { userId } = await requireUser(c);
    if (!(await pinChanges.hit(`user:${userId}`))) throw new AppError(429, PIN_CHANGE_LIMIT_KEY);
    return setSecurityPin(database, userId, body);
  });
  route(app, tipAllowanceContract, async ({ c }) => tipAllowance(database, (await requireUser(c)).userId));
  route(app, tipContract, async ({ c, body }) => tip(database, (await requireUser(c)).userId, body), { status: 201 });
}
