import { isLocale, LOCALE_PAIRS } from "@samtrot/constants-catalogue";

// One time zone for the server render and the browser, so the first render hydrates without a mismatch; the
// product's users live in DE, AT, CH and NL (spec 000 §9 run countries), all on Central European time.
const TIME_ZONE = "Europe/Berlin";

function intl(lang: string): string {
  return (isLocale(lang) ? LOCALE_PAIRS[lang] : LOCALE_PAIRS.de).replace("_", "-");
}

function dayOf(date: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(date);
}

/** The list's and the bubble's time: the hour today, otherwise the day ("14:05", "3. Nov."). */
export function formatMessageTime(iso: string, lang: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  if (dayOf(date) === dayOf(now)) {
    return new Intl.DateTimeFormat(intl(lang), { timeZone: TIME_ZONE, hour: "2-digit", minute: "2-digit" }).format(date);
  }
  return new Intl.DateTimeFormat(intl(lang), { timeZone: TIME_ZONE, day: "numeric", month: "short" }).format(date);
}

/** The time inside a conversation: always the hour, with the day when it is not today. */
export function formatBubbleTime(iso: string, lang: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const hour = new Intl.DateTimeFormat(intl(lang), { timeZone: TIME_ZONE, hour: "2-digit", minute: "2-digit" }).format(date);
  return dayOf(date) === dayOf(now) ? hour : `${formatMessageTime(iso, lang, now)}, ${hour}`;
}
