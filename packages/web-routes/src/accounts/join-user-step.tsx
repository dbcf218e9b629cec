import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { TFieldVisibilityMap } from "@samtrot/api-client";
import {
  registerAppearanceContract,
  registerAvailabilityContract,
  registerPhotoContract,
  registerProfileContract,
  registerServicesContract,
  ZAppearanceStepRequest,
  ZAvailabilityStepRequest,
  ZPhotoStepRequest as ZPhotoBody,
  ZProfileStepRequest,
  ZServicesStepRequest,
} from "@samtrot/api-client/contracts";
import { CUP_SIZES, TRAIT_VALUES, labelKey, type TTraitCategoryName } from "@samtrot/constants-catalogue";
import { Button, Card, ChoiceGroup, Select, TextInput } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { pageApi } from "../shell/api/api.server";
import { formErrorsFrom } from "../shell/forms/form-errors";
import { refuse } from "../shell/forms/form-action.server";
import { serverI18n } from "../shell/i18n/i18n.server";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { uploadPhotoFromForm } from "./photo-upload.server";
import {
  APPEARANCE_CHOICE_FIELDS,
  APPEARANCE_FIELDS,
  PROFILE_FIELDS,
  appearanceBodyFrom,
  defaultWorkingHourRows,
  profileBodyFrom,
  servicesBodyFrom,
  workingHourRowsFrom,
  workingHoursFrom,
  PRICE_FIELD_NAMES,
} from "./registration-forms";
import { placePriceErrors, placeSlotErrors, stepKeyIn, stepSender } from "./registration-step.server";
import { flowSteps, registrationVisibility, requireRegistrationStep } from "./registration.server";
import { assertSameOrigin } from "../shell/api/same-origin.server";
import { FormErrorSummary, useFormState } from "../shell/forms/form-feedback";
import { PhotoUpload } from "./photo-upload";
import { PriceFields } from "../settings/price-fields";
import { RegistrationFrame } from "./registration-frame";
import { WorkingHoursFields } from "../settings/working-hours-fields";

export const handle = { i18n: ["common"] };

const STEP_KEYS = ["photo", "profile", "appearance", "services", "availability"] as const;
type TStepKey = (typeof STEP_KEYS)[number];

/** Form fields per step (error sources are matched against these). */
const FIELDS: Record<TStepKey, readonly string[]> = {
  photo: ["media_id", "photo"],
  profile: PROFILE_FIELDS,
  appearance: APPEARANCE_FIELDS,
  services: ["prices", "escort_services", ...PRICE_FIELD_NAMES],
  availability: ["working_hours"],
};

