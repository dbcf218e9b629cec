import { brand } from "@brand";
import { useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { localizePath } from "./locale-path";
import { isLocale, DEFAULT_LOCALE, type TLocale } from "@samtrot/constants-catalogue";
import type { TRootLoader } from "../root.server";

export type TPageLocaleView = {
  lang: TLocale;
  linkPrefix: string;
  /** An in-app path under the page's language prefix. */
  href(path: string): string;
};

/**
 * Language and link prefix of the current page, from the root loader; when the root has no data
 * (an error before it ran) from the translation instance, which the entry set to the page language.
 */
export function usePageLocale(): TPageLocaleView {
  const root = useRouteLoaderData<TRootLoader>("root");
  const { i18n } = useTranslation();
  const lang: TLocale = root?.lang ?? (isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE);
  const linkPrefix = root?.linkPrefix ?? (brand.localePrefix ? `/${lang}` : "");
  return { lang, linkPrefix, href: (path) => localizePath(path, linkPrefix) };
}
