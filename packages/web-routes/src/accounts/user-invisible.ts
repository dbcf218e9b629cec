import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { invisibleContract } from "@samtrot/api-client/contracts";
import { pageApi } from "../shell/api/api.server";
import { localizePath } from "../shell/i18n/locale-path";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { safeReturnPath } from "../shell/session/return-path";
import { assertSameOrigin, isHttps } from "../shell/api/same-origin.server";
import { invisibleLoginCookie } from "../shell/session/session-cookies";
import { requireUser } from "../shell/session/session.server";

// The header's invisible-mode switch without JavaScript (with it, the browser calls the api through the proxy).
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { linkPrefix } = requirePageLocale(request, params);
  return redirect(localizePath("/my_dashboard", linkPrefix));
}

export async function action(args: ActionFunctionArgs) {
  const { request, params, context } = args;
  assertSameOrigin(request);
  const { lang, linkPrefix } = requirePageLocale(request, params);
  await requireUser(args, { unfinishedRegistration: true, forcedAgeCheck: true, unverifiedEmail: true });
  const form = await request.formData();
  const status = form.get("status") === "1" ? 1 : 0;
  const result = await pageApi({ request, context }, { lang }).call(invisibleContract, { body: { status } });
  const referer = request.headers.get("referer");
  const back = referer ? new URL(referer, request.url) : null;
  const target = safeReturnPath(back && back.host === new URL(request.url).host ? back.pathname + back.search : null, localizePath("/my_dashboard", linkPrefix));
  const headers = new Headers();
  if (result.ok) headers.append("set-cookie", invisibleLoginCookie({ invisible: result.data.isInvisible, secure: isHttps(request) }));
  return redirect(target, { headers });
}
