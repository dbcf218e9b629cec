import type { Context } from "hono";
import type { TEnv } from "../../env.js";

/**
 * The web address links in e-mails start with. A brand web server may name itself in the header
 * `x-web-base` (origin plus locale prefix, e.g. "http://127.0.0.1:3001/de" for Nachtfalter); it is used only
 * when its origin is one of WEB_ORIGINS, so a caller cannot make the api mail links to another site.
 */
export function webBaseOf(c: Context, env: TEnv): string {
  const claimed = c.req.header("x-web-base");
  if (claimed) {
    try {
      const url = new URL(claimed);
      if (allowedOrigins(env).has(url.origin) && /^(?:\/[a-z]{2})?\/?$/.test(url.pathname) && !url.search && !url.hash) {
        return url.origin + url.pathname.replace(/\/$/, "");
      }
    } catch {
      /* not a URL: the default below */
    }
  }
  return env.WEB_BASE_URL.replace(/\/$/, "");
}

export function allowedOrigins(env: TEnv): ReadonlySet<string> {
  const origins = env.WEB_ORIGINS.split(",").map((entry) => entry.trim()).filter(Boolean);
  return new Set([...origins.map((origin) => new URL(origin).origin), new URL(env.WEB_BASE_URL).origin]);
}

/**
 * The brand of a web address (mails, and the company an order is invoiced by): Nachtfalter for the white-label web's
 * origins (NACHTFALTER_WEB_ORIGINS; port 3001 by default), else Samtrot.
 */
export function brandOf(base: string, env?: Pick<TEnv, "NACHTFALTER_WEB_ORIGINS">): string {
  let origin: string;
  try {
    origin = new URL(base).origin;
  } catch {
    return "Samtrot";
  }
  const nachtfalter = (env?.NACHTFALTER_WEB_ORIGINS ?? DEFAULT_NACHTFALTER_WEB_ORIGINS).split(",").map((entry) => entry.trim()).filter(Boolean);
  return nachtfalter.some((entry) => {
    try {
      return new URL(entry).origin === origin;
    } catch {
      return false;
    }
  })
    ? "Nachtfalter"
    : "Samtrot";
}

export const DEFAULT_NACHTFALTER_WEB_ORIGINS = "http://127.0.0.1:3001,http://localhost:3001";
