import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import {
  BUSINESS_FLOW_RULES,
  registerBusinessDescriptionContract,
  registerBusinessEscortsContract,
  registerBusinessPhotoContract,
  registerBusinessScheduleContract,
  registerBusinessServicesContract,
  ZBusinessDescriptionRequest,
  ZBusinessEscortsRequest,
  ZBusinessPhotoRequest,
  ZBusinessScheduleRequest,
  ZBusinessServicesRequest,
} from "@samtrot/api-client/contracts";
import { TEXT_LIMITS, TRAIT_VALUES, findBusinessType, labelKey } from "@samtrot/constants-catalogue";
import { Button, Card, ChoiceGroup, Textarea } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { pageApi } from "../shell/api/api.server";
import { formErrorsFrom } from "../shell/forms/form-errors";
import { refuse } from "../shell/forms/form-action.server";
import { serverI18n } from "../shell/i18n/i18n.server";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { uploadPhotoFromForm } from "./photo-upload.server";
import {
  businessServicesBodyFrom,
  defaultWorkingHourRows,
  descriptionBodyFrom,
  escortsBodyFrom,
  workingHoursFrom,
  PRICE_FIELD_NAMES,
} from "./registration-forms";
import { placePriceErrors, placeSlotErrors, stepKeyIn, stepSender } from "./registration-step.server";
import { flowSteps, requireRegistrationStep } from "./registration.server";
import { assertSameOrigin } from "../shell/api/same-origin.server";
import { FormErrorSummary, useFormState } from "../shell/forms/form-feedback";
import { PhotoUpload } from "./photo-upload";
import { PriceFields } from "../settings/price-fields";
import { RegistrationFrame } from "./registration-frame";
import { WorkingHoursFields } from "../settings/working-hours-fields";

export const handle = { i18n: ["common"] };

const STEP_KEYS = ["services", "schedule", "description", "photo", "escorts"] as const;
type TStepKey = (typeof STEP_KEYS)[number];

const FIELDS: Record<TStepKey, readonly string[]> = {
  services: ["services", "prices", ...PRICE_FIELD_NAMES],
  schedule: ["working_hours"],
  description: ["description"],
  photo: ["media_id", "photo"],
  escorts: ["escorts"],
};

// join/business/{stepKey} (spec 000 §2, §4): services, schedule, description, photo, escorts (the e-mail step
// is /join/business/email), in the order of the business type's flow.
export async function loader(args: LoaderFunctionArgs) {
  const { request, params } = args;
  const { lang, linkPrefix } = requirePageLocale(request, params);
  const stepKey = stepKeyIn(STEP_KEYS, params.stepKey);
  const user = await requireRegistrationStep(args, "business", stepKey, linkPrefix);
  const flow = findBusinessType(user.profile.businessType ?? "")?.flow ?? "agency";
  const rules = BUSINESS_FLOW_RULES[flow];
  return data(
    {
      title: serverI18n.t(lang)(`join.step_title.${stepKey}`),
      stepKey,
      steps: flowSteps(user, "business"),
      serviceCategories: [...rules.serviceCategories],
      pricesRequired: rules.pricesRequired,
      finishReason: new URL(request.url).searchParams.get("reason") === "finish_reg",
    },
    { headers: { "cache-control": "private, no-store" } },
  );
}

