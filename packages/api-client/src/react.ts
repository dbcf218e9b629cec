import { atom, type Atom, type WritableAtom } from "jotai/vanilla";
import { useAtomValue, useSetAtom } from "jotai/react";
import type { TApiClient } from "./create-api-client.js";
import { isEndpoint, type TEndpoint } from "./endpoint.js";
import { REQUEST } from "@samtrot/constants-catalogue";
import type { TApiError, TFailure, TFailureStatus, TResult } from "./result.js";
import { isBatchSpec, type TBatchResult, type TBatchSpec } from "./run-batch.js";
import type { TRequestOptions } from "./send-request.js";

/**
 * The api client the request atoms use. The app sets it once (browser: `createBrowserApiClient()`) with
 * `store.set(apiClientAtom, client)` or a jotai Provider's initial values.
 */
export const apiClientAtom = atom<TApiClient | null>(null);

export type TRequestPhase = "idle" | "loading" | "success" | "failure";

/** The three lifecycle action types: [request, success, failure]. spec 000 §8 */
export type TActionTypes = readonly [request: string, success: string, failure: string];

export interface TRequestState<T> {
  phase: TRequestPhase;
  /** The action type of the last transition; null while idle. */
  type: string | null;
  /** The data of the last success (kept while a new call loads). For a batch: every key's result. */
  data: T | undefined;
  status: number | TFailureStatus | null;
  errors: TApiError[];
  /** The failure's translated message; null unless failed. */
  message: string | null;
}

export interface TRunArgs<T> {
  /** Params of a single call; for a batch, params per key (overriding those of the batch definition). */
  params?: unknown;
  options?: TRequestOptions;
  onSuccess?(data: T): void;
  /** Runs 500 ms after a failure (spec 000 §8). */
  onFailure?(failure: TFailure): void;
}

export interface TRequestAtoms<T> {
  actionTypes: TActionTypes;
  stateAtom: Atom<TRequestState<T>>;
  /** `store.set(runAtom, args)` calls the endpoint (or batch) and resolves with the outcome. */
  runAtom: WritableAtom<null, [args?: TRunArgs<T>], Promise<TRequestState<T>>>;
  resetAtom: WritableAtom<null, [], void>;
}

export interface TRequestAtomOptions {
  requestOptions?: TRequestOptions;
  /** Default 500. spec 000 §8 */
  failureCallbackDelayMs?: number;
}

const IDLE: TRequestState<never> = { phase: "idle", type: null, data: undefined, status: null, errors: [], message: null };

export function createRequestAtom<T = unknown>(
  endpoint: TEndpoint,
  actionTypes: TActionTypes,
  options?: TRequestAtomOptions,
): TRequestAtoms<T>;
export function createRequestAtom<S extends TBatchSpec>(
  batch: S,
  actionTypes: TActionTypes,
  options?: TRequestAtomOptions,
): TRequestAtoms<TBatchResult<S>>;
/**
 * Request state for components (spec 000 §8: "the request middleware demands an endpoint string (or a
 * batch) and exactly three action types"). Anything else is a programming error and throws at once.
 */
export function createRequestAtom(
  target: TEndpoint | TBatchSpec,
  actionTypes: TActionTypes,
  options: TRequestAtomOptions = {},
): TRequestAtoms<unknown> {
  const isBatch = !isEndpoint(target) && isBatchSpec(target);
  if (!isEndpoint(target) && !isBatch) {
    throw new Error(
      `createRequestAtom: expected an endpoint string ("GET /api/v2/…", "/node/…") or a non-empty batch object { key: endpoint }, got ${describe(target)}`,
    );
  }
  if (!isThreeDistinctStrings(actionTypes)) {
    throw new Error(
      `createRequestAtom: expected exactly three distinct, non-empty action types [request, success, failure], got ${describe(actionTypes)}`,
    );
  }
  const [requestType, successType, failureType] = actionTypes;
  const failureDelay = options.failureCallbackDelayMs ?? REQUEST.failCallbackDelayMs; // spec 000 §8
  const baseAtom = atom<TRequestState<unknown>>(IDLE);
  // Per store: a later run makes an earlier, still pending run's outcome stale.
  const runCountAtom = atom(0);

  const runAtom = atom(null, async (get, set, args: TRunArgs<unknown> = {}) => {
    const client = get(apiClientAtom);
    if (!client) throw new Error("createRequestAtom: no api client; set apiClientAtom first");
    const run = get(runCountAtom) + 1;
    set(runCountAtom, run);
    set(baseAtom, { ...get(baseAtom), phase: "loading", type: requestType, status: null, errors: [], message: null });

    const requestOptions = { ...options.requestOptions, ...args.options };
    let state: TRequestState<unknown>;
    let failure: TFailure | undefined;
    if (isBatch) {
      const perKey = (args.params ?? {}) as Record<string, unknown>;
      const spec = Object.fromEntries(
        Object.entries(target as TBatchSpec).map(([key, entry]) => {
          const member = isEndpoint(entry) ? { endpoint: entry } : entry;
          return [key, key in perKey ? { ...member, params: perKey[key] } : member];
        }),
      );
      const results = await client.batch(spec, requestOptions);
      failure = Object.values(results as Record<string, TResult<unknown>>).find((result): result is TFailure => !result.ok);
      state = failure
        ? { phase: "failure", type: failureType, data: results, status: failure.status, errors: failure.errors, message: failure.message }
        : { phase: "success", type: successType, data: results, status: 200, errors: [], message: null };
    } else {
      const result = await client.request(target as TEndpoint, args.params, requestOptions);
      if (result.ok) {
        state = { phase: "success", type: successType, data: result.data, status: result.status, errors: [], message: null };
      } else {
        failure = result;
        state = { ...get(baseAtom), phase: "failure", type: failureType, status: result.status, errors: result.errors, message: result.message };
      }
    }
    if (get(runCountAtom) !== run) return state; // superseded: leave the newer run's state alone
    set(baseAtom, state);
    if (failure) {
      const onFailure = args.onFailure;
      const failed = failure;
      if (onFailure) setTimeout(() => onFailure(failed), failureDelay);
    } else {
      args.onSuccess?.(state.data);
    }
    return state;
  });

  const resetAtom = atom(null, (get, set) => {
    set(runCountAtom, get(runCountAtom) + 1);
    set(baseAtom, IDLE);
  });

  return { actionTypes: [requestType, successType, failureType], stateAtom: atom((get) => get(baseAtom)), runAtom, resetAtom };
}

/** `[state, run]` for a component. */
export function useRequest<T>(atoms: TRequestAtoms<T>): [TRequestState<T>, (args?: TRunArgs<T>) => Promise<TRequestState<T>>] {
  return [useAtomValue(atoms.stateAtom), useSetAtom(atoms.runAtom)];
}

function isThreeDistinctStrings(value: unknown): value is TActionTypes {
  return (
    Array.isArray(value) &&
    value.length === 3 &&
    value.every((item) => typeof item === "string" && item.trim() !== "") &&
    new Set(value).size === 3
  );
}

function describe(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
