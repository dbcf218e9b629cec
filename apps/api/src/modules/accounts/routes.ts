import type { Hono } from "hono";
import {
  changeEmailContract,
  forgotPasswordContract,
  invisibleContract,
  logoutContract,
  oauthTokenContract,
  resendVerificationEmailContract,
  resetPasswordContract,
  userInfoContract,
  verifyEmailContract,
} from "@samtrot/api-client/contracts";
import { requireUser, unauthorized } from "../../http/auth.js";
import { clientIp } from "../../http/client-ip.js";
import { route } from "../../http/contract-route.js";
import { AppError } from "../../http/errors.js";
import type { TAppEnv } from "../../http/types.js";
import type { TAccountsContext } from "./accounts-context.js";
import { entitlementsOf } from "../membership/entitlements.js";
import { changeEmail } from "./change-email.js";
import { loadSignedInUser, toSignedInUser } from "./load-signed-in-user.js";
import { requestPasswordReset } from "./request-password-reset.js";
import { resendVerificationEmail } from "./resend-verification-email.js";
import { resetPassword } from "./reset-password.js";
import { handleTokenRequest } from "./token-endpoint.js";
import { verifyEmail } from "./verify-email.js";
import { webBaseOf } from "./web-links.js";

export function registerAccountsRoutes(app: Hono<TAppEnv>, ctx: TAccountsContext): void {
  const { database, env } = ctx.deps;

  route(app, oauthTokenContract, ({ c, body }) => handleTokenRequest(ctx, c, body));

  route(app, logoutContract, async ({ c }) => {
    const auth = await requireUser(c);
    await database.query(`update oauth_tokens set revoked_at = now() where id = $1 and revoked_at is null`, [auth.tokenId]);
    return { ok: true as const };
  });

  route(app, userInfoContract, async ({ c }) => {
    const auth = await requireUser(c);
    const user = await loadSignedInUser(database, auth.userId);
    if (!user) throw unauthorized();
    c.header("cache-control", "no-store");
    return user;
  });

  route(app, invisibleContract, async ({ c, body }) => {
    const auth = await requireUser(c);
    // Browsing invisibly is a Plus benefit (spec 001 §6); switching it off is always allowed.
    if (body.status === 1 && !(await entitlementsOf(database, auth.userId)).has("browse_invisibly")) {
      throw new AppError(403, "exception.membership.plus_required", "status");
    }
    const [row] = await database.query<{ is_invisible: boolean }>(
      `update users set is_invisible = $2, updated_at = now() where id = $1 returning is_invisible`,
      [auth.userId, body.status === 1],
    );
    if (!row) throw unauthorized();
    return { is_invisible: row.is_invisible };
  });

  route(app, forgotPasswordContract, async ({ c, body }) => {
    if (!(await ctx.forgotPasswordLimit.hit(clientIp(c, ctx.trustedProxies)))) throw new AppError(429, "exception.password_forgot.exceeded_limit");
    await requestPasswordReset(database, { email: body.email, webBase: webBaseOf(c, env) });
    return { ok: true as const };
  });

  route(app, resetPasswordContract, async ({ body }) => {
    await resetPassword(database, body);
    return { ok: true as const };
  });

  route(app, verifyEmailContract, async ({ body }) => {
    const { userId } = await verifyEmail(database, body);
    return { is_email_verified: true as const, user_id: userId };
  });

  route(app, resendVerificationEmailContract, async ({ c }) => {
    const auth = await requireUser(c);
    if (!(await ctx.resendEmailLimit.hit(String(auth.userId)))) throw new AppError(429, "exception.email.resend_limit");
    await resendVerificationEmail(database, { userId: auth.userId, webBase: webBaseOf(c, env) });
    return { ok: true as const };
  });

  route(app, changeEmailContract, async ({ c, body }) => {
    const auth = await requireUser(c);
    const row = await changeEmail(database, { userId: auth.userId, email: body.email, webBase: webBaseOf(c, env) });
    return toSignedInUser(row);
  });
}
