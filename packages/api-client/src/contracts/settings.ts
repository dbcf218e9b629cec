import { z } from "zod";
import {
  AGE_CHECK_STATUS,
  CONSENT_USER_TYPES,
  consentPurposeOf,
  type TConsentPurpose,
  CLIENT_PLUS_BENEFITS,
  ESCORT_PLUS_BENEFITS,
  GENDER,
  RADIUS,
  SETTINGS_AREAS,
  USER_TYPE,
  ZBreastType,
  ZCupSize,
  ZDescription,
  ZGenderIdentity,
  ZHeight,
  ZMediaVisibility,
  ZPenisDiameter,
  ZPenisLength,
  ZPhone,
  ZProfession,
  ZStatusText,
  ZUsername,
  ZWeight,
  findBusinessType,
  settingsKeysFor,
  zOneOf,
  zTraitValueIdOf,
  type TFieldVisibility,
  type TSettingsArea,
  type TSettingsKey,
  type TTraitCategoryName,
  type TUserType,
} from "@samtrot/constants-catalogue";
import { defineContract, type TContract } from "./define-contract.js";
import { ZEmail, ZPassword } from "./accounts.js";
import { ZWatermarkSettings } from "./gallery.js";
import { ZDataExport } from "./privacy.js";
import { WEBSITE_STATUS_NAMES, WEBSITE_USER_TYPES, ZWebsite } from "./website.js";
import {
  BUSINESS_FLOW_RULES,
  ZFieldConfigEntry,
  ZPriceList,
  ZWorkingHourSlotWire,
  ZWorkingHours,
  cupSizeApplies,
  penisFieldsApply,
} from "./registration.js";

// The settings area user and user/{key} (issue 6; spec 000 §2 keys and groups, spec 001 §2 areas, §3 fields,
// §5 limits). One GET and one PUT per key; the rules of which sections and fields a user gets live here, once,
// for the api and the web. PUT bodies are partial: a field left out stays as it is, null clears it. An invalid
// body stores nothing (422 with the field as source).

// ---------------------------------------------------------------------------------------------------------
// Who sees which section

/** The user a settings rule is decided for. `gender` is a single gender (1–3) or a couple type (6–11). */
export interface TSettingsSubject {
  user_type: number;
  gender?: number | null;
  business_type?: string | null;
  /**
   * The special-category consents the user gave (decision 045). Given, the fields of a purpose without consent do
   * not apply ("false": hidden in the editor, refused on write); left out, the consents are not considered.
   */
  consents?: readonly TConsentPurpose[];
}

/**
 * Sections hidden beyond the catalogue's rule (date_review_display hidden for clients), our decision
 * (apps/api/src/modules/profiles/README.md "Decisions"):
 * - clients offer no services and belong to no business: service_prices and linked_profiles are hidden;
 * - businesses have no dates, no personal age check and receive no gifts: date_review_display,
 *   age_check_verification and gifts are hidden; the studio flow (type 12) links no escorts, so
 *   linked_profiles is hidden for it too;
 * - backend and team accounts see only e-mail and password, notifications and data privacy.
 */
export function settingsSectionsFor(subject: TSettingsSubject): readonly TSettingsKey[] {
  const userType = subject.user_type;
  if (userType === USER_TYPE.backend || userType === USER_TYPE.team) {
    return ["email_password", "notifications", "data_privacy"];
  }
  const hidden = new Set<TSettingsKey>();
  if (userType === USER_TYPE.client) {
    hidden.add("service_prices");
    hidden.add("linked_profiles");
  }
  if (userType === USER_TYPE.business) {
    hidden.add("date_review_display");
    hidden.add("age_check_verification");
    hidden.add("gifts");
    const type = findBusinessType(subject.business_type ?? "");
    if (!type || !(BUSINESS_FLOW_RULES[type.flow].steps as readonly string[]).includes("escorts")) hidden.add("linked_profiles");
  }
  return settingsKeysFor(userType as TUserType).filter((key) => !hidden.has(key));
}

/** Sections that only show values (their PUT answers 405 exception.settings.read_only). */
export const READ_ONLY_SETTINGS = ["membership", "billing_invoices"] as const satisfies readonly TSettingsKey[];

export function isReadOnlySetting(key: TSettingsKey): boolean {
  return (READ_ONLY_SETTINGS as readonly string[]).includes(key);
}

