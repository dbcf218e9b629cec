import { useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { createLazyApiClient } from "./lazy-api-client";
import { ApiClientContext } from "./use-api-client";
import { usePageLocale } from "../i18n/use-page-locale";

/**
 * Gives the pages the browser's api client (useApiClient). Made once, and again only when a navigation
 * changes the language prefix (the login page moves with it). Its code (the request helper) loads with its
 * first call (lazy-api-client), so it is not part of the first render's JavaScript. During the server
 * render there is none: loaders use the server client.
 */
export function ApiClientProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const { linkPrefix } = usePageLocale();
  const client = useMemo(
    () =>
      typeof document === "undefined"
        ? null
        : createLazyApiClient(() =>
            import("./create-page-browser-api-client").then((module) =>
              module.createPageBrowserApiClient({ linkPrefix, translate: (key) => i18n.t(key) }),
            ),
          ),
    [i18n, linkPrefix],
  );
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}
