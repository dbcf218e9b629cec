import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { oauthTokenContract } from "@samtrot/api-client/contracts";
import { LOGIN_RETURN_PARAM, REGISTER_USER_PATH } from "@samtrot/constants-catalogue";
import { Button, Card, Checkbox, TextInput } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { registrationFlowOf, registrationStepPath } from "../shell/session/access-rules";
import { pageApi } from "../shell/api/api.server";
import { webEnv } from "../shell/env.server";
import { formErrorsFrom } from "../shell/forms/form-errors";
import { refuse } from "../shell/forms/form-action.server";
import { GOOGLE_START_PATH, isGoogleSignInEnabled } from "./google.server";
import { serverI18n } from "../shell/i18n/i18n.server";
import { localizePath } from "../shell/i18n/locale-path";
import { LOGIN_FIELDS, WRONG_CREDENTIALS_KEY, ZLoginForm, loginBodyFrom, needsCaptcha } from "./login-form";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { safeReturnPath } from "../shell/session/return-path";
import { assertSameOrigin, isHttps } from "../shell/api/same-origin.server";
import { signInCookies } from "../shell/session/session-cookies";
import { getUser } from "../shell/session/session.server";
import { zodIssuesToApiErrors } from "@samtrot/api-client";
import { CaptchaWidget } from "./captcha-widget";
import { FormErrorSummary, useFormState } from "../shell/forms/form-feedback";
import { GoogleSignInLink } from "./google-sign-in-link";
import { usePageLocale } from "../shell/i18n/use-page-locale";

export const handle = { i18n: ["common"], sensitive: true };

/** Errors a page may be sent here with (Google sign-in); only these keys are shown. */
const SHOWN_ERROR_PREFIXES = ["exception.federated.", "exception.login.", "exception.oauth."];

// login (guest, sensitive; spec 000 §2). A signed-in visitor goes straight on to `r`.
export async function loader(args: LoaderFunctionArgs) {
  const { request, params, context } = args;
  const { lang, linkPrefix } = requirePageLocale(request, params);
  const url = new URL(request.url);
  const home = localizePath("/", linkPrefix);
  if (await getUser(args)) throw redirect(safeReturnPath(url.searchParams.get(LOGIN_RETURN_PARAM), home));
  const t = serverI18n.t(lang);
  const error = url.searchParams.get("error");
  return data(
    {
      title: t("login.title"),
      google: await isGoogleSignInEnabled({ request, context }, lang),
      error: error && SHOWN_ERROR_PREFIXES.some((prefix) => error.startsWith(prefix)) ? error : null,
    },
    { headers: { "cache-control": "no-store" } },
  );
}

export async function action(args: ActionFunctionArgs) {
  const { request, params, context } = args;
  assertSameOrigin(request);
  const { lang, linkPrefix } = requirePageLocale(request, params);
  const form = await request.formData();
  const captchaShown = form.get("captcha_required") === "1";
  const parsed = ZLoginForm.safeParse(loginBodyFrom(form));
  if (!parsed.success) return refuse(formErrorsFrom(zodIssuesToApiErrors(parsed.error), LOGIN_FIELDS), form);

  const result = await pageApi({ request, context }, { lang }).call(
    oauthTokenContract,
    {
      body: {
        grant_type: "password",
        client_id: webEnv.OAUTH_CLIENT_ID,
        client_secret: webEnv.OAUTH_CLIENT_SECRET,
        ...parsed.data,
      },
    },
    { retries: 0 },
  );
  if (!result.ok) {
    const titles = result.errors.map((error) => error.title);
    const captcha = captchaShown || needsCaptcha(titles);
    const oauthError = (result.body as { error?: unknown } | undefined)?.error;
    const message = oauthError === "invalid_grant" ? (titles[0]?.startsWith("exception.") ? titles[0] : WRONG_CREDENTIALS_KEY) : (titles[0] ?? null);
    const errors = message?.startsWith("validation.") ? formErrorsFrom(result.errors, LOGIN_FIELDS) : { fieldErrors: {}, formError: message };
    const refused = refuse(errors, form, typeof result.status === "number" ? result.status : 502);
    return data({ ...refused.data, captcha, attempt: Date.now() }, refused.init ?? undefined);
  }

  const { accessToken, expiresIn, user } = result.data;
  const headers = new Headers({ "cache-control": "no-store" });
  for (const cookie of signInCookies({
    accessToken,
    expiresIn,
    remember: parsed.data.remember === "1",
    invisible: parsed.data.invisible_login === "1",
    secure: isHttps(request),
  })) {
    headers.append("set-cookie", cookie);
  }
  // An unfinished registration continues first (spec 000 §2); otherwise back to where the visitor was.
  const target =
    user.nextRegistrationStep !== null
      ? `${registrationStepPath(registrationFlowOf(user), user.nextRegistrationStep, linkPrefix)}?reason=finish_reg`
      : safeReturnPath(new URL(request.url).searchParams.get(LOGIN_RETURN_PARAM) ?? (form.get(LOGIN_RETURN_PARAM) as string | null), localizePath("/", linkPrefix));
  return redirect(target, { headers });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

export default function LoginRoute() {
  const { google, error } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [search] = useSearchParams();
  const { t } = useTranslation("common");
  const { href } = usePageLocale();
  const form = useFormState(actionData, { fields: LOGIN_FIELDS, schema: ZLoginForm, toBody: loginBodyFrom });
  const captcha = Boolean(actionData && "captcha" in actionData && actionData.captcha);
  const attempt = actionData && "attempt" in actionData ? String(actionData.attempt) : "0";
  const returnTo = search.get(LOGIN_RETURN_PARAM);

  return (
    <div className="sr-container wr-narrow">
      <h1>{t("login.title")}</h1>
      <Card>
        {error ? <FormErrorSummary errors={{ fieldErrors: {}, formError: error }} /> : null}
        <FormErrorSummary errors={form.errors} />
        <Form method="post" noValidate onSubmit={form.validate} aria-describedby={undefined}>
          {returnTo ? <input type="hidden" name={LOGIN_RETURN_PARAM} value={returnTo} /> : null}
          <TextInput
            label={t("login.username")}
            name="username"
            autoComplete="username"
            required
            defaultValue={form.value("username")}
            error={form.fieldError("username")}
          />
          <TextInput
            label={t("login.password")}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            error={form.fieldError("password")}
          />
          <Checkbox label={t("login.remember")} name="remember" value="1" defaultChecked={form.value("remember") === "1"} />
          <Checkbox
            label={t("login.invisible")}
            name="invisible_login"
            value="1"
            hint={t("login.invisible_hint")}
            defaultChecked={form.value("invisible_login") === "1"}
          />
          {captcha ? (
            <>
              <input type="hidden" name="captcha_required" value="1" />
              <CaptchaWidget key={attempt} />
            </>
          ) : null}
          <Button type="submit" loading={navigation.state === "submitting"}>
            {t("login.submit")}
          </Button>
        </Form>
        <p className="wr-form-links">
          <a href={href("/forgot_password")}>{t("login.forgot_password")}</a>
        </p>
        {google ? <GoogleSignInLink returnTo={returnTo} /> : null}
      </Card>
      <p className="wr-form-links">
        {t("login.no_account")} <a href={href(REGISTER_USER_PATH)}>{t("login.register_link")}</a>
      </p>
    </div>
  );
}