// join/user/{stepKey} (spec 000 §2, §4): photo 2, profile 3, appearance 4, services 5, availability 6.
export async function loader(args: LoaderFunctionArgs) {
  const { request, params } = args;
  const { lang, linkPrefix } = requirePageLocale(request, params);
  const stepKey = stepKeyIn(STEP_KEYS, params.stepKey);
  const user = await requireRegistrationStep(args, "user", stepKey, linkPrefix);
  const visibility = await registrationVisibility(args, lang, user);
  return data(
    {
      title: serverI18n.t(lang)(`join.step_title.${stepKey}`),
      stepKey,
      steps: flowSteps(user, "user"),
      visibility,
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
  const user = await requireRegistrationStep(args, "user", stepKey, linkPrefix);
  const api = pageApi({ request, context }, { lang });
  const form = await request.formData();
  const fields = FIELDS[stepKey];

  const send = stepSender({ api, form, fields, flow: "user", linkPrefix });

  switch (stepKey) {
    case "photo": {
      const visibility = await registrationVisibility(args, lang, user);
      const uploaded = await uploadPhotoFromForm({ request, context }, lang, form, { optional: visibility.photo !== "required" });
      if (!uploaded.ok) return refuse(formErrorsFrom(uploaded.errors, fields), form, 422);
      return send(ZPhotoBody, { media_id: uploaded.mediaId }, (body) => api.call(registerPhotoContract, { body }));
    }
    case "profile": {
      const visibility = await registrationVisibility(args, lang, user);
      return send(ZProfileStepRequest, profileBodyFrom(form, (field) => visibility[field] !== "false"), (body) => api.call(registerProfileContract, { body }));
    }
    case "appearance": {
      const visibility = await registrationVisibility(args, lang, user);
      const body = appearanceBodyFrom(form, (field) => visibility[field] !== "false");
      return send(ZAppearanceStepRequest, body, (b) => api.call(registerAppearanceContract, { body: b }));
    }
    case "services": {
      const visibility = await registrationVisibility(args, lang, user);
      const body = servicesBodyFrom(form, (field) => visibility[field] !== "false");
      return send(ZServicesStepRequest, body, (b) => api.call(registerServicesContract, { body: b }), placePriceErrors(form));
    }
    case "availability": {
      const { working_hours, rowOfSlot } = workingHoursFrom(form);
      return send(ZAvailabilityStepRequest, { working_hours }, (body) => api.call(registerAvailabilityContract, { body }), placeSlotErrors(rowOfSlot));
    }
  }
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }];

function traitOptions(category: TTraitCategoryName, t: (key: string) => string) {
  return TRAIT_VALUES[category].map((value) => ({ value: String(value.id), label: t(labelKey.traitValue(category, value.key)) }));
}

export default function JoinUserStepRoute() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("common");
  const form = useFormState(actionData, clientCheck(page.stepKey, page.visibility));
  const shows = (field: string) => page.visibility[field] !== undefined && page.visibility[field] !== "false";
  const required = (field: string) => page.visibility[field] === "required";
  const submitting = navigation.state === "submitting";

  return (
    <RegistrationFrame steps={page.steps} current={page.stepKey} title={t(`join.step_title.${page.stepKey}`)} finishReason={page.finishReason}>
      <Card>
        <FormErrorSummary errors={form.errors} />
        <Form method="post" noValidate onSubmit={form.validate} encType={page.stepKey === "photo" ? "multipart/form-data" : undefined}>
          {page.stepKey === "photo" ? (
            <>
              <p>{t("join.photo_intro")}</p>
              <PhotoUpload label={t("join.photo")} required={required("photo")} error={form.fieldError("media_id") ?? form.fieldError("photo")} />
            </>
          ) : null}

          {page.stepKey === "profile"
            ? (["relationship_status", "race_type", "sexuality"] as const).filter(shows).map((category) => (
                <ChoiceGroup
                  key={category}
                  kind="radio"
                  columns
                  legend={t(labelKey.traitCategory(category))}
                  name={category}
                  required
                  defaultValue={form.values(category)}
                  options={traitOptions(category, t)}
                  error={form.fieldError(category)}
                />
              ))
            : null}
          {page.stepKey === "profile" && !shows("sexuality") ? <p data-testid="consent-hidden-sexuality">{t("consents.hidden_at_registration.sexuality")}</p> : null}

          {page.stepKey === "appearance" ? (
            <>
              {(["height", "weight", "penis_length", "penis_diameter"] as const).filter(shows).map((field) => (
                <TextInput
                  key={field}
                  label={t(`join.appearance.${field}`)}
                  name={field}
                  inputMode="numeric"
                  required={required(field)}
                  defaultValue={form.value(field)}
                  error={form.fieldError(field)}
                />
              ))}
              {shows("cup_size") ? (
                <Select
                  label={t("join.appearance.cup_size")}
                  name="cup_size"
                  placeholder={t("join.choose")}
                  required={required("cup_size")}
                  defaultValue={form.value("cup_size") ?? ""}
                  options={CUP_SIZES.map((size) => ({ value: size, label: size.toUpperCase() }))}
                  error={form.fieldError("cup_size")}
                />
              ) : null}
              {APPEARANCE_CHOICE_FIELDS.filter(shows).map((category) => (
                <Select
                  key={category}
                  label={t(labelKey.traitCategory(category))}
                  name={category}
                  placeholder={t("join.choose")}
                  required={required(category)}
                  defaultValue={form.value(category) ?? ""}
                  options={traitOptions(category, t)}
                  error={form.fieldError(category)}
                />
              ))}
            </>
          ) : null}

          {page.stepKey === "services" ? (
            <>
              <PriceFields legend={t("join.prices")} required value={form.value} fieldError={form.fieldError} error={form.errors.fieldErrors.prices && !Object.keys(form.errors.fieldErrors).some((k) => k.startsWith("price_")) ? form.fieldError("prices") : undefined} />
              {shows("escort_services") ? (
                <ChoiceGroup
                  kind="checkbox"
                  columns
                  legend={t(labelKey.traitCategory("escort_service"))}
                  name="escort_services"
                  required
                  defaultValue={form.values("escort_services")}
                  options={traitOptions("escort_service", t)}
                  error={form.fieldError("escort_services")}
                />
              ) : (
                <p data-testid="consent-hidden-services">{t("consents.hidden_at_registration.services")}</p>
              )}
            </>
          ) : null}

          {page.stepKey === "availability" ? (
            <WorkingHoursFields
              legend={t("join.working_hours")}
              rows={actionData ? rowsFromValues(form.value) : defaultWorkingHourRows()}
              error={form.fieldError("working_hours")}
              rowError={(row) => form.fieldError(`working_hours.row${row}`)}
            />
          ) : null}

          <div className="wr-form-actions">
            <Button type="submit" loading={submitting}>
              {t("join.continue")}
            </Button>
            {page.stepKey === "photo" && !required("photo") ? (
              <Button type="submit" variant="ghost" name="skip" value="1" formNoValidate>
                {t("join.skip")}
              </Button>
            ) : null}
          </div>
        </Form>
      </Card>
    </RegistrationFrame>
  );
}

/** The working-hour rows as last posted (they are plain fields, so they come back with the values). */
function rowsFromValues(value: (name: string) => string | undefined) {
  const form = new FormData();
  const count = Number(value("wh_count") ?? 0);
  form.set("wh_count", String(count));
  for (let i = 0; i < count; i += 1) {
    for (const part of ["day", "from", "to", "on"]) {
      const v = value(`wh_${part}_${i}`);
      if (v !== undefined) form.set(`wh_${part}_${i}`, v);
    }
  }
  const rows = workingHourRowsFrom(form);
  return rows.length > 0 ? rows : defaultWorkingHourRows();
}

/** Browser-side checks of each step with the contract's schema (the photo is checked by the upload). */
function clientCheck(stepKey: TStepKey, visibility: TFieldVisibilityMap) {
  const fields = FIELDS[stepKey];
  switch (stepKey) {
    case "profile": {
      // sexuality is asked (and then required, spec 001 §5) only with the user's consent to it (decision 045)
      const schema = visibility.sexuality === "required" ? ZProfileStepRequest.required({ sexuality: true }) : ZProfileStepRequest;
      return { fields, schema, toBody: (f: FormData) => profileBodyFrom(f, (field) => visibility[field] !== "false") };
    }
    case "appearance":
      return { fields, schema: ZAppearanceStepRequest, toBody: (f: FormData) => appearanceBodyFrom(f, (field) => visibility[field] !== "false") };
    default:
      return { fields };
  }
}
