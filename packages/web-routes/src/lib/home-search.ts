import { z } from "zod";
import { SEARCH_PAGE_SIZE, USER_TYPE } from "./pending-catalogue";

/**
 * The first screen's search for a guest: escorts (DECISIONS.md: guests see escorts), first page,
 * sort 'default' (spec 000 §4: the server-rendered guest home uses sort 'default'). The search issue
 * replaces this with the full search-query-builder request.
 */
export function homeSearchRequest() {
  return {
    page_no: 1,
    page_size: SEARCH_PAGE_SIZE,
    query: "",
    filterquery: { user_type: [USER_TYPE.escort] },
    facets: { terms: [], ranges: [] },
    sort: "default",
  };
}

/** A profile of the search answer, after apiFetch turned its keys into camelCase. */
export const ZHomeProfile = z.object({
  id: z.number().int(),
  username: z.string(),
  age: z.number().int().nullable().optional(),
  city: z.object({ slug: z.string(), name: z.string(), country: z.string() }).nullable().optional(),
  distanceKm: z.number().nullable().optional(),
  avatarUrl: z.string(),
  isMember: z.boolean().default(false),
  isVerified: z.boolean().default(false),
  isNew: z.boolean().default(false),
  prices: z.array(z.object({ name: z.number().int(), price: z.number() })).default([]),
});
export type THomeProfile = z.infer<typeof ZHomeProfile>;

export const ZHomeSearchData = z.object({
  items: z.array(ZHomeProfile),
  total: z.number().int(),
});
export type THomeSearchData = z.infer<typeof ZHomeSearchData>;
