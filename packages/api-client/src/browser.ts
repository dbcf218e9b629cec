import { createApiClient, type TApiClient } from "./create-api-client.js";
import { loginRedirectTarget, type TLocationLike } from "./login-redirect.js";
import { parseCookies } from "./parse-cookies.js";
import type { TApiClientOptions } from "./send-request.js";

export interface TBrowserApiOptions {
  translate?: TApiClientOptions["translate"];
  /** Login page path; the white-label brand passes its locale-prefixed one (e.g. "/de/login"). */
  loginPath?: string;
  timeoutMs?: number;
  /** Where calls go; "" = this origin (the same-origin proxy adds the Bearer server-side). */
  baseUrl?: string;
  /** The page's document and location; the globals by default. */
  document?: { cookie: string };
  location?: TLocationLike & { assign(url: string): void };
  fetch?: typeof fetch;
}

/**
 * The client for the browser. `tk` is HttpOnly, so no Bearer is sent from here: calls go to the same-origin
 * proxy with credentials, which adds it. A 401 sends the visitor to the login page. spec 000 §4, §8
 */
export function createBrowserApiClient(options: TBrowserApiOptions = {}): TApiClient {
  const doc = options.document ?? (globalThis as { document?: { cookie: string } }).document;
  const location = options.location ?? (globalThis as { location?: TBrowserApiOptions["location"] }).location;
  return createApiClient({
    apiBaseUrl: options.baseUrl ?? "",
    nodeBaseUrl: options.baseUrl ?? "",
    // Read on every call: the language cookie may change while the page is open.
    getCookie: (name) => parseCookies(doc?.cookie)[name],
    translate: options.translate,
    timeoutMs: options.timeoutMs,
    fetch: options.fetch,
    onUnauthorized: () => {
      if (!location) return;
      const target = loginRedirectTarget(location, options.loginPath);
      if (target) location.assign(target);
    },
  });
}
