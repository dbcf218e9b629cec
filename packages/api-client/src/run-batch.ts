import { isPlainObject } from "./camel-case.js";
import { isEndpoint, type TEndpoint } from "./endpoint.js";
import { isReshapedBatchKey, reshapeBatchData, type TReshapedBatchKey, type TReshapedData } from "./reshape-batch.js";
import type { TFailure, TResult } from "./result.js";
import type { TRequestOptions } from "./send-request.js";

/** One batch member: an endpoint, or an endpoint with its params and options. */
export type TBatchEntry = TEndpoint | { endpoint: TEndpoint; params?: unknown; options?: TRequestOptions };
export type TBatchSpec = Record<string, TBatchEntry>;
/** Per key a result of its own (spec 000 §7); the four special keys carry reshaped data. */
export type TBatchResult<S extends TBatchSpec> = {
  [K in keyof S]: TResult<K extends TReshapedBatchKey ? TReshapedData<K> : unknown>;
};

type TRequestFn = (endpoint: TEndpoint, params: unknown, options: TRequestOptions & { notifyUnauthorized: false }) => Promise<TResult<unknown>>;

/** True for a non-empty plain object whose every value is a batch member. */
export function isBatchSpec(value: unknown): value is TBatchSpec {
  if (!isPlainObject(value)) return false;
  const entries = Object.values(value);
  return entries.length > 0 && entries.every(isBatchEntry);
}

function isBatchEntry(value: unknown): value is TBatchEntry {
  if (isEndpoint(value)) return true;
  return isPlainObject(value) && isEndpoint(value.endpoint);
}

/**
 * Runs every member in parallel, each with its own retries; one failing member does not fail the others.
 * A 401 is reported once for the whole batch.
 */
export async function runBatch<S extends TBatchSpec>(
  spec: S,
  shared: TRequestOptions,
  request: TRequestFn,
  reportUnauthorized: (failure: TFailure) => void,
): Promise<TBatchResult<S>> {
  if (!isBatchSpec(spec)) {
    throw new Error("api-client: a batch is a non-empty object of { key: endpoint | { endpoint, params?, options? } }");
  }
  const keys = Object.keys(spec);
  const results = await Promise.all(
    keys.map(async (key) => {
      const entry = spec[key]!;
      const member = isEndpoint(entry) ? { endpoint: entry } : (entry as Exclude<TBatchEntry, TEndpoint>);
      const result = await request(member.endpoint, "params" in member ? member.params : undefined, {
        ...shared,
        ...("options" in member ? member.options : undefined),
        notifyUnauthorized: false,
      });
      if (result.ok && isReshapedBatchKey(key)) return { ...result, data: reshapeBatchData(key, result.data) };
      return result;
    }),
  );
  const unauthorized = results.find((result): result is TFailure => !result.ok && result.status === 401);
  if (unauthorized) reportUnauthorized(unauthorized);
  return Object.fromEntries(keys.map((key, index) => [key, results[index]])) as TBatchResult<S>;
}
