import type { Hono } from "hono";
import { searchUsersContract } from "@samtrot/api-client/contracts";
import { route } from "../../http/contract-route.js";
import type { TAppDeps, TAppEnv } from "../../http/types.js";
import { searchProfiles } from "./search-profiles.js";

export function registerSearchRoutes(app: Hono<TAppEnv>, deps: TAppDeps): void {
  route(app, searchUsersContract, ({ body }) => searchProfiles(deps.database, body));
}
