import type { InitOptions } from "i18next";
import { LOCALES, type TLocale, type TTranslationNamespace } from "@samtrot/constants-catalogue";

/** Where the browser loads a namespace from (spec 000 §7). */
export const LOCALE_LOAD_PATH = "/public/locales/{{lng}}/{{ns}}.json";

/** Retries of a failed translation load (5xx or network; a 4xx is final, spec 000 §8). */
export const TRANSLATION_LOAD_MAX_RETRIES = 3;
export const TRANSLATION_LOAD_RETRY_MS = 350;

/**
 * Options both sides share, so server and browser render the same text: the brand name is a default
 * interpolation variable (`{{brand}}` in any text), no fallback language (every locale has every key,
 * a test guards that), React escapes, no Suspense.
 */
export function baseI18nOptions(input: { lang: TLocale; brandName: string; ns: readonly TTranslationNamespace[] }): InitOptions {
  return {
    lng: input.lang,
    supportedLngs: [...LOCALES],
    fallbackLng: false,
    ns: [...input.ns],
    defaultNS: "common",
    interpolation: { escapeValue: false, defaultVariables: { brand: input.brandName } },
    react: { useSuspense: false },
    returnNull: false,
  };
}

/**
 * Browser options: namespaces come from /public/locales through LocaleFetchBackend, which marks a
 * 5xx or a network failure as retryable and a 4xx as final; i18next then retries the retryable ones.
 */
export function clientI18nOptions(input: {
  lang: TLocale;
  brandName: string;
  ns: readonly TTranslationNamespace[];
  /** Absolute origin for non-browser use (tests); the browser uses the page's origin. */
  origin?: string;
}): InitOptions {
  return {
    ...baseI18nOptions(input),
    maxRetries: TRANSLATION_LOAD_MAX_RETRIES,
    retryTimeout: TRANSLATION_LOAD_RETRY_MS,
    backend: { loadPath: `${input.origin ?? ""}${LOCALE_LOAD_PATH}` },
  };
}
