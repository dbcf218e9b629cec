import { parseCookies } from "@samtrot/api-client";
import { COOKIE, DEFAULT_LOCALE, LANGUAGE_QUERY_PARAM, LOCALES, isLocale, type TLocale } from "@samtrot/constants-catalogue";

export type TLanguageSource = "query" | "path" | "cookie" | "header" | "default";
export type TDetectedLanguage = { lang: TLocale; source: TLanguageSource };

/**
 * Picks the language in the product's order: `?lng=` → first path segment → `lng` cookie →
 * Accept-Language → `de` (spec 000 §2). A value that is not a known locale is skipped, so a stale
 * cookie or a foreign path segment never hides the next source.
 */
export function detectLanguage(input: {
  url: URL;
  cookieHeader: string | null;
  acceptLanguage: string | null;
}): TDetectedLanguage {
  const query = input.url.searchParams.get(LANGUAGE_QUERY_PARAM);
  if (isLocale(query)) return { lang: query, source: "query" };

  const segment = firstPathSegment(input.url.pathname);
  if (isLocale(segment)) return { lang: segment, source: "path" };

  const cookie = parseCookies(input.cookieHeader)[COOKIE.language.name];
  if (isLocale(cookie)) return { lang: cookie, source: "cookie" };

  const fromHeader = pickFromAcceptLanguage(input.acceptLanguage, LOCALES);
  if (fromHeader) return { lang: fromHeader, source: "header" };

  return { lang: DEFAULT_LOCALE, source: "default" };
}

/** Same as detectLanguage, straight from a request. */
export function detectRequestLanguage(request: Request): TDetectedLanguage {
  return detectLanguage({
    url: new URL(request.url),
    cookieHeader: request.headers.get("cookie"),
    acceptLanguage: request.headers.get("accept-language"),
  });
}

export function firstPathSegment(pathname: string): string | undefined {
  const segment = pathname.split("/").find((part) => part !== "");
  return segment === undefined ? undefined : segment;
}

/**
 * The supported language the browser ranks highest. Regions fall back to their language
 * ("en-GB" → en); `*` and unknown languages are skipped; q=0 means "not acceptable".
 */
export function pickFromAcceptLanguage<T extends string>(
  header: string | null | undefined,
  supported: readonly T[],
): T | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((entry, position) => {
      const [tag = "", ...params] = entry.trim().split(";");
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const q = qParam === undefined ? 1 : Number(qParam.slice(2));
      return { language: tag.trim().toLowerCase().split("-")[0] ?? "", q: Number.isFinite(q) ? q : 0, position };
    })
    .filter((entry) => entry.language !== "" && entry.language !== "*" && entry.q > 0)
    // Stable by position for equal weights: the browser's own order breaks ties.
    .sort((a, b) => b.q - a.q || a.position - b.position);
  for (const entry of ranked) {
    const match = supported.find((lang) => lang === entry.language);
    if (match) return match;
  }
  return undefined;
}

/**
 * Set-Cookie value storing a chosen language for 12 months of 30 days (spec 000 §9). Not HttpOnly:
 * the browser-side request helper reads it for Accept-Language (spec 000 §7).
 */
export function serializeLanguageCookie(lang: TLocale, options: { secure: boolean }): string {
  const parts = [
    `${COOKIE.language.name}=${lang}`,
    `Max-Age=${COOKIE.language.maxAgeSeconds}`,
    "Path=/",
    "SameSite=Lax",
  ];
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}
