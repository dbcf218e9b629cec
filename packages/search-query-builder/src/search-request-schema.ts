import { z } from "zod";
import {
  PAGE_SIZE,
  PRICE_FIELDS,
  RADIUS,
  RANGE_FILTERS,
  ZBusinessTypeId,
  ZFlagFilter,
  ZGender,
  ZLatLon,
  ZPriceDuration,
  ZRadius,
  ZRunCountry,
  ZSortOption,
  type TPriceField,
} from "@samtrot/constants-catalogue";
import { TERM_FACETS } from "./filter-availability.js";
import {
  CODE_FILTER_KEYS,
  CODE_FILTERS,
  TRAIT_FILTER_KEYS,
  zTraitFilterValue,
  type TCodeFilter,
  type TTraitFilter,
} from "./filter-fields.js";
import { SEARCH_MAX_PAGE_NO, SEARCH_QUERY_MAX_LENGTH } from "./pending-catalogue.js";
import { REQUEST_RANGE_PATTERN, parseRequestRange } from "./ranges.js";

/** A range in request notation (spec 000 §3/§4): `[18,25]`, `[46,*]`, `[0,120]`; min never above max. */
export const ZRequestRange = z
  .string()
  .regex(REQUEST_RANGE_PATTERN, { message: "validation.search.range_invalid" })
  .refine((text) => parseRequestRange(text) !== undefined, { message: "validation.search.range_min_above_max" });

/** A list filter: at least one value when present (an empty list is left out, not sent). */
const nonEmpty = <T extends z.ZodTypeAny>(item: T) => z.array(item).min(1);

const ZSearchedUserType = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** location.radius: one of the radius choices, or the global radius id (spec 000 §9, brand mode §7). */
export const ZSearchRadius = z.union([ZRadius, z.literal(RADIUS.globalId)]);

const priceFieldShape = Object.fromEntries(PRICE_FIELDS.map((field) => [field, ZRequestRange.optional()])) as Record<
  TPriceField,
  z.ZodOptional<typeof ZRequestRange>
>;
const traitShape = Object.fromEntries(
  TRAIT_FILTER_KEYS.map((key) => [key, nonEmpty(zTraitFilterValue(key)).optional()]),
) as Record<TTraitFilter, z.ZodOptional<z.ZodArray<z.ZodType<number>>>>;
const codeShape = Object.fromEntries(
  CODE_FILTER_KEYS.map((key) => [key, nonEmpty(CODE_FILTERS[key].schema as z.ZodType<string>).optional()]),
) as Record<TCodeFilter, z.ZodOptional<z.ZodArray<z.ZodType<string>>>>;

/**
 * The filterquery of the search request, field names as spec 000 §3 writes them. Unknown fields are
 * refused, so a typo never silently widens a result set.
 */
export const ZSearchFilterQuery = z
  .object({
    user_type: nonEmpty(ZSearchedUserType),
    /** the viewer's own position (distance display and ordering) */
    user_location: ZLatLon.optional(),
    /** radius mode */
    location: ZLatLon.extend({ radius: ZSearchRadius }).optional(),
    /** country mode: the active countries */
    country: nonEmpty(ZRunCountry).optional(),
    gender: nonEmpty(ZGender).optional(),
    age: nonEmpty(ZRequestRange).optional(),
    price: nonEmpty(ZRequestRange).optional(),
    weight: nonEmpty(ZRequestRange).optional(),
    height: nonEmpty(ZRequestRange).optional(),
    /** the durations a customised price applies to; each has its price_<n>_mins range */
    prices_durations: nonEmpty(ZPriceDuration).optional(),
    ...priceFieldShape,
    is_smoker: z.union([z.literal(0), z.literal(1)]).optional(),
    ...traitShape,
    ...codeShape,
    only_show_type: nonEmpty(ZFlagFilter).optional(),
    /** business types (catalogue ids, "3.1" included) of a business search; only with user_type [3] */
    business_type: nonEmpty(ZBusinessTypeId).optional(),
    /** 1 when the customised price (price_<n>_mins) applies instead of the price bands */
    customized: z.union([z.literal(0), z.literal(1)]).optional(),
  })
  .strict()
  .refine((filter) => !(filter.location && filter.country), {
    message: "validation.search.radius_or_country_mode",
    path: ["location"],
  })
  .refine((filter) => !filter.business_type || filter.user_type.every((type) => type === 3), {
    message: "validation.search.business_type_needs_business_search",
    path: ["business_type"],
  });
export type TSearchFilterQuery = z.infer<typeof ZSearchFilterQuery>;

/** The search request of spec 000 §3; the api validates with it. */
export const ZSearchRequest = z
  .object({
    page_no: z.number().int().min(1).max(SEARCH_MAX_PAGE_NO),
    page_size: z.number().int().min(1).max(PAGE_SIZE.search), // spec 001 §9
    query: z.string().max(SEARCH_QUERY_MAX_LENGTH),
    filterquery: ZSearchFilterQuery,
    facets: z
      .object({ terms: z.array(z.enum(TERM_FACETS)), ranges: z.array(z.enum(RANGE_FILTERS)) })
      .strict(),
    // spec 000 §4: everyone but signed-in member clients defaults to top_ranking
    sort: ZSortOption.default("top_ranking"),
  })
  .strict();
export type TSearchRequest = z.infer<typeof ZSearchRequest>;
/** What a caller may send: sort may be left out. */
export type TSearchRequestInput = z.input<typeof ZSearchRequest>;

/** The keys a search call must carry (spec 000 §5). */
export const REQUIRED_SEARCH_REQUEST_KEYS = ["page_no", "page_size", "query", "filterquery", "facets"] as const;
