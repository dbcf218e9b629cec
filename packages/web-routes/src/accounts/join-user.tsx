import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { zodIssuesToApiErrors } from "@samtrot/api-client";
import { completeSignUpContract, registerUserContract, ZSignUpDetailsRequest, ZUserSignUpRequest } from "@samtrot/api-client/contracts";
import { CONSENT_PURPOSES, COUPLE_TYPE, GENDER, labelKey, USER_TYPE, USER_TYPE_SLUG, type TCoupleTypeName, type TGenderName } from "@samtrot/constants-catalogue";
import { Button, Card, Checkbox, ChoiceGroup, Select, TextInput } from "@samtrot/ui-kit";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { emailStepPath, registrationFlowOf, registrationStepPath } from "../shell/session/access-rules";
import { pageApi } from "../shell/api/api.server";
import { referralCodeOf } from "../support/referral-cookie";
import { formErrorsFrom } from "../shell/forms/form-errors";
import { refuse, refuseFromApi } from "../shell/forms/form-action.server";
import { isGoogleSignInEnabled } from "./google.server";
import { serverI18n } from "../shell/i18n/i18n.server";
import { localizePath } from "../shell/i18n/locale-path";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { COUPLE_CHOICE, USER_SIGN_UP_FIELDS, userSignUpBodyFrom } from "./registration-forms";
import { nextPageAfter } from "./registration.server";
import { flowSteps } from "./registration-steps";
import { assertSameOrigin } from "../shell/api/same-origin.server";
import { continueAfterSignUp } from "./registration-step.server";
import { getUser } from "../shell/session/session.server";
import { BirthDateFields } from "./birth-date-fields";
import { FormErrorSummary, useFormState } from "../shell/forms/form-feedback";
import { GoogleSignInLink } from "./google-sign-in-link";
import { RegistrationFrame } from "./registration-frame";
import { usePageLocale } from "../shell/i18n/use-page-locale";

export const handle = { i18n: ["common"] };

const SLUG_TO_TYPE: Record<string, number> = { [USER_TYPE_SLUG.client]: USER_TYPE.client, [USER_TYPE_SLUG.escort]: USER_TYPE.escort };

// join/user, join/user/{userType}/lp, join/user/{userType}/lp/{landingPageId} (spec 000 §2): step 1 (signUp)
// of a client or escort. A signed-in user continues where the registration stopped (registerCompletedStep);
// a Google account that still lacks the sign-up details completes them here.
export async function loader(args: LoaderFunctionArgs) {
  const { request, params, context } = args;
  const { lang, linkPrefix } = requirePageLocale(request, params);
  if (params.userType !== undefined && !(params.userType in SLUG_TO_TYPE)) throw new Response(null, { status: 404 });
  const user = await getUser(args);
  if (user && user.nextRegistrationStep !== "signUp") {
    const flow = registrationFlowOf(user);
    if (user.nextRegistrationStep) throw redirect(registrationStepPath(flow, user.nextRegistrationStep, linkPrefix));
    throw redirect(user.isEmailVerified ? localizePath("/my_dashboard", linkPrefix) : emailStepPath(flow, linkPrefix));
  }
  const t = serverI18n.t(lang);
  return data(
    {
      title: t("join.user_title"),
      federated: user !== null,
      userType: params.userType ? SLUG_TO_TYPE[params.userType]! : null,
      landingPageId: params.landingPageId ?? null,
      finishReason: new URL(request.url).searchParams.get("reason") === "finish_reg",
      google: user ? false : await isGoogleSignInEnabled({ request, context }, lang),
    },
    { headers: { "cache-control": "no-store" } },
  );
}

export async function action(args: ActionFunctionArgs) {
  const { request, params, context } = args;
  assertSameOrigin(request);
  const { lang, linkPrefix } = requirePageLocale(request, params);
  const form = await request.formData();
  const user = await getUser(args);
  const api = pageApi({ request, context }, { lang });

  if (user) {
    // A Google account completing the sign-up details.
    const body = userSignUpBodyFrom(form, { federated: true });
    const parsed = ZSignUpDetailsRequest.safeParse(body);
    if (!parsed.success) return refuse(formErrorsFrom(zodIssuesToApiErrors(parsed.error), USER_SIGN_UP_FIELDS), form);
    const result = await api.call(completeSignUpContract, { body: parsed.data });
    if (!result.ok) return refuseFromApi(result, USER_SIGN_UP_FIELDS, form);
    return redirect(nextPageAfter(result.data, "user", linkPrefix));
  }

  // A sign-up through a share link names its referral code (decision 040); the api ignores an unknown one.
  const referralCode = referralCodeOf(request);
  const parsed = ZUserSignUpRequest.safeParse({ ...userSignUpBodyFrom(form), ...(referralCode ? { referral_code: referralCode } : {}) });
  if (!parsed.success) return refuse(formErrorsFrom(zodIssuesToApiErrors(parsed.error), USER_SIGN_UP_FIELDS), form);
  const result = await api.call(registerUserContract, { body: parsed.data }, { retries: 0 });
  if (!result.ok) return refuseFromApi(result, USER_SIGN_UP_FIELDS, form);
  return continueAfterSignUp(request, result.data, "user", linkPrefix);
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }];

