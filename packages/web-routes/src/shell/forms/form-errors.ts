import { FORM_INVALID_KEY } from "@samtrot/constants-catalogue";
import type { TApiError } from "@samtrot/api-client";

/** Errors of one form, as translation keys: at their fields, and one overall message. */
export type TFormErrors = {
  /** field name (or a row's full source such as "prices.2.price") → key */
  fieldErrors: Record<string, string>;
  formError: string | null;
};

export const NO_FORM_ERRORS: TFormErrors = { fieldErrors: {}, formError: null };

/**
 * Spec 000 §5: errors whose source matches a field of the form are shown at that field; the others as the
 * overall message, which defaults to 'please correct all the invalid fields before submitting the form'.
 * A source like "prices.2.price" or "working_hours.1" belongs to the field "prices" / "working_hours"; it
 * is kept under its full source too, so a row can show its own message.
 */
export function formErrorsFrom(errors: readonly TApiError[], fields: readonly string[]): TFormErrors {
  const fieldErrors: Record<string, string> = {};
  let unmatched: string | null = null;
  for (const error of errors) {
    const source = error.source ?? "";
    const field = fields.find((name) => source === name || source.startsWith(`${name}.`));
    if (field === undefined) {
      unmatched ??= error.title;
      continue;
    }
    fieldErrors[field] ??= error.title;
    if (source !== field) fieldErrors[source] ??= error.title;
  }
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;
  return { fieldErrors, formError: unmatched ?? (hasFieldErrors ? FORM_INVALID_KEY : null) };
}
