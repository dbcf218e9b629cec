import { Alert } from "@samtrot/ui-kit";
import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { ZodTypeAny } from "zod";
import { zodIssuesToApiErrors } from "@samtrot/api-client";
import { formErrorsFrom, NO_FORM_ERRORS, type TFormErrors } from "./form-errors";
import type { TFormFailure } from "./form-action.server";
import { formMessageText } from "./form-message";

/** The overall message of a form (spec 000 §5), announced as an alert. */
export function FormErrorSummary({ errors }: { errors: TFormErrors }) {
  const { t } = useTranslation("common");
  if (!errors.formError) return null;
  return (
    <Alert tone="error" data-testid="form-error">
      <p>{formMessageText(errors.formError, (key) => t(key))}</p>
    </Alert>
  );
}

export type TFormState = {
  errors: TFormErrors;
  /** Translated error of a field (or a row source such as "prices.2.price"), or undefined. */
  fieldError(name: string): string | undefined;
  /** The value submitted last time (after a refusal), for fields rendered without state. */
  value(name: string): string | undefined;
  values(name: string): string[];
  /**
   * onSubmit for progressive enhancement: the same zod schema the server uses checks the form in the browser
   * first; a refusal shows its errors at once and nothing is sent.
   */
  validate(event: FormEvent<HTMLFormElement>): void;
};

function isFailure(value: unknown): value is TFormFailure {
  return value !== null && typeof value === "object" && (value as { ok?: unknown }).ok === false && "errors" in value;
}

/**
 * Errors and values of a form from its action's answer, plus browser-side checking with the form's schema.
 * `toBody` turns the form's fields into the request body the schema (usually the api contract's) checks.
 */
export function useFormState(
  actionData: unknown,
  options: { fields: readonly string[]; schema?: ZodTypeAny; toBody?: (form: FormData) => unknown },
): TFormState {
  const { t } = useTranslation("common");
  const failure = isFailure(actionData) ? actionData : null;
  const [local, setLocal] = useState<TFormErrors | null>(null);
  useEffect(() => setLocal(null), [actionData]);
  const errors = local ?? failure?.errors ?? NO_FORM_ERRORS;
  const values = failure?.values ?? {};
  return {
    errors,
    fieldError: (name) => {
      const key = errors.fieldErrors[name];
      return key ? formMessageText(key, (k) => t(k)) : undefined;
    },
    value: (name) => {
      const v = values[name];
      return Array.isArray(v) ? v[0] : v;
    },
    values: (name) => {
      const v = values[name];
      return v === undefined ? [] : Array.isArray(v) ? v : [v];
    },
    validate: (event) => {
      if (!options.schema || !options.toBody) return;
      const parsed = options.schema.safeParse(options.toBody(new FormData(event.currentTarget)));
      if (parsed.success) {
        setLocal(null);
        return;
      }
      event.preventDefault();
      setLocal(formErrorsFrom(zodIssuesToApiErrors(parsed.error), options.fields));
    },
  };
}
