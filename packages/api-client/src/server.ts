import { createApiClient, type TApiClient } from "./create-api-client.js";
import { parseCookies } from "./parse-cookies.js";
import type { TApiClientOptions } from "./send-request.js";

export interface TServerApiEnv {
  /** The api's base URL, e.g. http://127.0.0.1:4000. */
  apiUrl: string;
  translate?: TApiClientOptions["translate"];
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * The client for Remix loaders and actions: the api directly, with the Bearer from the incoming request's
 * HttpOnly `tk` cookie, its `lng` and visitor id cookies, and the request's own origin for /node/ calls.
 * One per incoming request (cookies differ per visitor); read `didTimeOut()` after the calls to know
 * whether the render ran into the timeout.
 */
export function createServerApiClient(request: Request, env: TServerApiEnv): TApiClient {
  const cookies = parseCookies(request.headers.get("cookie"));
  return createApiClient({
    apiBaseUrl: env.apiUrl,
    nodeBaseUrl: new URL(request.url).origin,
    getCookie: (name) => cookies[name],
    translate: env.translate,
    timeoutMs: env.timeoutMs,
    fetch: env.fetch,
  });
}

export { parseCookies };