/** The area (profile_appearance or account_membership) of a key. */
export function settingsAreaOf(key: TSettingsKey): TSettingsArea {
  return (SETTINGS_AREAS.profile_appearance as readonly string[]).includes(key) ? "profile_appearance" : "account_membership";
}

// ---------------------------------------------------------------------------------------------------------
// Field schemas shared by several sections

function uniqueItems(message = "validation.common.duplicate") {
  return (items: readonly unknown[], ctx: z.RefinementCtx) => {
    const seen = new Set<unknown>();
    items.forEach((item, index) => {
      if (seen.has(item)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [index], message });
      seen.add(item);
    });
  };
}

const zTrait = (category: TTraitCategoryName) => zTraitValueIdOf(category).nullable().optional();
const zTraits = (category: TTraitCategoryName) => z.array(zTraitValueIdOf(category)).max(60).superRefine(uniqueItems()).optional();

/** ISO 3166-1 alpha-2, upper case ("DE"). */
export const ZCountryCode = z.string().regex(/^[A-Z]{2}$/, { message: "validation.common.invalid_format" });
/** ISO 639-1, upper case like POPULAR_LANGUAGES ("DE", "EN"). */
export const ZLanguageCode = z.string().regex(/^[A-Z]{2}$/, { message: "validation.common.invalid_format" });

const ZGenderCode = zOneOf(Object.values(GENDER));

// ---------------------------------------------------------------------------------------------------------
// name_characteristics

/** Single-choice trait fields of the appearance editor (spec 001 §3). */
export const NAME_CHARACTERISTICS_SINGLE_TRAITS = [
  "figure_type",
  "hair_color",
  "hair_length",
  "intimate_hair",
  "body_hair",
  "sexuality",
  "race_type",
  "relationship_status",
  "tattoo",
] as const satisfies readonly TTraitCategoryName[];
/** Multiple-choice trait fields of the appearance editor. */
export const NAME_CHARACTERISTICS_MULTI_TRAITS = ["characteristic_trait", "piercing"] as const satisfies readonly TTraitCategoryName[];

export const ZNameCharacteristics = z.object({
  /** the name shown on the profile; the username (p/{username}) does not change */
  display_name: z.string(),
  height: z.number().int().nullable(),
  weight: z.number().int().nullable(),
  cup_size: z.string().nullable(),
  breast_type: z.string().nullable(),
  penis_length: z.number().int().nullable(),
  penis_diameter: z.number().int().nullable(),
  gender_identity: z.string().nullable(),
  nationality: z.string().nullable(),
  languages: z.array(z.string()),
  /** smoking: true smoker, false non-smoker, null not stated (profiles.is_smoker, the search's is_smoker filter) */
  is_smoker: z.boolean().nullable(),
  figure_type: z.number().int().nullable(),
  hair_color: z.number().int().nullable(),
  hair_length: z.number().int().nullable(),
  intimate_hair: z.number().int().nullable(),
  body_hair: z.number().int().nullable(),
  sexuality: z.number().int().nullable(),
  race_type: z.number().int().nullable(),
  relationship_status: z.number().int().nullable(),
  tattoo: z.number().int().nullable(),
  characteristic_trait: z.array(z.number().int()),
  piercing: z.array(z.number().int()),
});
export type TNameCharacteristics = z.infer<typeof ZNameCharacteristics>;

export const ZNameCharacteristicsUpdate = z
  .object({
    display_name: ZUsername.optional(),
    height: ZHeight.nullable().optional(),
    weight: ZWeight.nullable().optional(),
    cup_size: ZCupSize.nullable().optional(),
    breast_type: ZBreastType.nullable().optional(),
    penis_length: ZPenisLength.nullable().optional(),
    penis_diameter: ZPenisDiameter.nullable().optional(),
    gender_identity: ZGenderIdentity.nullable().optional(),
    nationality: ZCountryCode.nullable().optional(),
    languages: z.array(ZLanguageCode).max(20).superRefine(uniqueItems()).optional(),
    /** null = not stated; anything but true, false or null is not one of the three choices */
    is_smoker: z.boolean({ invalid_type_error: "validation.common.invalid_choice" }).nullable().optional(),
    figure_type: zTrait("figure_type"),
    hair_color: zTrait("hair_color"),
    hair_length: zTrait("hair_length"),
    intimate_hair: zTrait("intimate_hair"),
    body_hair: zTrait("body_hair"),
    sexuality: zTrait("sexuality"),
    race_type: zTrait("race_type"),
    relationship_status: zTrait("relationship_status"),
    tattoo: zTrait("tattoo"),
    characteristic_trait: zTraits("characteristic_trait"),
    piercing: zTraits("piercing"),
  })
  .strict();
