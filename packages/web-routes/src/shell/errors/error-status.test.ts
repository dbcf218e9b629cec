import { describe, expect, it } from "vitest";
import { errorMessageKey, errorPageStatus } from "./error-status";

describe("errorPageStatus", () => {
  it.each([
    ["500", 500],
    ["404", 404],
    ["400", 400],
    ["599", 599],
    ["503", 503],
    ["302", 404],
    ["600", 404],
    ["abc", 404],
    ["5000", 404],
    [undefined, 404],
  ])("error/%s → %s", (code, status) => {
    expect(errorPageStatus(code)).toBe(status);
  });
});

describe("errorMessageKey", () => {
  const known = new Set(["exception.common.not_found", "validation.common.required"]);
  const exists = (key: string) => known.has(key);

  it("translates known validation. and exception. keys", () => {
    expect(errorMessageKey("validation.common.required", exists)).toBe("validation.common.required");
    expect(errorMessageKey("exception.common.not_found", exists)).toBe("exception.common.not_found");
  });

  it("falls back to the generic key for anything else", () => {
    expect(errorMessageKey("exception.unknown.thing", exists)).toBe("exception.common.something_wrong_happened");
    expect(errorMessageKey("Internal Server Error", exists)).toBe("exception.common.something_wrong_happened");
    expect(errorMessageKey(undefined, exists)).toBe("exception.common.something_wrong_happened");
  });
});