const GENDER_NAMES = Object.keys(GENDER) as TGenderName[];
const COUPLE_NAMES = Object.keys(COUPLE_TYPE) as TCoupleTypeName[];

export default function JoinUserRoute() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("common");
  const { href } = usePageLocale();
  const form = useFormState(actionData, {
    fields: USER_SIGN_UP_FIELDS,
    schema: page.federated ? ZSignUpDetailsRequest : ZUserSignUpRequest,
    toBody: (data) => userSignUpBodyFrom(data, { federated: page.federated }),
  });
  const [userType, setUserType] = useState<string>(form.value("user_type") ?? (page.userType ? String(page.userType) : ""));
  const [gender, setGender] = useState<string>(form.value("gender") ?? "");
  const steps = flowSteps(null, "user", userType === String(USER_TYPE.client) ? USER_TYPE.client : USER_TYPE.escort);

  return (
    <RegistrationFrame steps={steps} current="signUp" title={t("join.user_title")} finishReason={page.finishReason}>
      <p>
        {t("join.business_instead")} <a href={href("/join/business")}>{t("join.business_link")}</a> ·{" "}
        <a href={href("/join/benefits")}>{t("join.benefits_link")}</a>
      </p>
      <Card>
        <FormErrorSummary errors={form.errors} />
        <Form method="post" noValidate onSubmit={form.validate}>
          {page.landingPageId ? <input type="hidden" name="landing_page_id" value={page.landingPageId} /> : null}
          <ChoiceGroup
            kind="radio"
            legend={t("join.user_type")}
            name="user_type"
            required
            value={userType ? [userType] : []}
            onChange={([value]) => setUserType(value ?? "")}
            options={[
              { value: String(USER_TYPE.client), label: t(labelKey.userType("client")) },
              { value: String(USER_TYPE.escort), label: t(labelKey.userType("escort")) },
            ]}
            error={form.fieldError("user_type")}
          />
          <ChoiceGroup
            kind="radio"
            legend={t("join.gender")}
            name="gender"
            required
            value={gender ? [gender] : []}
            onChange={([value]) => setGender(value ?? "")}
            options={[
              ...GENDER_NAMES.map((name) => ({ value: String(GENDER[name]), label: t(labelKey.gender(name)) })),
              { value: COUPLE_CHOICE, label: t("join.couple") },
            ]}
            error={form.fieldError("gender")}
          />
          <Select
            label={t("join.couple_type")}
            name="couple_type"
            hint={t("join.couple_type_hint")}
            placeholder={t("join.choose")}
            defaultValue={form.value("couple_type") ?? ""}
            required={gender === COUPLE_CHOICE}
            options={COUPLE_NAMES.map((name) => ({ value: String(COUPLE_TYPE[name]), label: t(labelKey.coupleType(name)) }))}
            error={form.fieldError("couple_type")}
          />
          <TextInput
            label={t("join.username")}
            name="username"
            autoComplete="username"
            required
            hint={t("join.username_hint")}
            defaultValue={form.value("username")}
            error={form.fieldError("username")}
          />
          {page.federated ? null : (
            <>
              <TextInput label={t("join.email")} name="email" type="email" autoComplete="email" required defaultValue={form.value("email")} error={form.fieldError("email")} />
              <TextInput
                label={t("join.password")}
                name="password"
                type="password"
                autoComplete="new-password"
                required
                hint={t("join.password_hint")}
                error={form.fieldError("password")}
              />
            </>
          )}
          <BirthDateFields value={form.value} error={form.fieldError("birth_date")} />
          <Checkbox label={t("join.accept_terms")} name="accept_terms" value="1" required error={form.fieldError("accept_terms")} />
          <fieldset className="wr-consent-choices" data-testid="signup-consents">
            <legend>{t("consents.signup_legend")}</legend>
            <p className="wr-consent-choices__hint">{t("consents.signup_hint")}</p>
            {CONSENT_PURPOSES.map((purpose) => (
              <Checkbox
                key={purpose}
                label={t(`consents.${purpose}.checkbox`)}
                hint={t(`consents.${purpose}.text`)}
                name={`consent_${purpose}`}
                value="1"
                defaultChecked={form.value(`consent_${purpose}`) === "1"}
              />
            ))}
          </fieldset>
          <Button type="submit" loading={navigation.state === "submitting"}>
            {t("join.continue")}
          </Button>
        </Form>
        {page.google ? <GoogleSignInLink /> : null}
      </Card>
      <p className="wr-form-links">
        {t("join.have_account")} <a href={href("/login")}>{t("header.sign_in")}</a>
      </p>
    </RegistrationFrame>
  );
}
