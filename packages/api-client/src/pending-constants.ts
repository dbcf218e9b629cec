/**
 * Values that belong in @samtrot/constants-catalogue but were not exported there yet when this package was
 * written. Kept in this ONE file so they can be swapped for catalogue imports in one edit.
 */

/** Per-attempt request timeout. // spec 000 §9 */
export const REQUEST_TIMEOUT_MS = 25_000;
/** A failed request is retried up to 2 times per URL. // spec 000 §7 */
export const REQUEST_RETRIES = 2;
/** Delay before retrying a failed request. // spec 000 §7 */
export const REQUEST_RETRY_DELAY_MS = 100;
/** Delay before retrying after a network error. // spec 000 §8, §9 */
export const NO_INTERNET_RETRY_DELAY_MS = 2_000;
/** The fail callback of the request-state helper runs after this delay. // spec 000 §8 */
export const FAILURE_CALLBACK_DELAY_MS = 500;
/** Piece size of a chunked upload: 512 KB. // spec 001 §9 */
export const UPLOAD_CHUNK_BYTES = 512 * 1024;
