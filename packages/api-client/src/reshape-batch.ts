import { isPlainObject } from "./camel-case.js";

/**
 * The batch keys whose answers are reshaped (spec 000 §7 names them; the shapes are our decision, see
 * README.md). Each reshaper accepts snake_case or camelCase input, so it works with camelCase on or off.
 */
export const RESHAPED_BATCH_KEYS = ["runningCountry", "phoneCountriesList", "registerConfigs", "visibleConfigs"] as const;
export type TReshapedBatchKey = (typeof RESHAPED_BATCH_KEYS)[number];

/** The country the product runs in for this visitor: at least its ISO code; other fields pass through. */
export type TRunningCountry = { code: string } & Record<string, unknown>;
/** One entry of the phone country list; phoneCode is digits only, without "+". */
export interface TPhoneCountry {
  code: string;
  phoneCode: string;
}
/** Field visibility configuration values. spec 000 §5 */
export type TFieldVisibility = "false" | "required" | "optional";
/** Field name → visibility; a field that is absent is not configured. */
export type TFieldVisibilityMap = Record<string, TFieldVisibility>;

export type TReshapedData<K> = K extends "runningCountry"
  ? TRunningCountry | null
  : K extends "phoneCountriesList"
    ? TPhoneCountry[]
    : K extends "registerConfigs" | "visibleConfigs"
      ? TFieldVisibilityMap
      : never;

export function isReshapedBatchKey(key: string): key is TReshapedBatchKey {
  return (RESHAPED_BATCH_KEYS as readonly string[]).includes(key);
}

export function reshapeBatchData(key: TReshapedBatchKey, data: unknown): unknown {
  switch (key) {
    case "runningCountry":
      return toRunningCountry(data);
    case "phoneCountriesList":
      return toPhoneCountries(data);
    case "registerConfigs":
    case "visibleConfigs":
      return toFieldVisibilityMap(data);
  }
}

const COUNTRY_CODE = /^[A-Z]{2}$/;

/**
 * runningCountry → the single country object: the first element of a list, an object that has a `code`,
 * or the only value of a one-entry map (`{ "DE": {...} }` adds code "DE"; `{ "country": {...} }` unwraps).
 * Nothing recognisable → null.
 */
export function toRunningCountry(data: unknown): TRunningCountry | null {
  if (Array.isArray(data)) return data.length > 0 ? toRunningCountry(data[0]) : null;
  if (!isPlainObject(data)) return null;
  if (typeof data.code === "string" && data.code !== "") return { ...data, code: data.code };
  const entries = Object.entries(data);
  if (entries.length !== 1) return null;
  const [name, inner] = entries[0]!;
  if (!isPlainObject(inner)) return null;
  if (typeof inner.code === "string" && inner.code !== "") return { ...inner, code: inner.code };
  return COUNTRY_CODE.test(name) ? { ...inner, code: name } : null;
}

/**
 * phoneCountriesList → `[{ code, phoneCode }]` in answer order, from a map `{ DE: 49 }`, `{ DE: "+49" }`,
 * `{ DE: { phone_code: 49 } }`, or a list of `{ code, phone_code }`. Entries without digits are dropped.
 */
export function toPhoneCountries(data: unknown): TPhoneCountry[] {
  const pairs: [unknown, unknown][] = Array.isArray(data)
    ? data.map((item) => (isPlainObject(item) ? [item.code, item] : [undefined, undefined]))
    : isPlainObject(data)
      ? Object.entries(data)
      : [];
  const out: TPhoneCountry[] = [];
  for (const [code, value] of pairs) {
    if (typeof code !== "string" || code === "") continue;
    const raw = isPlainObject(value) ? (value.phoneCode ?? value.phone_code) : value;
    const digits = typeof raw === "number" || typeof raw === "string" ? String(raw).replace(/^\+/, "").trim() : "";
    if (!/^\d+(?:-\d+)?$/.test(digits)) continue;
    out.push({ code, phoneCode: digits });
  }
  return out;
}

/**
 * registerConfigs / visibleConfigs → `{ field: "false" | "required" | "optional" }` from a list of
 * `{ name, value }` (or a ready map). Values are read leniently: false/0/"0"/"false"/"hidden" → "false";
 * true/1/"1"/"true"/"required" → "required"; "optional" → "optional". Unknown values are dropped.
 */
export function toFieldVisibilityMap(data: unknown): TFieldVisibilityMap {
  const pairs: [unknown, unknown][] = Array.isArray(data)
    ? data.map((item) => (isPlainObject(item) ? [item.name, item.value] : [undefined, undefined]))
    : isPlainObject(data)
      ? Object.entries(data)
      : [];
  const out: TFieldVisibilityMap = {};
  for (const [name, value] of pairs) {
    if (typeof name !== "string" || name === "") continue;
    const visibility = toFieldVisibility(value);
    if (visibility) out[name] = visibility;
  }
  return out;
}

function toFieldVisibility(value: unknown): TFieldVisibility | undefined {
  const word = typeof value === "string" ? value.trim().toLowerCase() : value;
  if (word === false || word === 0 || word === "0" || word === "false" || word === "hidden") return "false";
  if (word === true || word === 1 || word === "1" || word === "true" || word === "required") return "required";
  if (word === "optional") return "optional";
  return undefined;
}
