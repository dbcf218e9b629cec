import { brand } from "@brand";
import { redirect } from "@remix-run/node";
import { serializeLanguageCookie } from "./language";
import { resolveLocaleRoute } from "./locale-path";
import type { TLocale } from "@samtrot/constants-catalogue";

export type TPageLocale = { lang: TLocale; linkPrefix: string };

/**
 * Language of a page request, or the redirect it needs (a `?lng=` choice, or a missing prefix in a
 * prefixed brand). Thrown redirects carry the language cookie when a choice was made.
 */
function resolve(request: Request, langParam: string | undefined) {
  const url = new URL(request.url);
  const decision = resolveLocaleRoute({
    url,
    langParam,
    cookieHeader: request.headers.get("cookie"),
    acceptLanguage: request.headers.get("accept-language"),
    localePrefix: brand.localePrefix,
  });
  if (decision.kind === "redirect") {
    const headers = new Headers({ vary: "Cookie, Accept-Language" });
    if (decision.storeLanguage) {
      headers.append("set-cookie", serializeLanguageCookie(decision.storeLanguage, { secure: url.protocol === "https:" }));
    }
    throw redirect(decision.location, { status: 302, headers });
  }
  return decision;
}

/** For the root loader: never a 404 here, so the error page keeps its layout. */
export function resolveRootLocale(request: Request, params: { lang?: string }): TPageLocale {
  const decision = resolve(request, params.lang);
  return { lang: decision.lang, linkPrefix: decision.linkPrefix };
}

/** For page loaders: also answers 404 when the `:lang` segment is not a language. */
export function requirePageLocale(request: Request, params: { lang?: string }): TPageLocale {
  const decision = resolve(request, params.lang);
  if (!decision.langParamValid) throw new Response(null, { status: 404, statusText: "Not Found" });
  return { lang: decision.lang, linkPrefix: decision.linkPrefix };
}
