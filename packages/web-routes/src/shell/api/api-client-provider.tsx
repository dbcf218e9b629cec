import { apiClientAtom } from "@samtrot/api-client/react";
import { Provider } from "jotai/react";
import { createStore } from "jotai/vanilla";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { createPageBrowserApiClient } from "./create-page-browser-api-client";
import { usePageLocale } from "../i18n/use-page-locale";

type TStore = ReturnType<typeof createStore>;

/**
 * Gives the pages the browser's api client through jotai's `apiClientAtom` (the request atoms of
 * @samtrot/api-client/react read it). Made once, and again only when a navigation changes the
 * language prefix (the login page moves with it). During the server render the store stays empty:
 * loaders use the server client.
 */
export function ApiClientProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const { linkPrefix } = usePageLocale();
  const configuredFor = useRef<string | null>(null);
  const [store] = useState<TStore>(() => {
    const created = createStore();
    if (typeof document !== "undefined") {
      created.set(apiClientAtom, createPageBrowserApiClient({ linkPrefix, translate: (key) => i18n.t(key) }));
      configuredFor.current = linkPrefix;
    }
    return created;
  });

  useEffect(() => {
    if (configuredFor.current === linkPrefix) return;
    store.set(apiClientAtom, createPageBrowserApiClient({ linkPrefix, translate: (key) => i18n.t(key) }));
    configuredFor.current = linkPrefix;
  }, [store, i18n, linkPrefix]);

  return <Provider store={store}>{children}</Provider>;
}
