import { z } from "zod";
import {
  CONSENT_PURPOSES,
  ZConsentPurpose,
  type TConsentPurpose,
  ADULT_AGE_YEARS,
  BUSINESS_SIGNUP_STEPS,
  COUPLE_TYPE_GENDERS,
  GENDER,
  IMAGE_UPLOAD,
  REGISTRATION_STEP,
  USER_TYPE,
  WEEK_DAYS,
  ZBusinessDescription,
  ZBusinessTypeId,
  ZCoupleType,
  ZCupSize,
  ZGender,
  ZHeight,
  ZPenisDiameter,
  ZPenisLength,
  ZPriceEntry,
  ZProfileGender,
  ZRegistrationStep,
  ZUsername,
  ZWeight,
  ageOnDate,
  birthDateProblem,
  findBusinessType,
  isCalendarDate,
  zTraitValueIdOf,
  type TBirthDateParts,
  type TBusinessFlow,
  type TBusinessSignupStep,
  type TFieldVisibility,
  type TRegistrationStepKey,
  type TTraitCategoryName,
} from "@samtrot/constants-catalogue";
import { defineContract } from "./define-contract.js";
import { ZEmail, ZOAuthTokenResponse, ZPassword } from "./accounts.js";

// Multi-step registration of users (clients, escorts) and businesses (issue 4, spec 000 §2 §4, spec 001 §3 §5).
// The step rules live here, once, for the api and the web.

// ---------------------------------------------------------------------------------------------------------
// Which steps apply

/**
 * User steps in order (spec 001 §2, nextRegistrationStep's order). Clients offer no services, so services and
 * availability do not apply to them: a client is completed after appearance. Escorts go through every step.
 */
export const USER_REGISTRATION_STEPS = {
  [USER_TYPE.client]: ["signUp", "photo", "profile", "appearance"],
  [USER_TYPE.escort]: ["signUp", "photo", "profile", "appearance", "services", "availability"],
} as const satisfies Record<number, readonly TRegistrationStepKey[]>;

export type TUserRegistrationStepKey = Exclude<TRegistrationStepKey, "completed">;

/** The steps a user type goes through (clients 1, escorts 2); empty for other types. */
export function userRegistrationSteps(userType: number): readonly TUserRegistrationStepKey[] {
  return (USER_REGISTRATION_STEPS as Record<number, readonly TUserRegistrationStepKey[]>)[userType] ?? [];
}

/**
 * The next user step after `completedStep` (register_completed_step), or null when the registration is
 * completed (10) or the user type has no user steps.
 */
export function nextUserRegistrationStep(userType: number, completedStep: number): TUserRegistrationStepKey | null {
  if (completedStep >= REGISTRATION_STEP.completed) return null;
  return userRegistrationSteps(userType).find((key) => REGISTRATION_STEP[key] > completedStep) ?? null;
}

/**
 * Business flows (spec 001 §3: types 1,2 / 3,3.1,4 / 12 differ), our decision:
 * - agency (1 escort agency, 2 model agency): services are escort services, prices optional, escorts linked;
 * - club (3 club, 3.1 sauna club, 4 brothel): services are amenities (company_* traits), prices optional
 *   (entry fees), escorts (the ladies working there) linked;
 * - studio (12 massage studio): services are escort and soft services with at least one price; no escorts step.
 */
export const BUSINESS_FLOW_RULES = {
  agency: {
    steps: ["services", "schedule", "description", "photo", "escorts", "email"],
    serviceCategories: ["escort_service"],
    pricesRequired: false,
  },
  club: {
    steps: ["services", "schedule", "description", "photo", "escorts", "email"],
    serviceCategories: ["company_service", "company_room", "company_bizarre"],
    pricesRequired: false,
  },
  studio: {
    steps: ["services", "schedule", "description", "photo", "email"],
    serviceCategories: ["escort_service", "service_soft"],
    pricesRequired: true,
  },
} as const satisfies Record<
  TBusinessFlow,
  { steps: readonly TBusinessSignupStep[]; serviceCategories: readonly TTraitCategoryName[]; pricesRequired: boolean }
>;

/** The business steps of a business type, in BUSINESS_SIGNUP_STEPS order; empty for an unknown type. */
export function businessRegistrationSteps(businessType: string): readonly TBusinessSignupStep[] {
  const type = findBusinessType(businessType);
  return type ? BUSINESS_FLOW_RULES[type.flow].steps : [];
}

