/** Collects the parameters of one SQL statement; add() returns the placeholder ($1, $2::int8[], …). */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown, cast?: string): string {
    this.values.push(value);
    return `$${this.values.length}${cast ? `::${cast}` : ""}`;
  }
}

/** A whole number checked before it is written into SQL text (ids, codes, bit masks, limits). */
export function int(value: number): string {
  if (!Number.isSafeInteger(value)) throw new TypeError(`not an integer: ${value}`);
  return String(value);
}

/** A list of whole numbers as an SQL array literal of the given type. */
export function intArray(values: readonly number[], type: "smallint" | "integer" | "bigint"): string {
  return `ARRAY[${values.map(int).join(",")}]::${type}[]`;
}
