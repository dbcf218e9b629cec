import { isIP } from "node:net";

/**
 * Whom X-Forwarded-Proto is believed from: `true` for any peer (the brand servers with TRUST_FORWARDED_FOR, which
 * only a proxy in front of them reaches), `false` for nobody, or a set of peer addresses (the api's TRUSTED_PROXIES).
 */
export type TProxyTrust = boolean | ReadonlySet<string>;

export type THttpsInput = {
  /** The connection itself is TLS. */
  encrypted: boolean;
  /** The direct peer's address (socket remote address). */
  peer: string | undefined;
  /** The X-Forwarded-Proto header as received (may be a list when several proxies appended). */
  forwardedProto: string | null | undefined;
  trust: TProxyTrust;
};

/**
 * Did the browser's request come over HTTPS? Directly over TLS, or a trusted proxy says so in X-Forwarded-Proto
 * (its first value: the proto the client used at the outermost proxy). From an untrusted peer the header means
 * nothing, so a client cannot switch HSTS or Secure cookies on or off with it.
 */
export function isHttpsRequest(input: THttpsInput): boolean {
  if (input.encrypted) return true;
  if (!input.forwardedProto) return false;
  const trusted = typeof input.trust === "boolean" ? input.trust : input.peer !== undefined && input.trust.has(normalizeAddress(input.peer));
  if (!trusted) return false;
  return input.forwardedProto.split(",")[0]!.trim().toLowerCase() === "https";
}

/** A comma-separated address list (env TRUSTED_PROXIES) as a set of normalized addresses. */
export function parseTrustedProxies(list: string): ReadonlySet<string> {
  return new Set(
    list
      .split(",")
      .map((entry) => normalizeAddress(entry.trim()))
      .filter(Boolean),
  );
}

/** IPv4-mapped IPv6 (::ffff:1.2.3.4) counts as the IPv4 address. */
export function normalizeAddress(address: string): string {
  return address.startsWith("::ffff:") && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}
