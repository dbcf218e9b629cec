export interface TLocationLike {
  pathname: string;
  search: string;
}

const LOGIN_PATH_WITH_LOCALE = /^(?:\/[a-z]{2})?\/login\/?$/;

/**
 * Where a 401 sends the visitor: `{loginPath}?r={path and query}`, or null when already on the login
 * page (with or without a locale prefix). spec 000 §4, §8
 */
export function loginRedirectTarget(location: TLocationLike, loginPath = "/login"): string | null {
  const here = location.pathname.replace(/\/+$/, "") || "/";
  if (here === loginPath.replace(/\/+$/, "") || LOGIN_PATH_WITH_LOCALE.test(location.pathname)) return null;
  return `${loginPath}?r=${encodeURIComponent(location.pathname + location.search)}`;
}
