import type { TRange } from "./ranges.js";

// Apart from ranges.ts and its zod schemas: the browser writes search URLs with it on every search page.

/** The URL form of a range: `18-25`, `46-*`, `0-120`. */
export function formatRangeEntry(range: TRange): string {
  return `${range.min}-${range.max === null ? "*" : range.max}`;
}
