import { ERROR_KEY, REQUEST_ERROR_CODE } from "@samtrot/constants-catalogue";
import type { TApiError } from "./contracts/define-contract.js";

export type { TApiError };

/** Failure codes that are not HTTP statuses (ETIMEDOUT, E_NO_INTERNET, E_CANCEL_REQUEST). spec 000 §8 */
export const REQUEST_FAILURE_CODE = REQUEST_ERROR_CODE;
export type TRequestFailureCode = (typeof REQUEST_FAILURE_CODE)[keyof typeof REQUEST_FAILURE_CODE];

/** Translation keys this package puts into failures. spec 000 §8 (the first three are named there) */
export const REQUEST_ERROR_KEY = {
  somethingWrong: ERROR_KEY.somethingWrong,
  timeout: ERROR_KEY.requestTimeout,
  noInternet: ERROR_KEY.noInternet,
  /** Our decision: a cancelled request still carries a readable title. */
  cancelled: "exception.common.request_cancelled",
  /** Our decision: a 401 without a title of its own. */
  unauthorized: "exception.common.unauthorized",
} as const;

export type TFailureStatus = number | TRequestFailureCode;

export interface TSuccess<T> {
  ok: true;
  /** The HTTP status (200 or 201; 200–399 where the call asked for that range). */
  status: number;
  /** The `data` member of the answer's `{ data }` envelope, or the whole body when there is no envelope. */
  data: T;
}

export interface TFailure {
  ok: false;
  /** The HTTP status after normalisation (invalid_grant/access_denied → 401), or a failure code. */
  status: TFailureStatus;
  /** Never empty: the normalised errors of the body, or one entry made from the status. */
  errors: TApiError[];
  /** The first error title, translated when it is a `validation.`/`exception.` key; else the default text. */
  message: string;
  /** The (camelCased unless disabled) body of the failed answer, when there was one. */
  body?: unknown;
}

export type TResult<T> = TSuccess<T> | TFailure;
