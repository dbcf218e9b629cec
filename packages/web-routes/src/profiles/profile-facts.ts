import type { TFact, TWeekDay } from "@samtrot/ui-kit";
import { LOCALE_PAIRS, type TLocale } from "@samtrot/constants-catalogue";
import type { TFunction } from "i18next";
import type { TProfile } from "./profile-view";

// Human values of the profile page: codes the api sends (GB, "d", "EN") written as a reader expects them
// ("Vereinigtes Königreich", "D", "Englisch"), in the page language.

/** The BCP 47 tag of a page language ("de" → "de-DE"), as Intl wants it. */
export function intlLocale(lang: TLocale): string {
  return LOCALE_PAIRS[lang].replace("_", "-");
}

/** Cup sizes are letters written in capitals (spec 001 §9 lists a … k+; the api stores them lower-case). */
export function cupSizeLabel(value: string | null | undefined): string | undefined {
  const clean = value?.trim();
  return clean ? clean.toUpperCase() : undefined;
}

/**
 * The name of a code through Intl.DisplayNames in the page language; the code itself when the runtime has no
 * name for it (an unknown or malformed code), so the page never breaks on odd data.
 */
export function displayName(code: string | null | undefined, type: "region" | "language", locale: string): string | undefined {
  const clean = code?.trim();
  if (!clean) return undefined;
  const normalised = type === "region" ? clean.toUpperCase() : clean.toLowerCase();
  try {
    const name = new Intl.DisplayNames([locale], { type, fallback: "none" }).of(normalised);
    return name && name.toLowerCase() !== normalised.toLowerCase() ? name : clean.toUpperCase();
  } catch {
    // RangeError for a code that is not well-formed ("G1", "english").
    return clean.toUpperCase();
  }
}

export const countryName = (code: string | null | undefined, locale: string) => displayName(code, "region", locale);
export const languageName = (code: string | null | undefined, locale: string) => displayName(code, "language", locale);

/** "1 Stunde", "30 Minuten", "2 Stunden": whole hours in hours, the rest in minutes. */
export function durationLabel(minutes: number, t: TFunction): string {
  return minutes % 60 === 0 ? t("search.duration.hours", { count: minutes / 60 }) : t("search.duration.minutes", { count: minutes });
}

/** "1.500 €" in the page language's number format. */
export function euroLabel(amount: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency: "EUR", maximumFractionDigits: 0 }).format(amount);
}

/** Price rows, shortest duration first. */
export function priceRows(prices: TProfile["prices"], t: TFunction, locale: string) {
  return [...prices]
    .sort((a, b) => a.name - b.name)
    .map((p) => ({ key: String(p.name), duration: durationLabel(p.name, t), price: euroLabel(p.price, locale) }));
}

/** The lowest price of any duration ("ab 80 €" in the action bar); nothing without prices. */
export function lowestPrice(prices: TProfile["prices"]): number | undefined {
  return prices.length ? Math.min(...prices.map((p) => p.price)) : undefined;
}

/** Working hours per day for the week grid ("10:00 – 18:00", a time past midnight marked as next day). */
export function weekDays(hours: TProfile["workingHours"], t: TFunction): TWeekDay[] {
  const byDay = new Map<number, string[]>();
  for (const h of [...hours].sort((a, b) => a.day - b.day || a.timeFrom.localeCompare(b.timeFrom))) {
    if (h.day < 1 || h.day > 7) continue;
    const range = t("page.hours_range", { ns: "profile", from: h.timeFrom, to: h.timeTo });
    const text = h.isOverDay ? `${range} ${t("page.over_day_short", { ns: "profile" })}` : range;
    byDay.set(h.day, [...(byDay.get(h.day) ?? []), text]);
  }
  return [...byDay].map(([day, times]) => ({ day: day as TWeekDay["day"], times }));
}

/** The key facts of the profile, each only when the profile has it. */
export function profileFacts(profile: TProfile, options: { t: TFunction; lang: TLocale; distance?: string; replyTime?: string; lastLogin?: string }): TFact[] {
  const { t } = options;
  const locale = intlLocale(options.lang);
  const p = (key: string, values?: Record<string, unknown>) => t(`page.${key}`, { ns: "profile", ...values });
  const a = profile.appearance;
  const facts: TFact[] = [];
  const add = (key: string, value: string | undefined | null) => {
    if (value) facts.push({ key, label: p(key), value });
  };
  add("age", profile.age ? t("tile.age", { ns: "profile", age: profile.age }) : undefined);
  const country = countryName(profile.city?.country ?? profile.country, locale);
  add("city", profile.city ? [profile.city.name, country].filter(Boolean).join(", ") : country);
  add("distance", options.distance);
  add("height", a.height ? p("height_value", { value: a.height }) : undefined);
  add("weight", a.weight ? p("weight_value", { value: a.weight }) : undefined);
  add("cup_size", cupSizeLabel(a.cupSize));
  add("breast_type", a.breastType ? t(`search.breast_type.${a.breastType}`, { defaultValue: a.breastType }) : undefined);
  add("gender_identity", a.genderIdentity ? t(`search.gender_identity.${a.genderIdentity}`, { defaultValue: a.genderIdentity }) : undefined);
  add("penis_length", a.penisLength ? p("length_value", { value: a.penisLength }) : undefined);
  add("penis_diameter", a.penisDiameter ? p("length_value", { value: a.penisDiameter }) : undefined);
  add("nationality", countryName(a.nationality, locale));
  add("languages", profile.languages.map((code) => languageName(code, locale)).filter(Boolean).join(", "));
  add("profession", profile.profession);
  add("reply_time", options.replyTime);
  add("last_login", options.lastLogin ?? p("last_login_hidden"));
  return facts;
}
