import { describe, expect, it } from "vitest";
import { CODE_FILTERS, TRAIT_FILTERS } from "./filter-fields.js";
import { CODE_FILTER_KEYS, TRAIT_FILTER_KEYS } from "./filter-keys.js";

// The browser writes and counts search states with the zod-free key lists; the schemas keep their own tables.
// Same names in the same order (the order of the parameters in a search URL).
describe("filter keys", () => {
  it("list the trait filters of TRAIT_FILTERS in its order", () => {
    expect([...TRAIT_FILTER_KEYS]).toEqual(Object.keys(TRAIT_FILTERS));
  });
  it("list the code filters of CODE_FILTERS in its order", () => {
    expect([...CODE_FILTER_KEYS]).toEqual(Object.keys(CODE_FILTERS));
  });
});
