import { randomUUID } from "node:crypto";
import type { Context } from "hono";
import type { TEnv } from "../../env.js";
import { AppError } from "../../http/errors.js";

/** Path of the development stand-in for the help desk on the api (helpdesk-stand-in.ts). */
export const HELPDESK_STAND_IN_PATH = "/dev/helpdesk";

// Outside production, without SUPPORT_SSO_SECRET: a key made once per process. Tokens live two minutes, so a restart
// costs at most a second click; it is never a key a deployment could end up using.
const processSecret = `dev-support-sso-${randomUUID()}-${randomUUID()}`;

export type THelpdesk = { secret: string; baseUrl: string; origin: string; ttlSeconds: number; standIn: boolean };

/**
 * The help desk this api signs users into: the configured one, or outside production the api's own stand-in (on the
 * origin the request came in on, which is the api's address as the web server and the browser reach it in
 * development). In production without both settings there is no help desk: 404 exception.support.not_configured.
 */
export function helpdeskOf(c: Context, env: TEnv): THelpdesk {
  const production = env.NODE_ENV === "production";
  if (production && (!env.SUPPORT_SSO_SECRET || !env.HELPDESK_URL)) throw new AppError(404, "exception.support.not_configured");
  const baseUrl = (env.HELPDESK_URL ?? `${new URL(c.req.url).origin}${HELPDESK_STAND_IN_PATH}`).replace(/\/$/, "");
  return {
    secret: env.SUPPORT_SSO_SECRET ?? processSecret,
    baseUrl,
    origin: new URL(baseUrl).origin,
    ttlSeconds: env.SUPPORT_SSO_TTL_SECONDS,
    standIn: !env.HELPDESK_URL,
  };
}

/** The stand-in verifies with the same key the api signs with. */
export function standInSecret(env: TEnv): string {
  return env.SUPPORT_SSO_SECRET ?? processSecret;
}

/** A return target on the help desk: same origin as its base URL (an open redirect otherwise). */
export function isHelpdeskTarget(target: string, helpdesk: Pick<THelpdesk, "origin">): boolean {
  try {
    const url = new URL(target);
    return (url.protocol === "https:" || url.protocol === "http:") && url.origin === helpdesk.origin && !url.username && !url.password;
  } catch {
    return false;
  }
}
