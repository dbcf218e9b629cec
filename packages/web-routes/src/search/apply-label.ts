import type { TLocale } from "@samtrot/constants-catalogue";
import type { TPendingTotal } from "./use-pending-total";

type TTranslate = (key: string, options?: Record<string, unknown>) => string;

const numberFormats = new Map<TLocale, Intl.NumberFormat>();

/** A count in the page language's digits ("1.234" in German, "1,234" in English); one formatter per language. */
export function formatCount(count: number, lang: TLocale): string {
  let format = numberFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang);
    numberFormats.set(lang, format);
  }
  return format.format(count);
}

/**
 * The text of the filter sheet's apply button: the number of results of the selection ("1.234 Ergebnisse
 * anzeigen"), "counting …" while it is asked for, and a plain "show results" when there is no number to give.
 */
export function applyButtonLabel(pending: TPendingTotal, t: TTranslate, lang: TLocale): string {
  if (pending.status === "counting") return t("search.sheet.counting");
  if (pending.status === "unknown" || pending.total === null) return t("search.sheet.apply");
  return t("search.sheet.apply_count", { count: pending.total, total: formatCount(pending.total, lang) });
}
