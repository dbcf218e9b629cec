import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { parseCookies } from "@samtrot/api-client/server";
import { userInfoContract } from "@samtrot/api-client/contracts";
import { COOKIE } from "@samtrot/constants-catalogue";
import { decideAccess, type TGuardWaivers } from "./access-rules";
import { pageApi } from "../api/api.server";
import { resolveRootLocale } from "../i18n/page-locale.server";
import { clearTokenCookie } from "./session-cookies";
import type { TSessionUser } from "./session-user";

export type TSession = {
  user: TSessionUser | null;
  /** Set-Cookie values the page must send (a refused `tk` is deleted). */
  setCookies: string[];
};

type TArgs = Pick<LoaderFunctionArgs, "request" | "params" | "context">;

// One user-info call per page request: the root loader and the page's guard run side by side and share it.
const sessionByRequest = new WeakMap<Request, Promise<TSession>>();

async function fetchSession({ request, params, context }: TArgs): Promise<TSession> {
  const token = parseCookies(request.headers.get("cookie"))[COOKIE.token.name];
  if (!token) return { user: null, setCookies: [] };
  const { lang } = resolveRootLocale(request, params);
  const result = await pageApi({ request, context }, { lang }).call(userInfoContract, undefined, { signal: request.signal });
  if (result.ok) return { user: result.data, setCookies: [] };
  // spec 000 §4: a 401 means the token is no longer valid: the visitor is a guest and the cookie goes.
  if (result.status === 401) {
    return { user: null, setCookies: [clearTokenCookie({ secure: new URL(request.url).protocol === "https:" })] };
  }
  // The api is unreachable or failing: show the page as a guest would see it, keep the cookie for later.
  return { user: null, setCookies: [] };
}

/** The session of this page request (the signed-in user, or null for a guest). */
export function loadSession(args: TArgs): Promise<TSession> {
  let session = sessionByRequest.get(args.request);
  if (!session) {
    session = fetchSession(args);
    sessionByRequest.set(args.request, session);
  }
  return session;
}

/** The signed-in user, or null. For loaders and actions of any page. */
export async function getUser(args: TArgs): Promise<TSessionUser | null> {
  return (await loadSession(args)).user;
}

/**
 * Guard of a page that needs a signed-in user: throws the redirect of spec 000 §2 (login with `r`, finishing
 * the registration, the forced age check, the e-mail step) unless the page waives that rule.
 */
export async function requireUser(args: TArgs, waivers: TGuardWaivers = {}): Promise<TSessionUser> {
  const session = await loadSession(args);
  const url = new URL(args.request.url);
  const { linkPrefix } = resolveRootLocale(args.request, args.params);
  const target = decideAccess({ user: session.user, returnTo: url.pathname + url.search, linkPrefix, ...waivers });
  if (target !== null || !session.user) {
    const headers = new Headers({ "cache-control": "no-store" });
    for (const cookie of session.setCookies) headers.append("set-cookie", cookie);
    throw redirect(target ?? "/", { headers });
  }
  return session.user;
}
