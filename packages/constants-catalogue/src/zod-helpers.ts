import { z } from "zod";

// Code tables are plain objects (name → code). These helpers turn one into a zod schema whose
// output type is exactly the union of its codes, so a table is written once and validated everywhere.

type TLiteral = string | number;

/** Schema accepting exactly the values of a code table (e.g. USER_TYPE → 0|1|2|3|9|10). */
export function zCodeOf<const T extends Record<string, TLiteral>>(table: T): z.ZodType<T[keyof T]> {
  return zOneOf(Object.values(table) as T[keyof T][]);
}

/** Schema accepting exactly the listed literal values (numbers or strings). */
export function zOneOf<const V extends TLiteral>(values: readonly V[]): z.ZodType<V> {
  const unique = [...new Set(values)];
  const literals = unique.map((value) => z.literal(value));
  if (literals.length === 0) throw new Error("zOneOf needs at least one value");
  if (literals.length === 1) return literals[0] as unknown as z.ZodType<V>;
  return z.union(literals as unknown as [z.ZodLiteral<V>, z.ZodLiteral<V>, ...z.ZodLiteral<V>[]]);
}

/** Schema accepting exactly the keys (names) of a code table (e.g. "client"). */
export function zKeyOf<const T extends Record<string, unknown>>(table: T): z.ZodType<keyof T & string> {
  return zOneOf(Object.keys(table) as (keyof T & string)[]);
}
