import { parseCookies } from "@samtrot/api-client";
import { allowsTracking, readCookieConsent } from "../cookie-consent/cookie-consent";
import { COOKIE } from "@samtrot/constants-catalogue";
import {
  createEventId,
  createRequestCookieJar,
  getOrCreateTrackingSession,
  serializeCookie,
} from "@samtrot/tracking";

export type TVisitor = {
  /**
   * The one visitor id: the `vid` cookie (sent as x-visitor-id) and the tracking session `tsid`; null while the
   * visitor has not accepted the tracking cookies (TDDDG §25, decision 045).
   */
  visitorId: string | null;
  /** Set-Cookie values for the cookies the visitor does not have yet (empty for a known visitor). */
  setCookies: string[];
};

/** What a visitor or session id may look like; the tracking records refuse anything else. */
const VISITOR_ID = /^[A-Za-z0-9_-]{8,64}$/;

// A new visitor's id, per incoming request: every loader of one request gets the same load context
// object, so the root loader (which hands out the cookies) and a page loader (which calls the api with
// the id before the browser has the cookie) agree on the id.
const newIdByRequest = new WeakMap<object, string>();

/**
 * The visitor of a page request (spec 000 §7: the visitor id travels as a header). One id serves both
 * the api's x-visitor-id (cookie `vid`, COOKIE.visitorId, 730 days) and the tracking session (cookie
 * `tsid`, 730 days), so the api's requests and the stored tracking events name the same visitor:
 * an existing valid `vid` wins, else an existing `tsid`, else a new random id; a missing (or malformed)
 * cookie of the two is set to it. Existing cookies are never renewed, so both end two years after the
 * first visit. Without the visitor's consent (the cookie_consent cookie saying "all") nothing is read or set.
 */
export function resolveVisitor(input: { cookieHeader: string | null; secure: boolean; context?: unknown }): TVisitor {
  if (!allowsTracking(readCookieConsent(input.cookieHeader))) return { visitorId: null, setCookies: [] };
  const cookies = parseCookies(input.cookieHeader);
  const knownVid = cookies[COOKIE.visitorId.name];
  const existingVisitorId = knownVid !== undefined && VISITOR_ID.test(knownVid) ? knownVid : undefined;

  const jar = createRequestCookieJar(input.cookieHeader);
  const session = getOrCreateTrackingSession(jar, {
    secure: input.secure,
    createId: () => existingVisitorId ?? newIdFor(input.context),
  });
  const visitorId = existingVisitorId ?? session.sessionId;

  const setCookies = jar.setCookieHeaders();
  if (existingVisitorId === undefined) {
    setCookies.push(
      serializeCookie(COOKIE.visitorId.name, visitorId, {
        maxAgeSeconds: COOKIE.visitorId.maxAgeSeconds,
        path: "/",
        sameSite: "Lax",
        secure: input.secure,
      }),
    );
  }
  return { visitorId, setCookies };
}

function newIdFor(context: unknown): string {
  if (context === null || typeof context !== "object") return createEventId();
  let id = newIdByRequest.get(context);
  if (id === undefined) {
    id = createEventId();
    newIdByRequest.set(context, id);
  }
  return id;
}
