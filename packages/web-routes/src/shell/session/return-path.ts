import { LOGIN_PATH, LOGIN_RETURN_PARAM } from "@samtrot/constants-catalogue";
import { localizePath } from "../i18n/locale-path";

/**
 * Where to go after sign-in: `r` only when it is a path of this site (starts with one "/", no scheme, no
 * host, no backslash tricks, no control characters); anything else falls back. An open redirect would
 * let a phishing link send people anywhere with our login page in between.
 */
export function safeReturnPath(candidate: string | null | undefined, fallback: string): string {
  if (!candidate || candidate.length > 2000) return fallback;
  if (!candidate.startsWith("/") || candidate.startsWith("//") || candidate.startsWith("/\\")) return fallback;
  if (/[\u0000-\u001f\u007f\\]/.test(candidate)) return fallback;
  try {
    const resolved = new URL(candidate, "http://same.invalid");
    if (resolved.origin !== "http://same.invalid") return fallback;
    return resolved.pathname + resolved.search + resolved.hash;
  } catch {
    return fallback;
  }
}

/** `/login?r={path and query}` under the page's language prefix (spec 000 §4). */
export function loginRedirectPath(returnTo: string, linkPrefix: string): string {
  const login = localizePath(LOGIN_PATH, linkPrefix);
  const target = safeReturnPath(returnTo, "/");
  return target === "/" || target === `${linkPrefix}/` ? login : `${login}?${LOGIN_RETURN_PARAM}=${encodeURIComponent(target)}`;
}
