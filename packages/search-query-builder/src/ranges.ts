import { z } from "zod";
import { AGE_FILTER_PATTERN, NUMBER_LIMITS, type TBand, type TRangeFilter } from "@samtrot/constants-catalogue";
import { AGE_FILTER_MAX } from "./pending-catalogue.js";
import { formatRangeEntry } from "./range-entry.js";

/**
 * A range filter entry: both bounds inclusive, whole numbers. `min: 0` is the open lower side and
 * `max: null` the open upper side (spec 000 §4: "[min,*] or [0,max]; an unbounded side is written *").
 * A range open on both sides filters nothing, so it is never kept.
 */
export const ZRange = z
  .object({ min: z.number().int().min(0), max: z.number().int().min(0).nullable() })
  .strict()
  .refine((range) => range.max === null || range.max >= range.min, { message: "validation.search.range_min_above_max" })
  .refine((range) => range.min > 0 || range.max !== null, { message: "validation.search.range_unbounded" });
export type TRange = z.infer<typeof ZRange>;

/** Largest value a bound of each range filter may carry. */
export const RANGE_FILTER_MAX: Readonly<Record<TRangeFilter, number>> = {
  age: AGE_FILTER_MAX,
  // spec 001 §5: the profile values stop there, so a bound above finds nothing new
  weight: NUMBER_LIMITS.weight.max,
  height: NUMBER_LIMITS.height.max,
  price: NUMBER_LIMITS.price.max,
};

/** Schema of one range of a given filter: a valid range whose bounds stay within the filter's maximum. */
export function zRangeOf(filter: TRangeFilter) {
  const max = RANGE_FILTER_MAX[filter];
  return ZRange.refine((range) => range.min <= max && (range.max === null || range.max <= max), {
    message: "validation.search.range_out_of_bounds",
  });
}

/**
 * Reads a URL entry `from-to` (spec 000 §5: "from-to, with * allowed as the upper bound").
 * Returns undefined for anything else, including ranges that filter nothing or exceed the filter.
 */
export function parseRangeEntry(entry: string, filter: TRangeFilter): TRange | undefined {
  if (!AGE_FILTER_PATTERN.test(entry)) return undefined;
  const [from, to] = entry.split("-") as [string, string];
  const candidate = { min: Number(from), max: to === "*" ? null : Number(to) };
  const parsed = zRangeOf(filter).safeParse(candidate);
  return parsed.success ? parsed.data : undefined;
}

export { formatRangeEntry };

/** The request form of a range (spec 000 §3/§4): `[18,25]`, `[46,*]`, `[0,120]`. */
export function formatRequestRange(range: TRange): string {
  return `[${range.min},${range.max === null ? "*" : range.max}]`;
}

/** Pattern of a request range; `*` stands for an open side. */
export const REQUEST_RANGE_PATTERN = /^\[(\d+|\*),(\d+|\*)\]$/;

/** Reads a request range back (the api uses it); undefined when malformed or min above max. */
export function parseRequestRange(text: string): { min: number | null; max: number | null } | undefined {
  const match = REQUEST_RANGE_PATTERN.exec(text);
  if (!match) return undefined;
  const min = match[1] === "*" ? null : Number(match[1]);
  const max = match[2] === "*" ? null : Number(match[2]);
  if (min !== null && max !== null && min > max) return undefined;
  return { min, max };
}

/**
 * A catalogue band (lower bound inclusive, upper exclusive) as an inclusive range: the age band
 * 18–25 (18 ≤ age < 26) is [18,25]; the price band "under 100" is [0,99]; "200+" is [200,*].
 */
export function bandToRange(band: TBand): TRange {
  return { min: band.min, max: band.maxExclusive === null ? null : band.maxExclusive - 1 };
}

/** Orders ranges by lower, then upper bound (open upper last) and drops duplicates. */
export function canonicalRanges(ranges: readonly TRange[]): TRange[] {
  const sorted = [...ranges].sort(
    (a, b) => a.min - b.min || (a.max ?? Number.POSITIVE_INFINITY) - (b.max ?? Number.POSITIVE_INFINITY),
  );
  return sorted.filter(
    (range, index) => index === 0 || formatRangeEntry(range) !== formatRangeEntry(sorted[index - 1] as TRange),
  );
}