/** The next business step after the last completed one (null = none yet), or null when all are done. */
export function nextBusinessRegistrationStep(businessType: string, lastCompleted: string | null): TBusinessSignupStep | null {
  const steps = businessRegistrationSteps(businessType);
  if (lastCompleted === null) return steps[0] ?? null;
  const index = steps.indexOf(lastCompleted as TBusinessSignupStep);
  return index < 0 ? (steps[0] ?? null) : (steps[index + 1] ?? null);
}

// ---------------------------------------------------------------------------------------------------------
// Field visibility config (spec 000 §5: false / required / optional)

export const ZFieldConfigEntry = z.object({ name: z.string(), value: z.enum(["false", "required", "optional"]) });
export type TFieldConfigEntry = z.infer<typeof ZFieldConfigEntry>;

const BODY_GENDERS_WITH_PENIS: readonly number[] = [GENDER.male, GENDER.trans];
const BODY_GENDERS_WITH_BREASTS: readonly number[] = [GENDER.female, GENDER.trans];

/** The single genders behind a profile gender: itself, or both partners of a couple type. */
function gendersOf(gender: number | null | undefined): readonly number[] | null {
  if (gender === null || gender === undefined) return null;
  if (gender >= 1 && gender <= 3) return [gender];
  return (COUPLE_TYPE_GENDERS as Record<number, readonly number[]>)[gender] ?? null;
}

/**
 * Whether penis length and girth apply: male and trans profiles, and couples with a male or trans partner
 * (our reading of "where they apply", spec 001 §5; a trans partner counts like a single trans profile).
 * Unknown gender → true (the field is then only optional).
 */
export function penisFieldsApply(gender: number | null | undefined): boolean {
  const genders = gendersOf(gender);
  return genders === null || genders.some((g) => BODY_GENDERS_WITH_PENIS.includes(g));
}

/** Whether cup size applies: female and trans profiles, couples with a female or trans partner. */
export function cupSizeApplies(gender: number | null | undefined): boolean {
  const genders = gendersOf(gender);
  return genders === null || genders.some((g) => BODY_GENDERS_WITH_BREASTS.includes(g));
}

export interface TRegistrationConfigInput {
  user_type: number;
  /** a single gender (1–3) or a couple type (6–11) */
  gender?: number | null;
  business_type?: string | null;
  /** the signed-in user's special-category consents (decision 045); left out: every field as the spec has it */
  consents?: readonly TConsentPurpose[];
}

/**
 * The field visibility config of the registration forms: which fields show and which are required.
 * The api serves it (GET /api/v2/registration/configs) and enforces the same answer on every step.
 */
export function registrationFieldConfig(input: TRegistrationConfigInput): TFieldConfigEntry[] {
  const entries: [string, TFieldVisibility][] = [];
  const add = (name: string, value: TFieldVisibility) => entries.push([name, value]);
  const isEscort = input.user_type === USER_TYPE.escort;
  if (input.user_type === USER_TYPE.client || isEscort) {
    const g = input.gender ?? null;
    const isCouple = g !== null && g >= 6;
    add("username", "required");
    add("email", "required");
    add("password", "required");
    add("birth_date", "required");
    add("gender", isCouple ? "false" : "required");
    add("couple_type", isCouple ? "required" : "false");
    add("photo", isEscort ? "required" : "optional");
    add("relationship_status", "required");
    add("race_type", "required");
    add("sexuality", "required");
    add("height", isEscort ? "required" : "optional");
    add("weight", isEscort ? "required" : "optional");
    add("penis_length", penisFieldsApply(g) ? "optional" : "false");
    add("penis_diameter", penisFieldsApply(g) ? "optional" : "false");
    add("cup_size", cupSizeApplies(g) ? "optional" : "false");
    add("figure_type", "optional");
    add("hair_color", "optional");
    add("hair_length", "optional");
    add("prices", isEscort ? "required" : "false");
    add("escort_services", isEscort ? "required" : "false");
    add("working_hours", isEscort ? "required" : "false");
    // Special-category data only with the consent given at sign-up (decision 045): without it the field is not asked.
    if (input.consents !== undefined) {
      if (!input.consents.includes("sexuality")) entries.splice(entries.findIndex(([name]) => name === "sexuality"), 1, ["sexuality", "false"]);
      if (!input.consents.includes("services")) entries.splice(entries.findIndex(([name]) => name === "escort_services"), 1, ["escort_services", "false"]);
    }
  } else if (input.user_type === USER_TYPE.business) {
    const type = input.business_type ? findBusinessType(input.business_type) : undefined;
    const rules = type ? BUSINESS_FLOW_RULES[type.flow] : undefined;
    add("business_type", "required");
    add("username", "required");
    add("email", "required");
    add("password", "required");
    add("services", "required");
    add("prices", rules?.pricesRequired ? "required" : "optional");
    add("working_hours", "required");
    add("description", "required");
    add("photo", "required");
    add("escorts", rules && !(rules.steps as readonly string[]).includes("escorts") ? "false" : "optional");
  }
  return entries.map(([name, value]) => ({ name, value }));
}

