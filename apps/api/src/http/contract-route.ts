import type { Context, Hono } from "hono";
import type { z } from "zod";
import type { TContract } from "@samtrot/api-client/contracts";
import { requireUser } from "./auth.js";
import { AppError, validationError } from "./errors.js";
import { withRangeMeta } from "./range-meta.js";
import type { TAppEnv } from "./types.js";

type Infer<T> = [NonNullable<T>] extends [z.ZodTypeAny] ? z.output<NonNullable<T>> : undefined;

export interface THandlerInput<C extends TContract> {
  c: Context<TAppEnv>;
  params: Record<string, string>;
  query: Infer<C["query"]>;
  body: C["bodyType"] extends "text" ? string : Infer<C["body"]>;
}

/** What a handler returns: the `data` of a JSON answer, or a ready Response (images, streams). */
export type THandlerResult<C extends TContract> = ([NonNullable<C["response"]>] extends [z.ZodTypeAny] ? z.input<NonNullable<C["response"]>> : never) | Response;

const MAX_JSON_BODY = 1_000_000;

/**
 * Binds a contract to a thin handler: parses params, query and body with the contract's schemas (422 with
 * `validation.*` keys on failure) and wraps JSON answers in `{ data }`.
 */
export function route<C extends TContract>(
  app: Hono<TAppEnv>,
  contract: C,
  handler: (input: THandlerInput<C>) => Promise<THandlerResult<C>> | THandlerResult<C>,
  options: { status?: 200 | 201 } = {},
): void {
  app.on(contract.method, contract.path, async (c) => {
    // `auth: "user"` contracts are enforced here, before any input is read (401 without a valid Bearer token).
    if (contract.auth === "user") await requireUser(c);
    const params = parseWith(contract.params, c.req.param(), "params");
    const query = parseWith(contract.query, Object.fromEntries(new URL(c.req.url).searchParams), "query");
    let body: unknown = undefined;
    if (contract.bodyType === "text") {
      body = await readText(c, MAX_JSON_BODY);
    } else if (contract.body) {
      body = parseWith(contract.body, await readBody(c, contract.bodyType ?? "json"), undefined);
    }
    const result = await handler({ c, params, query, body } as THandlerInput<C>);
    if (result instanceof Response) return result;
    return c.json({ data: result }, options.status ?? 200);
  });
}

function parseWith(schema: z.ZodTypeAny | undefined, value: unknown, prefix: string | undefined): any {
  if (!schema) return value;
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw withRangeMeta(validationError(parsed.error, prefix));
  return parsed.data;
}

async function readText(c: Context<TAppEnv>, limit: number): Promise<string> {
  const declared = Number(c.req.header("content-length") ?? "0");
  if (declared > limit) throw new AppError(413, "exception.common.payload_too_large");
  const text = await c.req.text();
  if (text.length > limit) throw new AppError(413, "exception.common.payload_too_large");
  return text;
}

async function readBody(c: Context<TAppEnv>, kind: "json" | "form"): Promise<unknown> {
  const text = await readText(c, MAX_JSON_BODY);
  if (kind === "form") return Object.fromEntries(new URLSearchParams(text));
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError(400, "validation.common.malformed_json");
  }
}
