import {
  BRAND_FALLBACK_ESCORT_SERVICE_ID,
  BRAND_FALLBACK_LANGUAGES,
  BRAND_FALLBACK_THRESHOLD,
  DEFAULT_LOCATION,
  RADIUS,
} from "@samtrot/constants-catalogue";
import type { TSearchRequest } from "./search-request-schema.js";

/**
 * Whether the white-label brand issues its second home search: the first one found fewer than 20
 * profiles in total (spec 000 §7 "Brand mode", §9). Whether the brand does this at all is a field of
 * the brand config, not decided here.
 */
export function needsSecondHomeSearch(firstTotal: number): boolean {
  return firstTotal < BRAND_FALLBACK_THRESHOLD;
}

/**
 * The white-label brand's second home search (spec 000 §7): the first request with escort_service 133,
 * languages en and the global radius, from its first page. It keeps the first search's centre (else the
 * viewer's position, else the default location) and drops the country list, because the global radius
 * searches everywhere. Language codes are upper case like every other language code here.
 */
export function secondHomeSearchRequest(first: TSearchRequest): TSearchRequest {
  const { country: _droppedCountries, ...filterquery } = first.filterquery;
  const centre = first.filterquery.location ?? first.filterquery.user_location ?? DEFAULT_LOCATION;
  return {
    ...first,
    page_no: 1,
    filterquery: {
      ...filterquery,
      location: { lat: centre.lat, lon: centre.lon, radius: RADIUS.globalId },
      escort_service: [BRAND_FALLBACK_ESCORT_SERVICE_ID],
      languages: BRAND_FALLBACK_LANGUAGES.map((language) => language.toUpperCase()),
    },
  };
}
