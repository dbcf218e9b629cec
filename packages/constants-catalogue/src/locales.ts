import type { z } from "zod";
import type { ZLocale, ZSelectableLocale, ZTranslationNamespace } from "./schemas/locales.js";

/** All locales the product has texts for. spec 000 §2, spec 001 §3 */
export const LOCALES = ["de", "en", "es", "pl"] as const;
export type TLocale = z.infer<typeof ZLocale>;

/** Default language. spec 000 §2 and §9 */
export const DEFAULT_LOCALE = "de" satisfies TLocale;

/** Offered in the language selector; es and pl exist but are hidden. spec 000 §2 */
export const SELECTABLE_LOCALES = ["de", "en"] as const satisfies readonly TLocale[];
export type TSelectableLocale = z.infer<typeof ZSelectableLocale>;

/** Locale pairs (language_REGION). spec 001 §3 */
export const LOCALE_PAIRS = {
  de: "de_DE",
  en: "en_US",
  es: "es_ES",
  pl: "pl_PL",
} as const satisfies Readonly<Record<TLocale, string>>;
export type TLocalePair = (typeof LOCALE_PAIRS)[TLocale];

/** Translation namespaces. spec 001 §9 (the four loaded over HTTP, spec 000 §7, come first). */
export const TRANSLATION_NAMESPACES = [
  "common",
  "paella",
  "payment",
  "promotion",
  "dating",
  "profile",
  "messenger",
  "event",
  "blog",
] as const;
export type TTranslationNamespace = z.infer<typeof ZTranslationNamespace>;

/** Query parameter that chooses the language. spec 000 §2 */
export const LANGUAGE_QUERY_PARAM = "lng";

export function isLocale(value: unknown): value is TLocale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

export function isTranslationNamespace(value: unknown): value is TTranslationNamespace {
  return typeof value === "string" && (TRANSLATION_NAMESPACES as readonly string[]).includes(value);
}

/** Narrows any string to a known locale, falling back to the default. */
export function toLocale(value: string | null | undefined): TLocale {
  // Without zod: this runs on every page in the browser, where zod is not loaded.
  const lower = value?.toLowerCase();
  return isLocale(lower) ? lower : DEFAULT_LOCALE;
}
