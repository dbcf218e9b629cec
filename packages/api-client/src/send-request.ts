import { createFetch, type FetchResponse } from "ofetch";
import type { ZodTypeAny } from "zod";
import { COOKIE, REQUEST, VISITOR_ID_HEADER, toLocale } from "@samtrot/constants-catalogue";
import { camelizeKeys, isPlainObject } from "./camel-case.js";
import { targetOf, type THttpMethod } from "./endpoint.js";
import { messageOf, normalizeFailure } from "./normalize-errors.js";
import { REQUEST_ERROR_KEY, REQUEST_FAILURE_CODE, type TFailure, type TResult } from "./result.js";

/** What the caller of `createApiClient` supplies; see README.md. */
export interface TApiClientOptions {
  /** Backend base for /api/v2 and /oauth/v2: the api URL on the server, "" (same-origin proxy) in the browser. */
  apiBaseUrl: string;
  /** The web server's own origin for every other path (/node/…, /public/locales/…); "" in the browser. */
  nodeBaseUrl?: string;
  getCookie(name: string): string | undefined;
  /** Defaults to the visitor id cookie. */
  getVisitorId?(): string | undefined;
  /** Translates `validation.`/`exception.` keys; identity when absent. */
  translate?(key: string): string;
  /** Runs once per failed call whose final status is 401 (the browser client redirects to the login). */
  onUnauthorized?(failure: TFailure): void;
  /** Per attempt; default 25000. spec 000 §9 */
  timeoutMs?: number;
  /** Default number of retries per call; default 2. spec 000 §7 */
  retries?: number;
  /** Delay before a retry after a failed answer; default 100. spec 000 §7 */
  retryDelayMs?: number;
  /** Delay before a retry after a network error; default 2000. spec 000 §8 */
  noInternetRetryDelayMs?: number;
  /** A real fetch (e.g. Node's); defaults to globalThis.fetch. */
  fetch?: typeof fetch;
}

export interface TRequestOptions {
  /** Convert response keys to camelCase; default true. spec 000 §7 */
  camelCase?: boolean;
  /** Retries for this call (failed answers ≥ 500, 408, 429 and network errors); default from the client. */
  retries?: number;
  /** A new call with the same key cancels the earlier pending one. spec 000 §4 */
  autoCancelKey?: string;
  signal?: AbortSignal;
  /** Send the params form-encoded (automatic for /oauth/v2/token). */
  form?: boolean;
  /** Which statuses count as success; default 200–201. spec 000 §7 */
  successRange?: "200-201" | "200-399";
  /** Values for `:name` segments of the path. */
  pathParams?: Record<string, string | number>;
  /** Extra request headers (e.g. a request id). */
  headers?: Record<string, string>;
}

export type TBodyKind = "none" | "json" | "form" | "text" | "multipart";

/** A request ready to go: path already filled, params already split into query or body. */
export interface TPreparedRequest {
  method: THttpMethod;
  path: string;
  query?: Record<string, unknown>;
  body?: unknown;
  bodyKind: TBodyKind;
}

export interface TSendOptions extends TRequestOptions {
  /** Internal: batch reports a 401 once for the whole batch. */
  notifyUnauthorized?: boolean;
  /** Internal: a contract's schema of the answer's `data`, checked before camelCasing. */
  responseSchema?: ZodTypeAny;
}

export interface TResolvedSettings {
  apiBaseUrl: string;
  nodeBaseUrl: string;
  timeoutMs: number;
  retries: number;
  retryDelayMs: number;
  noInternetRetryDelayMs: number;
}

type TOutcome =
  | { kind: "response"; status: number; body: unknown }
  | { kind: "timeout" }
  | { kind: "network" }
  | { kind: "cancel" };

/** Statuses worth another try: the server or something in between failed, not the request itself. */
const RETRYABLE_STATUS = (status: number) => status >= 500 || status === 408 || status === 429;
/** Failures even when a body exists. spec 000 §8 */
const ALWAYS_FAILURE = new Set([401, 404, 500]);

export interface TSender {
  send<T>(prepared: TPreparedRequest, options?: TSendOptions): Promise<TResult<T>>;
  settings: TResolvedSettings;
  translate(key: string): string;
  reportUnauthorized(failure: TFailure): void;
  didTimeOut(): boolean;
}

