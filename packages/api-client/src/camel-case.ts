/**
 * snake_case → camelCase for response keys (spec 000 §7). Only an underscore between two letters/digits
 * is folded, so leading/trailing underscores and `a__b` stay as they are; the type mirrors the runtime.
 */
export type TCamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? Head extends ""
    ? S
    : Tail extends "" | `_${string}`
      ? S
      : `${Head}${Capitalize<TCamelCase<Tail>>}`
  : S;

export type TCamelCased<T> = T extends readonly (infer U)[]
  ? TCamelCased<U>[]
  : T extends object
    ? { [K in keyof T as K extends string ? TCamelCase<K> : K]: TCamelCased<T[K]> }
    : T;

const SNAKE_SEPARATOR = /(?<=[A-Za-z0-9])_([A-Za-z0-9])/g;

export function toCamelCase(key: string): string {
  return key.replace(SNAKE_SEPARATOR, (_match, next: string) => next.toUpperCase());
}

/** Converts the keys of plain objects at any depth; arrays are walked, other values are returned as is. */
export function camelizeKeys<T>(value: T): TCamelCased<T> {
  return camelize(value) as TCamelCased<T>;
}

function camelize(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camelize);
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) out[toCamelCase(key)] = camelize(inner);
  return out;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object") return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
