import { format } from "date-fns";
import { de, enUS, es, pl } from "date-fns/locale";

// Dates of the money pages in the user's language (spec 001 §9: English MMM D, YYYY; German D. MMM YYYY), on the
// Berlin calendar on the server and in every browser alike (the api's day filters are Berlin days too), so the
// server's HTML and the browser's render agree.

const LOCALES = { de, en: enUS, es, pl } as const;
const DAY_PATTERN = { de: "d. MMM yyyy", en: "MMM d, yyyy", es: "d MMM yyyy", pl: "d MMM yyyy" } as const;
type TLang = keyof typeof LOCALES;

const BERLIN = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Berlin",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The wall-clock time in Berlin as a local Date (only for formatting). */
function berlinWallClock(iso: string): Date {
  const parts = Object.fromEntries(BERLIN.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return new Date(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
}

function langOf(lang: string): TLang {
  return (lang in LOCALES ? lang : "en") as TLang;
}

export function formatLedgerDay(iso: string, lang: string): string {
  const l = langOf(lang);
  return format(berlinWallClock(iso), DAY_PATTERN[l], { locale: LOCALES[l] });
}

export function formatLedgerTime(iso: string, lang: string): string {
  const l = langOf(lang);
  return format(berlinWallClock(iso), "HH:mm", { locale: LOCALES[l] });
}

/** Whole dollars or tokens with the language's grouping; signed amounts get an explicit + or − (U+2212). */
export function formatUnits(value: number, lang: string, signed = false): string {
  const text = new Intl.NumberFormat(lang === "de" ? "de-DE" : lang, { maximumFractionDigits: 0 }).format(Math.abs(value));
  if (!signed) return value < 0 ? `−${text}` : text;
  return value > 0 ? `+${text}` : value < 0 ? `−${text}` : text;
}
