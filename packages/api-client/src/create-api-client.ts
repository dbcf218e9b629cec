import type { z } from "zod";
import { REQUEST } from "@samtrot/constants-catalogue";
import type { TCamelCased } from "./camel-case.js";
import type { TContract, TContractBody, TContractQuery } from "./contracts/define-contract.js";
import { fillPathParams, parseEndpoint, type TEndpoint } from "./endpoint.js";
import { messageOf, zodIssuesToApiErrors } from "./normalize-errors.js";
import type { TFailure, TResult } from "./result.js";
import { runBatch, type TBatchResult, type TBatchSpec } from "./run-batch.js";
import {
  createSender,
  type TApiClientOptions,
  type TBodyKind,
  type TPreparedRequest,
  type TRequestOptions,
  type TResolvedSettings,
  type TSendOptions,
} from "./send-request.js";
import { uploadInChunks, type TUploadOptions, type TUploadResult } from "./upload-in-chunks.js";

/** Input of a contract call: path params, query and body, each checked with the contract's schema. */
export interface TCallInput<C extends TContract> {
  params?: Record<string, string | number>;
  query?: TContractQuery<C>;
  body?: C["bodyType"] extends "text" ? string : TContractBody<C>;
}

export type TContractData<C> = C extends TContract<any, any, infer R> ? (R extends z.ZodTypeAny ? z.output<R> : unknown) : unknown;
export type TCallOptions<CC extends boolean> = Omit<TRequestOptions, "camelCase" | "form" | "pathParams"> & { camelCase?: CC };

export interface TApiClient {
  /**
   * One call. `params` become the query string for GET and the JSON body (form body for sign-in) otherwise.
   * Never throws for HTTP or network trouble: the result says what happened.
   */
  request<T = unknown>(endpoint: TEndpoint, params?: unknown, options?: TRequestOptions): Promise<TResult<T>>;
  /** A typed call through a shared zod contract: input checked before sending (422 without a request), answer checked after. */
  call<C extends TContract, CC extends boolean = true>(
    contract: C,
    input?: TCallInput<C>,
    options?: TCallOptions<CC>,
  ): Promise<TResult<CC extends false ? TContractData<C> : TCamelCased<TContractData<C>>>>;
  /** Several endpoints at once, one result per key. spec 000 §7 */
  batch<S extends TBatchSpec>(spec: S, options?: TRequestOptions): Promise<TBatchResult<S>>;
  /** Chunked upload in 512 KB pieces. spec 000 §7 */
  upload<T = unknown>(path: string, file: Blob, options: TUploadOptions): Promise<TUploadResult<T>>;
  /** True once any call of this client timed out: the server-render timeout flag of spec 000 §8. */
  didTimeOut(): boolean;
  readonly settings: Readonly<TResolvedSettings>;
}

const SIGN_IN_PATH = /^\/oauth\/v2\/token(?:[?#]|$)/;

export function createApiClient(options: TApiClientOptions): TApiClient {
  // spec 000 §7, §8, §9: 25 000 ms timeout, 2 retries after 100 ms, 2 s after a network error.
  const sender = createSender(options, {
    timeoutMs: REQUEST.timeoutMs,
    retries: REQUEST.retries,
    retryDelayMs: REQUEST.retryDelayMs,
    noInternetRetryDelayMs: REQUEST.noInternetRetryDelayMs,
  });

  function request<T>(endpoint: TEndpoint, params?: unknown, requestOptions: TSendOptions = {}): Promise<TResult<T>> {
    const { method, path: template } = parseEndpoint(endpoint);
    const path = fillPathParams(template, requestOptions.pathParams);
    const bodyKind: TBodyKind = requestOptions.form || SIGN_IN_PATH.test(path) ? "form" : "json";
    const prepared: TPreparedRequest =
      method === "GET"
        ? { method, path, query: params as Record<string, unknown> | undefined, bodyKind: "json" }
        : { method, path, body: params, bodyKind };
    return sender.send<T>(prepared, requestOptions);
  }

  async function call(contract: TContract, input: TCallInput<TContract> = {}, callOptions: TCallOptions<boolean> = {}) {
    const params = checkWith(contract.params, input.params ?? {}, "params");
    if (!params.ok) return params.failure;
    const query = checkWith(contract.query, input.query, "query");
    if (!query.ok) return query.failure;
    const body = contract.bodyType === "text" ? { ok: true as const, value: input.body } : checkWith(contract.body, input.body, undefined);
    if (!body.ok) return body.failure;
    const bodyKind: TBodyKind = contract.method === "GET" ? "json" : contract.bodyType ?? "json";
    return sender.send(
      {
        method: contract.method,
        path: fillPathParams(contract.path, params.value as Record<string, string | number>),
        query: query.value as Record<string, unknown> | undefined,
        body: contract.method === "GET" ? undefined : body.value,
        bodyKind,
      },
      { ...callOptions, responseSchema: contract.response },
    );
  }

  function checkWith(schema: z.ZodTypeAny | undefined, value: unknown, prefix: string | undefined) {
    if (!schema) return { ok: true as const, value };
    const parsed = schema.safeParse(value);
    if (parsed.success) return { ok: true as const, value: parsed.data as unknown };
    const errors = zodIssuesToApiErrors(parsed.error, prefix);
    const failure: TFailure = { ok: false, status: 422, errors, message: messageOf(errors, sender.translate) };
    return { ok: false as const, failure };
  }

  return {
    request,
    call: call as TApiClient["call"],
    batch: (spec, batchOptions = {}) => runBatch(spec, batchOptions, request, sender.reportUnauthorized),
    upload: (path, file, uploadOptions) => uploadInChunks(sender, parseEndpoint(path).path, file, uploadOptions),
    didTimeOut: sender.didTimeOut,
    settings: sender.settings,
  };
}
