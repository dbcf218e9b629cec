import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { zodIssuesToApiErrors } from "@samtrot/api-client";
import { forgotPasswordContract, resetPasswordContract, ZForgotPasswordRequest, ZResetPasswordRequest } from "@samtrot/api-client/contracts";
import { Alert, Button, Card, TextInput } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { pageApi } from "../shell/api/api.server";
import { formErrorsFrom } from "../shell/forms/form-errors";
import { refuse, refuseFromApi } from "../shell/forms/form-action.server";
import { serverI18n } from "../shell/i18n/i18n.server";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { assertSameOrigin } from "../shell/api/same-origin.server";
import { FormErrorSummary, useFormState } from "../shell/forms/form-feedback";
import { usePageLocale } from "../shell/i18n/use-page-locale";

export const handle = { i18n: ["common"], sensitive: true };

// forgot_password (guest, spec 000 §2): asks for the reset link; the link of the mail opens this page with
// ?token=…, which then sets a new password (single use, expires; the api decides).
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(request, params);
  const token = new URL(request.url).searchParams.get("token");
  return data({ title: serverI18n.t(lang)("forgot.title"), token }, { headers: { "cache-control": "no-store" } });
}

const RESET_FIELDS = ["token", "password", "password_repeat"] as const;

export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const { lang } = requirePageLocale(request, params);
  const form = await request.formData();
  const api = pageApi({ request, context }, { lang });
  if (form.get("intent") === "reset") {
    const body = { token: String(form.get("token") ?? ""), password: String(form.get("password") ?? "") };
    const parsed = ZResetPasswordRequest.safeParse(body);
    if (!parsed.success) return refuse(formErrorsFrom(zodIssuesToApiErrors(parsed.error), RESET_FIELDS), form);
    if (form.get("password_repeat") !== body.password) {
      return refuse({ fieldErrors: { password_repeat: "validation.password.mismatch" }, formError: "validation.common.please_correct_all_the_invalid_fields" }, form);
    }
    const result = await api.call(resetPasswordContract, { body: parsed.data }, { retries: 0 });
    if (!result.ok) return refuseFromApi(result, RESET_FIELDS, form);
    return data({ ok: true as const, done: "reset" as const });
  }
  const parsed = ZForgotPasswordRequest.safeParse({ email: String(form.get("email") ?? "") });
  if (!parsed.success) return refuse(formErrorsFrom(zodIssuesToApiErrors(parsed.error), ["email"]), form);
  const result = await api.call(forgotPasswordContract, { body: parsed.data }, { retries: 0 });
  if (!result.ok) return refuseFromApi(result, ["email"], form);
  return data({ ok: true as const, done: "sent" as const });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

export default function ForgotPasswordRoute() {
  const { token } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("common");
  const { href } = usePageLocale();
  const done = actionData && "done" in actionData ? actionData.done : null;
  const form = useFormState(
    actionData,
    token
      ? { fields: RESET_FIELDS, schema: ZResetPasswordRequest, toBody: (f) => ({ token: String(f.get("token") ?? ""), password: String(f.get("password") ?? "") }) }
      : { fields: ["email"], schema: ZForgotPasswordRequest, toBody: (f) => ({ email: String(f.get("email") ?? "") }) },
  );
  return (
    <div className="sr-container wr-narrow">
      <h1>{token ? t("forgot.reset_title") : t("forgot.title")}</h1>
      <Card>
        {done === "sent" ? (
          <Alert tone="success" data-testid="forgot-sent">
            <p>{t("forgot.sent")}</p>
          </Alert>
        ) : null}
        {done === "reset" ? (
          <Alert tone="success" data-testid="reset-done">
            <p>{t("forgot.reset_done")}</p>
            <p>
              <a href={href("/login")}>{t("header.sign_in")}</a>
            </p>
          </Alert>
        ) : null}
        <FormErrorSummary errors={form.errors} />
        {form.fieldError("token") ? (
          <Alert tone="error">
            <p>{form.fieldError("token")}</p>
          </Alert>
        ) : null}
        {token && done !== "reset" ? (
          <Form method="post" noValidate onSubmit={form.validate}>
            <input type="hidden" name="intent" value="reset" />
            <input type="hidden" name="token" value={token} />
            <TextInput label={t("forgot.new_password")} name="password" type="password" autoComplete="new-password" required hint={t("join.password_hint")} error={form.fieldError("password")} />
            <TextInput label={t("forgot.repeat_password")} name="password_repeat" type="password" autoComplete="new-password" required error={form.fieldError("password_repeat")} />
            <Button type="submit" loading={navigation.state === "submitting"}>
              {t("forgot.reset_submit")}
            </Button>
          </Form>
        ) : null}
        {!token && done !== "sent" ? (
          <Form method="post" noValidate onSubmit={form.validate}>
            <p>{t("forgot.intro")}</p>
            <TextInput label={t("join.email")} name="email" type="email" autoComplete="email" required defaultValue={form.value("email")} error={form.fieldError("email")} />
            <Button type="submit" loading={navigation.state === "submitting"}>
              {t("forgot.submit")}
            </Button>
          </Form>
        ) : null}
      </Card>
    </div>
  );
}
