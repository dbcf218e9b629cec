import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { zodIssuesToApiErrors } from "@samtrot/api-client";
import {
  ZBusinessEmailRequest,
  ZChangeEmailRequest,
  changeEmailContract,
  registerBusinessEmailContract,
  resendVerificationEmailContract,
  verifyEmailContract,
} from "@samtrot/api-client/contracts";
import { Alert, Button, Card, TextInput } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { registrationFlowOf, type TRegistrationFlow } from "../shell/session/access-rules";
import { pageApi } from "../shell/api/api.server";
import { formErrorsFrom } from "../shell/forms/form-errors";
import { refuse, refuseFromApi } from "../shell/forms/form-action.server";
import { serverI18n } from "../shell/i18n/i18n.server";
import { localizePath } from "../shell/i18n/locale-path";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { flowSteps, nextPageAfter } from "./registration.server";
import { assertSameOrigin } from "../shell/api/same-origin.server";
import { getUser, requireUser } from "../shell/session/session.server";
import { FormErrorSummary, useFormState } from "../shell/forms/form-feedback";
import { RegistrationFrame } from "./registration-frame";
import { usePageLocale } from "../shell/i18n/use-page-locale";

export const handle = { i18n: ["common"] };

function flowOfPath(request: Request): TRegistrationFlow {
  return new URL(request.url).pathname.includes("/join/business/") ? "business" : "user";
}

// /join/user/email and /join/business/email (spec 000 §2): the e-mail step. The link of the verification
// mail opens it with ?token=…; it works signed out too. Signed in, it shows whether the address is confirmed,
// sends the mail again, or takes a corrected address. For a business it is also the last sign-up step.
export async function loader(args: LoaderFunctionArgs) {
  const { request, params, context } = args;
  const { lang, linkPrefix } = requirePageLocale(request, params);
  const url = new URL(request.url);
  const flow = flowOfPath(request);
  const t = serverI18n.t(lang);
  const token = url.searchParams.get("token");
  if (token) {
    const result = await pageApi({ request, context }, { lang }).call(verifyEmailContract, { body: { token } }, { retries: 0 });
    // Verified: the same page without the used token (a reload must not try it again).
    if (result.ok) throw redirect(`${url.pathname}?verified=1`);
    const user = await getUser(args);
    return data({
      title: t("join.email_title"),
      flow,
      steps: flowSteps(user, flow),
      user,
      verifyError: result.errors[0]?.title ?? "validation.email_verification.token_invalid",
      verifiedNow: false,
      businessStepOpen: false,
    });
  }
  const user = await getUser(args);
  const verifiedNow = url.searchParams.get("verified") === "1";
  if (!user) {
    if (verifiedNow) return data({ title: t("join.email_title"), flow, steps: flowSteps(null, flow), user, verifyError: null, verifiedNow, businessStepOpen: false });
    await requireUser(args); // throws the login redirect
  }
  const signedIn = user!;
  const userFlow = registrationFlowOf(signedIn);
  if (userFlow !== flow) throw redirect(localizePath(`/join/${userFlow}/email`, linkPrefix));
  const businessStepOpen = flow === "business" && signedIn.nextRegistrationStep === "email";
  // Unfinished user registration: the steps come first (the business e-mail step is one of its steps).
  if (signedIn.nextRegistrationStep !== null && !businessStepOpen) await requireUser(args, { forcedAgeCheck: true, unverifiedEmail: true });
  return data(
    { title: t("join.email_title"), flow, steps: flowSteps(signedIn, flow), user: signedIn, verifyError: null, verifiedNow, businessStepOpen },
    { headers: { "cache-control": "private, no-store" } },
  );
}

const EMAIL_FIELDS = ["email"] as const;