/** The configs query; `gender` takes a single gender or a couple type. */
export const ZRegistrationConfigsQuery = z.object({
  user_type: z.coerce.number().int().pipe(z.union([z.literal(1), z.literal(2), z.literal(3)])),
  gender: z.coerce.number().int().pipe(ZProfileGender).optional(),
  business_type: ZBusinessTypeId.optional(),
});

export const registrationConfigsContract = defineContract({
  id: "registrationConfigs",
  method: "GET",
  path: "/api/v2/registration/configs",
  summary: "Field visibility config of the registration forms: [{ name, value: false|required|optional }] (batch key registerConfigs)",
  tags: ["registration"],
  auth: "public",
  query: ZRegistrationConfigsQuery,
  response: z.array(ZFieldConfigEntry),
});

// ---------------------------------------------------------------------------------------------------------
// Shared field schemas

/** Birth date as the web sends it: MM/DD/YYYY (spec 000 §5, catalogue BIRTH_DATE_API_FORMAT). */
export const BIRTH_DATE_PATTERN = /^(\d{2})\/(\d{2})\/(\d{4})$/;
/** Adults only (constants-catalogue birth-date.ts, the one rule for registration and the membership form). */
export const MIN_AGE_YEARS = ADULT_AGE_YEARS;

function birthDateParts(value: string): TBirthDateParts | null {
  const match = BIRTH_DATE_PATTERN.exec(value);
  if (!match) return null;
  const [, mm, dd, yyyy] = match as unknown as [string, string, string, string];
  return { year: Number(yyyy), month: Number(mm), day: Number(dd) };
}

/** Parses MM/DD/YYYY into an ISO date (YYYY-MM-DD); null when not a real calendar date. */
export function parseBirthDate(value: string): string | null {
  const parts = birthDateParts(value);
  if (!parts || !isCalendarDate(parts)) return null;
  const [, mm, dd, yyyy] = BIRTH_DATE_PATTERN.exec(value) as unknown as [string, string, string, string];
  return `${yyyy}-${mm}-${dd}`;
}

/** Whole years between an ISO birth date and `now` (UTC calendar). */
export function ageOn(isoBirthDate: string, now: Date = new Date()): number {
  const [year, month, day] = isoBirthDate.split("-").map(Number) as [number, number, number];
  return ageOnDate({ year, month, day }, now);
}

export const ZBirthDate = z.string().superRefine((value, ctx) => {
  const parts = birthDateParts(value);
  const problem = parts ? birthDateProblem(parts, new Date()) : "invalid";
  if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: `validation.birth_date.${problem}` });
});

/** User types that may register as users here: client 1, escort 2 (business has its own flow; 9/10 never). */
export const ZSignUpUserType = z
  .number({ required_error: "validation.common.required" })
  .int()
  .refine((v) => v === USER_TYPE.client || v === USER_TYPE.escort, { message: "validation.registration.user_type_not_allowed" });

const ZAcceptTerms = z.literal(true, {
  errorMap: () => ({ message: "validation.registration.accept_terms_required" }),
});

/** Gender or couple type, exactly one (couples carry a couple type instead of a gender). */
function requireOneGender<T extends { gender?: number | null; couple_type?: number | null }>(value: T, ctx: z.RefinementCtx) {
  const hasGender = value.gender !== undefined && value.gender !== null;
  const hasCouple = value.couple_type !== undefined && value.couple_type !== null;
  if (hasGender === hasCouple) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["gender"], message: "validation.registration.gender_required" });
  }
}

