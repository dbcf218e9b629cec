import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { googleAuthorizeContract } from "@samtrot/api-client/contracts";
import { LOGIN_PATH, LOGIN_RETURN_PARAM, detectLocaleFromRequest } from "./federated-locale";
import { pageApi } from "../shell/api/api.server";
import { googleRedirectUri } from "./google.server";
import { isHttps } from "../shell/api/same-origin.server";
import { federatedReturnCookie } from "./federated-cookie";
import { safeReturnPath } from "../shell/session/return-path";

// federated/google/start: asks the api for Google's authorization address (state, nonce and PKCE stay with the
// api) with this site's callback as redirect_uri, remembers where to return, and sends the browser there.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { lang, linkPrefix } = detectLocaleFromRequest(request);
  const result = await pageApi({ request, context }, { lang }).call(googleAuthorizeContract, { body: { redirect_uri: googleRedirectUri(request) } }, { retries: 0 });
  if (!result.ok) {
    const key = result.status === 404 ? "exception.federated.provider_unavailable" : (result.errors[0]?.title ?? "exception.federated.provider_unavailable");
    return redirect(`${linkPrefix}${LOGIN_PATH}?error=${encodeURIComponent(key)}`);
  }
  const returnTo = safeReturnPath(new URL(request.url).searchParams.get(LOGIN_RETURN_PARAM), "");
  const headers = new Headers({ "cache-control": "no-store" });
  headers.append("set-cookie", federatedReturnCookie(returnTo, isHttps(request)));
  return redirect(result.data.authorizationUrl, { headers });
}