export type TNameCharacteristicsUpdate = z.infer<typeof ZNameCharacteristicsUpdate>;

// ---------------------------------------------------------------------------------------------------------
// service_prices (prices, working hours, escort service preferences of spec 001 §3)

/** Multiple-choice trait fields of the services editor; which apply depends on the user (field config). */
export const SERVICE_TRAIT_FIELDS = [
  "escort_service",
  "service_soft",
  "service_hard",
  "service_clothing",
  "service_fetish",
  "company_bizarre",
  "company_service",
  "company_room",
  "customer_type",
  "partner_preference",
  "meeting_option",
  "escort_role",
  "environment",
] as const satisfies readonly TTraitCategoryName[];

export const ZAgeRange = z
  .object({
    min: z.number().int().min(18, { message: "validation.settings.age_range_invalid" }).max(99, { message: "validation.settings.age_range_invalid" }),
    max: z.number().int().min(18, { message: "validation.settings.age_range_invalid" }).max(99, { message: "validation.settings.age_range_invalid" }),
  })
  .strict()
  .refine((range) => range.min <= range.max, { message: "validation.settings.age_range_invalid", path: ["max"] });

export const ZServicePrices = z.object({
  prices: z.array(z.object({ name: z.number().int(), price: z.number().int() })),
  working_hours: z.array(ZWorkingHourSlotWire),
  escort_service: z.array(z.number().int()),
  service_soft: z.array(z.number().int()),
  service_hard: z.array(z.number().int()),
  service_clothing: z.array(z.number().int()),
  service_fetish: z.array(z.number().int()),
  company_bizarre: z.array(z.number().int()),
  company_service: z.array(z.number().int()),
  company_room: z.array(z.number().int()),
  customer_type: z.array(z.number().int()),
  partner_preference: z.array(z.number().int()),
  meeting_option: z.array(z.number().int()),
  escort_role: z.array(z.number().int()),
  environment: z.array(z.number().int()),
  escort_gender_preference: z.array(z.number().int()),
  preferred_age_range: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  /** km (a radius choice) */
  meeting_radius: z.number().int().nullable(),
  travel_within_country: z.boolean(),
  /** plain text, what is not offered */
  taboos: z.string().nullable(),
});
export type TServicePrices = z.infer<typeof ZServicePrices>;

export const ZServicePricesUpdate = z
  .object({
    prices: ZPriceList.optional(),
    working_hours: ZWorkingHours.optional(),
    escort_service: zTraits("escort_service"),
    service_soft: zTraits("service_soft"),
    service_hard: zTraits("service_hard"),
    service_clothing: zTraits("service_clothing"),
    service_fetish: zTraits("service_fetish"),
    company_bizarre: zTraits("company_bizarre"),
    company_service: zTraits("company_service"),
    company_room: zTraits("company_room"),
    customer_type: zTraits("customer_type"),
    partner_preference: zTraits("partner_preference"),
    meeting_option: zTraits("meeting_option"),
    escort_role: zTraits("escort_role"),
    environment: zTraits("environment"),
    escort_gender_preference: z.array(ZGenderCode).max(3).superRefine(uniqueItems()).optional(),
    preferred_age_range: ZAgeRange.nullable().optional(),
    meeting_radius: zOneOf(RADIUS.memberChoices).nullable().optional(),
    travel_within_country: z.boolean().optional(),
    // Length of the status text (spec 001 §5 gives no limit for taboos; our decision: the same 250).
    taboos: ZStatusText.nullable().optional(),
  })
  .strict();
export type TServicePricesUpdate = z.infer<typeof ZServicePricesUpdate>;

// ---------------------------------------------------------------------------------------------------------
// contact

export const ZContact = z.object({
  phone: z.string().nullable(),
  /** the phone number shows on the profile (search flag is_phone_show) */
  show_phone: z.boolean(),
  city: z.object({ slug: z.string(), name: z.string(), country: z.string() }).nullable(),
  /** businesses and escorts: the website address as saved (shown on the profile only once approved) */
  website: z.string().nullable(),
  /** its review (spec 001 §4 website status): default (none), pending, approved, rejected */
  website_status: z.enum(WEBSITE_STATUS_NAMES),
  /** why it was rejected (the team's words; also in the statement of reasons) */
  website_rejection_reason: z.string().nullable(),
});
export type TContact = z.infer<typeof ZContact>;