const signUpDetailsShape = {
  user_type: ZSignUpUserType,
  gender: ZGender.nullable().optional(),
  couple_type: ZCoupleType.nullable().optional(),
  username: ZUsername,
  birth_date: ZBirthDate,
  accept_terms: ZAcceptTerms,
  /**
   * The special-category consents the user gave (decision 045): separate, unticked boxes of the sign-up form; each
   * missing purpose is simply not consented to, and the data it covers is then neither asked nor stored.
   */
  consents: z.array(ZConsentPurpose).max(CONSENT_PURPOSES.length).optional(),
};

/** Step 1 (signUp) of the user registration. */
export const ZUserSignUpRequest = z
  .object({
    ...signUpDetailsShape,
    email: ZEmail,
    password: ZPassword,
    /** /join/user/{userType}/lp/{landingPageId} */
    landing_page_id: z.string().max(100).optional(),
    /** the share link's referral code (decision 040); an unknown or malformed one is ignored by the api */
    referral_code: z.string().max(20).optional(),
  })
  .strict()
  .superRefine(requireOneGender);
export type TUserSignUpRequest = z.infer<typeof ZUserSignUpRequest>;

/** A federated (Google) account completes step 1 with the details Google does not give. */
export const ZSignUpDetailsRequest = z.object(signUpDetailsShape).strict().superRefine(requireOneGender);
export type TSignUpDetailsRequest = z.infer<typeof ZSignUpDetailsRequest>;

/** Registration progress, answered by every step. */
export const ZRegistrationProgress = z.object({
  user_type: z.number().int(),
  business_type: ZBusinessTypeId.nullable(),
  register_completed_step: ZRegistrationStep,
  business_signup_step: z.string().nullable(),
  /** the step keys of this user's flow, in order */
  steps: z.array(z.string()),
  /** the step to show next; null when completed */
  next_step: z.string().nullable(),
  completed: z.boolean(),
});
export type TRegistrationProgress = z.infer<typeof ZRegistrationProgress>;

/** HH:MM, 00:00–23:59. */
const ZTimeOfDay = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, { message: "validation.working_hours.time_invalid" });
const WEEK_MINUTES = WEEK_DAYS.length * 24 * 60;

/**
 * A working-hour slot on the wire: day 1 (Monday) … 7 (Sunday), from, to, and is_over_day, which must be
 * true exactly when the slot ends after midnight (to ≤ from), the catalogue's ZWorkingHourSlot rule.
 */
export const ZWorkingHourSlotWire = z
  .object({
    day: z.number().int().min(1, { message: "validation.working_hours.day_invalid" }).max(WEEK_DAYS.length, { message: "validation.working_hours.day_invalid" }),
    time_from: ZTimeOfDay,
    time_to: ZTimeOfDay,
    is_over_day: z.boolean(),
  })
  .strict()
  .refine((slot) => slot.is_over_day === slot.time_to <= slot.time_from, {
    message: "validation.working_hours.over_day_mismatch",
    path: ["is_over_day"],
  });
export type TWorkingHourSlotWire = z.infer<typeof ZWorkingHourSlotWire>;

function minutesOf(time: string): number {
  const [h, m] = time.split(":").map(Number) as [number, number];
  return h * 60 + m;
}

/** Slot as [start, end) minutes of the week; an over-day slot runs into the next day. */
export function slotInterval(slot: TWorkingHourSlotWire): [number, number] {
  const start = (slot.day - 1) * 1440 + minutesOf(slot.time_from);
  let length = minutesOf(slot.time_to) - minutesOf(slot.time_from);
  if (slot.is_over_day) length += 1440;
  return [start, start + length];
}

/** Up to 4 slots a day; slots must not overlap (Sunday night runs into Monday). */
export const ZWorkingHours = z
  .array(ZWorkingHourSlotWire)
  .min(1, { message: "validation.working_hours.required" })
  .max(28, { message: "validation.working_hours.too_many" })
  .superRefine((slots, ctx) => {
    const intervals = slots.map((slot) => slotInterval(slot));
    for (let i = 0; i < intervals.length; i += 1) {
      for (let j = 0; j < i; j += 1) {
        const [a0, a1] = intervals[i]!;
        const [b0, b1] = intervals[j]!;
        const overlaps = [-WEEK_MINUTES, 0, WEEK_MINUTES].some((shift) => a0 + shift < b1 && b0 < a1 + shift);
        if (overlaps) {
          ctx.addIssue({ code: z.ZodIssueCode.custom, path: [i], message: "validation.working_hours.overlap" });
          break;
        }
      }
    }
  });

