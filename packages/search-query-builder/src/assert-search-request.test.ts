import { describe, expect, it } from "vitest";
import { SearchRequestRefusedError, assertSearchRequest, type TSearchLogger } from "./assert-search-request.js";
import { buildSearchRequest } from "./build-search-request.js";
import { parseSearchUrl } from "./parse-search-url.js";
import type { TSearchRequest } from "./search-request-schema.js";
import { VIEWERS } from "./test-viewers.js";

/** A logger that keeps what it is told, in pino's (details, message) order. */
function recordingLogger(): TSearchLogger & { lines: { details: Record<string, unknown>; message: string }[] } {
  const lines: { details: Record<string, unknown>; message: string }[] = [];
  return { lines, error: (details, message) => lines.push({ details, message }) };
}

const valid = buildSearchRequest(
  parseSearchUrl({ searchKind: "default", searchParams: new URLSearchParams("age=18-25"), viewer: VIEWERS.client }).state,
  VIEWERS.client,
) as TSearchRequest;

function refusal(candidate: unknown, logger: TSearchLogger): SearchRequestRefusedError {
  try {
    assertSearchRequest(candidate, logger);
  } catch (error) {
    if (error instanceof SearchRequestRefusedError) return error;
    throw error;
  }
  throw new Error("the request was not refused");
}

describe("a search call must carry its required keys (spec 000 §5)", () => {
  it("accepts a built request and returns it", () => {
    const logger = recordingLogger();
    expect(assertSearchRequest(valid, logger)).toEqual(valid);
    expect(logger.lines).toEqual([]);
  });

  it.each(["page_no", "page_size", "query", "filterquery", "facets"])("refuses and logs a request without %s", (key) => {
    const logger = recordingLogger();
    const { [key as keyof TSearchRequest]: _dropped, ...rest } = valid;
    const error = refusal(rest, logger);
    expect(error.title).toBe("exception.search.missing_required_keys");
    expect(error.code).toBe(422);
    expect(error.details.missing).toEqual([key]);
    expect(logger.lines).toEqual([{ details: { missing: [key] }, message: "search request refused: required keys missing" }]);
  });

  it("refuses anything that is not an object, naming every key", () => {
    const logger = recordingLogger();
    expect(refusal(null, logger).details.missing).toEqual(["page_no", "page_size", "query", "filterquery", "facets"]);
    expect(logger.lines).toHaveLength(1);
  });

  it("lets sort be left out and defaults it to top_ranking", () => {
    const { sort: _sort, ...withoutSort } = valid;
    expect(assertSearchRequest(withoutSort, recordingLogger()).sort).toBe("top_ranking");
  });

  it.each([
    ["an unknown filter", { filterquery: { ...valid.filterquery, colour: ["red"] } }],
    ["a malformed range", { filterquery: { ...valid.filterquery, age: ["18-25"] } }],
    ["a range with min above max", { filterquery: { ...valid.filterquery, age: ["[30,20]"] } }],
    ["a radius that is no choice", { filterquery: { ...valid.filterquery, location: { lat: 1, lon: 1, radius: 7 } } }],
    ["radius and country mode at once", { filterquery: { ...valid.filterquery, country: ["DE"] } }],
    ["an empty user_type list", { filterquery: { ...valid.filterquery, user_type: [] } }],
    ["a page size above 24", { page_size: 25 }],
    ["page 0", { page_no: 0 }],
    ["an unknown facet", { facets: { terms: ["colour"], ranges: [] } }],
    ["an unknown sort", { sort: "random" }],
  ])("refuses and logs %s", (_label, patch) => {
    const logger = recordingLogger();
    const error = refusal({ ...valid, ...patch }, logger);
    expect(error.title).toBe("validation.search.invalid_request");
    expect(error.details.issues?.length).toBeGreaterThan(0);
    expect(logger.lines[0]?.message).toBe("search request refused: invalid values");
  });

  it("accepts the global radius id (brand mode, spec 000 §7)", () => {
    const request = { ...valid, filterquery: { ...valid.filterquery, location: { lat: 1, lon: 1, radius: 69420 } } };
    expect(assertSearchRequest(request, recordingLogger()).filterquery.location?.radius).toBe(69420);
  });
});
