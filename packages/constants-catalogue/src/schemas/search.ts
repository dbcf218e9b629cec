// The zod schemas of search (moved here so browser pages that only need its constants do not load zod).
import { FAVORITE_VISITOR_FILTERS, FLAG_FILTERS, ONLY_SHOW_OPTIONS, PROFILE_FILTERS, SEARCH_MODES, SORT_OPTIONS } from "../search.js";
import { z } from "zod";

export const ZSearchMode = z.enum(SEARCH_MODES);

export const ZSortOption = z.enum(SORT_OPTIONS);

export const ZProfileFilter = z.enum(PROFILE_FILTERS);

export const ZFlagFilter = z.enum(FLAG_FILTERS);

export const ZFavoriteVisitorFilter = z.enum(FAVORITE_VISITOR_FILTERS);

export const ZOnlyShowOption = z.enum(ONLY_SHOW_OPTIONS);

/** Latitude/longitude of a search location. */
export const ZLatLon = z.object({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) });
