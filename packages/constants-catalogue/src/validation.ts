import { z } from "zod";
import { DAY_CONSTANTS } from "./time.js";
import type { ZFieldVisibility, ZUsername } from "./schemas/validation.js";

/**
 * Username rule. spec 001 §5: length 3 to 20; letters a-z, digits, German umlauts and ß, with single
 * separators _ . - between alphanumeric groups. Upper case is allowed, uniqueness is case-insensitive
 * (DECISIONS.md "Usernames").
 */
export const USERNAME_LENGTH = { min: 3, max: 20 } as const;
export const USERNAME_PATTERN = /^[a-z0-9äöüß]+(?:[_.-][a-z0-9äöüß]+)*$/i;
export type TUsername = z.infer<typeof ZUsername>;

/** Whether a username passes spec 001 §5. */
export function isValidUsername(name: string): boolean {
  // The rule of ZUsername without zod (this runs in the browser).
  return name.length >= USERNAME_LENGTH.min && name.length <= USERNAME_LENGTH.max && USERNAME_PATTERN.test(name);
}

/** Case-insensitive uniqueness key of a username (DECISIONS.md). */
export function usernameKey(name: string): string {
  return name.toLocaleLowerCase("de-DE");
}

/**
 * Message keys of spec 001 §5. Their texts carry %min% and %max% placeholders (spec wording), filled
 * by fillMinMax. The key is the spec's English text in snake case.
 */
export const RANGE_MESSAGE = {
  height: "validation.only_accept_height_from_min_to_max",
  weight: "validation.only_accept_weight_from_min_to_max",
  penisLength: "validation.only_accept_length_from_min_to_max",
  penisDiameter: "validation.only_accept_girth_from_min_to_max",
  /** The profile editor's general numeric range message. */
  number: "validation.only_accept_numbers_from_min_to_max",
} as const;
export type TRangeMessageKey = (typeof RANGE_MESSAGE)[keyof typeof RANGE_MESSAGE];

/** Replaces %min% and %max% in a translated text. */
export function fillMinMax(text: string, range: { min: number; max: number }): string {
  return text.replaceAll("%min%", String(range.min)).replaceAll("%max%", String(range.max));
}

/** Numeric limits of profile fields (cm, kg; price in whole currency units). spec 001 §5 */
export const NUMBER_LIMITS = {
  price: { min: 1, max: 100_000 },
  height: { min: 145, max: 230 },
  weight: { min: 40, max: 200 },
  penisLength: { min: 5, max: 40 },
  penisDiameter: { min: 1, max: 15 },
} as const;

/** Text length limits in characters. spec 001 §5 */
export const TEXT_LIMITS = {
  status: { max: 250 },
  description: { max: 2500 },
  businessDescription: { min: 140, max: 2500 },
  interview: { max: 250 },
  profession: { max: 70 },
  /** Penis length and diameter inputs, as typed. */
  penisField: { max: 5 },
} as const;

/** Image upload bounds. spec 001 §5; sizes per DECISIONS.md (KB = 1,024 bytes). */
export const IMAGE_UPLOAD = {
  minBytes: 50 * 1024,
  maxBytes: 20 * 1024 * 1024,
  minWidthPx: 200,
  /** Watermark check: at most 5 attempts. */
  maxWatermarkChecks: 5,
} as const;

/** Translated text for the known server message about a too narrow image. spec 000 §5 */
export const UPLOAD_SIZE_TOO_SMALL_KEY = "validation.upload.upload_size_too_small";

/** Messenger image limits. spec 001 §5 */
export const MESSENGER_IMAGES = { maxSelectable: 16, maxPerSend: 4 } as const;

/** Phone number: an optional plus, then digits only. spec 000 §5, spec 001 §5 */
export const PHONE_PATTERN = /^\+?\d+$/;

/** Dating rules. spec 001 §5 */
export const DATE_RULES = {
  /** A date may be reviewed for 7 days. */
  reviewWindowDays: DAY_CONSTANTS.w,
  /** A new date must start at least 45 minutes ahead. */
  minLeadMinutes: 45,
} as const;

/** Birth dates go to the api as MM/DD/YYYY (date-fns pattern). spec 000 §5 */
export const BIRTH_DATE_API_FORMAT = "MM/dd/yyyy";

/** Profile age filter form "from-to", * allowed as upper bound. spec 000 §5, spec 001 §5 */
export const AGE_FILTER_PATTERN = /^\d+-(?:\d+|\*)$/;

/** Field visibility configuration values. spec 000 §5, spec 001 §5 */
export const FIELD_VISIBILITY = ["false", "required", "optional"] as const;
export type TFieldVisibility = z.infer<typeof ZFieldVisibility>;

/** Registration profile step: these single-choice fields are required. spec 001 §5 */
export const REGISTRATION_REQUIRED_PROFILE_FIELDS = [
  "relationship_status",
  "race_type",
  "sexuality",
] as const;

/** Default overall form error. spec 000 §5 */
export const FORM_INVALID_KEY = "validation.common.please_correct_all_the_invalid_fields";

/** Link targets allowed by the markup allow-list. spec 000 §5 */
export const ALLOWED_LINK_SCHEMES = ["http:", "https:", "mailto:", "tel:"] as const;
