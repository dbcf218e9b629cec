import type { z } from "zod";
import type { ZWorkingHourSlot } from "./schemas/profile-fields.js";

/** Appearance fields of the registration step. spec 001 §3 */
export const APPEARANCE_FIELDS = [
  "height",
  "weight",
  "figure_type",
  "cup_size",
  "hair_length",
  "hair_color",
  "body_hair",
  "intimate_hair",
  "penis_length",
  "penis_diameter",
  "characteristic_trait",
] as const;
export type TAppearanceField = (typeof APPEARANCE_FIELDS)[number];

/** The fuller profile editor adds these. spec 001 §3 */
export const PROFILE_EDITOR_EXTRA_FIELDS = [
  "gender",
  "sexuality",
  "gender_identity",
  "breast_type",
  "nationality",
  "race_type",
  "languages",
  "profession",
  "you_have",
] as const;

/** Free-text profile fields. spec 001 §3 */
export const PROFILE_TEXT_FIELDS = ["status", "description", "interests"] as const;

/** Escort service preferences. spec 001 §3 */
export const ESCORT_SERVICE_PREFERENCE_FIELDS = [
  "customer_type",
  "escort_gender_preference",
  "preferred_age_range",
  "partner_preference",
  "meeting_option",
  "meeting_radius",
  "travel_within_country",
  "escort_service",
  "taboos",
  "geoData",
] as const;

/** Fields of the signed-in user info. spec 000 §3, spec 001 §3 */
export const SIGNED_IN_USER_FIELDS = [
  "id",
  "profile.userType",
  "profile.gender",
  "age",
  "registrationCompletedAt",
  "isMember",
  "isEmailVerified",
  "emailWasVerified",
  "isBouncedEmail",
  "forcedFakeCheck",
  "registerCompletedStep",
] as const;

/** Week days of working-hour slots (0 = Monday, ISO order; our decision). */
export const WEEK_DAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type TWorkingHourSlot = z.infer<typeof ZWorkingHourSlot>;
