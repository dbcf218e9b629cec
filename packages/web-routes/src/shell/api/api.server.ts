import type { TApiClient } from "@samtrot/api-client";
import type { TLocale } from "@samtrot/constants-catalogue";
import { createPageApiClient } from "./create-page-api-client.server";
import { webEnv } from "../env.server";
import { serverI18n } from "../i18n/i18n.server";

export type { TApiClient };

/**
 * The way loaders and actions reach the api: the api-client for this page request, bound to this
 * server's API_URL and translating failures into the page language. Create one per request.
 */
export function pageApi(args: { request: Request; context?: unknown }, page: { lang: TLocale }): TApiClient {
  const t = serverI18n.t(page.lang);
  return createPageApiClient(args, page, {
    apiUrl: webEnv.API_URL,
    translate: (key) => t(key),
    forwardClientAddress: webEnv.TRUST_FORWARDED_FOR,
  });
}
