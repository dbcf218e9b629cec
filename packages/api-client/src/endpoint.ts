import type { THttpMethod } from "./contracts/define-contract.js";

export type { THttpMethod };

/** An endpoint: `"POST /api/v2/user/logout"`, `"/api/v2/health"` (GET), or `{ method, path }` (a contract fits). */
export type TEndpoint = string | { method: THttpMethod; path: string };

export interface TParsedEndpoint {
  method: THttpMethod;
  path: string;
}

const METHODS: readonly THttpMethod[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];
const ENDPOINT_STRING = /^(?:(GET|POST|PUT|PATCH|DELETE)\s+)?(\/\S*)$/;

/** Which host a path goes to (spec 000 §7): the backend for /api/v2 and /oauth/v2, else the web server itself. */
export type TTarget = "api" | "node";

const BACKEND_PATH = /^\/(?:api|oauth)\/v2(?:[/?#]|$)/;

export function targetOf(path: string): TTarget {
  return BACKEND_PATH.test(path) ? "api" : "node";
}

/** True when `value` names an endpoint this helper can call; used to reject bad input with a clear error. */
export function isEndpoint(value: unknown): value is TEndpoint {
  if (typeof value === "string") return ENDPOINT_STRING.test(value.trim());
  if (value === null || typeof value !== "object") return false;
  const { method, path } = value as { method?: unknown; path?: unknown };
  return METHODS.includes(method as THttpMethod) && typeof path === "string" && path.startsWith("/");
}

/** Parses an endpoint; a malformed one is a programming error and throws. */
export function parseEndpoint(endpoint: TEndpoint): TParsedEndpoint {
  if (!isEndpoint(endpoint)) {
    throw new Error(
      `api-client: invalid endpoint ${JSON.stringify(endpoint)}; expected "METHOD /path" (GET, POST, PUT, PATCH, DELETE), "/path" or { method, path }`,
    );
  }
  if (typeof endpoint !== "string") return { method: endpoint.method, path: endpoint.path };
  const match = ENDPOINT_STRING.exec(endpoint.trim())!;
  return { method: (match[1] as THttpMethod | undefined) ?? "GET", path: match[2]! };
}

/** Fills `:name` segments (the api router's syntax) from `params`; a missing value is a programming error. */
export function fillPathParams(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === "") throw new Error(`api-client: path parameter "${name}" missing for ${path}`);
    return encodeURIComponent(String(value));
  });
}
