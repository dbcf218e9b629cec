import { Checkbox, ChoiceGroup, Select, TextInput, Textarea } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { tristateFormValue, type TFieldSpec } from "./settings-fields";
import type { TFormState } from "../shell/forms/form-feedback";

/** The form value of a stored settings value (what the input shows before any change). */
function initialText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) return value.join(", ");
  return String(value);
}

/**
 * One settings field drawn from its spec: label via translation key, stored value as default, the value sent last
 * time after a refusal, and the field's error text (spec 000 §5: errors at their fields).
 */
export function SettingsField(props: { spec: TFieldSpec; stored: unknown; required: boolean; state: TFormState }) {
  const { spec, stored, required, state } = props;
  const { t } = useTranslation("common");
  const label = t(spec.labelKey);
  const error = state.fieldError(spec.name);
  const again = state.value(spec.name);
  switch (spec.kind) {
    case "checkbox":
      return <Checkbox label={label} name={spec.name} defaultChecked={stored === true} error={error} />;
    case "textarea":
      return <Textarea label={label} name={spec.name} required={required} maxLength={spec.maxLength} defaultValue={again ?? initialText(stored)} error={error} />;
    case "select":
    case "choice":
      return (
        <Select
          label={label}
          name={spec.name}
          required={required}
          placeholder={spec.kind === "select" ? t("settings.choose") : undefined}
          options={(spec.options ?? []).map((o) => ({ value: o.value, label: t(o.labelKey) }))}
          defaultValue={again ?? initialText(stored)}
          error={error}
        />
      );
    case "tristate": {
      const options = (spec.options ?? []).map((o) => ({ value: o.value, label: t(o.labelKey) }));
      // After a refusal the answer sent shows again, unless it was none of the choices (then the stored one).
      const checked = again !== undefined && options.some((o) => o.value === again) ? again : tristateFormValue(stored);
      return <ChoiceGroup legend={label} name={spec.name} kind="radio" columns options={options} defaultValue={[checked]} error={error} />;
    }
    case "multi": {
      const chosen = new Set((again !== undefined ? state.values(spec.name) : Array.isArray(stored) ? stored : []).map(String));
      return (
        <fieldset className="sr-field wr-choices" aria-invalid={error ? true : undefined}>
          <legend className="sr-field__label">{label}</legend>
          <div className="wr-choices__grid">
            {(spec.options ?? []).map((o) => (
              <Checkbox key={o.value} label={t(o.labelKey)} name={spec.name} value={o.value} defaultChecked={chosen.has(o.value)} />
            ))}
          </div>
          {error ? (
            <p className="sr-field__error" role="alert">
              {error}
            </p>
          ) : null}
        </fieldset>
      );
    }
    default: {
      const type = spec.kind === "email" ? "email" : spec.kind === "password" ? "password" : spec.kind === "number" ? "text" : "text";
      return (
        <TextInput
          label={label}
          name={spec.name}
          type={type}
          inputMode={spec.kind === "number" ? "numeric" : undefined}
          required={required && spec.kind !== "password"}
          maxLength={spec.maxLength}
          autoComplete={spec.kind === "password" ? (spec.name === "new_password" ? "new-password" : "current-password") : undefined}
          // "lower" fields (cup size) are stored in lower case and written in capitals (a "D" cup); the body
          // sends lower case again (settings-fields.ts).
          defaultValue={spec.kind === "password" ? undefined : (again ?? (spec.kind === "lower" ? initialText(stored).toUpperCase() : initialText(stored)))}
          error={error}
        />
      );
    }
  }
}
