import { de, enUS, es, pl } from "date-fns/locale";

// Times on the pages are Berlin wall-clock times (the api's day filters and the product's calendar are Berlin's),
// the same on the server and in every browser, so the server's HTML and the browser's render agree.

/** date-fns locales of the page languages; anything else formats in English. */
export const DATE_FNS_LOCALES = { de, en: enUS, es, pl } as const;
export type TDateLang = keyof typeof DATE_FNS_LOCALES;

export function dateLangOf(lang: string): TDateLang {
  return (lang in DATE_FNS_LOCALES ? lang : "en") as TDateLang;
}

const BERLIN = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Berlin",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** What Berlin's clock shows at an instant. */
export function berlinParts(instant: Date): { year: number; month: number; day: number; hour: number; minute: number } {
  const parts = Object.fromEntries(BERLIN.formatToParts(instant).map((p) => [p.type, p.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour), minute: Number(parts.minute) };
}

/** The wall-clock time in Berlin as a local Date (only for formatting). */
export function berlinWallClock(iso: string): Date {
  const p = berlinParts(new Date(iso));
  return new Date(p.year, p.month - 1, p.day, p.hour, p.minute);
}
