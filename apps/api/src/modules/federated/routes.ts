import type { Hono } from "hono";
import { googleAuthorizeContract } from "@samtrot/api-client/contracts";
import { route } from "../../http/contract-route.js";
import { notFound } from "../../http/errors.js";
import type { TAppEnv } from "../../http/types.js";
import type { TAccountsContext } from "../accounts/accounts-context.js";

export function registerFederatedRoutes(app: Hono<TAppEnv>, ctx: TAccountsContext): void {
  route(app, googleAuthorizeContract, async ({ c, body }) => {
    if (!ctx.google) throw notFound();
    c.header("cache-control", "no-store");
    return ctx.google.start(body.redirect_uri);
  });
}
