import { parseCookies } from "@samtrot/api-client";
import { COOKIE, VISITOR_ID_HEADER } from "@samtrot/constants-catalogue";
import { REQUEST_ID_HEADER, WEB_ERROR_KEY } from "../web-only-constants";

/** Methods that change nothing and therefore need no same-origin proof. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function isSafeMethod(method: string): boolean {
  return SAFE_METHODS.has(method.toUpperCase());
}

/**
 * CSRF rule of the same-origin proxy: a mutation must come from a page of this site. The `Origin`
 * header decides; without it (older browsers, some same-origin requests) the `Referer`. Hosts are
 * compared, not schemes, because TLS usually ends in front of the web server, which then sees http.
 */
export function isSameOriginRequest(input: {
  method: string;
  host: string | null;
  origin: string | null;
  referer: string | null;
}): boolean {
  if (isSafeMethod(input.method)) return true;
  if (!input.host) return false;
  const claimed = input.origin ?? input.referer;
  if (!claimed || claimed === "null") return false;
  try {
    return new URL(claimed).host.toLowerCase() === input.host.toLowerCase();
  } catch {
    return false;
  }
}

/** Body of the 403 answer to a cross-site mutation, in the api's error shape. */
export function csrfRejectedBody() {
  return { errors: [{ code: 403, title: WEB_ERROR_KEY.csrfRejected, source: null }] };
}

/**
 * Request headers the proxy passes on. Everything else (cookies above all, and any Authorization
 * the browser sends) stays behind: the api sees the token only as the Bearer added here from the
 * HttpOnly `tk` cookie.
 */
const FORWARDED_REQUEST_HEADERS = [
  "accept",
  "accept-language",
  "content-type",
  "if-none-match",
  "if-modified-since",
  "range",
  "user-agent",
  VISITOR_ID_HEADER,
] as const;

export function buildUpstreamHeaders(
  incoming: Headers,
  options: { requestId: string; forwardClientAddress?: boolean },
): Headers {
  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = incoming.get(name);
    if (value !== null) headers.set(name, value);
  }
  const forwardedFor = options.forwardClientAddress ? clientAddressHeader(incoming) : null;
  if (forwardedFor) headers.set(FORWARDED_FOR_HEADER, forwardedFor);
  headers.set(REQUEST_ID_HEADER, options.requestId);
  const token = parseCookies(incoming.get("cookie"))[COOKIE.token.name];
  if (token) headers.set("authorization", `Bearer ${token}`);
  return headers;
}

/** Incoming request id if it looks sane, otherwise a fresh one. */
export function requestIdFrom(incoming: Headers): string {
  const given = incoming.get(REQUEST_ID_HEADER);
  return given && /^[\w.:-]{1,128}$/.test(given) ? given : crypto.randomUUID();
}

/**
 * Response headers that must not be passed on: hop-by-hop headers (RFC 9110 §7.6.1), length and
 * encoding (fetch already decoded the body, so they would be wrong), and cookies (the api never sets
 * any; a cookie from it must not land on the site's origin).
 */
const DROPPED_RESPONSE_HEADERS = new Set([
  "connection",
  "keep-alive",
  "proxy-authenticate",
  "proxy-authorization",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
  "content-length",
  "content-encoding",
  "set-cookie",
]);

export function filterResponseHeaders(upstream: Headers): Headers {
  const headers = new Headers();
  // Headers named in Connection are hop-by-hop as well.
  const named = (upstream.get("connection") ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  upstream.forEach((value, name) => {
    if (DROPPED_RESPONSE_HEADERS.has(name) || named.includes(name)) return;
    headers.append(name, value);
  });
  return headers;
}

/**
 * Adds the OAuth client credentials to a token request body server-side, so the secret never
 * reaches the browser. Values sent by the browser for these fields are replaced. Sign-in uses form
 * encoding (spec 000 §7); a JSON body is accepted too.
 */
export function withClientCredentials(
  body: string,
  contentType: string | null,
  credentials: { clientId: string; clientSecret: string },
): { body: string; contentType: string } {
  if (contentType?.toLowerCase().includes("application/json")) {
    let parsed: unknown = {};
    try {
      parsed = body ? JSON.parse(body) : {};
    } catch {
      parsed = {};
    }
    const fields = parsed !== null && typeof parsed === "object" && !Array.isArray(parsed) ? parsed : {};
    return {
      body: JSON.stringify({ ...fields, client_id: credentials.clientId, client_secret: credentials.clientSecret }),
      contentType: "application/json",
    };
  }
  const form = new URLSearchParams(body);
  form.set("client_id", credentials.clientId);
  form.set("client_secret", credentials.clientSecret);
  return { body: form.toString(), contentType: "application/x-www-form-urlencoded" };
}

export const FORWARDED_FOR_HEADER = "x-forwarded-for";

/**
 * The client address chain for the api's sign-in limits, only when the web server sits behind a proxy that
 * writes x-forwarded-for (env TRUST_FORWARDED_FOR): a browser talking to the web server directly could
 * otherwise pick its own rate-limit key. The api believes it only from its trusted proxies (this server) and
 * takes the right-most address that is not one of them.
 */
export function clientAddressHeader(incoming: Headers): string | null {
  const value = incoming.get(FORWARDED_FOR_HEADER)?.trim();
  return value && value.length <= 500 && /^[0-9a-fA-F:., ]+$/.test(value) ? value : null;
}
