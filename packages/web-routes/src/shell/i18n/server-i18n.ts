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
      instances.set(lang, created);
    }
    return created;
  };
  return {
    instance,
    t: (lang) => instance(lang).getFixedT(lang),
  };
}
