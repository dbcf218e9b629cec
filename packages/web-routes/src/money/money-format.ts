import type { TLocale } from "@samtrot/constants-catalogue";

// Dates and times of the money pages in the user's language, always in the product's time zone, so the server's
// HTML and the browser's render agree.
const TIME_ZONE = "Europe/Berlin";
const intlLocale = (lang: TLocale) => (lang === "en" ? "en-US" : lang === "es" ? "es-ES" : lang === "pl" ? "pl-PL" : "de-DE");

export function formatDay(iso: string, lang: TLocale): string {
  return new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: "medium", timeZone: TIME_ZONE }).format(new Date(iso));
}

export function formatMoment(iso: string, lang: TLocale): string {
  return new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: "medium", timeStyle: "short", timeZone: TIME_ZONE }).format(new Date(iso));
}

/** Groups of four, as IBANs are printed. */
export function groupIban(iban: string): string {
  return iban.replace(/\s+/g, "").toUpperCase().replace(/(.{4})(?=.)/g, "$1 ");
}

/** `/{locale}/buy/dollar?return=<path>`: where every "insufficient balance" sends the user (issue 11 brief). */
export function buyDollarsHref(href: (path: string) => string, returnPath: string): string {
  return `${href("/buy/dollar")}?return=${encodeURIComponent(returnPath)}`;
}
