import type { Hono } from "hono";
import { newsfeedContract } from "@samtrot/api-client/contracts";
import { optionalUser } from "../../http/auth.js";
import { route } from "../../http/contract-route.js";
import type { TAppDeps, TAppEnv } from "../../http/types.js";
import { readNewsfeed } from "./read-newsfeed.js";

/** The newsfeed (contract: packages/api-client/src/contracts/newsfeed.ts); guests too, time is the api's clock. */
export function registerNewsfeedRoutes(app: Hono<TAppEnv>, deps: TAppDeps): void {
  const use = { database: deps.database, clock: deps.clock };
  route(app, newsfeedContract, async ({ c, query }) => readNewsfeed(use, { viewerId: (await optionalUser(c))?.userId ?? null, query }));
}