/** Prices per duration (spec 000 §3 price entries: name = minutes, price 1–100,000); one per duration. */
export const ZPriceList = z
  .array(ZPriceEntry)
  .max(9)
  .superRefine((prices, ctx) => {
    const seen = new Set<number>();
    prices.forEach((entry, index) => {
      if (seen.has(entry.name)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [index, "name"], message: "validation.prices.duplicate_duration" });
      seen.add(entry.name);
    });
  });

function uniqueIds(message: string) {
  return (ids: number[], ctx: z.RefinementCtx) => {
    const seen = new Set<number>();
    ids.forEach((id, index) => {
      if (seen.has(id)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [index], message });
      seen.add(id);
    });
  };
}

// ---------------------------------------------------------------------------------------------------------
// User steps

export const registerUserContract = defineContract({
  id: "registerUser",
  method: "POST",
  path: "/api/v2/registration/user",
  summary:
    "Step 1 (signUp) of a client or escort: creates the account (register_completed_step 1), sends the verification " +
    "mail and signs the user in; 201 { data: token answer }. Username or e-mail taken: 422 validation.username.taken / validation.email.taken",
  tags: ["registration"],
  auth: "public",
  body: ZUserSignUpRequest,
  response: ZOAuthTokenResponse,
});

export const completeSignUpContract = defineContract({
  id: "completeSignUp",
  method: "POST",
  path: "/api/v2/registration/user/sign-up",
  summary: "Step 1 for a federated account (next_registration_step \"signUp\"): user type, gender, username, birth date",
  tags: ["registration"],
  auth: "user",
  body: ZSignUpDetailsRequest,
  response: ZRegistrationProgress,
});

/** Photo step: the media id from the chunked upload (purpose avatar); null skips an optional photo. */
export const ZPhotoStepRequest = z.object({ media_id: z.number().int().positive().nullable() }).strict();
export const registerPhotoContract = defineContract({
  id: "registerPhoto",
  method: "POST",
  path: "/api/v2/registration/user/photo",
  summary: "Photo step: sets the uploaded image as profile photo (null skips it where the photo is optional)",
  tags: ["registration"],
  auth: "user",
  body: ZPhotoStepRequest,
  response: ZRegistrationProgress,
});

/** Profile step: single choices of their trait categories (spec 001 §5). */
export const ZProfileStepRequest = z
  .object({
    relationship_status: zTraitValueIdOf("relationship_status"),
    race_type: zTraitValueIdOf("race_type"),
    /** only with the sexuality consent, and then required (spec 001 §5; decision 045) */
    sexuality: zTraitValueIdOf("sexuality").optional(),
  })
  .strict();
export const registerProfileContract = defineContract({
  id: "registerProfile",
  method: "POST",
  path: "/api/v2/registration/user/profile",
  summary: "Profile step: relationship_status, race_type, sexuality (trait value ids)",
  tags: ["registration"],
  auth: "user",
  body: ZProfileStepRequest,
  response: ZRegistrationProgress,
});

/**
 * Appearance step. Range errors carry `meta: { min, max }` for %min%/%max% (RANGE_MESSAGE). Which fields are
 * required or not applicable follows registrationFieldConfig: a missing required field → validation.common.required,
 * a field that does not apply (e.g. penis_length for a female profile) → validation.registration.field_not_applicable.
 */
export const ZAppearanceStepRequest = z
  .object({
    height: ZHeight.nullable().optional(),
    weight: ZWeight.nullable().optional(),
    penis_length: ZPenisLength.nullable().optional(),
    penis_diameter: ZPenisDiameter.nullable().optional(),
    cup_size: ZCupSize.nullable().optional(),
    figure_type: zTraitValueIdOf("figure_type").nullable().optional(),
    hair_color: zTraitValueIdOf("hair_color").nullable().optional(),
    hair_length: zTraitValueIdOf("hair_length").nullable().optional(),
  })
  .strict();
