import type { Hono } from "hono";
import { landingPageContract } from "@samtrot/api-client/contracts";
import { route } from "../../http/contract-route.js";
import type { TAppDeps, TAppEnv } from "../../http/types.js";
import { loadLandingPage } from "./load-landing-page.js";

export function registerSeoRoutes(app: Hono<TAppEnv>, deps: TAppDeps): void {
  route(app, landingPageContract, ({ body }) => loadLandingPage(deps.database, body.short_url));
}
