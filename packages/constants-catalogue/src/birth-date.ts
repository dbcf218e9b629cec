/**
 * The adult rule of birth dates, one place for registration (api-client contracts) and the membership form
 * (@samtrot/payments): a real calendar date, whole years on a UTC calendar day, adults only.
 */

/** Adults only: at least 18 years on the day of the check. */
export const ADULT_AGE_YEARS = 18;
/** Older than this is taken for a typing error. */
export const MAX_PLAUSIBLE_AGE_YEARS = 120;

export type TBirthDateParts = { year: number; month: number; day: number };

/** Whether year/month/day name a real calendar date (no 31 April, 29 February only in leap years). */
export function isCalendarDate({ year, month, day }: TBirthDateParts): boolean {
  if (![year, month, day].every(Number.isInteger) || year < 1 || year > 9999) return false;
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Whole years from the birth date to `on` (UTC calendar day); the birthday itself counts. */
export function ageOnDate(birth: TBirthDateParts, on: Date): number {
  let age = on.getUTCFullYear() - birth.year;
  const month = on.getUTCMonth() + 1;
  if (month < birth.month || (month === birth.month && on.getUTCDate() < birth.day)) age -= 1;
  return age;
}

/** The check both forms make: "invalid" (not a date, before birth, implausibly old), "under_18" or null. */
export function birthDateProblem(birth: TBirthDateParts, on: Date): "invalid" | "under_18" | null {
  if (!isCalendarDate(birth)) return "invalid";
  const age = ageOnDate(birth, on);
  if (age < 0 || age > MAX_PLAUSIBLE_AGE_YEARS) return "invalid";
  return age < ADULT_AGE_YEARS ? "under_18" : null;
}
