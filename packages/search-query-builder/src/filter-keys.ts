import type { TProfileFilter, TRangeFilter } from "@samtrot/constants-catalogue";

// The filters of the search request by name, without their value schemas (filter-fields.ts): what the browser
// needs to write and count a search state, apart from the zod checks, so a page that only shows a search does
// not load zod (a module's exports are kept for all pages together, so the schemas could not stay beside these).

/** Term filters whose values are trait value ids (their categories: TRAIT_FILTERS in filter-fields.ts). */
export const TRAIT_FILTER_KEYS = [
  "escort_service",
  "client_primary_service",
  "meeting_option",
  "service",
  "figure_type",
  "race_type",
  "hair_color",
  "hair_length",
  "intimate_hair",
  "sexuality",
  "partner_preference",
  "piercing",
  "tattoo",
] as const;
export type TTraitFilter = (typeof TRAIT_FILTER_KEYS)[number];

/** Term filters whose values are codes (their schemas: CODE_FILTERS in filter-fields.ts). */
export const CODE_FILTER_KEYS = ["cup_size", "breast_type", "gender_identity", "nationality", "languages"] as const;
export type TCodeFilter = (typeof CODE_FILTER_KEYS)[number];

/** The catalogue profile filter that decides who may use each range filter (weight: everyone). */
export const RANGE_FILTER_PROFILE_FILTER: Readonly<Record<TRangeFilter, TProfileFilter | null>> = {
  age: "age",
  // spec 001 §3 groups all price filters under "prices"; prices_durations stands for them.
  price: "prices_durations",
  weight: null,
  height: "height",
};

/** Range filters kept as lists in the state (price has its own shape: bands or a customised range). */
export const LIST_RANGE_FILTERS = ["age", "weight", "height"] as const satisfies readonly TRangeFilter[];
export type TListRangeFilter = (typeof LIST_RANGE_FILTERS)[number];