export const ZContactUpdate = z
  .object({
    // An optional plus, then digits only (spec 000 §5); at most 15 digits (E.164).
    phone: ZPhone.max(16, { message: "validation.phone.invalid" }).nullable().optional(),
    show_phone: z.boolean().optional(),
    /** a city slug of the catalogue (CITIES); sets the profile's position */
    city: z.string().min(1).max(80).nullable().optional(),
    /** businesses and escorts: a new or changed address waits for the team's review (pending); null removes it */
    website: ZWebsite.nullable().optional(),
  })
  .strict();
export type TContactUpdate = z.infer<typeof ZContactUpdate>;

// ---------------------------------------------------------------------------------------------------------
// status_description

export const ZStatusDescription = z.object({
  status: z.string().nullable(),
  /** sanitised markup */
  description: z.string().nullable(),
  profession: z.string().nullable(),
});
export type TStatusDescription = z.infer<typeof ZStatusDescription>;

/**
 * Status 250, description 2,500, profession 70 characters (spec 001 §5). A business description needs 140
 * to 2,500: the api checks that (validation.text.too_short). Markup is filtered by the allow-list of
 * @samtrot/rich-text before it is stored.
 */
export const ZStatusDescriptionUpdate = z
  .object({
    status: ZStatusText.nullable().optional(),
    description: ZDescription.nullable().optional(),
    profession: ZProfession.nullable().optional(),
  })
  .strict();
export type TStatusDescriptionUpdate = z.infer<typeof ZStatusDescriptionUpdate>;

// ---------------------------------------------------------------------------------------------------------
// media_gallery

export const ZMediaGallerySettings = z.object({
  watermark: ZWatermarkSettings,
  /** visibility of new uploads */
  default_visibility: ZMediaVisibility,
  watermark_checks_left: z.number().int(),
});
export const ZMediaGallerySettingsUpdate = z
  .object({
    watermark: ZWatermarkSettings.optional(),
    default_visibility: ZMediaVisibility.optional(),
  })
  .strict();

// ---------------------------------------------------------------------------------------------------------
// linked_profiles

const ZLinkedProfile = z.object({ id: z.number().int(), username: z.string() });
export const ZLinkedProfiles = z.object({
  /** businesses: the escorts linked to the business */
  escorts: z.array(ZLinkedProfile),
  /** escorts: the businesses they are linked to */
  businesses: z.array(ZLinkedProfile),
});
export const ZLinkedProfilesUpdate = z
  .object({
    /** businesses: replaces the escort list (ids or usernames of escort accounts; else validation.settings.escort_unknown at escorts.N) */
    escorts: z.array(z.union([z.number().int().positive(), ZUsername])).max(100).optional(),
    /** escorts: the businesses to stay linked to (a subset of the current ones; leaving is allowed, joining is the business's step) */
    businesses: z.array(z.number().int().positive()).max(100).superRefine(uniqueItems()).optional(),
  })
  .strict();

// ---------------------------------------------------------------------------------------------------------
// first_contact_filter_and_blocklist

/** Who may write to me first (the messenger applies it). */
export const ZFirstContactFilter = z
  .object({
    genders: z.array(ZGenderCode).min(1, { message: "validation.settings.choose_at_least_one" }).max(3).superRefine(uniqueItems()),
    user_types: z
      .array(zOneOf([USER_TYPE.client, USER_TYPE.escort, USER_TYPE.business]))
      .min(1, { message: "validation.settings.choose_at_least_one" })
      .max(3)
      .superRefine(uniqueItems()),
    age_range: ZAgeRange,
    members_only: z.boolean(),
    verified_only: z.boolean(),
    /**
     * Origin (the sender's profile nationality, ISO 3166-1 alpha-2; the form offers POPULAR_ORIGINS, spec 001 §9):
     * a first contact only from these origins, and not from a sender who has not stated one (result 4,
     * GENDER_USER_TYPE_ORIGIN_AGE). Empty or absent = from everywhere (filters stored before the field existed).
     */
    origins: z.array(ZCountryCode).max(20, { message: "validation.common.too_big" }).superRefine(uniqueItems()).optional(),
  })
  .strict();
export type TFirstContactFilter = z.infer<typeof ZFirstContactFilter>;

