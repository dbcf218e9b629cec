// Values this package needs that @samtrot/constants-catalogue does not export (yet). Each one is a
// candidate for the catalogue; once it lands there, import it from there and delete it here.

/**
 * Longest name search (`query`) we accept. The spec sets no limit; 100 matches the api's search
 * contract (packages/api-client/src/contracts/search.ts), so a URL we build is never refused there.
 */
export const SEARCH_QUERY_MAX_LENGTH = 100;

/**
 * Deepest page a search may ask for. The spec sets no limit; deep offsets are slow in Postgres and
 * nobody pages 10,000 × 24 profiles, so the api contract's 10,000 is kept.
 */
export const SEARCH_MAX_PAGE_NO = 10_000;

/**
 * Highest age a customised age range may carry. The spec has age bands (spec 001 §9) but no upper
 * limit for the free range; 99 keeps the slider and the URL sane.
 */
export const AGE_FILTER_MAX = 99;

/**
 * The duration a customised price applies to when the searcher picked none: prices are shown per
 * hour (spec 000 §9 "Price display: per hour"), so the hourly price is the natural default.
 */
export const HOURLY_PRICE_DURATION = 60;

/** Marker that wraps stored values in local storage (spec 000 §3 "wrapped in a marker"). */
export const STORED_VALUE_MARKER = "sr-stored";
