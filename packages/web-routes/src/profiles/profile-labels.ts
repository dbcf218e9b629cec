import type { TProfileTile } from "@samtrot/api-client/contracts";
import type { TCamelCased } from "@samtrot/api-client";
import {
  COUPLE_TYPE,
  GENDER,
  LOCALE_PAIRS,
  USER_TYPE,
  formatDistance,
  formatPrice,
  labelKey,
  replyTimeBand,
  shortenNumber,
  type TLocale,
} from "@samtrot/constants-catalogue";
import type { TFunction } from "i18next";

/** A profile of the search answer as the api-client hands it over (keys camelCased). */
export type TTileProfile = TCamelCased<TProfileTile>;
export type TPriceEntry = TTileProfile["prices"][number];
export type TTileBadge = { key: string; label: string; tone: "member" | "verified" | "new" | "neutral" };

/** The duration of the hourly price in minutes: the price a tile prefers to show. */
const HOURLY_DURATION_MINUTES = 60;

/** The price shown on a tile: the hourly one if there is one, else the shortest duration. */
export function pickDisplayPrice(prices: readonly TPriceEntry[]): TPriceEntry | undefined {
  return prices.find((p) => p.name === HOURLY_DURATION_MINUTES) ?? [...prices].sort((a, b) => a.name - b.name)[0];
}

/**
 * "150 € pro Stunde", "300 € für 2 Stunden", "80 € für 30 Minuten": the catalogue's price display rule
 * (spec 000 §9) with the amount written in the page language's number format (1.500 / 1,500).
 */
export function priceLabel(prices: readonly TPriceEntry[], options: { t: TFunction; lang: TLocale }): string | undefined {
  const shown = pickDisplayPrice(prices);
  if (!shown) return undefined;
  const amount = new Intl.NumberFormat(LOCALE_PAIRS[options.lang].replace("_", "-"), { maximumFractionDigits: 0 });
  return formatPrice({ price: shown.price, durationMinutes: shown.name }, (key, values) =>
    options.t(key, { ...values, price: amount.format(Number(values.price)) }),
  );
}

/** The catalogue's distance text; nothing when the api sent no usable distance. */
export function distanceLabel(km: number | null | undefined): string | undefined {
  if (km === null || km === undefined || !Number.isFinite(km) || km < 0) return undefined;
  return formatDistance(km);
}

/** "1.2K Bewertungen" (spec 000 §9 number shortening); nothing without reviews. */
export function reviewsLabel(count: number, t: TFunction): string | undefined {
  if (!(count > 0)) return undefined;
  return t("tile.reviews_count", { ns: "profile", count, shortCount: shortenNumber(count) });
}

/** The reply-time band text (spec 001 §9); nothing when the profile has no reply time yet. */
export function replyTimeLabel(seconds: number | null | undefined, t: TFunction): string | undefined {
  if (seconds === null || seconds === undefined || !(seconds >= 0)) return undefined;
  return t(replyTimeBand(seconds));
}

/** The name of a code in one of the catalogue's code tables ({ escort: 2 } and 2 → "escort"). */
function nameOfCode<T extends Record<string, number>>(table: T, code: number | null | undefined): (keyof T & string) | undefined {
  if (code === null || code === undefined) return undefined;
  return (Object.keys(table) as (keyof T & string)[]).find((name) => table[name] === code);
}

/** What the profile is: its user type, and its couple type or else its gender. */
export function profileKindBadges(profile: Pick<TTileProfile, "userType" | "gender" | "coupleType">, t: TFunction): TTileBadge[] {
  const badges: TTileBadge[] = [];
  const userType = nameOfCode(USER_TYPE, profile.userType);
  if (userType) badges.push({ key: "user_type", label: t(labelKey.userType(userType)), tone: "neutral" });
  const coupleType = nameOfCode(COUPLE_TYPE, profile.coupleType);
  const gender = nameOfCode(GENDER, profile.gender);
  if (coupleType) badges.push({ key: "couple_type", label: t(labelKey.coupleType(coupleType)), tone: "neutral" });
  else if (gender) badges.push({ key: "gender", label: t(labelKey.gender(gender)), tone: "neutral" });
  return badges;
}

/** Badges of a tile: the kind of profile, then member, verified and new, then reviews and reply time. */
export function tileBadges(
  profile: Pick<TTileProfile, "userType" | "gender" | "coupleType" | "isMember" | "isVerified" | "isNew" | "onTour" | "reviewsCount" | "replyTimeSeconds">,
  t: TFunction,
): TTileBadge[] {
  const badges = profileKindBadges(profile, t);
  if (profile.isMember) badges.push({ key: "member", label: t("badge.member"), tone: "member" });
  if (profile.isVerified) badges.push({ key: "verified", label: t("badge.verified"), tone: "verified" });
  if (profile.isNew) badges.push({ key: "new", label: t("badge.new"), tone: "new" });
  if (profile.onTour) badges.push({ key: "on_tour", label: t("badge.on_tour"), tone: "neutral" });
  const reviews = reviewsLabel(profile.reviewsCount, t);
  if (reviews) badges.push({ key: "reviews", label: reviews, tone: "neutral" });
  const replyTime = replyTimeLabel(profile.replyTimeSeconds, t);
  if (replyTime) badges.push({ key: "reply_time", label: replyTime, tone: "neutral" });
  return badges;
}

export type TTileLabels = {
  ageLabel?: string;
  locationLabel?: string;
  distanceLabel?: string;
  priceLabel?: string;
  badges: TTileBadge[];
};

/** Every text of a profile tile, in the page language. */
export function profileTileLabels(profile: TTileProfile, options: { t: TFunction; lang: TLocale }): TTileLabels {
  const { t } = options;
  return {
    ageLabel: profile.age ? t("tile.age", { ns: "profile", age: profile.age }) : undefined,
    locationLabel: profile.city?.name,
    distanceLabel: distanceLabel(profile.distanceKm),
    priceLabel: priceLabel(profile.prices, options),
    badges: tileBadges(profile, t),
  };
}
