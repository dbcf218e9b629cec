import { Form } from "@remix-run/react";
import { GENDER, USER_TYPE, labelKey } from "@samtrot/constants-catalogue";
import { Button, Checkbox, ChoiceGroup, TextInput } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { FIRST_CONTACT_FIELDS as F } from "./section-forms";
import { FIRST_CONTACT_GENDERS, FIRST_CONTACT_ORIGINS, FIRST_CONTACT_USER_TYPES } from "./section-forms";
import type { TFormState } from "../shell/forms/form-feedback";

export type TFirstContactValues = {
  genders: number[];
  userTypes: number[];
  ageRange: { min: number; max: number };
  membersOnly: boolean;
  verifiedOnly: boolean;
  /** absent in filters stored before the origin choice existed (= from everywhere) */
  origins?: string[];
};

const GENDER_NAMES = Object.fromEntries(Object.entries(GENDER).map(([name, code]) => [code, name])) as Record<number, keyof typeof GENDER>;
const USER_TYPE_NAMES = Object.fromEntries(Object.entries(USER_TYPE).map(([name, code]) => [code, name])) as Record<number, keyof typeof USER_TYPE>;

/**
 * The first-contact filter of first_contact_filter_and_blocklist: who may write to me first (genders, user types,
 * origins, an age range, members only, verified only). After a refusal the boxes show what was sent.
 */
export function FirstContactForm({ stored, state, busy }: { stored: TFirstContactValues; state: TFormState; busy: boolean }) {
  const { t } = useTranslation("common");
  const sent = state.value(F.ageMin) !== undefined || state.value(F.ageMax) !== undefined;
  const storedOrigins = stored.origins ?? [];
  // an origin stored through the api that the form does not offer stays ticked, so saving keeps it
  const origins = [...FIRST_CONTACT_ORIGINS, ...storedOrigins.filter((code) => !FIRST_CONTACT_ORIGINS.includes(code))];
  const chosen = (name: string, storedValues: (number | string)[]) => (sent ? state.values(name) : storedValues.map(String));
  const ageError = state.fieldError("first_contact.age_range");
  return (
    <Form method="post" noValidate onSubmit={state.validate} data-testid="settings-form" className="wr-first-contact">
      <p>{t("settings.first_contact.explanation")}</p>
      <ChoiceGroup
        kind="checkbox"
        columns
        legend={t("settings.first_contact.genders")}
        name={F.genders}
        options={FIRST_CONTACT_GENDERS.map((code) => ({ value: String(code), label: t(labelKey.gender(GENDER_NAMES[code]!)) }))}
        defaultValue={chosen(F.genders, stored.genders)}
        error={state.fieldError(F.genders)}
      />
      <ChoiceGroup
        kind="checkbox"
        columns
        legend={t("settings.first_contact.user_types")}
        name={F.userTypes}
        options={FIRST_CONTACT_USER_TYPES.map((code) => ({ value: String(code), label: t(labelKey.userType(USER_TYPE_NAMES[code]!)) }))}
        defaultValue={chosen(F.userTypes, stored.userTypes)}
        error={state.fieldError(F.userTypes)}
      />
      <ChoiceGroup
        kind="checkbox"
        columns
        legend={t("settings.first_contact.origins")}
        hint={t("settings.first_contact.origins_hint")}
        name={F.origins}
        options={origins.map((code) => ({ value: code, label: t(`search.country_name.${code}`, { defaultValue: code }) }))}
        defaultValue={chosen(F.origins, storedOrigins)}
        error={state.fieldError(F.origins)}
      />
      <fieldset className="sr-field wr-range" aria-invalid={ageError ? true : undefined}>
        <legend className="sr-field__label">{t("settings.first_contact.age_range")}</legend>
        <div className="wr-range__inputs">
          <TextInput label={t("settings.first_contact.age_min")} name={F.ageMin} inputMode="numeric" defaultValue={state.value(F.ageMin) ?? String(stored.ageRange.min)} error={state.fieldError(F.ageMin)} />
          <TextInput label={t("settings.first_contact.age_max")} name={F.ageMax} inputMode="numeric" defaultValue={state.value(F.ageMax) ?? String(stored.ageRange.max)} error={state.fieldError(F.ageMax)} />
        </div>
        {ageError ? (
          <p className="sr-field__error" role="alert" data-testid="first-contact-age-error">
            {ageError}
          </p>
        ) : null}
      </fieldset>
      <Checkbox label={t("settings.first_contact.members_only")} name={F.membersOnly} defaultChecked={sent ? state.value(F.membersOnly) !== undefined : stored.membersOnly} />
      <Checkbox label={t("settings.first_contact.verified_only")} name={F.verifiedOnly} defaultChecked={sent ? state.value(F.verifiedOnly) !== undefined : stored.verifiedOnly} />
      <Button type="submit" disabled={busy} data-testid="settings-submit">
        {t("settings.save")}
      </Button>
    </Form>
  );
}
