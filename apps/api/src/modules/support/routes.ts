import type { Hono } from "hono";
import { myReferralContract, referralLookupContract, supportSignoutContract, supportSsoContract } from "@samtrot/api-client/contracts";
import { requireUser } from "../../http/auth.js";
import { route } from "../../http/contract-route.js";
import { AppError } from "../../http/errors.js";
import type { TAppDeps, TAppEnv } from "../../http/types.js";
import { allowedOrigins, brandOf, webBaseOf } from "../accounts/web-links.js";
import { helpdeskOf } from "./helpdesk-config.js";
import { registerHelpdeskStandIn } from "./helpdesk-stand-in.js";
import { lookUpReferral, myReferral } from "./referral-code.js";
import { signInToHelpdesk } from "./sign-in-to-helpdesk.js";

/** Help-desk sign-on and the share page's referral code (contracts: packages/api-client/src/contracts/support.ts; README.md). */
export function registerSupportRoutes(app: Hono<TAppEnv>, deps: TAppDeps): void {
  const { database, env, clock } = deps;

  route(app, supportSsoContract, async ({ c, body }) => {
    const { userId } = await requireUser(c);
    const helpdesk = helpdeskOf(c, env);
    return signInToHelpdesk(database, { userId, returnTo: body.return_to, brand: brandOf(webBaseOf(c, env), env), now: clock.now(), helpdesk });
  });

  route(app, supportSignoutContract, ({ c, body }) => {
    const helpdesk = helpdeskOf(c, env);
    // Back to one of our web origins only (the same allow-list as the links in e-mails).
    let origin: string;
    try {
      origin = new URL(body.return_to).origin;
    } catch {
      origin = "";
    }
    if (!allowedOrigins(env).has(origin)) throw new AppError(422, "validation.support.return_to_invalid", "return_to");
    const url = new URL(`${helpdesk.baseUrl}/signout`);
    url.searchParams.set("return_to", body.return_to);
    return { redirect_url: url.toString(), expires_at: null };
  });

  route(app, myReferralContract, async ({ c }) => myReferral(database, (await requireUser(c)).userId));
  route(app, referralLookupContract, ({ params }) => lookUpReferral(database, params.code!));

  registerHelpdeskStandIn(app, deps);
}
