import type { TCamelCased } from "@samtrot/api-client";
import { PROFILE_TABS, type TProfileTab, type TPublicProfile } from "@samtrot/api-client/contracts";
import { labelKey, type TLocale } from "@samtrot/constants-catalogue";
import type { TFact, TPriceRow, TWeekDay } from "@samtrot/ui-kit";
import type { TFunction } from "i18next";
import { distanceLabel, replyTimeLabel, tileBadges, type TTileBadge } from "./profile-labels";
import { euroLabel, intlLocale, lowestPrice, priceRows, profileFacts, weekDays } from "./profile-facts";

export type TProfile = TCamelCased<TPublicProfile>;

export type TProfileView = {
  badges: TTileBadge[];
  facts: TFact[];
  prices: TPriceRow[];
  /** "80 €": the lowest price of any duration, for the action bar. */
  priceFrom?: string;
  week: TWeekDay[];
  traits: TFact[];
  /** Count per tab; the reviews tab counts the same field as the reviews badge. */
  tabCounts: Record<TProfileTab, number>;
  distance?: string;
};

/**
 * Counts of the profile tabs. The reviews tab reads reviews_count, the field the reviews badge shows, so a badge
 * "14 Bewertungen" never sits beside a tab "Bewertungen (0)"; the other tabs take the api's tab counts.
 */
export function profileTabCounts(profile: Pick<TProfile, "reviewsCount" | "tabs">): Record<TProfileTab, number> {
  const counts = Object.fromEntries(PROFILE_TABS.map((key) => [key, profile.tabs.find((tab) => tab.key === key)?.count ?? 0])) as Record<TProfileTab, number>;
  counts.reviews = profile.reviewsCount;
  return counts;
}

/** Every text the profile page shows beyond the raw fields, in the page language. */
export function profileView(profile: TProfile, options: { t: TFunction; lang: TLocale }): TProfileView {
  const { t, lang } = options;
  const locale = intlLocale(lang);
  const badges = tileBadges(profile, t);
  if (profile.isAgeVerified) badges.push({ key: "age_verified", label: t("page.age_verified", { ns: "profile" }), tone: "verified" });
  const distance = distanceLabel(profile.distanceKm);
  const lastLogin = profile.lastLoginAt
    ? new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Berlin" }).format(new Date(profile.lastLoginAt))
    : undefined;
  const lowest = lowestPrice(profile.prices);
  return {
    badges,
    facts: profileFacts(profile, { t, lang, distance, replyTime: replyTimeLabel(profile.replyTimeSeconds, t), lastLogin }),
    prices: priceRows(profile.prices, t, locale),
    priceFrom: lowest === undefined ? undefined : euroLabel(lowest, locale),
    week: weekDays(profile.workingHours, t),
    traits: profile.traits.map((group) => ({
      key: group.category,
      label: t(labelKey.traitCategory(group.category)),
      value: group.values.map((v) => t(labelKey.traitValue(group.category, v.key))).join(", "),
    })),
    tabCounts: profileTabCounts(profile),
    distance,
  };
}
