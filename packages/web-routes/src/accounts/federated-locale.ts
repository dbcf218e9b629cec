import { brand } from "@brand";
import { detectLanguage } from "../shell/i18n/language";
import type { TLocale } from "@samtrot/constants-catalogue";

export { LOGIN_PATH, LOGIN_RETURN_PARAM } from "@samtrot/constants-catalogue";

/**
 * Language of a request to a route without a language segment (the Google routes): cookie, then browser;
 * the link prefix only in a prefixed brand (Samtrot keeps the language in the cookie).
 */
export function detectLocaleFromRequest(request: Request): { lang: TLocale; linkPrefix: string } {
  const detected = detectLanguage({
    url: new URL(request.url),
    cookieHeader: request.headers.get("cookie"),
    acceptLanguage: request.headers.get("accept-language"),
  });
  const linkPrefix = brand.localePrefix ? `/${detected.lang}` : "";
  return { lang: detected.lang, linkPrefix };
}
