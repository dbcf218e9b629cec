// The single request helper (spec 000 §7, §8): routing, headers, camelCase, batch, retries, timeouts,
// cancellation, error normalisation, chunked upload. Server side: "./server"; components: "./react".
export { createApiClient } from "./create-api-client.js";
export type { TApiClient, TCallInput, TCallOptions, TContractData } from "./create-api-client.js";
export type { TApiClientOptions, TRequestOptions, TResolvedSettings } from "./send-request.js";
export { formEncode } from "./send-request.js";
export { createBrowserApiClient } from "./browser.js";
export type { TBrowserApiOptions } from "./browser.js";
export { REQUEST_ERROR_KEY, REQUEST_FAILURE_CODE } from "./result.js";
export type { TApiError, TFailure, TFailureStatus, TRequestFailureCode, TResult, TSuccess } from "./result.js";
export { isEndpoint, parseEndpoint, targetOf, fillPathParams } from "./endpoint.js";
export type { TEndpoint, THttpMethod, TParsedEndpoint, TTarget } from "./endpoint.js";
export { camelizeKeys, toCamelCase } from "./camel-case.js";
export type { TCamelCase, TCamelCased } from "./camel-case.js";
export { messageOf, normalizeFailure, translateTitle, zodIssuesToApiErrors } from "./normalize-errors.js";
export { isBatchSpec } from "./run-batch.js";
export type { TBatchEntry, TBatchResult, TBatchSpec } from "./run-batch.js";
export {
  RESHAPED_BATCH_KEYS,
  reshapeBatchData,
  toFieldVisibilityMap,
  toPhoneCountries,
  toRunningCountry,
} from "./reshape-batch.js";
export type { TFieldVisibility, TFieldVisibilityMap, TPhoneCountry, TReshapedBatchKey, TRunningCountry } from "./reshape-batch.js";
export type { TUploadOptions, TUploadResult } from "./upload-in-chunks.js";
export { ZUploadAction, ZUploadChunkMeta, ZUploadEndMeta } from "./upload-meta.js";
export type { TUploadAction, TUploadChunkMeta, TUploadEndMeta } from "./upload-meta.js";
export { loginRedirectTarget } from "./login-redirect.js";
export type { TLocationLike } from "./login-redirect.js";
export { parseCookies } from "./parse-cookies.js";
