/**
 * Values that belong to @samtrot/constants-catalogue, kept in this one file until the web routes
 * import them from there. Names match the catalogue's where it already has them, so the swap is a
 * change of import path.
 */

/** All languages with texts. spec 000 §2, spec 001 §3 */
export const LOCALES = ["de", "en", "es", "pl"] as const;
export type TLocale = (typeof LOCALES)[number];

/** Default language. spec 000 §9 */
export const DEFAULT_LOCALE: TLocale = "de";

/** Offered in the language selector; es and pl exist but are hidden. spec 000 §2 */
export const SELECTABLE_LOCALES = ["de", "en"] as const satisfies readonly TLocale[];

/** Translation namespaces. spec 001 §9 */
export const TRANSLATION_NAMESPACES = [
  "common",
  "paella",
  "payment",
  "promotion",
  "dating",
  "profile",
  "messenger",
  "event",
  "blog",
] as const;
export type TTranslationNamespace = (typeof TRANSLATION_NAMESPACES)[number];

/** Query parameter that chooses the language. spec 000 §2 */
export const LANGUAGE_QUERY_PARAM = "lng";

/** Language cookie: name, and a lifetime of 12 months of 30 days (spec 000 §9), in seconds. */
export const LANGUAGE_COOKIE = { name: "lng", maxAgeSeconds: 12 * 30 * 24 * 60 * 60 } as const;

/** HttpOnly OAuth access-token cookie. spec 000 §7 */
export const TOKEN_COOKIE_NAME = "tk";

/** Visitor id: cookie and the header it travels in. spec 000 §7 */
export const VISITOR_ID_COOKIE_NAME = "vid";
export const VISITOR_ID_HEADER = "x-visitor-id";

/** Request id header forwarded to the api for log correlation. */
export const REQUEST_ID_HEADER = "x-request-id";

/** Request timeout of the server-side api calls: 25000 ms. spec 000 §9 */
export const API_REQUEST_TIMEOUT_MS = 25_000;

/** Home search page size. spec 001 §9 */
export const SEARCH_PAGE_SIZE = 24;

/** User type ids. spec 000 §1 */
export const USER_TYPE = { guest: 0, client: 1, escort: 2, business: 3 } as const;

/** Footer link paths, in the order of spec 000 §2 (the support centre is external, from the brand). */
export const FOOTER_LINKS = [
  { key: "about", path: "/about" },
  { key: "social_responsibility", path: "/about/social_responsibility" },
  { key: "magazine", path: "/about/magazine" },
  { key: "support_center", path: null },
  { key: "press", path: "/misc/press" },
  { key: "advertisement", path: "/misc/advertisement" },
  { key: "guidelines_and_policies", path: "/about/guidelines_and_policies" },
  { key: "content_removal_request", path: "/about/content_removal_request" },
] as const;
export type TFooterLinkKey = (typeof FOOTER_LINKS)[number]["key"];

/** Paths of the account pages linked from the header (the pages come with the registration issue). */
export const LOGIN_PATH = "/login";
export const REGISTER_USER_PATH = "/join/user";

/** Error keys of spec 000 §8 used by the web server. */
export const ERROR_KEY = {
  somethingWrong: "exception.common.something_wrong_happened",
  timeout: "exception.common.request_timeout_and_try_again",
  noInternet: "exception.common.no_internet_connection_and_please_check_your_internet",
  serviceUnavailable: "exception.common.service_unavailable",
  notFound: "exception.common.not_found",
  csrfRejected: "exception.common.csrf_rejected",
} as const;

/** Error codes of spec 000 §8 for failures without an HTTP answer. */
export const ERROR_CODE = { timeout: "ETIMEDOUT", noInternet: "E_NO_INTERNET" } as const;

export function isLocale(value: unknown): value is TLocale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

export function isTranslationNamespace(value: unknown): value is TTranslationNamespace {
  return typeof value === "string" && (TRANSLATION_NAMESPACES as readonly string[]).includes(value);
}
