import { DAY_CONSTANTS, DAY_SECONDS, HOUR_SECONDS } from "./time.js";

type TCookieSpec = { readonly name: string; readonly maxAgeSeconds: number | null };

/**
 * Cookie names and lifetimes (Max-Age in seconds; null = browser-session cookie).
 * Lifetimes: spec 000 §4 and §9, spec 001 §9. Names: our decision except tk (spec 000 §7) and the
 * ones other packages already agreed on (lng, vid, tsid) — see DECISIONS.md.
 */
export const COOKIE = {
  /** OAuth access token, HttpOnly; prolonged to keepLoggedIn when "remember" is chosen. */
  token: { name: "tk", maxAgeSeconds: null },
  /** Language: 12 months of 30 days. spec 000 §9 */
  language: { name: "lng", maxAgeSeconds: 12 * DAY_CONSTANTS.m * DAY_SECONDS },
  /** Visitor id sent as header x-visitor-id; lives as long as the tracking session. */
  visitorId: { name: "vid", maxAgeSeconds: 2 * 365 * DAY_SECONDS },
  /** Tracking session: 2 years (730 days). spec 000 §9 */
  trackingSession: { name: "tsid", maxAgeSeconds: 2 * 365 * DAY_SECONDS },
  /** Invisible login: 15 days. spec 000 §4 */
  invisibleLogin: { name: "invisible_login", maxAgeSeconds: 15 * DAY_SECONDS },
  /** Keep logged in: 15 days. spec 000 §4 */
  keepLoggedIn: { name: "keep_logged_in", maxAgeSeconds: 15 * DAY_SECONDS },
  /** Login time, stored at sign-in (spec 000 §4); lives as long as a kept login. */
  loginTime: { name: "login_time", maxAgeSeconds: 15 * DAY_SECONDS },
  /** Session-expiry marker, set 24 hours ahead when the login is not kept. spec 000 §4 */
  sessionExpiry: { name: "session_expiry", maxAgeSeconds: 24 * HOUR_SECONDS },
  /**
   * The visitor's cookie choice (TDDDG §25, decision 045): strictly necessary itself, it holds COOKIE_CONSENT.all
   * or COOKIE_CONSENT.essential. Asked again after 12 months of 30 days, like the language.
   */
  cookieConsent: { name: "cookie_consent", maxAgeSeconds: 12 * DAY_CONSTANTS.m * DAY_SECONDS },
} as const satisfies Readonly<Record<string, TCookieSpec>>;
export type TCookieKey = keyof typeof COOKIE;

/**
 * The values of the cookie_consent cookie: `all` allows the tracking cookies (vid, tsid) as well, `essential` only
 * what the site needs to work (tk and the session markers, lng, the choice itself).
 */
export const COOKIE_CONSENT = { all: "all", essential: "essential" } as const;
export type TCookieConsent = (typeof COOKIE_CONSENT)[keyof typeof COOKIE_CONSENT];
/** The cookies set only with consent (COOKIE_CONSENT.all). */
export const CONSENT_COOKIES = ["visitorId", "trackingSession"] as const satisfies readonly TCookieKey[];

/** Session-expiry marker in milliseconds (24 hours). spec 000 §9 */
export const SESSION_EXPIRY_MS = 86_400_000;

/** Header carrying the visitor id. spec 000 §7 */
export const VISITOR_ID_HEADER = "x-visitor-id";

/** Local-storage key of stored search filters. spec 000 §3 */
export const STORED_FILTERS_KEY = "user_filters";
