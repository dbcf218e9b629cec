import { MEMBERSHIP_FORM_SALUTATION, type TMembershipFormSalutation, type TSalutation } from "@samtrot/constants-catalogue";
import { type TCheck, PAYMENT_ERROR, fail, ok } from "./result.js";

/** Salutation of the membership form as the payment backend wants it: Mister → "1M", Miss → "2F". spec 000 §5 */
export function salutationCode(salutation: TMembershipFormSalutation): TSalutation {
  return MEMBERSHIP_FORM_SALUTATION[salutation];
}

/** Adults only: at least 18 years on the day of the check. */
export const MIN_PAYER_AGE_YEARS = 18;
/** Older than this is taken for a typing error. */
export const MAX_PAYER_AGE_YEARS = 120;

export type TBirthDateParts = { year: number; month: number; day: number };

/** Whether year/month/day name a real calendar date (no 31 April, 29 February only in leap years). */
export function isCalendarDate({ year, month, day }: TBirthDateParts): boolean {
  if (![year, month, day].every(Number.isInteger) || year < 1 || year > 9999) return false;
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Whole years from the birth date to `on` (UTC calendar day); the birthday itself counts. */
export function ageOn(birth: TBirthDateParts, on: Date): number {
  let age = on.getUTCFullYear() - birth.year;
  const month = on.getUTCMonth() + 1;
  if (month < birth.month || (month === birth.month && on.getUTCDate() < birth.day)) age -= 1;
  return age;
}

/** Birth date in the backend's format MM/DD/YYYY (spec 000 §5; catalogue BIRTH_DATE_API_FORMAT). */
export function formatBirthDate({ year, month, day }: TBirthDateParts): string {
  return `${String(month).padStart(2, "0")}/${String(day).padStart(2, "0")}/${String(year).padStart(4, "0")}`;
}

/**
 * Checks the form's year, month and day of birth and returns MM/DD/YYYY. A person born on 29 February
 * comes of age on 1 March in a common year.
 */
export function validateBirthDate(birth: TBirthDateParts, on: Date = new Date()): TCheck<string> {
  if (!isCalendarDate(birth)) return fail(PAYMENT_ERROR.birthDateInvalid);
  const age = ageOn(birth, on);
  if (age < 0 || age > MAX_PAYER_AGE_YEARS) return fail(PAYMENT_ERROR.birthDateInvalid);
  if (age < MIN_PAYER_AGE_YEARS) return fail(PAYMENT_ERROR.birthDateUnder18);
  return ok(formatBirthDate(birth));
}
