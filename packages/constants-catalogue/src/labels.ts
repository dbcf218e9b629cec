import type { TAgeBand, TPriceBand, TSortOption } from "./search.js";
import type { TBusinessType, TCoupleTypeName, TGenderName, TUserTypeName } from "./users.js";
import type { TCupGroup, TTraitCategoryName } from "./traits.js";
import type { TDatingTab } from "./dating.js";
import { RATING_WORD, type TRating } from "./dating.js";
import type { SHOW_UP } from "./dating.js";

/**
 * Translation keys of the catalogue's display labels. Shared code shows keys, never prose; the texts
 * (German first, English) are in packages/constants-catalogue/locales/{de,en}.json for the lead to merge
 * into the top-level locales/. A key starts with its namespace (common, profile, dating).
 */
export const labelKey = {
  userType: (name: TUserTypeName) => `common.user_type.${name}`,
  gender: (name: TGenderName) => `common.gender.${name}`,
  coupleType: (name: TCoupleTypeName) => `common.couple_type.${name}`,
  businessType: (key: TBusinessType["key"]) => `common.business_type.${key}`,
  traitCategory: (name: TTraitCategoryName) => `profile.trait_category.${name}`,
  traitValue: (category: TTraitCategoryName, key: string) => `profile.trait.${category}.${key}`,
  cupGroup: (group: TCupGroup) => `profile.cup_group.${group}`,
  ageBand: (band: TAgeBand) => `common.age_band.${band}`,
  priceBand: (band: TPriceBand) => `common.price_band.${band}`,
  sortOption: (option: TSortOption) => `common.sort.${option}`,
  datingTab: (tab: TDatingTab) => `dating.tab.${tab}`,
  ratingWord: (rating: TRating) => `dating.rating.${RATING_WORD[rating]}`,
  showUp: (name: keyof typeof SHOW_UP) => `dating.show_up.${name}`,
} as const;
