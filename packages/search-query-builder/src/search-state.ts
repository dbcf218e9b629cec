import { z } from "zod";
import {
  RADIUS,
  ZBusinessTypeId,
  ZFlagFilter,
  ZGender,
  ZLatLon,
  ZPriceDuration,
  ZRadius,
  ZRunCountry,
  ZSearchMode,
  ZSortOption,
} from "@samtrot/constants-catalogue";
import {
  CODE_FILTER_KEYS,
  CODE_FILTERS,
  TRAIT_FILTER_KEYS,
  zTraitFilterValue,
  type TCodeFilter,
  type TTraitFilter,
} from "./filter-fields.js";
import { SEARCH_QUERY_MAX_LENGTH } from "./pending-catalogue.js";
import { zRangeOf } from "./ranges.js";

/** Who is searching. Guests are userType 0 and not signed in (spec 000 §1). */
export const ZViewer = z.object({
  userType: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  /** a single gender (1, 2, 3), a couple type (6–11) or unknown */
  gender: z.number().int().nullable(),
  isMember: z.boolean(),
  signedIn: z.boolean(),
});
export type TViewer = z.infer<typeof ZViewer>;

/** A guest: not signed in, no gender, no membership. */
export const GUEST_VIEWER: TViewer = { userType: 0, gender: null, isMember: false, signedIn: false };

/**
 * Which search route the page is: the default search (home and its variants: homepage, homepage-pop,
 * homepage-landing, invitation-code, promo/code, nearby, lp/…) or the escort, client or business search
 * path (spec 000 §2).
 */
export const SEARCH_KINDS = ["default", "escort", "client", "business"] as const;
export const ZSearchKind = z.enum(SEARCH_KINDS);
export type TSearchKind = z.infer<typeof ZSearchKind>;

/** A city label: lowercase slug as in the city catalogue ("zürich", "fürstenwalde/spree"). */
export const CITY_LABEL_PATTERN = /^[\p{Ll}\p{Nd}][\p{Ll}\p{Nd} ./'-]{0,79}$/u;

export const ZPriceFilter = z
  .object({
    /** band selection (when not customised), e.g. [0,99] and [200,*] */
    bands: z.array(zRangeOf("price")),
    /** "switch customised price" (spec 000 §4): the customised range applies instead of the bands */
    customized: z.boolean(),
    /** the customised range, applied to each of `durations` as price_<n>_mins */
    range: zRangeOf("price").nullable(),
    /** the durations the customised range applies to (prices_durations) */
    durations: z.array(ZPriceDuration),
  })
  .strict();
export type TPriceFilter = z.infer<typeof ZPriceFilter>;

const ZTraitTerms = z
  .object(
    Object.fromEntries(TRAIT_FILTER_KEYS.map((key) => [key, z.array(zTraitFilterValue(key))])) as Record<
      TTraitFilter,
      z.ZodArray<z.ZodType<number>>
    >,
  )
  .strict();
const ZCodeTerms = z
  .object(
    Object.fromEntries(
      CODE_FILTER_KEYS.map((key) => [key, z.array(CODE_FILTERS[key].schema as z.ZodType<string>)]),
    ) as Record<TCodeFilter, z.ZodArray<z.ZodType<string>>>,
  )
  .strict();

/**
 * Everything a search page shows and a search URL carries. The parser, the action reducer and the
 * stored filters all produce this shape; buildSearchRequest turns it into the request.
 * Lists are kept canonical (sorted, no duplicates) so two equal searches are equal objects.
 */
export const ZSearchState = z
  .object({
    kind: ZSearchKind,
    /** name search */
    query: z.string().max(SEARCH_QUERY_MAX_LENGTH),
    mode: ZSearchMode,
    /** centre of the radius search; null = none known (radius mode then makes no search) */
    location: ZLatLon.nullable(),
    radius: ZRadius,
    /** label of the location (city slug), only with a location */
    city: z.string().regex(CITY_LABEL_PATTERN).nullable(),
    /** the active countries of country mode */
    countries: z.array(ZRunCountry),
    /** the viewer's own position (user_location); never written into a URL */
    position: ZLatLon.nullable(),
    /** null = the viewer's default sort */
    sort: ZSortOption.nullable(),
    /** null = the gender rule of spec 000 §4 */
    genders: z.array(ZGender).min(1).nullable(),
    age: z.array(zRangeOf("age")),
    weight: z.array(zRangeOf("weight")),
    height: z.array(zRangeOf("height")),
    price: ZPriceFilter,
    /** is_smoker: true 1, false 0, null = either */
    smoker: z.boolean().nullable(),
    traits: ZTraitTerms,
    codes: ZCodeTerms,
    /** flag filters (spec 001 §3) sent as only_show_type */
    onlyShowType: z.array(ZFlagFilter),
    /**
     * business types (catalogue ids) of a business search (its {activeCategory}); empty = all. A default, so
     * states stored before the field existed still parse.
     */
    businessTypes: z.array(ZBusinessTypeId).default([]),
  })
  .strict();
export type TSearchState = z.infer<typeof ZSearchState>;

/** A search with nothing chosen: radius mode without a location, standard radius, default sort. */
export function createSearchState(kind: TSearchKind): TSearchState {
  return {
    kind,
    query: "",
    mode: "radius",
    location: null,
    radius: RADIUS.standard,
    city: null,
    countries: [],
    position: null,
    sort: null,
    genders: null,
    age: [],
    weight: [],
    height: [],
    price: { bands: [], customized: false, range: null, durations: [] },
    smoker: null,
    traits: Object.fromEntries(TRAIT_FILTER_KEYS.map((key) => [key, []])) as unknown as TSearchState["traits"],
    codes: Object.fromEntries(CODE_FILTER_KEYS.map((key) => [key, []])) as unknown as TSearchState["codes"],
    onlyShowType: [],
    businessTypes: [],
  };
}
