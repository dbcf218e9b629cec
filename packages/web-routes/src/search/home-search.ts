import type { TContractBody, searchUsersContract } from "@samtrot/api-client/contracts";
import { PAGE_SIZE } from "@samtrot/constants-catalogue";
import { GUEST_VIEWER, seenUserTypes } from "@samtrot/search-query-builder";

export type THomeSearchRequest = TContractBody<typeof searchUsersContract>;

/**
 * The first screen's search for a guest: the profile types a guest sees on the default search
 * (search-query-builder: escorts), first page, sort 'default' (spec 000 §4: the server-rendered guest
 * home uses sort 'default'). The search issue replaces this with the full search-query-builder request
 * once the api's search contract takes its filters.
 */
export function homeSearchRequest(): THomeSearchRequest {
  return {
    page_no: 1,
    page_size: PAGE_SIZE.search, // spec 001 §9
    query: "",
    filterquery: { user_type: seenUserTypes("default", GUEST_VIEWER) },
    facets: { terms: [], ranges: [] },
    sort: "default",
  };
}
