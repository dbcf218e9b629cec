import type { Database } from "@samtrot/db";
import type { TSupportRedirect } from "@samtrot/api-client/contracts";
import { AppError } from "../../http/errors.js";
import type { THelpdesk } from "./helpdesk-config.js";
import { isHelpdeskTarget } from "./helpdesk-config.js";
import { signSupportToken } from "./support-token.js";

/**
 * support/sso (spec 000 §2): a sign-in token for the caller and the help-desk URL that takes it, with the page of
 * the help desk to return to. The return target must be on the help desk; anything else is refused, so the link
 * cannot send a signed-in user (and a token) elsewhere.
 */
export async function signInToHelpdesk(
  database: Database,
  input: { userId: number; returnTo: string | undefined; brand: string; now: Date; helpdesk: THelpdesk },
): Promise<TSupportRedirect> {
  if (input.returnTo !== undefined && !isHelpdeskTarget(input.returnTo, input.helpdesk)) {
    throw new AppError(422, "validation.support.return_to_invalid", "return_to");
  }
  const [user] = await database.query<{ id: string; username: string; email: string; user_type: number }>(
    `select id::text, username, email, user_type from users where id = $1 and deleted_at is null and not is_banned`,
    [input.userId],
  );
  if (!user) throw new AppError(401, "exception.common.unauthorized");
  const { token, claims } = signSupportToken(
    { external_id: user.id, name: user.username, email: user.email, user_type: Number(user.user_type), brand: input.brand },
    { secret: input.helpdesk.secret, now: input.now, ttlSeconds: input.helpdesk.ttlSeconds },
  );
  const url = new URL(`${input.helpdesk.baseUrl}/access/jwt`);
  url.searchParams.set("jwt", token);
  if (input.returnTo !== undefined) url.searchParams.set("return_to", input.returnTo);
  return { redirect_url: url.toString(), expires_at: new Date(claims.exp * 1000).toISOString() };
}
