import { normalizeApiErrors, type TApiError } from "./api-errors";
import { camelizeKeys } from "./camel-case";
import { readCookie } from "./cookies";
import { detectRequestLanguage } from "./language";
import {
  API_REQUEST_TIMEOUT_MS,
  ERROR_CODE,
  ERROR_KEY,
  REQUEST_ID_HEADER,
  TOKEN_COOKIE_NAME,
  VISITOR_ID_COOKIE_NAME,
  VISITOR_ID_HEADER,
} from "./pending-catalogue";
import { requestIdFrom } from "./proxy";

export type TApiFetchInit = {
  method?: string;
  body?: unknown;
  query?: Record<string, string | number>;
};

export type TApiResult = {
  /** HTTP status of the api's answer; 0 when no answer came (timeout, network). */
  status: number;
  /** The `data` member of the answer with camelCase keys; null on failure. */
  data: unknown;
  errors?: TApiError[];
};

export type TApiFetch = (request: Request, path: string, init?: TApiFetchInit) => Promise<TApiResult>;

/**
 * The server-side way to the api for loaders and actions, speaking as the visitor: Bearer from
 * the HttpOnly `tk` cookie, Accept-Language from the detected language, the visitor id and a
 * request id (spec 000 §7). Success is 200 or 201 only; everything else carries `errors`.
 */
export function createApiFetch(options: { apiUrl: string; timeoutMs?: number }): TApiFetch {
  const base = options.apiUrl.replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? API_REQUEST_TIMEOUT_MS;

  return async function apiFetch(request, path, init = {}) {
    const method = (init.method ?? "GET").toUpperCase();
    const url = new URL(base + path);
    for (const [key, value] of Object.entries(init.query ?? {})) url.searchParams.set(key, String(value));

    const headers = new Headers({
      accept: "application/json",
      "accept-language": detectRequestLanguage(request).lang,
      [REQUEST_ID_HEADER]: requestIdFrom(request.headers),
    });
    const cookieHeader = request.headers.get("cookie");
    const token = readCookie(cookieHeader, TOKEN_COOKIE_NAME);
    if (token) headers.set("authorization", `Bearer ${token}`);
    const visitorId = request.headers.get(VISITOR_ID_HEADER) ?? readCookie(cookieHeader, VISITOR_ID_COOKIE_NAME);
    if (visitorId) headers.set(VISITOR_ID_HEADER, visitorId);
    const hasBody = init.body !== undefined && method !== "GET" && method !== "HEAD";
    if (hasBody) headers.set("content-type", "application/json");

    // Give up when the visitor leaves (request.signal) or the api is too slow.
    const signal = AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)]);
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers,
        body: hasBody ? JSON.stringify(init.body) : undefined,
        signal,
        redirect: "manual",
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === "TimeoutError";
      return {
        status: 0,
        data: null,
        errors: [
          timedOut
            ? { code: ERROR_CODE.timeout, title: ERROR_KEY.timeout, source: null }
            : // The spec's code for "no answer", but not its no-internet text: on the server the
              // visitor's connection is fine; it is the api that cannot be reached.
              { code: ERROR_CODE.noInternet, title: ERROR_KEY.serviceUnavailable, source: null },
        ],
      };
    }

    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    if (response.status === 200 || response.status === 201) {
      const payload = body !== null && typeof body === "object" && "data" in body ? body.data : body;
      return { status: response.status, data: camelizeKeys(payload) };
    }
    return { status: response.status, data: null, errors: normalizeApiErrors(response.status, body) };
  };
}
