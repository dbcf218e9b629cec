import type { TFunction } from "i18next";
import type { TLocale } from "./pending-catalogue";

/** Locale pairs used for number formats. spec 001 §3 */
const INTL_LOCALE: Record<TLocale, string> = { de: "de-DE", en: "en-US", es: "es-ES", pl: "pl-PL" };

/** Minutes per hour; a duration divisible by it is shown in hours (spec 000 §9, price display). */
const MINUTES_PER_HOUR = 60;

export type TPriceEntry = { name: number; price: number };

export function formatPrice(amount: number, lang: TLocale): string {
  return new Intl.NumberFormat(INTL_LOCALE[lang], { style: "currency", currency: "EUR", maximumFractionDigits: 0 }).format(amount);
}

/** The price shown on a tile: the hourly one if there is one, else the shortest duration. */
export function pickDisplayPrice(prices: readonly TPriceEntry[]): TPriceEntry | undefined {
  return prices.find((p) => p.name === MINUTES_PER_HOUR) ?? [...prices].sort((a, b) => a.name - b.name)[0];
}

/** "150 € pro Stunde", "300 € für 2 Stunden", "80 € für 30 Minuten" (spec 000 §9: per hour, or hours when divisible by 60). */
export function priceLabel(prices: readonly TPriceEntry[], options: { t: TFunction; lang: TLocale }): string | undefined {
  const shown = pickDisplayPrice(prices);
  if (!shown) return undefined;
  const price = formatPrice(shown.price, options.lang);
  if (shown.name === MINUTES_PER_HOUR) return options.t("tile.price_per_hour", { ns: "profile", price });
  if (shown.name % MINUTES_PER_HOUR === 0) {
    return options.t("tile.price_for_hours", { ns: "profile", price, count: shown.name / MINUTES_PER_HOUR });
  }
  return options.t("tile.price_for_minutes", { ns: "profile", price, minutes: shown.name });
}

/**
 * Distance text (DECISIONS.md, Display): below 1 km "<1km", above 500 km ">500km", otherwise whole
 * kilometres rounded half up ("12 km").
 */
export function formatDistance(km: number | null | undefined): string | undefined {
  if (km === null || km === undefined || !Number.isFinite(km)) return undefined;
  if (km < 1) return "<1km";
  if (km > 500) return ">500km";
  return `${Math.floor(km + 0.5)} km`;
}

export type TTileBadge = { key: string; label: string; tone: "member" | "verified" | "new" };

export function tileBadges(
  profile: { isMember: boolean; isVerified: boolean; isNew: boolean },
  t: TFunction,
): TTileBadge[] {
  const badges: TTileBadge[] = [];
  if (profile.isMember) badges.push({ key: "member", label: t("tile.badge.member", { ns: "profile" }), tone: "member" });
  if (profile.isVerified) badges.push({ key: "verified", label: t("tile.badge.verified", { ns: "profile" }), tone: "verified" });
  if (profile.isNew) badges.push({ key: "new", label: t("tile.badge.new", { ns: "profile" }), tone: "new" });
  return badges;
}
