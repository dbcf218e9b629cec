import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import { normalizeAddress as normalize, parseTrustedProxies } from "@samtrot/http-security";
import { isIP } from "node:net";

export { parseTrustedProxies };

/**
 * The client's IP address for rate limits. x-forwarded-for is believed ONLY when the direct peer is a trusted
 * proxy (the brand web servers' same-origin proxy on 127.0.0.1 by default, env TRUSTED_PROXIES); then the
 * right-most address that is not itself a trusted proxy is the client. Anyone else gets their socket address,
 * so a browser cannot pick its own rate-limit key by sending the header.
 */
export function clientIp(c: Context, trustedProxies: ReadonlySet<string>): string {
  const peer = normalize(socketAddress(c));
  if (!trustedProxies.has(peer)) return peer;
  const forwarded = (c.req.header("x-forwarded-for") ?? "")
    .split(",")
    .map((part) => normalize(part.trim()))
    .filter((part) => isIP(part) !== 0);
  for (let i = forwarded.length - 1; i >= 0; i -= 1) {
    if (!trustedProxies.has(forwarded[i]!)) return forwarded[i]!;
  }
  return forwarded[0] ?? peer;
}

/** The direct peer's address ("unknown" outside a Node server). */
export function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}
