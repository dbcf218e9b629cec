import { data } from "@remix-run/node";
import type { TFailure } from "@samtrot/api-client";
import { formErrorsFrom, type TFormErrors } from "./form-errors";

/** What a form action answers when the submission is refused: the errors and the values to show again. */
export type TFormFailure = { ok: false; errors: TFormErrors; values: Record<string, string | string[]> };

/** The submitted fields as plain values (repeated names become lists; files are left out). */
export function formValues(form: FormData): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value !== "string" || name === "password" || name === "captcha") continue;
    const known = values[name];
    if (known === undefined) values[name] = value;
    else values[name] = Array.isArray(known) ? [...known, value] : [known, value];
  }
  return values;
}

/** A refused submission (422 unless said otherwise), errors mapped to the form's fields (spec 000 §5). */
export function refuse(errors: TFormErrors, form: FormData | null, status = 422) {
  return data<TFormFailure>({ ok: false, errors, values: form ? formValues(form) : {} }, { status });
}

/** The api refused: field errors where their source is a field of the form, the rest as the overall message. */
export function refuseFromApi(result: TFailure, fields: readonly string[], form: FormData | null) {
  const status = typeof result.status === "number" && result.status >= 400 ? result.status : 502;
  return refuse(formErrorsFrom(result.errors, fields), form, status);
}