export type TAppearanceStepRequest = z.infer<typeof ZAppearanceStepRequest>;
export const registerAppearanceContract = defineContract({
  id: "registerAppearance",
  method: "POST",
  path: "/api/v2/registration/user/appearance",
  summary: "Appearance step: height, weight, penis length and girth where they apply, cup size, figure, hair",
  tags: ["registration"],
  auth: "user",
  body: ZAppearanceStepRequest,
  response: ZRegistrationProgress,
});

/** Services step (escorts): at least one price and one escort service. */
export const ZServicesStepRequest = z
  .object({
    prices: ZPriceList.refine((list) => list.length > 0, { message: "validation.prices.required" }),
    /** only with the services consent, and then at least one (decision 045) */
    escort_services: z
      .array(zTraitValueIdOf("escort_service"))
      .max(50)
      .superRefine(uniqueIds("validation.common.duplicate"))
      .optional(),
  })
  .strict();
export const registerServicesContract = defineContract({
  id: "registerServices",
  method: "POST",
  path: "/api/v2/registration/user/services",
  summary: "Services step (escorts): prices per duration and escort services",
  tags: ["registration"],
  auth: "user",
  body: ZServicesStepRequest,
  response: ZRegistrationProgress,
});

export const ZAvailabilityStepRequest = z.object({ working_hours: ZWorkingHours }).strict();
export const registerAvailabilityContract = defineContract({
  id: "registerAvailability",
  method: "POST",
  path: "/api/v2/registration/user/availability",
  summary: "Availability step (escorts): working-hour slots; completes the registration",
  tags: ["registration"],
  auth: "user",
  body: ZAvailabilityStepRequest,
  response: ZRegistrationProgress,
});

export const registrationProgressContract = defineContract({
  id: "registrationProgress",
  method: "GET",
  path: "/api/v2/registration/progress",
  summary: "Where the signed-in user's registration stands (user or business flow)",
  tags: ["registration"],
  auth: "user",
  response: ZRegistrationProgress,
});

// ---------------------------------------------------------------------------------------------------------
// Business registration

export const ZBusinessSignUpRequest = z
  .object({
    business_type: ZBusinessTypeId,
    /** the business name, by the username rules (spec 001 §5) */
    username: ZUsername,
    email: ZEmail,
    password: ZPassword,
    accept_terms: ZAcceptTerms,
    landing_page_id: z.string().max(100).optional(),
  })
  .strict();
export type TBusinessSignUpRequest = z.infer<typeof ZBusinessSignUpRequest>;

export const registerBusinessContract = defineContract({
  id: "registerBusiness",
  method: "POST",
  path: "/api/v2/registration/business",
  summary: "Business sign-up: creates the business account and signs it in; 201 { data: token answer }",
  tags: ["registration"],
  auth: "public",
  body: ZBusinessSignUpRequest,
  response: ZOAuthTokenResponse,
});

/**
 * Business services: trait value ids of the flow's categories (BUSINESS_FLOW_RULES.serviceCategories; other ids
 * → validation.common.invalid_choice at services.N) and prices (required for the studio flow).
 */
export const ZBusinessServicesRequest = z
  .object({
    services: z
      .array(z.number().int().positive())
      .min(1, { message: "validation.registration.services_required" })
      .max(60)
      .superRefine(uniqueIds("validation.common.duplicate")),
    prices: ZPriceList.default([]),
  })
  .strict();
export const registerBusinessServicesContract = defineContract({
  id: "registerBusinessServices",
  method: "POST",
  path: "/api/v2/registration/business/services",
  summary: "Business step services",
  tags: ["registration"],
  auth: "user",
  body: ZBusinessServicesRequest,
  response: ZRegistrationProgress,
});

export const ZBusinessScheduleRequest = z.object({ working_hours: ZWorkingHours }).strict();
export const registerBusinessScheduleContract = defineContract({
  id: "registerBusinessSchedule",
  method: "POST",
  path: "/api/v2/registration/business/schedule",
  summary: "Business step schedule: opening hours",
  tags: ["registration"],
  auth: "user",
  body: ZBusinessScheduleRequest,
  response: ZRegistrationProgress,
});

export const ZBusinessDescriptionRequest = z.object({ description: ZBusinessDescription }).strict();
export const registerBusinessDescriptionContract = defineContract({
  id: "registerBusinessDescription",
  method: "POST",
  path: "/api/v2/registration/business/description",
  summary: "Business step description (140–2,500 characters)",
  tags: ["registration"],
  auth: "user",
  body: ZBusinessDescriptionRequest,
  response: ZRegistrationProgress,
});

