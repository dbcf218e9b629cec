/**
 * Values only the brand web servers use and the spec's catalogue (@samtrot/constants-catalogue)
 * does not hold: the log-correlation header and the error keys of the web server's own answers.
 */

/** Request id header forwarded to the api, so one visit can be followed through both logs. */
export const REQUEST_ID_HEADER = "x-request-id";

/** Error keys the web server answers with itself (same-origin proxy, translation files). */
export const WEB_ERROR_KEY = {
  /** A cross-site mutation refused by the proxy (ARCHITECTURE.md: CSRF check). */
  csrfRejected: "exception.common.csrf_rejected",
  /** A translation file that does not exist; the api answers the same key for its 404s. */
  notFound: "exception.common.not_found",
} as const;
