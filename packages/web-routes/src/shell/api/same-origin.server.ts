import { isSameOriginRequest } from "./proxy";

/**
 * CSRF check of the web's own form actions (sign-in, sign-out, registration steps): the same rule as the
 * proxy's. SameSite=Lax already keeps `tk` off cross-site posts; this refuses them outright.
 */
export function assertSameOrigin(request: Request): void {
  const ok = isSameOriginRequest({
    method: request.method,
    host: request.headers.get("host") ?? new URL(request.url).host,
    origin: request.headers.get("origin"),
    referer: request.headers.get("referer"),
  });
  if (!ok) throw new Response("Forbidden", { status: 403 });
}

/** Whether the page is served over https (cookies then get Secure). */
export function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}
