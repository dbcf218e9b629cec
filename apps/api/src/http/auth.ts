import type { Context, MiddlewareHandler } from "hono";
import { AppError } from "./errors.js";
import type { TAppEnv } from "./types.js";

/** The signed-in caller of a request: the user and the sign-in (token row) the Bearer token belongs to. */
export interface TAuth {
  userId: number;
  tokenId: number;
}

type TResolver = (accessToken: string) => Promise<TAuth | null>;

// Per request, without widening TAppEnv: the resolver is set by the middleware, the answer cached.
const resolvers = new WeakMap<Request, () => Promise<TAuth | null>>();
// The answer, once a route asked for the caller (answers that depend on the caller are never stored by caches).
const asked = new WeakMap<Request, Promise<TAuth | null>>();

/**
 * Reads `Authorization: Bearer <token>` lazily: public routes never touch the database for it; the first
 * requireUser/optionalUser call of a request resolves the token once.
 */
export function authMiddleware(resolve: TResolver): MiddlewareHandler<TAppEnv> {
  return async (c, next) => {
    const header = c.req.header("authorization") ?? "";
    const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header);
    let cached: Promise<TAuth | null> | undefined;
    resolvers.set(c.req.raw, () => {
      cached ??= match ? resolve(match[1]!) : Promise.resolve(null);
      asked.set(c.req.raw, cached);
      return cached;
    });
    await next();
    // RFC 6750 §3: a refused Bearer call names the scheme.
    if (c.res.status === 401 && !c.req.path.startsWith("/oauth/")) c.res.headers.set("www-authenticate", 'Bearer realm="samtrot"');
  };
}

/**
 * Whether the answer was made for a signed-in caller: a route asked for the caller and a valid token came along.
 * Never resolves a token itself (a public route stays free of the lookup).
 */
export async function answeredForCaller(c: Context): Promise<boolean> {
  const answer = asked.get(c.req.raw);
  return answer ? (await answer.catch(() => null)) !== null : false;
}

/** The caller when a valid Bearer token came along, else null. */
export async function optionalUser(c: Context): Promise<TAuth | null> {
  const resolver = resolvers.get(c.req.raw);
  return resolver ? resolver() : null;
}

/** The caller, or a 401 the api-client treats as "sign in again" (spec 000 §8). */
export async function requireUser(c: Context): Promise<TAuth> {
  const auth = await optionalUser(c);
  if (!auth) throw unauthorized();
  return auth;
}

export function unauthorized(): AppError {
  return new AppError(401, "exception.common.unauthorized");
}
