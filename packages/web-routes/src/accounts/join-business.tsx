import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { zodIssuesToApiErrors } from "@samtrot/api-client";
import { registerBusinessContract, ZBusinessSignUpRequest } from "@samtrot/api-client/contracts";
import { BUSINESS_TYPES, labelKey } from "@samtrot/constants-catalogue";
import { Button, Card, Checkbox, ChoiceGroup, TextInput } from "@samtrot/ui-kit";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { emailStepPath, registrationFlowOf, registrationStepPath } from "../shell/session/access-rules";
import { pageApi } from "../shell/api/api.server";
import { formErrorsFrom } from "../shell/forms/form-errors";
import { refuse, refuseFromApi } from "../shell/forms/form-action.server";
import { serverI18n } from "../shell/i18n/i18n.server";
import { localizePath } from "../shell/i18n/locale-path";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { BUSINESS_SIGN_UP_FIELDS, businessSignUpBodyFrom } from "./registration-forms";
import { flowSteps } from "./registration-steps";
import { assertSameOrigin } from "../shell/api/same-origin.server";
import { continueAfterSignUp } from "./registration-step.server";
import { getUser } from "../shell/session/session.server";
import { FormErrorSummary, useFormState } from "../shell/forms/form-feedback";
import { RegistrationFrame } from "./registration-frame";
import { usePageLocale } from "../shell/i18n/use-page-locale";

export const handle = { i18n: ["common"] };

// join/business and join/business/business/lp/{landingPageId} (spec 000 §2): the business type, then the
// account; the steps of the type's flow follow (spec 001 §3: types 1,2 / 3,3.1,4 / 12).
export async function loader(args: LoaderFunctionArgs) {
  const { request, params } = args;
  const { lang, linkPrefix } = requirePageLocale(request, params);
  const user = await getUser(args);
  if (user) {
    const flow = registrationFlowOf(user);
    if (user.nextRegistrationStep) throw redirect(registrationStepPath(flow, user.nextRegistrationStep, linkPrefix));
    throw redirect(user.isEmailVerified ? localizePath("/my_dashboard", linkPrefix) : emailStepPath(flow, linkPrefix));
  }
  return data(
    { title: serverI18n.t(lang)("join.business_title"), landingPageId: params.landingPageId ?? null },
    { headers: { "cache-control": "no-store" } },
  );
}

export async function action(args: ActionFunctionArgs) {
  const { request, params, context } = args;
  assertSameOrigin(request);
  const { lang, linkPrefix } = requirePageLocale(request, params);
  const form = await request.formData();
  const parsed = ZBusinessSignUpRequest.safeParse(businessSignUpBodyFrom(form));
  if (!parsed.success) return refuse(formErrorsFrom(zodIssuesToApiErrors(parsed.error), BUSINESS_SIGN_UP_FIELDS), form);
  const result = await pageApi({ request, context }, { lang }).call(registerBusinessContract, { body: parsed.data }, { retries: 0 });
  if (!result.ok) return refuseFromApi(result, BUSINESS_SIGN_UP_FIELDS, form);
  return continueAfterSignUp(request, result.data, "business", linkPrefix);
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }];

export default function JoinBusinessRoute() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("common");
  const { href } = usePageLocale();
  const form = useFormState(actionData, { fields: BUSINESS_SIGN_UP_FIELDS, schema: ZBusinessSignUpRequest, toBody: businessSignUpBodyFrom });
  const [type, setType] = useState(form.value("business_type") ?? "");
  return (
    <RegistrationFrame steps={flowSteps(null, "business", undefined, type || "1")} current="signUp" title={t("join.business_title")}>
      <p>
        {t("join.user_instead")} <a href={href("/join/user")}>{t("join.user_link")}</a> ·{" "}
        <a href={href("/join/business-benefits")}>{t("join.benefits_link")}</a>
      </p>
      <Card>
        <FormErrorSummary errors={form.errors} />
        <Form method="post" noValidate onSubmit={form.validate}>
          {page.landingPageId ? <input type="hidden" name="landing_page_id" value={page.landingPageId} /> : null}
          <ChoiceGroup
            kind="radio"
            legend={t("join.business_type")}
            name="business_type"
            required
            value={type ? [type] : []}
            onChange={([value]) => setType(value ?? "")}
            options={BUSINESS_TYPES.map((businessType) => ({ value: businessType.id, label: t(labelKey.businessType(businessType.key)) }))}
            error={form.fieldError("business_type")}
          />
          <TextInput label={t("join.business_name")} name="username" required hint={t("join.username_hint")} defaultValue={form.value("username")} error={form.fieldError("username")} />
          <TextInput label={t("join.email")} name="email" type="email" autoComplete="email" required defaultValue={form.value("email")} error={form.fieldError("email")} />
          <TextInput label={t("join.password")} name="password" type="password" autoComplete="new-password" required hint={t("join.password_hint")} error={form.fieldError("password")} />
          <Checkbox label={t("join.accept_terms")} name="accept_terms" value="1" required error={form.fieldError("accept_terms")} />
          <Button type="submit" loading={navigation.state === "submitting"}>
            {t("join.continue")}
          </Button>
        </Form>
      </Card>
    </RegistrationFrame>
  );
}
