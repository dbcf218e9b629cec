/**
 * Tracking buffer constants of the spec, kept here only until @samtrot/constants-catalogue exports
 * them (it had no TRACKING export when this package was written). Move the import over then and
 * delete this file.
 */
export const TRACKING = {
  /** Oldest buffered event is sent after this long. spec 000 §9, spec 001 §9 */
  flushTimeMs: 4000,
  /** Serialized buffer size (characters) that triggers a send. spec 000 §9, spec 001 §9 */
  maxSize: 100_000,
  /** Bodies longer than this many characters are compressed (g=1). spec 000 §7, §9 */
  compressAbove: 1000,
  /** Sends in flight at most; beyond that the buffer waits. spec 000 §9 */
  maxPending: 3,
  /** Failed sends (in a row) after which sending stops. spec 000 §9 */
  maxErrors: 3,
  /** Heartbeat interval while the page is visible. spec 000 §9 */
  heartbeatMs: 5000,
} as const;
