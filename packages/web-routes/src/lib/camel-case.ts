/** snake_case → camelCase for one key: "avatar_url" → "avatarUrl", "price_15_mins" → "price15Mins". */
export function toCamelKey(key: string): string {
  return key.replace(/_+([a-z0-9])/gi, (_, char: string) => char.toUpperCase());
}

/**
 * Converts the keys (not the values) of an api answer to camelCase, deeply (spec 000 §7: response
 * keys are converted unless a call disables it).
 */
export function camelizeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camelizeKeys);
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) out[toCamelKey(key)] = camelizeKeys(inner);
    return out;
  }
  return value;
}
