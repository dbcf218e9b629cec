import type { TLocale } from "@samtrot/constants-catalogue";

// Prices and dates the way the customer's language writes them. Amounts are integer cents (the api's unit);
// a date is shown as a calendar day in UTC, as the api stores the period ends.

const NUMBER_LOCALE: Record<TLocale, string> = { de: "de-DE", en: "en-GB", es: "es-ES", pl: "pl-PL" };

export function numberLocale(lang: TLocale): string {
  return NUMBER_LOCALE[lang] ?? "de-DE";
}

/** 1999 cents → "19,99 €" (de) / "€19.99" (en). */
export function formatCents(cents: number, currency: string, lang: TLocale): string {
  return new Intl.NumberFormat(numberLocale(lang), { style: "currency", currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
}

/** 1900 basis points → "19 %" (de) / "19%" (en). */
export function formatRate(basisPoints: number, lang: TLocale): string {
  return new Intl.NumberFormat(numberLocale(lang), { style: "percent", maximumFractionDigits: 2 }).format(basisPoints / 10_000);
}

/** A whole number of dollars or tokens: 1000 → "1.000". */
export function formatAmount(amount: number, lang: TLocale): string {
  return new Intl.NumberFormat(numberLocale(lang), { maximumFractionDigits: 0 }).format(amount);
}

/** An ISO time as a day: "24. Dezember 2026" (de) / "24 December 2026" (en). */
export function formatDay(iso: string | null | undefined, lang: TLocale): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(numberLocale(lang), { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(date);
}

/** Country name in the page language (Intl.DisplayNames), the code itself where the runtime has none. */
export function countryName(code: string, lang: TLocale): string {
  try {
    return new Intl.DisplayNames([numberLocale(lang)], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Countries the form offers: the run countries first (spec 000 §9), then the other EU states and a few neighbours, by name. */
const RUN_FIRST = ["DE", "AT", "CH", "NL"];
const OTHERS = [
  "BE", "BG", "CY", "CZ", "DK", "EE", "ES", "FI", "FR", "GR", "HR", "HU", "IE", "IT", "LT", "LU", "LV", "MT", "PL", "PT", "RO", "SE", "SI", "SK",
  "GB", "LI", "NO", "US",
];

export function countryOptions(lang: TLocale): { value: string; label: string }[] {
  const byName = OTHERS.map((code) => ({ value: code, label: countryName(code, lang) })).sort((a, b) => a.label.localeCompare(b.label, numberLocale(lang)));
  return [...RUN_FIRST.map((code) => ({ value: code, label: countryName(code, lang) })), ...byName];
}
