import { createInstance, type i18n as TI18n, type TFunction } from "i18next";
import { baseI18nOptions } from "./i18n-options";
import { TRANSLATION_NAMESPACES, type TLocale } from "@samtrot/constants-catalogue";
import type { TLocaleResources } from "./locale-bundle.server";

export type TServerI18n = {
  /** The one instance for a language; shared by all requests, never switched to another language. */
  instance(lang: TLocale): TI18n;
  t(lang: TLocale): TFunction;
};

/**
 * Translation instances created once per language per process. A per-request instance costs about
 * 60 % of SSR throughput (STACK-NOTES), and each instance stays on its language, so sharing is safe.
 */
export function createServerI18n(input: { brandName: string; resources: TLocaleResources }): TServerI18n {
  const instances = new Map<TLocale, TI18n>();
  const instance = (lang: TLocale): TI18n => {
    let created = instances.get(lang);
    if (!created) {
      created = createInstance();
      // Resources are inline, so initImmediate: false makes init synchronous.
      void created.init({
        ...baseI18nOptions({ lang, brandName: input.brandName, ns: TRANSLATION_NAMESPACES }),
        resources: { [lang]: input.resources[lang] },
        initImmediate: false,
      });
      memoizeTranslations(created);
      instances.set(lang, created);
    }
    return created;
  };
  return {
    instance,
    t: (lang) => instance(lang).getFixedT(lang),
  };
}

/** How many texts one instance remembers; beyond it the memo starts afresh (values such as ages vary a lot). */
export const TRANSLATION_MEMO_SIZE = 20_000;

/**
 * Remembers the texts of a server instance: a page render asks for the same labels again and again (every tile,
 * every filter option), and i18next's lookup and interpolation cost about a sixth of the home's render. Resources
 * never change in a running server and an instance stays on its language, so a text depends only on its key and
 * options. Calls whose options hold anything but strings, numbers, booleans (objects, returnObjects, arrays of
 * keys) go to i18next each time.
 */
function memoizeTranslations(instance: TI18n): void {
  const translate = instance.t.bind(instance) as (key: unknown, options?: unknown) => unknown;
  const memo = new Map<string, unknown>();
  const memoized = (key: unknown, options?: unknown): unknown => {
    const cacheKey = memoKey(key, options);
    if (cacheKey === null) return translate(key, options);
    const known = memo.get(cacheKey);
    if (known !== undefined) return known;
    const text = translate(key, options);
    if (typeof text !== "string") return text;
    if (memo.size >= TRANSLATION_MEMO_SIZE) memo.clear();
    memo.set(cacheKey, text);
    return text;
  };
  instance.t = memoized as TI18n["t"];
}

function memoKey(key: unknown, options: unknown): string | null {
  if (typeof key !== "string") return null;
  if (options === undefined || options === null) return key;
  if (typeof options !== "object") return null;
  let cacheKey = key;
  for (const [name, value] of Object.entries(options)) {
    // lngs is derived from lng (which is part of the key); fixedT adds both to every call.
    if (value === undefined || name === "lngs") continue;
    if (name === "ns" && Array.isArray(value)) {
      cacheKey += `\u0000ns=${value.join(",")}`;
      continue;
    }
    if (name === "returnObjects" || name === "returnDetails") return null;
    if (typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean") return null;
    cacheKey += `\u0000${name}=${String(value)}`;
  }
  return cacheKey;
}
