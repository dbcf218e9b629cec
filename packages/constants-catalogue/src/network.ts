/** Request and loading constants. spec 000 §2, §7, §8, §9 */
export const REQUEST = {
  /** Request timeout (the part of the product that states one). spec 000 §9 */
  timeoutMs: 25_000,
  /** A failed request is retried up to 2 times per URL after 100 ms. spec 000 §7 */
  retries: 2,
  retryDelayMs: 100,
  /** No-internet errors are retried after 2 seconds. spec 000 §8/§9 */
  noInternetRetryDelayMs: 2000,
  /** The fail callback runs after 500 ms. spec 000 §8 */
  failCallbackDelayMs: 500,
  /** Success is 200 or 201 only. spec 000 §7 */
  successStatuses: [200, 201],
} as const;

/** Page loading. spec 000 §2 */
export const PAGE_LOADING = {
  /** A lazily loaded page part that fails reloads the page after 100 ms. */
  lazyReloadDelayMs: 100,
  /** Loading the initial routes is retried 3 times. */
  initialRouteRetries: 3,
} as const;

/** Upload chunk ("file piece") size: 512 KB. spec 001 §9 */
export const UPLOAD_CHUNK_BYTES = 512 * 1024;
/** Chunked upload actions. spec 000 §7 */
export const UPLOAD_ACTIONS = ["upload", "end"] as const;

/** Path prefixes and where they go. spec 000 §7 */
export const API_PATH_PREFIXES = { api: "/api/v2", oauth: "/oauth/v2", node: "/node/" } as const;

/** Error codes of the request helper. spec 000 §8 */
export const REQUEST_ERROR_CODE = {
  timeout: "ETIMEDOUT",
  noInternet: "E_NO_INTERNET",
  cancelled: "E_CANCEL_REQUEST",
} as const;

/** Error texts (translation keys) of the spec's error catalogue. spec 000 §8, spec 001 §8 */
export const ERROR_KEY = {
  requestTimeout: "exception.common.request_timeout_and_try_again",
  noInternet: "exception.common.no_internet_connection_and_please_check_your_internet",
  somethingWrong: "exception.common.something_wrong_happened",
  overallMessageLimit: "exception.messenger.overall_message_limit",
  noFavoritesYet: "exception.newsfeed.no_favorites_yet",
  noNewsfeedYet: "exception.newsfeed.no_newsfeed_yet",
} as const;

/** OAuth error values treated as 401. spec 000 §8 */
export const UNAUTHORIZED_OAUTH_ERRORS = ["invalid_grant", "access_denied"] as const;

/** Errors after which the login form shows a captcha. spec 000 §8, spec 001 §5 */
export const LOGIN_CAPTCHA_ERRORS = [
  "exception.ip_login.exceeded_limit",
  "exception.one_ip_daily_login.exceeded_limit",
  "exception.login_global.exceeded_limit",
  "exception.login.captcha_not_verified",
] as const;

/** Render errors that mean a dynamic page part failed to load (the page reloads). spec 000 §8 */
export const DYNAMIC_IMPORT_ERROR_MESSAGES = [
  "Load failed",
  "Failed to fetch dynamically imported module",
  "error loading dynamically imported module",
] as const;

/** Messages with these prefixes are translation keys. spec 000 §8 */
export const TRANSLATABLE_MESSAGE_PREFIXES = ["validation.", "exception."] as const;
