import {
  ADULT_AGE_YEARS,
  MAX_PLAUSIBLE_AGE_YEARS,
  MEMBERSHIP_FORM_SALUTATION,
  ageOnDate,
  birthDateProblem,
  isCalendarDate,
  type TBirthDateParts,
  type TMembershipFormSalutation,
  type TSalutation,
} from "@samtrot/constants-catalogue";
import { type TCheck, PAYMENT_ERROR, fail, ok } from "./result.js";

/** Salutation of the membership form as the payment backend wants it: Mister → "1M", Miss → "2F". spec 000 §5 */
export function salutationCode(salutation: TMembershipFormSalutation): TSalutation {
  return MEMBERSHIP_FORM_SALUTATION[salutation];
}

/** Adults only (the one rule of constants-catalogue's birth-date.ts, shared with registration). */
export const MIN_PAYER_AGE_YEARS = ADULT_AGE_YEARS;
/** Older than this is taken for a typing error. */
export const MAX_PAYER_AGE_YEARS = MAX_PLAUSIBLE_AGE_YEARS;

export type { TBirthDateParts };
export { isCalendarDate };

/** Whole years from the birth date to `on` (UTC calendar day); the birthday itself counts. */
export const ageOn = ageOnDate;

/** Birth date in the backend's format MM/DD/YYYY (spec 000 §5; catalogue BIRTH_DATE_API_FORMAT). */
export function formatBirthDate({ year, month, day }: TBirthDateParts): string {
  return `${String(month).padStart(2, "0")}/${String(day).padStart(2, "0")}/${String(year).padStart(4, "0")}`;
}

/**
 * Checks the form's year, month and day of birth and returns MM/DD/YYYY. A person born on 29 February
 * comes of age on 1 March in a common year.
 */
export function validateBirthDate(birth: TBirthDateParts, on: Date = new Date()): TCheck<string> {
  const problem = birthDateProblem(birth, on);
  if (problem === "invalid") return fail(PAYMENT_ERROR.birthDateInvalid);
  if (problem === "under_18") return fail(PAYMENT_ERROR.birthDateUnder18);
  return ok(formatBirthDate(birth));
}
