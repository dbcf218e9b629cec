import { detectLanguage, firstPathSegment, type TDetectedLanguage } from "./language";
import { LANGUAGE_QUERY_PARAM, isLocale, type TLocale } from "@samtrot/constants-catalogue";

export type TLocaleRouteDecision =
  | {
      kind: "redirect";
      location: string;
      /** A language chosen through `?lng=` that must be stored in the cookie. */
      storeLanguage: TLocale | null;
    }
  | {
      kind: "render";
      lang: TLocale;
      /** Prefix for links on the page: "/en" when the URL carries a language, else "". */
      linkPrefix: string;
      /** false when the route's `:lang` parameter holds something that is not a language → 404. */
      langParamValid: boolean;
    };

/**
 * Decides how a page request is answered with respect to its language (spec 000 §2):
 * - `?lng=xx` (a known language) is a choice: it is stored in the cookie and the visitor is sent to
 *   the same page without the parameter, with the path's language segment set to xx where the URL
 *   has one (always in a prefixed brand). So a URL never shows two languages at once.
 * - In a prefixed brand (localePrefix) a path without a language segment goes to /{detected}/path.
 * - Otherwise the page renders in the detected language; a `:lang` route parameter that is not a
 *   known language means the page does not exist.
 */
export function resolveLocaleRoute(input: {
  url: URL;
  langParam: string | undefined;
  cookieHeader: string | null;
  acceptLanguage: string | null;
  localePrefix: boolean;
}): TLocaleRouteDecision {
  const { url, localePrefix } = input;
  const detected: TDetectedLanguage = detectLanguage(input);
  const pathHasLang = isLocale(firstPathSegment(url.pathname));

  if (detected.source === "query") {
    const search = new URLSearchParams(url.search);
    search.delete(LANGUAGE_QUERY_PARAM);
    const pathname =
      pathHasLang || localePrefix ? withPathLanguage(url.pathname, detected.lang) : url.pathname;
    return { kind: "redirect", location: pathname + queryString(search) + url.hash, storeLanguage: detected.lang };
  }

  if (localePrefix && !pathHasLang) {
    return {
      kind: "redirect",
      location: withPathLanguage(url.pathname, detected.lang) + url.search,
      storeLanguage: null,
    };
  }

  return {
    kind: "render",
    lang: detected.lang,
    linkPrefix: localePrefix || pathHasLang ? `/${detected.lang}` : "",
    langParamValid: input.langParam === undefined || isLocale(input.langParam),
  };
}

/** Sets (or adds) the language segment at the start of a path: ("/en/a", "de") → "/de/a". */
export function withPathLanguage(pathname: string, lang: TLocale): string {
  const segments = pathname.split("/").filter((part, index) => index > 0 || part !== "");
  // segments of "/en/a" are ["en", "a"]; of "/" are [""].
  if (isLocale(segments[0])) segments.shift();
  const rest = segments.join("/");
  return `/${lang}/${rest}`.replace(/\/{2,}/g, "/");
}

/** Builds an in-app link for the current language: ("/p/x", "/en") → "/en/p/x"; ("/", "") → "/". */
export function localizePath(path: string, linkPrefix: string): string {
  if (!linkPrefix) return path;
  return path === "/" ? `${linkPrefix}/` : `${linkPrefix}${path}`;
}

/**
 * Link of the language selector: the current page with `?lng=xx` (other query kept). The server turns
 * it into a stored choice and a clean URL, so it works without JavaScript.
 */
export function languageSwitchHref(current: { pathname: string; search: string }, lang: TLocale): string {
  const search = new URLSearchParams(current.search);
  search.set(LANGUAGE_QUERY_PARAM, lang);
  return current.pathname + queryString(search);
}

function queryString(search: URLSearchParams): string {
  const text = search.toString();
  return text ? `?${text}` : "";
}
