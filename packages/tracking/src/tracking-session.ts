import { COOKIE } from "@samtrot/constants-catalogue";
import { createEventId } from "./create-event-id.js";

export interface TCookieAttributes {
  maxAgeSeconds: number;
  path: string;
  sameSite: "Lax";
  secure: boolean;
}

/** The little a tracking session needs from cookies, on either side of the wire. */
export interface TCookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, attributes: TCookieAttributes): void;
}

export interface TTrackingSession {
  sessionId: string;
  /** True when no valid cookie existed and a new one was set. */
  created: boolean;
}

/** Must stay within ZTrackingContext.sessionId, or every record of the visitor would be refused. */
const SESSION_ID = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * The visitor's tracking session: cookie `tsid` holding a random id for 2 years (spec 000 §9, the
 * catalogue's COOKIE.trackingSession: 730 days). A missing or malformed value is replaced. The cookie
 * is set once and not renewed on each visit, so the session really ends two years after it began.
 * Not HttpOnly: the browser tracker reads it.
 */
export function getOrCreateTrackingSession(
  jar: TCookieJar,
  options: { secure?: boolean; createId?: () => string } = {},
): TTrackingSession {
  const { name, maxAgeSeconds } = COOKIE.trackingSession;
  const existing = jar.get(name);
  if (existing !== undefined && SESSION_ID.test(existing)) return { sessionId: existing, created: false };
  const sessionId = (options.createId ?? createEventId)();
  jar.set(name, sessionId, { maxAgeSeconds, path: "/", sameSite: "Lax", secure: options.secure ?? false });
  return { sessionId, created: true };
}

export function serializeCookie(name: string, value: string, attributes: TCookieAttributes): string {
  let cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${attributes.maxAgeSeconds}; Path=${attributes.path}; SameSite=${attributes.sameSite}`;
  if (attributes.secure) cookie += "; Secure";
  return cookie;
}

/** Cookie header → name/value map; the first occurrence of a name wins, as browsers send it first. */
export function parseCookieHeader(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    const name = part.slice(0, eq).trim();
    if (!name || cookies.has(name)) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      cookies.set(name, decodeURIComponent(value));
    } catch {
      cookies.set(name, value);
    }
  }
  return cookies;
}

/** Browser side: reads and writes document.cookie. */
export function createDocumentCookieJar(doc: { cookie: string } = (globalThis as unknown as { document: { cookie: string } }).document): TCookieJar {
  return {
    get: (name) => parseCookieHeader(doc.cookie).get(name),
    set(name, value, attributes) {
      doc.cookie = serializeCookie(name, value, attributes);
    },
  };
}

/**
 * Server side (a loader): reads the request's Cookie header and collects Set-Cookie values for the
 * response, so the first server-rendered page already hands the visitor a session.
 */
export function createRequestCookieJar(cookieHeader: string | null | undefined): TCookieJar & { setCookieHeaders(): string[] } {
  const cookies = parseCookieHeader(cookieHeader);
  const outgoing = new Map<string, string>();
  return {
    get: (name) => cookies.get(name),
    set(name, value, attributes) {
      cookies.set(name, value);
      outgoing.set(name, serializeCookie(name, value, attributes));
    },
    setCookieHeaders: () => [...outgoing.values()],
  };
}
