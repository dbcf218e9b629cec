import { format } from "date-fns";
import { enUS } from "date-fns/locale";
import type { TLocale } from "../locales.js";

/**
 * Date patterns (date-fns tokens). spec 000 §9, spec 001 §9: English "MMM D, YYYY", German
 * "D. MMM YYYY"; month abbreviations are English in both. es and pl use the English pattern
 * (our decision, DECISIONS.md).
 */
export const DATE_FORMAT = {
  en: "MMM d, yyyy",
  de: "d. MMM yyyy",
} as const;

/** Calendar days are those of Europe/Berlin, so server and browser render the same day. */
export const DISPLAY_TIME_ZONE = "Europe/Berlin";

/**
 * Formats a date for display: "Mar 5, 2024" (en) or "5. Mar 2024" (de).
 * The calendar day is taken in the given time zone (default Europe/Berlin), not the machine's.
 */
export function formatDate(
  date: Date | string | number,
  locale: TLocale,
  options: { timeZone?: string } = {},
): string {
  const instant = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(instant.getTime())) throw new RangeError(`formatDate got an invalid date: ${String(date)}`);
  const { year, month, day } = calendarDayIn(instant, options.timeZone ?? DISPLAY_TIME_ZONE);
  const pattern = locale === "de" ? DATE_FORMAT.de : DATE_FORMAT.en;
  // A local-midnight Date of that calendar day; date-fns then only prints it.
  return format(new Date(year, month - 1, day), pattern, { locale: enUS });
}

function calendarDayIn(instant: Date, timeZone: string): { year: number; month: number; day: number } {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "numeric", day: "numeric" })
    .formatToParts(instant);
  const read = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  return { year: read("year"), month: read("month"), day: read("day") };
}
