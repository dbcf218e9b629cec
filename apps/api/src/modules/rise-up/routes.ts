import type { Hono } from "hono";
import { riseUpContract, riseUpStatusContract } from "@samtrot/api-client/contracts";
import { requireUser } from "../../http/auth.js";
import { route } from "../../http/contract-route.js";
import type { TAppDeps, TAppEnv } from "../../http/types.js";
import { riseUpProfile } from "./rise-up-profile.js";
import { loadRiseUpStatus } from "./rise-up-status.js";

export function registerRiseUpRoutes(app: Hono<TAppEnv>, deps: TAppDeps): void {
  const { database } = deps;
  route(app, riseUpStatusContract, async ({ c }) => {
    const { userId } = await requireUser(c);
    return loadRiseUpStatus(database, userId);
  });
  route(app, riseUpContract, async ({ c, body }) => {
    const { userId } = await requireUser(c);
    return riseUpProfile(database, { userId, type: body.type, requestKey: body.request_key });
  });
}
