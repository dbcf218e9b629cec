import {
  COUPLE_TYPE_GENDERS,
  CUP_GROUPS,
  GENDER,
  type TCupGroup,
  type TFlagFilter,
  type TGender,
} from "@samtrot/constants-catalogue";

// How search_profiles encodes catalogue values (migration 0003, function search_refresh). The module's
// tests compare these with what the SQL function writes, so the two cannot drift apart.

/** The gender_bits of a single gender. */
export function genderBit(gender: TGender): number {
  return 1 << gender;
}

/** gender_bits of a profile: its gender, or both partners' genders for a couple type. */
export function genderBitsOf(gender: number | null, coupleType: number | null): number {
  if (gender === GENDER.male || gender === GENDER.female || gender === GENDER.trans) return genderBit(gender);
  const partners = coupleType === null ? undefined : COUPLE_TYPE_GENDERS[coupleType as keyof typeof COUPLE_TYPE_GENDERS];
  return partners ? partners.reduce((bits, partner) => bits | genderBit(partner), 0) : 0;
}

/** cup_group is the 1-based position of the group in CUP_GROUPS. */
export const CUP_GROUP_CODES = Object.keys(CUP_GROUPS) as TCupGroup[];
export function cupGroupIndex(group: TCupGroup): number {
  return CUP_GROUP_CODES.indexOf(group) + 1;
}

/** Flag filters stored as bits of `flags`. The others are computed per search (see filter-clauses.ts). */
export const FLAG_BITS = {
  has_avatar: 1,
  is_verified: 2,
  has_price: 4,
  has_review: 8,
  is_hot: 16,
  has_fsk18_photos: 32,
  is_member: 64,
  on_tour: 128,
  // No profile field stores these yet; the bits stay 0 until one does (see README "Data gaps").
  exclusive_content: 256,
  is_phone_show: 512,
} as const satisfies Partial<Record<TFlagFilter, number>>;

export type TStoredFlag = keyof typeof FLAG_BITS;

export function isStoredFlag(flag: TFlagFilter): flag is TStoredFlag {
  return flag in FLAG_BITS;
}

/** Price durations and their search_profiles column. */
export function priceColumn(durationMinutes: number): string {
  return `price_${durationMinutes}`;
}

/** A profile counts as new for this long after registering (spec: "is_new"; the period is our decision). */
export const NEW_PROFILE_DAYS = 30;
