import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "../shell/session/session.server";
import type { TSessionUser } from "../shell/session/session-user";

import { isModeratorUser } from "./moderation-roles";

export { isModeratorUser };

/**
 * The one guard of every moderation page (blogs now, events and the full console later): sign-in first (redirect),
 * then team or backend only — everyone else gets a 404 page (the console does not reveal itself). It only spares a pointless page: every moderation call
 * is refused by the api itself for anyone but the team (requireModerator in apps/api).
 */
export async function requireModeratorPage(args: Pick<LoaderFunctionArgs, "request" | "params" | "context">): Promise<TSessionUser> {
  const user = await requireUser(args as LoaderFunctionArgs);
  if (!isModeratorUser(user)) throw new Response(null, { status: 404, headers: { "cache-control": "private, no-store" } });
  return user;
}
