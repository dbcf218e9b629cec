import type { TApiClient } from "@samtrot/api-client";
import { createBrowserApiClient, type TBrowserApiOptions } from "@samtrot/api-client/browser";
import { LOGIN_PATH } from "@samtrot/constants-catalogue";
import { localizePath } from "../i18n/locale-path";

/**
 * The browser's api client for a page: same origin (the proxy adds the Bearer), failures translated,
 * and a 401 sent to the login page under the page's language prefix (Nachtfalter: /de/login; Samtrot:
 * /login, or /en/login on an /en/ page), so the visitor stays in their language.
 */
export function createPageBrowserApiClient(
  input: { linkPrefix: string; translate: (key: string) => string } & Pick<TBrowserApiOptions, "baseUrl" | "document" | "location" | "fetch">,
): TApiClient {
  const { linkPrefix, ...options } = input;
  return createBrowserApiClient({ ...options, loginPath: localizePath(LOGIN_PATH, linkPrefix) });
}
