import type { TCamelCased } from "@samtrot/api-client";
import type { TPublicProfile } from "@samtrot/api-client/contracts";
import { LOCALE_PAIRS, labelKey, type TLocale } from "@samtrot/constants-catalogue";
import type { TFunction } from "i18next";
import { distanceLabel, priceLabel, replyTimeLabel, tileBadges, type TTileBadge } from "./profile-labels";

export type TProfile = TCamelCased<TPublicProfile>;

/** Day keys of the working-hours texts (join.hours.days.*), index 0 = day 1 = Monday (contract: 1 Monday … 7 Sunday). */
export const WEEK_DAY_KEYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;

export type TProfileView = {
  badges: TTileBadge[];
  prices: { minutes: number; label: string }[];
  hours: { day: string; from: string; to: string; overDay: boolean }[];
  languages: string[];
  traits: { category: string; label: string; values: string[] }[];
  distance?: string;
  replyTime?: string;
  lastLogin?: string;
};

function intlLocale(lang: TLocale): string {
  return LOCALE_PAIRS[lang].replace("_", "-");
}

/** Every text the profile page shows beyond the raw fields, in the page language. */
export function profileView(profile: TProfile, options: { t: TFunction; lang: TLocale }): TProfileView {
  const { t, lang } = options;
  const badges = tileBadges(profile, t);
  if (profile.isAgeVerified) badges.push({ key: "age_verified", label: t("page.age_verified", { ns: "profile" }), tone: "verified" });
  const languageNames = new Intl.DisplayNames([intlLocale(lang)], { type: "language" });
  return {
    badges,
    prices: [...profile.prices]
      .sort((a, b) => a.name - b.name)
      .map((p) => ({ minutes: p.name, label: priceLabel([p], options) ?? "" })),
    hours: [...profile.workingHours]
      .sort((a, b) => a.day - b.day || a.timeFrom.localeCompare(b.timeFrom))
      .map((h) => ({ day: t(`join.hours.days.${WEEK_DAY_KEYS[h.day - 1] ?? "mon"}`), from: h.timeFrom, to: h.timeTo, overDay: h.isOverDay })),
    languages: profile.languages.map((code) => languageNames.of(code.toLowerCase()) ?? code),
    traits: profile.traits.map((group) => ({
      category: group.category,
      label: t(labelKey.traitCategory(group.category)),
      values: group.values.map((v) => t(labelKey.traitValue(group.category, v.key))),
    })),
    distance: distanceLabel(profile.distanceKm),
    replyTime: replyTimeLabel(profile.replyTimeSeconds, t),
    lastLogin: profile.lastLoginAt
      ? new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Berlin" }).format(new Date(profile.lastLoginAt))
      : undefined,
  };
}
