import { z } from "zod";

export type THttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * One endpoint, described once and shared by the api (validation, OpenAPI) and the web (typed calls).
 * `path` uses the api router's syntax: `/api/v2/media/avatar/:file`.
 */
export interface TContract<
  TQuery extends z.ZodTypeAny | undefined = z.ZodTypeAny | undefined,
  TBody extends z.ZodTypeAny | undefined = z.ZodTypeAny | undefined,
  TResponse extends z.ZodTypeAny | undefined = z.ZodTypeAny | undefined,
> {
  id: string;
  method: THttpMethod;
  path: string;
  summary: string;
  tags: readonly string[];
  /** Who may call it; the api enforces it. */
  auth: "public" | "user";
  /** Path parameters (`:name` segments). */
  params?: z.ZodTypeAny;
  query?: TQuery;
  body?: TBody;
  /** How the body travels; JSON unless stated. */
  bodyType?: "json" | "form" | "text";
  /** Schema of the `data` member of a successful JSON answer; undefined for non-JSON answers. */
  response?: TResponse;
  /** Content type of a non-JSON answer (e.g. an image). */
  responseContentType?: string;
}

export function defineContract<
  TQuery extends z.ZodTypeAny | undefined = undefined,
  TBody extends z.ZodTypeAny | undefined = undefined,
  TResponse extends z.ZodTypeAny | undefined = undefined,
>(contract: TContract<TQuery, TBody, TResponse>): TContract<TQuery, TBody, TResponse> {
  return contract;
}

/** The one error shape of the api (spec 000 §8): codes are HTTP statuses, titles translation keys. */
export const ZApiError = z.object({
  code: z.union([z.number().int(), z.string()]),
  title: z.string(),
  source: z.string().nullable().optional(),
});
export type TApiError = z.infer<typeof ZApiError>;

export const ZErrorResponse = z.object({ errors: z.array(ZApiError).min(1) });
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

/** Successful JSON answers wrap their payload in `data`. */
export function ZDataEnvelope<T extends z.ZodTypeAny>(data: T) {
  return z.object({ data });
}

export type TContractQuery<C> = C extends TContract<infer Q, any, any> ? (Q extends z.ZodTypeAny ? z.input<Q> : never) : never;
export type TContractBody<C> = C extends TContract<any, infer B, any> ? (B extends z.ZodTypeAny ? z.input<B> : never) : never;
export type TContractResponse<C> = C extends TContract<any, any, infer R> ? (R extends z.ZodTypeAny ? z.output<R> : never) : never;