export const DEFAULT_FIRST_CONTACT_FILTER: TFirstContactFilter = {
  genders: [GENDER.male, GENDER.female, GENDER.trans],
  user_types: [USER_TYPE.client, USER_TYPE.escort, USER_TYPE.business],
  age_range: { min: 18, max: 99 },
  members_only: false,
  verified_only: false,
  origins: [],
};

export const ZFirstContactSettings = z.object({
  first_contact: ZFirstContactFilter,
  /** the blocklist itself: GET/POST/DELETE /api/v2/blocks */
  blocked_count: z.number().int(),
});
export const ZFirstContactSettingsUpdate = z.object({ first_contact: ZFirstContactFilter }).strict();

// ---------------------------------------------------------------------------------------------------------
// gifts, membership, email_password, age_check_verification, date_review_display, search_visibility

/** show_gifts: the profile shows the gifts she received (escorts only; decision 040). */
export const ZGiftSettings = z.object({ accept_gifts: z.boolean(), show_gifts: z.boolean() });
export const ZGiftSettingsUpdate = z.object({ accept_gifts: z.boolean().optional(), show_gifts: z.boolean().optional() }).strict();

export const ZMembershipSettings = z.object({
  is_member: z.boolean(),
  member_until: z.string().nullable(),
  /** Plus benefits of this user type (spec 001 §6); labels membership.benefit.<key> */
  benefits: z.array(z.string()),
});

/** Plus benefits shown to a user type (escorts and businesses: the escort list). */
export function plusBenefitsFor(userType: number): readonly string[] {
  return userType === USER_TYPE.client ? CLIENT_PLUS_BENEFITS : ESCORT_PLUS_BENEFITS;
}

export const ZEmailPassword = z.object({
  email: z.string(),
  is_email_verified: z.boolean(),
  /** false for accounts created with Google and no password yet: current_password is then not asked */
  has_password: z.boolean(),
});
export const ZEmailPasswordUpdate = z
  .object({
    /** required when the account has a password (validation.settings.current_password_wrong) */
    current_password: z.string().max(1000).optional(),
    email: ZEmail.optional(),
    new_password: ZPassword.optional(),
  })
  .strict()
  .refine((body) => body.email !== undefined || body.new_password !== undefined, { message: "validation.common.required", path: ["email"] });

export const ZAgeCheckSettings = z.object({
  /** 0 not uploaded, 1 pending, 2 accepted, 3 rejected (spec 001 §4) */
  status: z.number().int().min(AGE_CHECK_STATUS.not_uploaded).max(AGE_CHECK_STATUS.rejected),
  status_name: z.enum(["not_uploaded", "pending", "accepted", "rejected"]),
  submitted_at: z.string().nullable(),
  /** a new document may be uploaded: not uploaded or rejected */
  can_upload: z.boolean(),
});
/** The document image from the chunked upload (purpose age_check); the status becomes pending. */
export const ZAgeCheckSettingsUpdate = z.object({ media_id: z.number().int().positive() }).strict();

export const ZDateReviewDisplay = z.object({ show_date_reviews: z.boolean() });
export const ZDateReviewDisplayUpdate = z.object({ show_date_reviews: z.boolean() }).strict();

export const ZSearchVisibility = z.object({ search_visible: z.boolean() });
export const ZSearchVisibilityUpdate = z.object({ search_visible: z.boolean() }).strict();

// ---------------------------------------------------------------------------------------------------------
// billing_invoices (read-only): how many invoices there are; the list itself is GET /api/v2/invoices (invoices.ts),
// paged and sorted by the api.

export const ZBillingInvoices = z.object({ total: z.number().int() });

// ---------------------------------------------------------------------------------------------------------
// notifications, forum_notifications

export const NOTIFICATION_SETTINGS = [
  "email_messages",
  "email_date_requests",
  "email_reviews",
  "email_favorites",
  "email_visitors",
  "email_newsletter",
  "browser_push",
  /** in-app: someone you favourited went live (issue 15) */
  "live_favorites",
] as const;
export const ZNotificationSettings = z.object(
  Object.fromEntries(NOTIFICATION_SETTINGS.map((key) => [key, z.boolean()])) as Record<(typeof NOTIFICATION_SETTINGS)[number], z.ZodBoolean>,
);
export type TNotificationSettings = z.infer<typeof ZNotificationSettings>;
export const ZNotificationSettingsUpdate = ZNotificationSettings.partial().strict();
export const DEFAULT_NOTIFICATION_SETTINGS: TNotificationSettings = {
  email_messages: true,
  email_date_requests: true,
  email_reviews: true,
  email_favorites: true,
  email_visitors: false,
  email_newsletter: false,
  browser_push: false,
  live_favorites: true,
};