export const ZBusinessPhotoRequest = z.object({ media_id: z.number().int().positive() }).strict();
export const registerBusinessPhotoContract = defineContract({
  id: "registerBusinessPhoto",
  method: "POST",
  path: "/api/v2/registration/business/photo",
  summary: "Business step photo (media id from the chunked upload, purpose avatar)",
  tags: ["registration"],
  auth: "user",
  body: ZBusinessPhotoRequest,
  response: ZRegistrationProgress,
});

/** Escorts linked to the business: usernames or user ids of escort accounts; may be empty. */
export const ZBusinessEscortsRequest = z
  .object({
    escorts: z.array(z.union([z.number().int().positive(), ZUsername])).max(100),
  })
  .strict();
export const registerBusinessEscortsContract = defineContract({
  id: "registerBusinessEscorts",
  method: "POST",
  path: "/api/v2/registration/business/escorts",
  summary: "Business step escorts (not for the studio flow); unknown or non-escort: 422 validation.registration.escort_unknown at escorts.N",
  tags: ["registration"],
  auth: "user",
  body: ZBusinessEscortsRequest,
  response: ZRegistrationProgress,
});

export const ZBusinessEmailRequest = z.object({ email: ZEmail }).strict();
export const registerBusinessEmailContract = defineContract({
  id: "registerBusinessEmail",
  method: "POST",
  path: "/api/v2/registration/business/email",
  summary: "Business step email: confirms (or corrects) the address, sends the verification mail, completes the registration",
  tags: ["registration"],
  auth: "user",
  body: ZBusinessEmailRequest,
  response: ZRegistrationProgress,
});

// ---------------------------------------------------------------------------------------------------------
// Photo upload (chunked upload protocol of spec 000 §7; README of api-client)

export const UPLOAD_PURPOSES = ["avatar"] as const;
export const ZUploadTokenRequest = z.object({ purpose: z.enum(UPLOAD_PURPOSES) }).strict();
export const ZUploadToken = z.object({
  token: z.string(),
  /** ISO 8601; a token is valid for 1 hour and one file */
  expires_at: z.string(),
  upload_path: z.string(),
  min_bytes: z.number().int(),
  max_bytes: z.number().int(),
  min_width: z.number().int(),
});
export const uploadTokenContract = defineContract({
  id: "uploadToken",
  method: "POST",
  path: "/api/v2/media/upload-token",
  summary: "An upload token for one file (purpose avatar)",
  tags: ["media"],
  auth: "user",
  body: ZUploadTokenRequest,
  response: ZUploadToken,
});

export const ZMediaFile = z.object({
  id: z.number().int(),
  mime_type: z.string(),
  size: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  /** same-origin path of the file (owner only until reviewed) */
  url: z.string(),
});
export type TMediaFile = z.infer<typeof ZMediaFile>;

/** Answer of one upload request: a piece (done false) or the closing request (done true, media set). */
export const ZUploadAnswer = z.object({
  done: z.boolean(),
  received_bytes: z.number().int(),
  media: ZMediaFile.nullable(),
});

export const uploadMediaContract = defineContract({
  id: "uploadMedia",
  method: "POST",
  path: "/api/v2/media/upload",
  summary:
    "Chunked upload: multipart fields chunk, meta (JSON), action upload|end; query token. Images only (JPEG, PNG, WebP), " +
    `${IMAGE_UPLOAD.minBytes}–${IMAGE_UPLOAD.maxBytes} bytes, width ≥ ${IMAGE_UPLOAD.minWidthPx} px (validation.upload.upload_size_too_small, meta {min, width})`,
  tags: ["media"],
  auth: "public",
  query: z.object({ token: z.string().min(1).max(200) }),
  response: ZUploadAnswer,
});

export const mediaFileContract = defineContract({
  id: "mediaFile",
  method: "GET",
  path: "/api/v2/media/file/:id",
  summary: "An uploaded image (its owner only until media review exists)",
  tags: ["media"],
  auth: "user",
  params: z.object({ id: z.coerce.number().int().positive() }),
  responseContentType: "image/*",
});

export type { TBusinessSignupStep };
export { BUSINESS_SIGNUP_STEPS };
