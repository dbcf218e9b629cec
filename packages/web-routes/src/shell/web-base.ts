import { parseCookies } from "@samtrot/api-client";
import { COOKIE, DEFAULT_LOCALE, isLocale } from "@samtrot/constants-catalogue";

/** Header naming the web address links in the api's e-mails start with (origin plus language prefix). */
export const WEB_BASE_HEADER = "x-web-base";

function languageSegment(pathname: string): string | null {
  const first = pathname.split("/")[1];
  return isLocale(first) ? first : null;
}

/**
 * The web base of a page request: its origin plus the language segment when the URL carries one (/de/… in
 * Nachtfalter, /en/… in Samtrot), so a verification link opens in the brand and language it was asked from.
 */
export function webBaseOf(request: Request): string {
  const url = new URL(request.url);
  const lang = languageSegment(url.pathname);
  return lang ? `${url.origin}/${lang}` : url.origin;
}

/**
 * The web base of a browser call through the proxy (/api/v2/…, no language in its own path): the language of
 * the page that made it (same-origin Referer), else, in a prefixed brand, the language cookie.
 */
export function proxyWebBase(request: Request, localePrefix: boolean): string {
  const url = new URL(request.url);
  const referer = request.headers.get("referer");
  if (referer) {
    try {
      const page = new URL(referer);
      if (page.host === url.host) {
        const lang = languageSegment(page.pathname);
        if (lang) return `${url.origin}/${lang}`;
        if (!localePrefix) return url.origin;
      }
    } catch {
      /* not a URL: decided below */
    }
  }
  if (!localePrefix) return url.origin;
  const cookieLang = parseCookies(request.headers.get("cookie"))[COOKIE.language.name];
  return `${url.origin}/${isLocale(cookieLang) ? cookieLang : DEFAULT_LOCALE}`;
}
