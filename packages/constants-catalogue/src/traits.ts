import { z } from "zod";
import type { ZBreastType, ZCupGroup, ZCupSize, ZGenderIdentity, ZTraitCategory, ZTraitCategoryName } from "./schemas/traits.js";

/**
 * Profile trait categories (name → id). spec 001 §3
 * The spec names the ranges 19-22 "service soft/hard/clothing/fetish" and 23-25 "company
 * bizarre/service/room"; each id gets its own name here. Ids 2, 4, 11 and 27 are unused in the spec.
 */
export const TRAIT_CATEGORY = {
  environment: 1,
  figure_type: 3,
  hair_color: 5,
  hair_length: 6,
  intimate_hair: 7,
  sexuality: 8,
  race_type: 9,
  customer_type: 10,
  meeting_option: 12,
  characteristic_trait: 13,
  body_hair: 14,
  escort_service: 15,
  partner_preference: 16,
  escort_role: 17,
  piercing: 18,
  service_soft: 19,
  service_hard: 20,
  service_clothing: 21,
  service_fetish: 22,
  company_bizarre: 23,
  company_service: 24,
  company_room: 25,
  tattoo: 26,
  relationship_status: 28,
} as const;
export type TTraitCategory = z.infer<typeof ZTraitCategory>;
export type TTraitCategoryName = z.infer<typeof ZTraitCategoryName>;

/** The service groups of the search filter "service groups" (spec 001 §3): ids 19-22. */
export const SERVICE_TRAIT_CATEGORIES = [
  "service_soft",
  "service_hard",
  "service_clothing",
  "service_fetish",
] as const satisfies readonly TTraitCategoryName[];
/** Business amenity categories: ids 23-25. */
export const COMPANY_TRAIT_CATEGORIES = [
  "company_bizarre",
  "company_service",
  "company_room",
] as const satisfies readonly TTraitCategoryName[];

/**
 * Trait values per category. The spec names the categories only; values and their ids are our
 * decision (DECISIONS.md). Ids are unique across ALL categories, so a value id alone identifies it.
 * escort_service starts at 130 so that 133 is the service the white-label fallback search asks for
 * (spec 000 §7: "escort_service 133, languages en, global radius") — international_escort.
 * Keys are translation-key suffixes: `profile.trait.<category>.<key>`.
 */