export function createSender(
  options: TApiClientOptions,
  defaults: { timeoutMs: number; retries: number; retryDelayMs: number; noInternetRetryDelayMs: number },
): TSender {
  const $fetch = createFetch({ fetch: options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args)) });
  const settings: TResolvedSettings = {
    apiBaseUrl: trimSlash(options.apiBaseUrl),
    nodeBaseUrl: trimSlash(options.nodeBaseUrl ?? ""),
    timeoutMs: options.timeoutMs ?? defaults.timeoutMs,
    retries: options.retries ?? defaults.retries,
    retryDelayMs: options.retryDelayMs ?? defaults.retryDelayMs,
    noInternetRetryDelayMs: options.noInternetRetryDelayMs ?? defaults.noInternetRetryDelayMs,
  };
  const translate = options.translate ?? ((key: string) => key);
  const pendingByKey = new Map<string, AbortController>();
  let timedOut = false;

  function headersFor(prepared: TPreparedRequest, extra: Record<string, string> | undefined): Record<string, string> {
    const headers: Record<string, string> = {
      accept: "application/json",
      // spec 000 §7: Accept-Language from the language cookie, default de.
      "accept-language": toLocale(options.getCookie(COOKIE.language.name)),
    };
    if (prepared.bodyKind === "form") headers["content-type"] = "application/x-www-form-urlencoded";
    else if (prepared.bodyKind === "text") headers["content-type"] = "text/plain;charset=UTF-8";
    // multipart: fetch writes the boundary itself. Everything else announces JSON (spec 000 §7).
    else if (prepared.bodyKind !== "multipart") headers["content-type"] = "application/json";
    if (targetOf(prepared.path) === "api") {
      const token = options.getCookie(COOKIE.token.name);
      if (token) headers.authorization = `Bearer ${token}`;
    }
    const visitorId = options.getVisitorId ? options.getVisitorId() : options.getCookie(COOKIE.visitorId.name);
    if (visitorId) headers[VISITOR_ID_HEADER] = visitorId;
    return { ...headers, ...extra };
  }

  function urlFor(path: string): string {
    return (targetOf(path) === "api" ? settings.apiBaseUrl : settings.nodeBaseUrl) + path;
  }

  async function attempt(prepared: TPreparedRequest, sendOptions: TSendOptions, cancel: AbortSignal): Promise<TOutcome> {
    if (cancel.aborted) return { kind: "cancel" };
    const controller = new AbortController();
    let didTimeOut = false;
    const onCancel = () => controller.abort(cancel.reason);
    cancel.addEventListener("abort", onCancel, { once: true });
    const timer = setTimeout(() => {
      didTimeOut = true;
      controller.abort(new Error("api-client: request timed out"));
    }, settings.timeoutMs);
    try {
      const response: FetchResponse<unknown> = await $fetch.raw(urlFor(prepared.path), {
        method: prepared.method,
        headers: headersFor(prepared, sendOptions.headers),
        query: prepared.query,
        body: encodeBody(prepared) as BodyInit | Record<string, unknown> | undefined,
        credentials: "include",
        signal: controller.signal,
        retry: false,
        ignoreResponseError: true,
      });
      return { kind: "response", status: response.status, body: response._data };
    } catch {
      if (didTimeOut) return { kind: "timeout" };
      if (cancel.aborted) return { kind: "cancel" };
      return { kind: "network" };
    } finally {
      clearTimeout(timer);
      cancel.removeEventListener("abort", onCancel);
    }
  }

  function failure(status: TFailure["status"], errors: TFailure["errors"], body?: unknown): TFailure {
    const result: TFailure = { ok: false, status, errors, message: messageOf(errors, translate) };
    if (body !== undefined && body !== "") result.body = body;
    return result;
  }

  function toResult<T>(outcome: TOutcome, prepared: TPreparedRequest, sendOptions: TSendOptions): TResult<T> {
    switch (outcome.kind) {
      case "timeout":
        // The server-render timeout flag (spec 000 §8): loaders read it through didTimeOut().
        timedOut = true;
        return failure(REQUEST_FAILURE_CODE.timeout, [{ code: REQUEST_FAILURE_CODE.timeout, title: REQUEST_ERROR_KEY.timeout, source: null }]);
      case "network":
        return failure(REQUEST_FAILURE_CODE.noInternet, [{ code: REQUEST_FAILURE_CODE.noInternet, title: REQUEST_ERROR_KEY.noInternet, source: null }]);
      case "cancel":
        return failure(REQUEST_FAILURE_CODE.cancelled, [{ code: REQUEST_FAILURE_CODE.cancelled, title: REQUEST_ERROR_KEY.cancelled, source: null }]);
      case "response":
        break;
    }
    const { status, body } = outcome;
    const camelCase = sendOptions.camelCase ?? true;
    const inRange =
      sendOptions.successRange === "200-399" ? status >= 200 && status < 400 : (REQUEST.successStatuses as readonly number[]).includes(status);
    if (inRange && !ALWAYS_FAILURE.has(status)) {
      let data = unwrapEnvelope(body);
      if (sendOptions.responseSchema) {
        const parsed = sendOptions.responseSchema.safeParse(data);
        if (!parsed.success) {
          const source = parsed.error.issues[0]?.path.join(".") || null;
          return failure(status, [{ code: "E_INVALID_RESPONSE", title: REQUEST_ERROR_KEY.somethingWrong, source }], body);
        }
        data = parsed.data;
      }
      return { ok: true, status, data: (camelCase ? camelizeKeys(data) : data) as T };
    }
    const normalized = normalizeFailure(status, body);
    return failure(normalized.status, normalized.errors, camelCase ? camelizeKeys(body) : body);
  }

  async function send<T>(prepared: TPreparedRequest, sendOptions: TSendOptions = {}): Promise<TResult<T>> {
    const cancel = new AbortController();
    const onUserAbort = () => cancel.abort(sendOptions.signal?.reason);
    if (sendOptions.signal?.aborted) cancel.abort(sendOptions.signal.reason);
    sendOptions.signal?.addEventListener("abort", onUserAbort, { once: true });
    const key = sendOptions.autoCancelKey;
    if (key !== undefined) {
      // spec 000 §4: requests of the same kind marked auto-cancel cancel earlier pending ones.
      pendingByKey.get(key)?.abort(new Error(`api-client: superseded (${key})`));
      pendingByKey.set(key, cancel);
    }
    try {
      let retriesLeft = sendOptions.retries ?? settings.retries;
      for (;;) {
        const outcome = await attempt(prepared, sendOptions, cancel.signal);
        const delay = retryDelayOf(outcome);
        if (delay !== undefined && retriesLeft > 0) {
          retriesLeft -= 1;
          if (await sleep(delay, cancel.signal)) continue;
          return toResult<T>({ kind: "cancel" }, prepared, sendOptions);
        }
        const result = toResult<T>(outcome, prepared, sendOptions);
        if (!result.ok && result.status === 401 && sendOptions.notifyUnauthorized !== false) reportUnauthorized(result);
        return result;
      }
    } finally {
      sendOptions.signal?.removeEventListener("abort", onUserAbort);
      if (key !== undefined && pendingByKey.get(key) === cancel) pendingByKey.delete(key);
    }
  }

  function retryDelayOf(outcome: TOutcome): number | undefined {
    if (outcome.kind === "network") return settings.noInternetRetryDelayMs;
    if (outcome.kind === "response" && RETRYABLE_STATUS(outcome.status)) return settings.retryDelayMs;
    // Timeouts are not retried: the visitor already waited the full timeout (see DECISIONS.md).
    return undefined;
  }

  function reportUnauthorized(result: TFailure): void {
    options.onUnauthorized?.(result);
  }

  return { send, settings, translate, reportUnauthorized, didTimeOut: () => timedOut };
}

