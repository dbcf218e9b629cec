import { data, type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { serverI18n } from "./i18n/i18n.server";
import { resolveRootLocale } from "./i18n/page-locale.server";
import { readCookieConsent } from "./cookie-consent/cookie-consent";
import { resolveVisitor } from "./session/resolve-visitor";
import { loadSession } from "./session/session.server";

/**
 * Data of the root route: the page language, the link prefix and the titles the root error boundary
 * needs (meta functions cannot translate). Called from each app's thin app/root.tsx loader.
 * A new visitor gets the visitor id cookies (`vid`, `tsid`) with the first page (spec 000 §7) once they accepted
 * them; before a choice the page shows the cookie banner (cookieConsent null, decision 045). With a `tk`
 * cookie it also holds the signed-in user (GET /api/v2/user/info), read with useSessionUser().
 */
export async function rootLoader({ request, params, context }: LoaderFunctionArgs) {
  const { lang, linkPrefix } = resolveRootLocale(request, params);
  const t = serverI18n.t(lang);
  // The same URL answers in different languages by cookie and browser language.
  const headers = new Headers({ "content-language": lang, vary: "Cookie, Accept-Language" });
  const visitor = resolveVisitor({
    cookieHeader: request.headers.get("cookie"),
    secure: new URL(request.url).protocol === "https:",
    context,
  });
  for (const cookie of visitor.setCookies) headers.append("set-cookie", cookie);
  // The signed-in user for every route (spec 000 §3); a refused token is cleared here (spec 000 §4).
  const session = await loadSession({ request, params, context });
  for (const cookie of session.setCookies) headers.append("set-cookie", cookie);
  return data(
    {
      lang,
      linkPrefix,
      user: session.user,
      cookieConsent: readCookieConsent(request.headers.get("cookie")),
      titles: { notFound: t("meta.not_found_title"), error: t("meta.error_title", { code: "{code}" }) },
    },
    { headers },
  );
}

export type TRootLoader = typeof rootLoader;

/** Document headers: the root's language headers, inherited by every page without its own. */
export const rootHeaders: HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers();
  for (const name of ["content-language", "vary"]) {
    const value = loaderHeaders.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
};