export const TRAIT_VALUES = {
  // 1
  environment: [
    { id: 1, key: "private_apartment" },
    { id: 2, key: "discreet_apartment" },
    { id: 3, key: "studio" },
    { id: 4, key: "club" },
    { id: 5, key: "hotel" },
    { id: 6, key: "outdoor" },
    { id: 7, key: "car" },
  ],
  // 3
  figure_type: [
    { id: 8, key: "petite" },
    { id: 9, key: "slim" },
    { id: 10, key: "athletic" },
    { id: 11, key: "average" },
    { id: 12, key: "curvy" },
    { id: 13, key: "plump" },
    { id: 14, key: "muscular" },
  ],
  // 5
  hair_color: [
    { id: 15, key: "blonde" },
    { id: 16, key: "dark_blonde" },
    { id: 17, key: "light_brown" },
    { id: 18, key: "brown" },
    { id: 19, key: "black" },
    { id: 20, key: "red" },
    { id: 21, key: "grey" },
    { id: 22, key: "white" },
    { id: 23, key: "colourful" },
  ],
  // 6
  hair_length: [
    { id: 24, key: "bald" },
    { id: 25, key: "very_short" },
    { id: 26, key: "short" },
    { id: 27, key: "shoulder_length" },
    { id: 28, key: "long" },
    { id: 29, key: "very_long" },
  ],
  // 7
  intimate_hair: [
    { id: 30, key: "shaved" },
    { id: 31, key: "partly_shaved" },
    { id: 32, key: "trimmed" },
    { id: 33, key: "natural" },
  ],
  // 8
  sexuality: [
    { id: 34, key: "heterosexual" },
    { id: 35, key: "homosexual" },
    { id: 36, key: "bisexual" },
    { id: 37, key: "pansexual" },
  ],
  // 9
  race_type: [
    { id: 38, key: "european" },
    { id: 39, key: "african" },
    { id: 40, key: "asian" },
    { id: 41, key: "latin" },
    { id: 42, key: "arabic" },
    { id: 43, key: "indian" },
    { id: 44, key: "mixed" },
  ],
  // 10
  customer_type: [
    { id: 45, key: "men" },
    { id: 46, key: "women" },
    { id: 47, key: "couples" },
    { id: 48, key: "trans" },
    { id: 49, key: "groups" },
    { id: 50, key: "seniors" },
    { id: 51, key: "disabled" },
    { id: 52, key: "first_timers" },
  ],
  // 12
  meeting_option: [
    { id: 53, key: "incall" },
    { id: 54, key: "outcall" },
    { id: 55, key: "hotel_visit" },
    { id: 56, key: "car_date" },
    { id: 57, key: "dinner_date" },
    { id: 58, key: "overnight_stay" },
    { id: 59, key: "travel_companion" },
  ],
  // 13
  characteristic_trait: [
    { id: 60, key: "friendly" },
    { id: 61, key: "romantic" },
    { id: 62, key: "passionate" },
    { id: 63, key: "playful" },
    { id: 64, key: "dominant" },
    { id: 65, key: "submissive" },
    { id: 66, key: "shy" },
    { id: 67, key: "humorous" },
    { id: 68, key: "intellectual" },
    { id: 69, key: "adventurous" },
  ],
  // 14
  body_hair: [
    { id: 70, key: "none" },
    { id: 71, key: "little" },
    { id: 72, key: "moderate" },
    { id: 73, key: "hairy" },
  ],
  // 15
  escort_service: [
    { id: 130, key: "girlfriend_experience" },
    { id: 131, key: "erotic_massage" },
    { id: 132, key: "dinner_date" },
    { id: 133, key: "international_escort" },
    { id: 134, key: "travel_escort" },
    { id: 135, key: "overnight" },
    { id: 136, key: "porn_star_experience" },
    { id: 137, key: "tantra" },
    { id: 138, key: "bdsm" },
    { id: 139, key: "domination" },
    { id: 140, key: "role_play" },
    { id: 141, key: "striptease" },
    { id: 142, key: "couple_service" },
    { id: 143, key: "party_escort" },
    { id: 144, key: "fetish" },
  ],
  // 16
  partner_preference: [
    { id: 145, key: "men" },
    { id: 146, key: "women" },
    { id: 147, key: "couples" },
    { id: 148, key: "trans" },
    { id: 149, key: "groups" },
  ],
  // 17
  escort_role: [
    { id: 150, key: "dominant" },
    { id: 151, key: "submissive" },
    { id: 152, key: "switch" },
    { id: 153, key: "active" },
    { id: 154, key: "passive" },
    { id: 155, key: "versatile" },
  ],
  // 18
  piercing: [
    { id: 156, key: "none" },
    { id: 157, key: "ears" },
    { id: 158, key: "nose" },
    { id: 159, key: "eyebrow" },
    { id: 160, key: "lip" },
    { id: 161, key: "tongue" },
    { id: 162, key: "navel" },
    { id: 163, key: "nipples" },
    { id: 164, key: "intimate" },
  ],
  // 19
  service_soft: [
    { id: 165, key: "kissing" },
    { id: 166, key: "french_kissing" },
    { id: 167, key: "cuddling" },
    { id: 168, key: "massage" },
    { id: 169, key: "erotic_massage" },
    { id: 170, key: "striptease" },
    { id: 171, key: "handjob" },
    { id: 172, key: "oral_with_condom" },
    { id: 173, key: "shower_together" },
    { id: 174, key: "girlfriend_experience" },
    { id: 175, key: "sixty_nine" },
    { id: 176, key: "intercourse_with_condom" },
  ],
  // 20
  service_hard: [
    { id: 177, key: "oral_without_condom" },
    { id: 178, key: "deep_throat" },
    { id: 179, key: "anal" },
    { id: 180, key: "rimming" },
    { id: 181, key: "cum_in_mouth" },
    { id: 182, key: "facial" },
    { id: 183, key: "threesome" },
    { id: 184, key: "squirting" },
    { id: 185, key: "fisting" },
    { id: 186, key: "prostate_massage" },
  ],
  // 21
  service_clothing: [
    { id: 187, key: "lingerie" },
    { id: 188, key: "stockings" },
    { id: 189, key: "high_heels" },
    { id: 190, key: "latex" },
    { id: 191, key: "leather" },
    { id: 192, key: "uniform" },
    { id: 193, key: "business_outfit" },
    { id: 194, key: "evening_dress" },
    { id: 195, key: "costume" },
    { id: 196, key: "nylons" },
  ],
  // 22
  service_fetish: [
    { id: 197, key: "feet" },
    { id: 198, key: "role_play" },
    { id: 199, key: "bondage" },
    { id: 200, key: "spanking" },
    { id: 201, key: "domination" },
    { id: 202, key: "submission" },
    { id: 203, key: "golden_shower" },
    { id: 204, key: "dirty_talk" },
    { id: 205, key: "toys" },
    { id: 206, key: "strap_on" },
    { id: 207, key: "nylon_fetish" },
    { id: 208, key: "smoking_fetish" },
  ],
  // 23
  company_bizarre: [
    { id: 209, key: "sm_studio" },
    { id: 210, key: "dungeon" },
    { id: 211, key: "clinic_room" },
    { id: 212, key: "gyn_chair" },
    { id: 213, key: "st_andrews_cross" },
    { id: 214, key: "cage" },
    { id: 215, key: "bondage_equipment" },
  ],
  // 24
  company_service: [
    { id: 216, key: "parking" },
    { id: 217, key: "shower" },
    { id: 218, key: "towels" },
    { id: 219, key: "drinks" },
    { id: 220, key: "food" },
    { id: 221, key: "credit_card_payment" },
    { id: 222, key: "discreet_entrance" },
    { id: 223, key: "wifi" },
    { id: 224, key: "air_conditioning" },
    { id: 225, key: "escort_to_hotel" },
  ],
  // 25
  company_room: [
    { id: 226, key: "themed_rooms" },
    { id: 227, key: "mirror_room" },
    { id: 228, key: "whirlpool" },
    { id: 229, key: "sauna" },
    { id: 230, key: "pool" },
    { id: 231, key: "bar" },
    { id: 232, key: "cinema" },
    { id: 233, key: "smoking_area" },
    { id: 234, key: "outdoor_area" },
    { id: 235, key: "private_rooms" },
  ],
  // 26
  tattoo: [
    { id: 236, key: "none" },
    { id: 237, key: "small" },
    { id: 238, key: "several" },
    { id: 239, key: "many" },
    { id: 240, key: "full_body" },
  ],
  // 28
  relationship_status: [
    { id: 241, key: "single" },
    { id: 242, key: "in_relationship" },
    { id: 243, key: "open_relationship" },
    { id: 244, key: "married" },
    { id: 245, key: "divorced" },
    { id: 246, key: "widowed" },
    { id: 247, key: "complicated" },
  ],
} as const satisfies Readonly<Record<TTraitCategoryName, readonly { id: number; key: string }[]>>;

