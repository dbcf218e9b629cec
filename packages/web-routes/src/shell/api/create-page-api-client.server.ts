import type { TApiClient } from "@samtrot/api-client";
import { createServerApiClient, parseCookies } from "@samtrot/api-client/server";
import { COOKIE, type TLocale } from "@samtrot/constants-catalogue";
import { FORWARDED_FOR_HEADER, clientAddressHeader, requestIdFrom } from "./proxy";
import { WEB_BASE_HEADER, webBaseOf } from "../web-base";
import { resolveVisitor } from "../session/resolve-visitor";
import { withoutTrackingCookies } from "../cookie-consent/cookie-consent";
import { REQUEST_ID_HEADER } from "../web-only-constants";

export type TPageApiClientOptions = {
  /** The api's base URL. */
  apiUrl: string;
  /** Translates `validation.`/`exception.` titles into the page language. */
  translate?: (key: string) => string;
  fetch?: typeof fetch;
  /** Pass the incoming x-forwarded-for on (env TRUST_FORWARDED_FOR; see clientAddressHeader). */
  forwardClientAddress?: boolean;
};

/**
 * The api client of one page request (spec 000 §7: all calls go through the single request helper,
 * @samtrot/api-client). It speaks as the visitor: Bearer from the HttpOnly `tk` cookie, their
 * visitor id, and failures translated into the page language.
 *
 * The api-client reads the language and the visitor id from the request's cookies. On the server two
 * of them are not in the Cookie header yet: the page language may come from the path (/en/…) or the
 * browser, and a first-time visitor gets the `vid` cookie only with this response. So the client is
 * given the request as the api should see it: the page language as `lng`, the visitor id as `vid`.
 * It also passes on the request id, so one visit can be followed through both logs.
 */
export function createPageApiClient(
  args: { request: Request; context?: unknown },
  page: { lang: TLocale },
  options: TPageApiClientOptions,
): TApiClient {
  const { request } = args;
  const cookieHeader = request.headers.get("cookie");
  const { visitorId } = resolveVisitor({
    cookieHeader,
    secure: new URL(request.url).protocol === "https:",
    context: args.context,
  });
  // Without consent to the tracking cookies the api hears of no visitor id (withoutTrackingCookies).
  const cookies: Record<string, string> = {
    ...parseCookies(withoutTrackingCookies(cookieHeader)),
    [COOKIE.language.name]: page.lang,
  };
  if (visitorId !== null) cookies[COOKIE.visitorId.name] = visitorId;
  const asTheApiSeesIt = new Request(request.url, {
    headers: {
      cookie: Object.entries(cookies)
        .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
        .join("; "),
    },
  });
  const requestId = requestIdFrom(request.headers);
  const forwardedFor = options.forwardClientAddress ? clientAddressHeader(request.headers) : null;
  const base = webBaseOf(request);
  const baseFetch = options.fetch ?? globalThis.fetch;
  return createServerApiClient(asTheApiSeesIt, {
    apiUrl: options.apiUrl,
    translate: options.translate,
    fetch: (input, init) => {
      const headers = new Headers(init?.headers);
      headers.set(REQUEST_ID_HEADER, requestId);
      headers.set(WEB_BASE_HEADER, base);
      if (forwardedFor) headers.set(FORWARDED_FOR_HEADER, forwardedFor);
      return baseFetch(input, { ...init, headers });
    },
  });
}