export const FORUM_DIGESTS = ["never", "daily", "weekly"] as const;
export const ZForumNotificationSettings = z.object({
  replies: z.boolean(),
  mentions: z.boolean(),
  followed_threads: z.boolean(),
  digest: z.enum(FORUM_DIGESTS),
});
export type TForumNotificationSettings = z.infer<typeof ZForumNotificationSettings>;
export const ZForumNotificationSettingsUpdate = ZForumNotificationSettings.partial().strict();
export const DEFAULT_FORUM_NOTIFICATION_SETTINGS: TForumNotificationSettings = { replies: true, mentions: true, followed_threads: false, digest: "never" };

// ---------------------------------------------------------------------------------------------------------
// data_privacy, pause_delete

export const ZDataPrivacySettings = z.object({
  /** page views of this browser are linked to the account (and appear in the export) */
  allow_tracking: z.boolean(),
  export: ZDataExport,
});
export const ZDataPrivacySettingsUpdate = z.object({ allow_tracking: z.boolean() }).strict();

export const ZPauseDelete = z.object({
  is_paused: z.boolean(),
  paused_at: z.string().nullable(),
  /** the account was deleted by this call (the session is over) */
  deleted: z.boolean(),
});
/**
 * pause: the profile disappears from search and profiles until resume; delete: the account is gone at once
 * (search, profile, sessions). Deleting needs the password when the account has one.
 */
export const ZPauseDeleteUpdate = z
  .object({
    action: z.enum(["pause", "resume", "delete"]),
    password: z.string().max(1000).optional(),
  })
  .strict();

// ---------------------------------------------------------------------------------------------------------
// Sections, field config, contracts

export const SETTINGS_SECTION_SCHEMAS = {
  name_characteristics: { values: ZNameCharacteristics, update: ZNameCharacteristicsUpdate },
  service_prices: { values: ZServicePrices, update: ZServicePricesUpdate },
  contact: { values: ZContact, update: ZContactUpdate },
  status_description: { values: ZStatusDescription, update: ZStatusDescriptionUpdate },
  media_gallery: { values: ZMediaGallerySettings, update: ZMediaGallerySettingsUpdate },
  linked_profiles: { values: ZLinkedProfiles, update: ZLinkedProfilesUpdate },
  first_contact_filter_and_blocklist: { values: ZFirstContactSettings, update: ZFirstContactSettingsUpdate },
  gifts: { values: ZGiftSettings, update: ZGiftSettingsUpdate },
  membership: { values: ZMembershipSettings, update: undefined },
  email_password: { values: ZEmailPassword, update: ZEmailPasswordUpdate },
  age_check_verification: { values: ZAgeCheckSettings, update: ZAgeCheckSettingsUpdate },
  date_review_display: { values: ZDateReviewDisplay, update: ZDateReviewDisplayUpdate },
  search_visibility: { values: ZSearchVisibility, update: ZSearchVisibilityUpdate },
  billing_invoices: { values: ZBillingInvoices, update: undefined },
  notifications: { values: ZNotificationSettings, update: ZNotificationSettingsUpdate },
  forum_notifications: { values: ZForumNotificationSettings, update: ZForumNotificationSettingsUpdate },
  data_privacy: { values: ZDataPrivacySettings, update: ZDataPrivacySettingsUpdate },
  pause_delete: { values: ZPauseDelete, update: ZPauseDeleteUpdate },
} as const satisfies Record<TSettingsKey, { values: z.ZodTypeAny; update: z.ZodTypeAny | undefined }>;

type TSchemas = typeof SETTINGS_SECTION_SCHEMAS;
export type TSettingsValues<K extends TSettingsKey> = z.infer<TSchemas[K]["values"]>;

/** One section: its values, whether it can be changed, and the field visibility config (false/required/optional). */
function zSection<K extends TSettingsKey>(key: K) {
  return z.object({
    key: z.literal(key),
    area: z.enum(["profile_appearance", "account_membership"]),
    read_only: z.boolean(),
    fields: z.array(ZFieldConfigEntry),
    values: SETTINGS_SECTION_SCHEMAS[key].values as TSchemas[K]["values"],
  });
}
export type TSettingsSection<K extends TSettingsKey> = {
  key: K;
  area: TSettingsArea;
  read_only: boolean;
  fields: { name: string; value: TFieldVisibility }[];
  values: TSettingsValues<K>;
};