export type TTraitValue = { readonly id: number; readonly key: string };

/** Value id of the white-label brand-mode fallback search. spec 000 §7 */
export const BRAND_FALLBACK_ESCORT_SERVICE_ID = 133;

/** All value ids of one category. */
export function traitValueIds(category: TTraitCategoryName): number[] {
  return TRAIT_VALUES[category].map((value) => value.id);
}

/** Finds a value by id within a category; undefined when it does not belong there. */
export function findTraitValue(category: TTraitCategoryName, id: number): TTraitValue | undefined {
  return (TRAIT_VALUES[category] as readonly TTraitValue[]).find((value) => value.id === id);
}

/**
 * Cup sizes A to O; K to O form the group "k+" (spec 001 §9 names the groups; the sizes beyond K and where the
 * list ends are our decision: P and beyond are refused as validation.common.invalid_choice).
 */
export const CUP_SIZES = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n", "o"] as const;
export type TCupSize = z.infer<typeof ZCupSize>;

/** Cup groups used by filters and facets. spec 001 §9 ("k+" written k_plus to stay a valid key). */
export const CUP_GROUPS = {
  a_b: ["a", "b"],
  c_d: ["c", "d"],
  e_f: ["e", "f"],
  g_h: ["g", "h"],
  i_j: ["i", "j"],
  k_plus: ["k", "l", "m", "n", "o"],
} as const satisfies Readonly<Record<string, readonly TCupSize[]>>;
export type TCupGroup = z.infer<typeof ZCupGroup>;

/** The group a cup size belongs to. */
export function cupGroupOf(size: TCupSize): TCupGroup {
  for (const [group, sizes] of Object.entries(CUP_GROUPS)) {
    if ((sizes as readonly string[]).includes(size)) return group as TCupGroup;
  }
  // Unreachable while every size sits in a group (checked by the tests).
  throw new Error(`cup size without group: ${size}`);
}

/** Breast type (appearance editor field, spec 001 §3; values our decision). */
export const BREAST_TYPES = ["natural", "enhanced"] as const;
export type TBreastType = z.infer<typeof ZBreastType>;

/** Gender identity (appearance editor field, spec 001 §3; values our decision). */
export const GENDER_IDENTITIES = [
  "cisgender",
  "trans_woman",
  "trans_man",
  "non_binary",
  "genderfluid",
  "intersex",
] as const;
export type TGenderIdentity = z.infer<typeof ZGenderIdentity>;
