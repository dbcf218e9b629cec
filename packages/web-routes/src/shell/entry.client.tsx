import { brand } from "@brand";
import { RemixBrowser } from "@remix-run/react";
import { createInstance } from "i18next";
import { LocaleFetchBackend } from "./i18n/locale-fetch-backend";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { getInitialNamespaces } from "remix-i18next/client";
import { clientI18nOptions } from "./i18n/i18n-options";
import { DEFAULT_LOCALE, isLocale, isTranslationNamespace } from "@samtrot/constants-catalogue";

/**
 * Browser start of a brand app: load the namespaces the rendered routes declare (handle.i18n) from
 * /public/locales in the language the server rendered (<html lang>), then hydrate.
 */
export async function hydrateApp(): Promise<void> {
  const htmlLang = document.documentElement.lang;
  const lang = isLocale(htmlLang) ? htmlLang : DEFAULT_LOCALE;
  const ns = [...new Set(["common", ...getInitialNamespaces()])].filter(isTranslationNamespace);

  const i18n = createInstance();
  await i18n
    .use(initReactI18next)
    .use(LocaleFetchBackend)
    .init(clientI18nOptions({ lang, brandName: brand.name, ns }));

  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18n}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}
