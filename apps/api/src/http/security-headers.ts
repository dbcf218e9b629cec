import type { MiddlewareHandler } from "hono";
import { API_CSP, isHttpsRequest, NO_STORE, securityHeaders } from "@samtrot/http-security";
import { answeredForCaller } from "./auth.js";
import { socketAddress } from "./client-ip.js";
import type { TAppEnv } from "./types.js";

/**
 * The security headers of every api answer (decision 010), from the module the brand servers use too:
 * a CSP that lets nothing run or frame, nosniff, the referrer and permissions policies, HSTS when the request came
 * over HTTPS (directly, or X-Forwarded-Proto from a proxy in TRUSTED_PROXIES). A header a route set itself (the
 * media routes' own CSP) is kept. An answer made for a signed-in caller is `private, no-store` unless the route
 * marked it public itself (a shared photo is the same for everyone).
 */
export function securityHeadersMiddleware(trustedProxies: ReadonlySet<string>): MiddlewareHandler<TAppEnv> {
  return async (c, next) => {
    await next();
    const https = isHttpsRequest({
      encrypted: new URL(c.req.url).protocol === "https:",
      peer: socketAddress(c),
      forwardedProto: c.req.header("x-forwarded-proto"),
      trust: trustedProxies,
    });
    const set: Record<string, string> = {};
    for (const [name, value] of Object.entries(securityHeaders({ csp: API_CSP, https }))) {
      if (!c.res.headers.has(name)) set[name] = value;
    }
    if (!/\bpublic\b/i.test(c.res.headers.get("cache-control") ?? "") && (await answeredForCaller(c))) set["cache-control"] = NO_STORE;
    try {
      for (const [name, value] of Object.entries(set)) c.res.headers.set(name, value);
    } catch {
      // Immutable headers (a Response passed through): copy it once.
      const headers = new Headers(c.res.headers);
      for (const [name, value] of Object.entries(set)) headers.set(name, value);
      c.res = new Response(c.res.body, { status: c.res.status, statusText: c.res.statusText, headers });
    }
  };
}
