import { z } from "zod";
import {
  SERVICE_TRAIT_CATEGORIES,
  ZBreastType,
  ZCountryCode,
  ZCupGroup,
  ZGenderIdentity,
  ZLanguageCode,
  traitValueIds,
  type TProfileFilter,
  type TTraitCategoryName,
} from "@samtrot/constants-catalogue";
import { CODE_FILTER_KEYS, TRAIT_FILTER_KEYS, type TCodeFilter, type TTraitFilter } from "./filter-keys.js";

// The term filters of the search request with their value checks (names and keys: filter-keys.ts). Each key is at once the URL parameter, the state key and the
// filterquery field (spec 000 §3 names piercing, tattoo, cup_size, nationality, languages; §7 names
// escort_service). `profileFilter` is the entry of the spec 001 §3 catalogue that decides who may use it.

type TTraitFilterDefinition = {
  readonly profileFilter: TProfileFilter;
  readonly categories: readonly TTraitCategoryName[];
};

/** Term filters whose values are trait value ids (ids are unique across categories). */
export const TRAIT_FILTERS = {
  escort_service: { profileFilter: "escort_primary_service", categories: ["escort_service"] },
  // What a client mainly looks for is an escort service, so the same value list serves both.
  client_primary_service: { profileFilter: "client_primary_service", categories: ["escort_service"] },
  meeting_option: { profileFilter: "meeting_option", categories: ["meeting_option"] },
  service: { profileFilter: "service_groups", categories: SERVICE_TRAIT_CATEGORIES },
  figure_type: { profileFilter: "figure_type", categories: ["figure_type"] },
  race_type: { profileFilter: "race_type", categories: ["race_type"] },
  hair_color: { profileFilter: "hair_color", categories: ["hair_color"] },
  hair_length: { profileFilter: "hair_length", categories: ["hair_length"] },
  intimate_hair: { profileFilter: "intimate_hair", categories: ["intimate_hair"] },
  sexuality: { profileFilter: "sexuality", categories: ["sexuality"] },
  partner_preference: { profileFilter: "partner_preference", categories: ["partner_preference"] },
  piercing: { profileFilter: "piercing", categories: ["piercing"] },
  tattoo: { profileFilter: "tattoo", categories: ["tattoo"] },
} as const satisfies Readonly<Record<TTraitFilter, TTraitFilterDefinition>>;

const TRAIT_IDS: ReadonlyMap<TTraitFilter, ReadonlySet<number>> = new Map(
  TRAIT_FILTER_KEYS.map((key) => [key, new Set(TRAIT_FILTERS[key].categories.flatMap((c) => traitValueIds(c)))]),
);

/** Whether a value id belongs to one of the filter's trait categories. */
export function isTraitValueOf(filter: TTraitFilter, id: number): boolean {
  return TRAIT_IDS.get(filter)?.has(id) ?? false;
}

/** Schema of one value id of a trait filter. */
export function zTraitFilterValue(filter: TTraitFilter): z.ZodType<number> {
  return z
    .number()
    .int()
    .refine((id) => isTraitValueOf(filter, id), { message: "validation.common.invalid_choice" });
}

type TCodeFilterDefinition = {
  readonly profileFilter: TProfileFilter;
  readonly schema: z.ZodType<string>;
  /** How a URL value is written canonically before it is checked. */
  readonly normalize: (raw: string) => string;
};

const lower = (raw: string): string => raw.toLowerCase();
const upper = (raw: string): string => raw.toUpperCase();

/** Term filters whose values are codes. */
export const CODE_FILTERS = {
  // Cup groups (spec 001 §9), not single sizes: the filter and its facet count by group.
  cup_size: { profileFilter: "cup_size", schema: ZCupGroup, normalize: lower },
  breast_type: { profileFilter: "breast_type", schema: ZBreastType, normalize: lower },
  gender_identity: { profileFilter: "gender_identity", schema: ZGenderIdentity, normalize: lower },
  // ISO codes, upper case as in the profile table and POPULAR_ORIGINS / POPULAR_LANGUAGES (spec 001 §9).
  nationality: { profileFilter: "nationality", schema: ZCountryCode, normalize: upper },
  languages: { profileFilter: "languages", schema: ZLanguageCode, normalize: upper },
} as const satisfies Readonly<Record<TCodeFilter, TCodeFilterDefinition>>;

/** Whether a (normalised) code is a value of the filter. */
export function isCodeOf(filter: TCodeFilter, code: string): boolean {
  return (CODE_FILTERS[filter].schema as z.ZodType<string>).safeParse(code).success;
}

export {
  CODE_FILTER_KEYS,
  LIST_RANGE_FILTERS,
  RANGE_FILTER_PROFILE_FILTER,
  TRAIT_FILTER_KEYS,
  type TCodeFilter,
  type TListRangeFilter,
  type TTraitFilter,
} from "./filter-keys.js";
