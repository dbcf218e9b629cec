import { COOKIE } from "./cookies.js";

/** Visitor tracking buffer. spec 000 §9, spec 001 §9 */
export const TRACKING = {
  flushMs: 4000,
  /** Maximum buffered size in characters. */
  maxSize: 100_000,
  /** Bodies longer than this many characters are compressed (g=1). spec 000 §7 */
  compressAbove: 1000,
  maxPending: 3,
  maxErrors: 3,
  heartbeatMs: 5000,
  sessionCookieName: COOKIE.trackingSession.name,
  /** 2 years = 730 days. */
  sessionMaxAgeSeconds: COOKIE.trackingSession.maxAgeSeconds,
} as const;

/** Fields of a tracking event record. spec 001 §3 */
export const TRACKING_EVENT_FIELDS = [
  "id",
  "title",
  "actor",
  "object",
  "provider",
  "generator",
  "published",
  "context",
] as const;
