import { format } from "date-fns";
import { DATE_FNS_LOCALES, dateLangOf } from "../shell/i18n/berlin-time";

// Invoice dates and amounts in the user's language. Dates are Berlin calendar days (the invoice's own date, as
// printed on the PDF), the same on the server and in every browser, so the server's HTML and hydration agree.

const DAY_PATTERN = { de: "d. MMM yyyy", en: "MMM d, yyyy", es: "d MMM yyyy", pl: "d MMM yyyy" } as const;
const BERLIN_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin", year: "numeric", month: "2-digit", day: "2-digit" });

/** "25. Nov. 2026" / "Nov 25, 2026": the Berlin day of an ISO instant. */
export function formatInvoiceDay(iso: string, lang: string): string {
  const [year, month, day] = BERLIN_DAY.format(new Date(iso)).split("-").map(Number) as [number, number, number];
  const l = dateLangOf(lang);
  return format(new Date(year, month - 1, day, 12), DAY_PATTERN[l], { locale: DATE_FNS_LOCALES[l] });
}

/** The machine-readable day for <time dateTime>. */
export function invoiceDayIso(iso: string): string {
  return BERLIN_DAY.format(new Date(iso));
}

/** Cents as euros in the user's language ("29,63 €", "€29.63"). */
export function formatEuro(cents: number, lang: string): string {
  const tag = lang === "de" ? "de-DE" : lang === "es" ? "es-ES" : lang === "pl" ? "pl-PL" : "en-IE";
  return new Intl.NumberFormat(tag, { style: "currency", currency: "EUR" }).format(cents / 100);
}
