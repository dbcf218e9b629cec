import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { parseCookies } from "@samtrot/api-client/server";
import { logoutContract } from "@samtrot/api-client/contracts";
import { COOKIE } from "@samtrot/constants-catalogue";
import { pageApi } from "../shell/api/api.server";
import { localizePath } from "../shell/i18n/locale-path";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { assertSameOrigin, isHttps } from "../shell/api/same-origin.server";
import { signOutCookies } from "../shell/session/session-cookies";

// Sign-out (spec 000 §4, §7): POST only, same origin; the api revokes the token, the session cookies go,
// and the visitor lands on the home page. A GET changes nothing.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { linkPrefix } = requirePageLocale(request, params);
  return redirect(localizePath("/", linkPrefix));
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const { lang, linkPrefix } = requirePageLocale(request, params);
  if (parseCookies(request.headers.get("cookie"))[COOKIE.token.name]) {
    // Even if the api cannot be reached the browser forgets the session; the token then simply expires.
    await pageApi({ request, context }, { lang }).call(logoutContract, undefined, { retries: 0 });
  }
  const headers = new Headers({ "cache-control": "no-store" });
  for (const cookie of signOutCookies({ secure: isHttps(request) })) headers.append("set-cookie", cookie);
  return redirect(localizePath("/", linkPrefix), { headers });
}
