import type { z } from "zod";
import type { ZBusinessFlow, ZBusinessTypeId, ZCoupleType, ZCoupleTypeName, ZGender, ZGenderName, ZMembershipFormSalutation, ZProfileGender, ZSalutation, ZSelectableUserType, ZUserType, ZUserTypeName } from "./schemas/users.js";

/** User types and their numeric ids. spec 000 §1, spec 001 §3 */
export const USER_TYPE = {
  guest: 0,
  client: 1,
  escort: 2,
  business: 3,
  backend: 9,
  team: 10,
} as const;
export type TUserType = z.infer<typeof ZUserType>;
export type TUserTypeName = z.infer<typeof ZUserTypeName>;

/** Backend (9) and team (10) cannot be chosen at sign-up; guest is no account at all. spec 001 §3, §6 */
export const SELECTABLE_USER_TYPES = [USER_TYPE.client, USER_TYPE.escort, USER_TYPE.business] as const;
export type TSelectableUserType = z.infer<typeof ZSelectableUserType>;

/** Type listing links (spec 000 §2) and the registration path segment /join/user/{userType}. */
export const USER_TYPE_SLUG = { client: "client", escort: "escort", business: "business" } as const;

/** Single genders. spec 000 §1, spec 001 §3 */
export const GENDER = { male: 1, female: 2, trans: 3 } as const;
export type TGender = z.infer<typeof ZGender>;
export type TGenderName = z.infer<typeof ZGenderName>;

/**
 * Couple profiles carry a couple type in place of a single gender. spec 001 §3
 * Names list both partners' genders (spec order "Female & Male" → female_male).
 */
export const COUPLE_TYPE = {
  female_female: 6,
  female_male: 7,
  trans_female: 8,
  male_male: 9,
  trans_male: 10,
  trans_trans: 11,
} as const;
export type TCoupleType = z.infer<typeof ZCoupleType>;
export type TCoupleTypeName = z.infer<typeof ZCoupleTypeName>;

/** The two single genders of each couple type, for "either partner matches" (DECISIONS.md, search). */
export const COUPLE_TYPE_GENDERS: Readonly<Record<TCoupleType, readonly [TGender, TGender]>> = {
  6: [GENDER.female, GENDER.female],
  7: [GENDER.female, GENDER.male],
  8: [GENDER.trans, GENDER.female],
  9: [GENDER.male, GENDER.male],
  10: [GENDER.trans, GENDER.male],
  11: [GENDER.trans, GENDER.trans],
};
export type TProfileGender = z.infer<typeof ZProfileGender>;

/** Sign-up flows of business types: 1,2 / 3,3.1,4 / 12 (spec 001 §3). */
export const BUSINESS_FLOWS = ["agency", "club", "studio"] as const;
export type TBusinessFlow = z.infer<typeof ZBusinessFlow>;

/**
 * Business types. Ids and flow grouping are the spec's (001 §3); the names are our decision
 * (packages/constants-catalogue/DECISIONS.md). Ids are strings because "3.1" is one.
 */
export const BUSINESS_TYPES = [
  { id: "1", key: "escort_agency", flow: "agency" },
  { id: "2", key: "model_agency", flow: "agency" },
  { id: "3", key: "club", flow: "club" },
  { id: "3.1", key: "sauna_club", flow: "club" },
  { id: "4", key: "brothel", flow: "club" },
  { id: "12", key: "massage_studio", flow: "studio" },
] as const satisfies readonly { id: string; key: string; flow: TBusinessFlow }[];
export const BUSINESS_TYPE_IDS = ["1", "2", "3", "3.1", "4", "12"] as const;
export type TBusinessTypeId = z.infer<typeof ZBusinessTypeId>;
export type TBusinessType = (typeof BUSINESS_TYPES)[number];

/** Looks up a business type by id; undefined when the id is unknown. */
export function findBusinessType(id: string): TBusinessType | undefined {
  return BUSINESS_TYPES.find((type) => type.id === id);
}

/**
 * Salutation values sent to the payment backend: mr → "1M", ms → "2F"; the membership form's
 * Mister and Miss map to the same values. spec 000 §5, spec 001 §3
 */
export const SALUTATION = { mr: "1M", ms: "2F" } as const;
export type TSalutation = z.infer<typeof ZSalutation>;
export const MEMBERSHIP_FORM_SALUTATION = { Mister: SALUTATION.mr, Miss: SALUTATION.ms } as const;
export type TMembershipFormSalutation = z.infer<typeof ZMembershipFormSalutation>;
