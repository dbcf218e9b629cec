import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { GOOGLE_GRANT_TYPE, oauthTokenContract } from "@samtrot/api-client/contracts";
import { registrationFlowOf, registrationStepPath } from "../shell/session/access-rules";
import { pageApi } from "../shell/api/api.server";
import { webEnv } from "../shell/env.server";
import { FEDERATED_RETURN_COOKIE, federatedReturnOf } from "./federated-cookie";
import { LOGIN_PATH, detectLocaleFromRequest } from "./federated-locale";
import { googleRedirectUri } from "./google.server";
import { isHttps } from "../shell/api/same-origin.server";
import { serializeSessionCookie, signInCookies } from "../shell/session/session-cookies";

// federated/google/callback (spec 000 §2): Google sends the browser back with code and state; the web server
// hands them to the api's token endpoint (grant urn:samtrot:federated:google, same redirect_uri) and keeps the
// token in the cookies. A new account continues with the registration step it still needs.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { lang, linkPrefix } = detectLocaleFromRequest(request);
  const loginWith = (key: string) => redirect(`${linkPrefix}${LOGIN_PATH}?error=${encodeURIComponent(key)}`);
  const code = url.searchParams.get("code");
  const state = url.searchParams.get("state");
  if (!code || !state) return loginWith(url.searchParams.get("error") === "access_denied" ? "exception.federated.code_invalid" : "exception.federated.state_invalid");

  const result = await pageApi({ request, context }, { lang }).call(
    oauthTokenContract,
    {
      body: {
        grant_type: GOOGLE_GRANT_TYPE,
        client_id: webEnv.OAUTH_CLIENT_ID,
        client_secret: webEnv.OAUTH_CLIENT_SECRET,
        code,
        state,
        redirect_uri: googleRedirectUri(request),
        remember: "0",
        invisible_login: "0",
      },
    },
    { retries: 0 },
  );
  if (!result.ok) return loginWith(result.errors[0]?.title ?? "exception.federated.code_invalid");

  const { accessToken, expiresIn, user } = result.data;
  const secure = isHttps(request);
  const headers = new Headers({ "cache-control": "no-store" });
  for (const cookie of signInCookies({ accessToken, expiresIn, remember: false, invisible: false, secure })) headers.append("set-cookie", cookie);
  headers.append("set-cookie", serializeSessionCookie(FEDERATED_RETURN_COOKIE, "", { maxAgeSeconds: 0, httpOnly: true, secure }));
  const target = user.nextRegistrationStep
    ? `${registrationStepPath(registrationFlowOf(user), user.nextRegistrationStep, linkPrefix)}?reason=finish_reg`
    : federatedReturnOf(request.headers.get("cookie"), `${linkPrefix}/`);
  return redirect(target, { headers });
}