export async function action(args: ActionFunctionArgs) {
  const { request, params, context } = args;
  assertSameOrigin(request);
  const { lang, linkPrefix } = requirePageLocale(request, params);
  const stepKey = stepKeyIn(STEP_KEYS, params.stepKey);
  await requireRegistrationStep(args, "business", stepKey, linkPrefix);
  const api = pageApi({ request, context }, { lang });
  const form = await request.formData();
  const fields = FIELDS[stepKey];

  const send = stepSender({ api, form, fields, flow: "business", linkPrefix });

  switch (stepKey) {
    case "services":
      return send(ZBusinessServicesRequest, businessServicesBodyFrom(form), (body) => api.call(registerBusinessServicesContract, { body }), placePriceErrors(form));
    case "schedule": {
      const { working_hours, rowOfSlot } = workingHoursFrom(form);
      return send(ZBusinessScheduleRequest, { working_hours }, (body) => api.call(registerBusinessScheduleContract, { body }), placeSlotErrors(rowOfSlot));
    }
    case "description":
      return send(ZBusinessDescriptionRequest, descriptionBodyFrom(form), (body) => api.call(registerBusinessDescriptionContract, { body }));
    case "photo": {
      const uploaded = await uploadPhotoFromForm({ request, context }, lang, form, { optional: false });
      if (!uploaded.ok) return refuse(formErrorsFrom(uploaded.errors, fields), form, 422);
      return send(ZBusinessPhotoRequest, { media_id: uploaded.mediaId }, (body) => api.call(registerBusinessPhotoContract, { body }));
    }
    case "escorts":
      return send(ZBusinessEscortsRequest, escortsBodyFrom(form), (body) => api.call(registerBusinessEscortsContract, { body }));
  }
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }];

export default function JoinBusinessStepRoute() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("common");
  const fields = FIELDS[page.stepKey];
  const form = useFormState(
    actionData,
    page.stepKey === "description"
      ? { fields, schema: ZBusinessDescriptionRequest, toBody: descriptionBodyFrom }
      : page.stepKey === "escorts"
        ? { fields, schema: ZBusinessEscortsRequest, toBody: escortsBodyFrom }
        : { fields },
  );
  const { min, max } = TEXT_LIMITS.businessDescription; // spec 001 §5: 140–2,500

  return (
    <RegistrationFrame steps={page.steps} current={page.stepKey} title={t(`join.step_title.${page.stepKey}`)} finishReason={page.finishReason}>
      <Card>
        <FormErrorSummary errors={form.errors} />
        <Form method="post" noValidate onSubmit={form.validate} encType={page.stepKey === "photo" ? "multipart/form-data" : undefined}>
          {page.stepKey === "services" ? (
            <>
              {page.serviceCategories.map((category) => (
                <ChoiceGroup
                  key={category}
                  kind="checkbox"
                  columns
                  legend={t(labelKey.traitCategory(category))}
                  name="services"
                  defaultValue={form.values("services")}
                  options={TRAIT_VALUES[category].map((value) => ({ value: String(value.id), label: t(labelKey.traitValue(category, value.key)) }))}
                />
              ))}
              {form.fieldError("services") ? (
                <p className="sr-field__error" role="alert">
                  {form.fieldError("services")}
                </p>
              ) : null}
              <PriceFields legend={t("join.prices")} required={page.pricesRequired} value={form.value} fieldError={form.fieldError} error={form.errors.fieldErrors.prices && !Object.keys(form.errors.fieldErrors).some((k) => k.startsWith("price_")) ? form.fieldError("prices") : undefined} />
            </>
          ) : null}
          {page.stepKey === "schedule" ? (
            <WorkingHoursFields
              legend={t("join.opening_hours")}
              rows={defaultWorkingHourRows()}
              error={form.fieldError("working_hours")}
              rowError={(row) => form.fieldError(`working_hours.row${row}`)}
            />
          ) : null}
          {page.stepKey === "description" ? (
            <Textarea
              label={t("join.description")}
              name="description"
              required
              rows={8}
              hint={t("join.description_hint", { min, max })}
              defaultValue={form.value("description")}
              error={form.fieldError("description")}
              counter={{
                format: (count) => t("join.description_counter", { count, max }),
                tooShort: (count) => count < min,
                tooLong: (count) => count > max,
              }}
            />
          ) : null}
          {page.stepKey === "photo" ? <PhotoUpload label={t("join.business_photo")} required error={form.fieldError("media_id") ?? form.fieldError("photo")} /> : null}
          {page.stepKey === "escorts" ? (
            <Textarea
              label={t("join.escorts")}
              name="escorts"
              rows={5}
              hint={t("join.escorts_hint")}
              defaultValue={form.value("escorts")}
              error={form.fieldError("escorts")}
            />
          ) : null}
          <Button type="submit" loading={navigation.state === "submitting"}>
            {t("join.continue")}
          </Button>
        </Form>
      </Card>
    </RegistrationFrame>
  );
}