export async function action(args: ActionFunctionArgs) {
  const { request, params, context } = args;
  assertSameOrigin(request);
  const { lang, linkPrefix } = requirePageLocale(request, params);
  const user = await requireUser(args, { unfinishedRegistration: true, forcedAgeCheck: true, unverifiedEmail: true });
  const api = pageApi({ request, context }, { lang });
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "resend") {
    const result = await api.call(resendVerificationEmailContract, undefined, { retries: 0 });
    if (!result.ok) return refuseFromApi(result, [], form);
    return data({ ok: true as const, sent: "resend" as const });
  }
  const body = { email: String(form.get("email") ?? "").trim() };
  if (intent === "business_email") {
    const parsed = ZBusinessEmailRequest.safeParse(body);
    if (!parsed.success) return refuse(formErrorsFrom(zodIssuesToApiErrors(parsed.error), EMAIL_FIELDS), form);
    const result = await api.call(registerBusinessEmailContract, { body: parsed.data });
    if (!result.ok) return refuseFromApi(result, EMAIL_FIELDS, form);
    return redirect(nextPageAfter(result.data, registrationFlowOf(user), linkPrefix));
  }
  const parsed = ZChangeEmailRequest.safeParse(body);
  if (!parsed.success) return refuse(formErrorsFrom(zodIssuesToApiErrors(parsed.error), EMAIL_FIELDS), form);
  const result = await api.call(changeEmailContract, { body: parsed.data });
  if (!result.ok) return refuseFromApi(result, EMAIL_FIELDS, form);
  return data({ ok: true as const, sent: "change" as const });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

export default function JoinEmailRoute() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("common");
  const { href } = usePageLocale();
  const form = useFormState(actionData, { fields: EMAIL_FIELDS, schema: ZChangeEmailRequest, toBody: (f) => ({ email: String(f.get("email") ?? "").trim() }) });
  const sent = actionData && "sent" in actionData ? actionData.sent : null;
  const verified = page.verifiedNow || page.user?.isEmailVerified === true;

  return (
    <RegistrationFrame steps={page.steps} current="email" title={t("join.email_title")}>
      {page.verifyError ? (
        <Alert tone="error" data-testid="verify-error">
          <p>{t(page.verifyError)}</p>
        </Alert>
      ) : null}
      {verified ? (
        <Alert tone="success" data-testid="email-verified">
          <p>{t("join.email_verified")}</p>
        </Alert>
      ) : null}
      {verified ? (
        <p>
          <a className="sr-button sr-button--primary" href={href(page.user ? "/my_dashboard" : "/login")}>
            {page.user ? t("join.to_dashboard") : t("header.sign_in")}
          </a>
        </p>
      ) : null}
      {page.user && page.businessStepOpen ? (
        <Card title={t("join.business_email_heading")}>
          <FormErrorSummary errors={form.errors} />
          <Form method="post" noValidate onSubmit={form.validate}>
            <input type="hidden" name="intent" value="business_email" />
            <TextInput label={t("join.email")} name="email" type="email" required defaultValue={form.value("email") ?? page.user.email} error={form.fieldError("email")} />
            <Button type="submit" loading={navigation.state === "submitting"}>
              {t("join.business_email_submit")}
            </Button>
          </Form>
        </Card>
      ) : null}
      {page.user && !verified && !page.businessStepOpen ? (
        <>
          <p data-testid="email-pending">{t("join.email_pending", { email: page.user.email })}</p>
          {sent === "resend" ? (
            <Alert tone="success">
              <p>{t("join.email_resent")}</p>
            </Alert>
          ) : null}
          {sent === "change" ? (
            <Alert tone="success">
              <p>{t("join.email_changed")}</p>
            </Alert>
          ) : null}
          <FormErrorSummary errors={form.errors} />
          <Form method="post">
            <input type="hidden" name="intent" value="resend" />
            <Button type="submit" variant="secondary" loading={navigation.state === "submitting" && navigation.formData?.get("intent") === "resend"}>
              {t("join.email_resend")}
            </Button>
          </Form>
          <Card title={t("join.email_change_heading")}>
            <Form method="post" noValidate onSubmit={form.validate}>
              <input type="hidden" name="intent" value="change" />
              <TextInput label={t("join.email_new")} name="email" type="email" required defaultValue={form.value("email")} error={form.fieldError("email")} />
              <Button type="submit" variant="secondary">
                {t("join.email_change_submit")}
              </Button>
            </Form>
          </Card>
        </>
      ) : null}
    </RegistrationFrame>
  );
}
