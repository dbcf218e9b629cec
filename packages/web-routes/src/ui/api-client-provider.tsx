import { LOGIN_PATH } from "@samtrot/constants-catalogue";
import { createBrowserApiClient } from "@samtrot/api-client/browser";
import { apiClientAtom } from "@samtrot/api-client/react";
import { Provider } from "jotai/react";
import { createStore } from "jotai/vanilla";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { usePageLocale } from "./use-page-locale";

type TStore = ReturnType<typeof createStore>;

/**
 * Gives the pages the browser's api client through jotai's `apiClientAtom` (request atoms of
 * @samtrot/api-client/react read it): same origin (the proxy adds the Bearer), failures translated,
 * and a 401 sent to the login page under the page's language prefix (Nachtfalter: /de/login).
 * During the server render the store stays empty: loaders use the server client.
 */
export function ApiClientProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const { href } = usePageLocale();
  const loginPath = href(LOGIN_PATH);
  const configuredFor = useRef<string | null>(null);
  const [store] = useState<TStore>(() => {
    const created = createStore();
    if (typeof document !== "undefined") {
      created.set(apiClientAtom, createBrowserApiClient({ translate: (key) => i18n.t(key), loginPath }));
      configuredFor.current = loginPath;
    }
    return created;
  });

  // A navigation into another language moves the login page with it.
  useEffect(() => {
    if (configuredFor.current === loginPath) return;
    store.set(apiClientAtom, createBrowserApiClient({ translate: (key) => i18n.t(key), loginPath }));
    configuredFor.current = loginPath;
  }, [store, i18n, loginPath]);

  return <Provider store={store}>{children}</Provider>;
}
