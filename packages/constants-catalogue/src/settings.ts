import type { z } from "zod";
import { USER_TYPE, type TUserType } from "./users.js";
import type { ZSettingsKey } from "./schemas/settings.js";

/**
 * Settings areas and their sub-areas (the keys of /user/{key}). spec 001 §2, spec 000 §2.
 * gifts appears in spec 000's key list only; it is filed under account.
 */
export const SETTINGS_AREAS = {
  profile_appearance: [
    "name_characteristics",
    "service_prices",
    "contact",
    "status_description",
    "media_gallery",
    "linked_profiles",
  ],
  account_membership: [
    "membership",
    "gifts",
    "email_password",
    "age_check_verification",
    "date_review_display",
    "first_contact_filter_and_blocklist",
    "search_visibility",
    "notifications",
    "forum_notifications",
    "billing_invoices",
    "data_privacy",
    "pause_delete",
  ],
} as const;
export type TSettingsArea = keyof typeof SETTINGS_AREAS;
export const SETTINGS_KEYS = [...SETTINGS_AREAS.profile_appearance, ...SETTINGS_AREAS.account_membership] as const;
export type TSettingsKey = z.infer<typeof ZSettingsKey>;

/** Settings-like pages outside the keyed sections. spec 000 §2 */
export const SETTINGS_EXTRA_PAGES = ["dollar", "token_rewards"] as const;

/**
 * Sections hidden per user type. spec: date_review_display is hidden for clients. Which sections
 * each business type hides is not in the spec; none are hidden until it is known.
 */
export const SETTINGS_HIDDEN_FOR_USER_TYPE: Readonly<Partial<Record<TUserType, readonly TSettingsKey[]>>> = {
  [USER_TYPE.client]: ["date_review_display"],
};

/** The settings keys a user type sees, in display order. */
export function settingsKeysFor(userType: TUserType): readonly TSettingsKey[] {
  const hidden = SETTINGS_HIDDEN_FOR_USER_TYPE[userType] ?? [];
  return SETTINGS_KEYS.filter((key) => !hidden.includes(key));
}
