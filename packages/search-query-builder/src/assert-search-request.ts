import { REQUIRED_SEARCH_REQUEST_KEYS, ZSearchRequest, type TSearchRequest } from "./search-request-schema.js";

/** The part of a logger this needs; pino's `logger.error(details, message)` fits as it is. */
export type TSearchLogger = { error(details: Record<string, unknown>, message: string): void };

/** A refused search request; `title` is the translation key the api answers with (422). */
export class SearchRequestRefusedError extends Error {
  readonly code = 422;
  constructor(
    readonly title: "exception.search.missing_required_keys" | "validation.search.invalid_request",
    readonly details: { missing?: string[]; issues?: { path: string; message: string }[] },
  ) {
    super(title);
    this.name = "SearchRequestRefusedError";
  }
}

/**
 * Checks a search call before it is made or answered. spec 000 §5: a search call must carry page_no,
 * page_size, query, filterquery and facets, otherwise an error is logged — and the call is refused
 * (thrown), because a search without them would silently list the wrong profiles. A request that has
 * every key but a bad value is logged and refused the same way. Returns the parsed request.
 */
export function assertSearchRequest(candidate: unknown, logger: TSearchLogger): TSearchRequest {
  const record = typeof candidate === "object" && candidate !== null ? (candidate as Record<string, unknown>) : {};
  const missing = REQUIRED_SEARCH_REQUEST_KEYS.filter((key) => record[key] === undefined);
  if (missing.length > 0) {
    logger.error({ missing }, "search request refused: required keys missing");
    throw new SearchRequestRefusedError("exception.search.missing_required_keys", { missing });
  }
  const parsed = ZSearchRequest.safeParse(candidate);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
    logger.error({ issues }, "search request refused: invalid values");
    throw new SearchRequestRefusedError("validation.search.invalid_request", { issues });
  }
  return parsed.data;
}
