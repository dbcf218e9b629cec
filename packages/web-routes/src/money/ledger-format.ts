import { format } from "date-fns";
import { DATE_FNS_LOCALES, berlinWallClock, dateLangOf } from "../shell/i18n/berlin-time";

// Dates of the money pages in the user's language (spec 001 §9: English MMM D, YYYY; German D. MMM YYYY), on the
// Berlin calendar (shell/i18n/berlin-time.ts).

const DAY_PATTERN = { de: "d. MMM yyyy", en: "MMM d, yyyy", es: "d MMM yyyy", pl: "d MMM yyyy" } as const;

export function formatLedgerDay(iso: string, lang: string): string {
  const l = dateLangOf(lang);
  return format(berlinWallClock(iso), DAY_PATTERN[l], { locale: DATE_FNS_LOCALES[l] });
}

export function formatLedgerTime(iso: string, lang: string): string {
  const l = dateLangOf(lang);
  return format(berlinWallClock(iso), "HH:mm", { locale: DATE_FNS_LOCALES[l] });
}

/** Whole dollars or tokens with the language's grouping; signed amounts get an explicit + or − (U+2212). */
export function formatUnits(value: number, lang: string, signed = false): string {
  const text = new Intl.NumberFormat(lang === "de" ? "de-DE" : lang, { maximumFractionDigits: 0 }).format(Math.abs(value));
  if (!signed) return value < 0 ? `−${text}` : text;
  return value > 0 ? `+${text}` : value < 0 ? `−${text}` : text;
}