/** Successful JSON answers wrap their payload in `{ data }`; other bodies are returned whole. */
function unwrapEnvelope(body: unknown): unknown {
  return isPlainObject(body) && Object.prototype.hasOwnProperty.call(body, "data") ? body.data : body;
}

function encodeBody(prepared: TPreparedRequest): unknown {
  if (prepared.bodyKind === "none" || prepared.body === undefined) return undefined;
  if (prepared.bodyKind === "json") return JSON.stringify(prepared.body);
  if (prepared.bodyKind === "form") return formEncode(prepared.body);
  if (prepared.bodyKind === "text") return String(prepared.body);
  return prepared.body; // multipart: a FormData
}

/** `application/x-www-form-urlencoded` from a flat object; lists repeat the key, null/undefined are left out. */
export function formEncode(values: unknown): string {
  const form = new URLSearchParams();
  if (!isPlainObject(values)) return "";
  for (const [key, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      form.append(key, typeof item === "object" ? JSON.stringify(item) : String(item));
    }
  }
  return form.toString();
}

/** Resolves true after `ms`, false as soon as `signal` aborts. */
function sleep(ms: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve(false);
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve(true);
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    signal.addEventListener("abort", onAbort, { once: true });
  });
}

function trimSlash(base: string): string {
  return base.replace(/\/+$/, "");
}