const sectionSchemas = Object.fromEntries(
  (Object.keys(SETTINGS_SECTION_SCHEMAS) as TSettingsKey[]).map((key) => [key, zSection(key)]),
) as { [K in TSettingsKey]: ReturnType<typeof zSection<K>> };

/** Every section the user may see, keyed by settings key, plus the areas in display order. */
export const ZSettingsOverview = z.object({
  areas: z.array(z.object({ area: z.enum(["profile_appearance", "account_membership"]), keys: z.array(z.string()) })),
  sections: z.object(Object.fromEntries(Object.entries(sectionSchemas).map(([key, schema]) => [key, schema.optional()])) as {
    [K in TSettingsKey]: z.ZodOptional<(typeof sectionSchemas)[K]>;
  }),
});
export type TSettingsOverview = z.infer<typeof ZSettingsOverview>;

export const settingsOverviewContract = defineContract({
  id: "settingsOverview",
  method: "GET",
  path: "/api/v2/settings",
  summary: "Every settings section the signed-in user may see (hidden ones are left out), with values and field visibility",
  tags: ["settings"],
  auth: "user",
  response: ZSettingsOverview,
});

function sectionContracts<K extends TSettingsKey>(key: K) {
  const get = defineContract({
    id: `getSettings_${key}`,
    method: "GET",
    path: `/api/v2/settings/${key}`,
    summary: `Settings section ${key}; hidden for this user: 403 exception.settings.section_hidden`,
    tags: ["settings"],
    auth: "user",
    response: sectionSchemas[key],
  });
  const update = SETTINGS_SECTION_SCHEMAS[key].update as TSchemas[K]["update"];
  const put = update
    ? defineContract({
        id: `putSettings_${key}`,
        method: "PUT",
        path: `/api/v2/settings/${key}`,
        summary: `Changes settings section ${key} (partial: fields left out stay); invalid input stores nothing (422); hidden: 403 exception.settings.section_hidden`,
        tags: ["settings"],
        auth: "user",
        body: update as NonNullable<TSchemas[K]["update"]>,
        response: sectionSchemas[key],
      })
    : undefined;
  return { get, put };
}

type TSectionContracts = {
  [K in TSettingsKey]: {
    get: TContract<undefined, undefined, (typeof sectionSchemas)[K]>;
    put: TSchemas[K]["update"] extends z.ZodTypeAny ? TContract<undefined, TSchemas[K]["update"], (typeof sectionSchemas)[K]> : undefined;
  };
};

/** GET and PUT of every key (`put` undefined for the read-only sections: the api answers 405 exception.settings.read_only). */
export const SETTINGS_CONTRACTS = Object.fromEntries(
  (Object.keys(SETTINGS_SECTION_SCHEMAS) as TSettingsKey[]).map((key) => [key, sectionContracts(key)]),
) as unknown as TSectionContracts;

/** All settings contracts in one list (OpenAPI, completeness checks). */
export const settingsContracts: readonly TContract[] = [
  settingsOverviewContract,
  ...Object.values(SETTINGS_CONTRACTS).flatMap((pair) => [pair.get as TContract, ...(pair.put ? [pair.put as TContract] : [])]),
];

// ---------------------------------------------------------------------------------------------------------
// Field visibility of the sections (spec 000 §5: false, required, optional)

function escortServiceCategories(subject: TSettingsSubject): readonly TTraitCategoryName[] {
  if (subject.user_type === USER_TYPE.escort) {
    return ["escort_service", "service_soft", "service_hard", "service_clothing", "service_fetish", "customer_type", "partner_preference", "meeting_option", "escort_role", "environment"];
  }
  if (subject.user_type === USER_TYPE.business) {
    const type = findBusinessType(subject.business_type ?? "");
    return type ? [...BUSINESS_FLOW_RULES[type.flow].serviceCategories, "meeting_option", "environment"] : [];
  }
  return [];
}

/**
 * Which fields of a section show and which are required for this user. The api enforces the same answer:
 * a required field cannot be cleared (validation.common.required), a field that does not apply cannot be set
 * (validation.settings.field_not_applicable).
 */
export function settingsFieldConfig(key: TSettingsKey, subject: TSettingsSubject): { name: string; value: TFieldVisibility }[] {
  const entries: [string, TFieldVisibility][] = [];
  const add = (name: string, value: TFieldVisibility) => entries.push([name, value]);
  const isEscort = subject.user_type === USER_TYPE.escort;
  const isPerson = subject.user_type === USER_TYPE.client || isEscort;
  const g = subject.gender ?? null;
  switch (key) {
    case "name_characteristics":
      add("display_name", "required");
      add("height", isEscort ? "required" : isPerson ? "optional" : "false");
      add("weight", isEscort ? "required" : isPerson ? "optional" : "false");
      add("cup_size", isPerson && cupSizeApplies(g) ? "optional" : "false");
      add("breast_type", isPerson && cupSizeApplies(g) ? "optional" : "false");
      add("penis_length", isPerson && penisFieldsApply(g) ? "optional" : "false");
      add("penis_diameter", isPerson && penisFieldsApply(g) ? "optional" : "false");
      add("gender_identity", isPerson ? "optional" : "false");
      add("nationality", isPerson ? "optional" : "false");
      add("languages", "optional");
      // Smoking is a personal characteristic (spec 001 §3): not for businesses.
      add("is_smoker", isPerson ? "optional" : "false");
      for (const trait of NAME_CHARACTERISTICS_SINGLE_TRAITS) {
        // Registration made these three required (spec 001 §5); they stay required.
        const required = trait === "sexuality" || trait === "race_type" || trait === "relationship_status";
        add(trait, isPerson ? (required ? "required" : "optional") : "false");
      }
      for (const trait of NAME_CHARACTERISTICS_MULTI_TRAITS) add(trait, isPerson ? "optional" : "false");
      break;
    case "service_prices": {
      const categories = escortServiceCategories(subject);
      const type = findBusinessType(subject.business_type ?? "");
      const pricesRequired = isEscort || (type ? BUSINESS_FLOW_RULES[type.flow].pricesRequired : false);
      add("prices", pricesRequired ? "required" : "optional");
      add("working_hours", "required");
      for (const trait of SERVICE_TRAIT_FIELDS) {
        const applies = categories.includes(trait);
        const required = applies && (isEscort ? trait === "escort_service" : trait === categories[0]);
        add(trait, applies ? (required ? "required" : "optional") : "false");
      }
      for (const field of ["escort_gender_preference", "preferred_age_range", "meeting_radius", "travel_within_country", "taboos"]) {
        add(field, isEscort ? "optional" : "false");
      }
      break;
    }
    case "contact":
      add("phone", "optional");
      add("show_phone", "optional");
      add("city", isEscort || subject.user_type === USER_TYPE.business ? "required" : "optional");
      add("website", WEBSITE_USER_TYPES.includes(subject.user_type) ? "optional" : "false");
      break;
    case "status_description":
      add("status", "optional");
      add("description", subject.user_type === USER_TYPE.business ? "required" : "optional");
      add("profession", isPerson ? "optional" : "false");
      break;
    case "linked_profiles":
      add("escorts", subject.user_type === USER_TYPE.business ? "optional" : "false");
      add("businesses", isEscort ? "optional" : "false");
      break;
    case "gifts":
      add("accept_gifts", "optional");
      // only escorts receive gifts (decision 040)
      add("show_gifts", isEscort ? "optional" : "false");
      break;
    case "email_password":
      add("current_password", "required");
      add("email", "optional");
      add("new_password", "optional");
      break;
    default: {
      const schema = SETTINGS_SECTION_SCHEMAS[key].update as z.AnyZodObject | z.ZodEffects<z.AnyZodObject> | undefined;
      const shape = schema ? ("shape" in schema ? schema.shape : schema.innerType().shape) : {};
      for (const name of Object.keys(shape)) add(name, "optional");
    }
  }
  return entries.map(([name, value]) => ({ name, value: lacksConsent(subject, name) ? "false" : value }));
}

/** Whether a field needs a special-category consent this subject (a person) has not given (decision 045). */
export function lacksConsent(subject: TSettingsSubject, field: string): boolean {
  if (subject.consents === undefined || !CONSENT_USER_TYPES.includes(subject.user_type)) return false;
  const purpose = consentPurposeOf(field);
  return purpose !== null && !subject.consents.includes(purpose);
}

