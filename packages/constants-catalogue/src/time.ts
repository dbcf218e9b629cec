/** Time units, so lifetimes below read like the spec ("12 months of 30 days"). */
export const SECOND_MS = 1000;
export const MINUTE_SECONDS = 60;
export const HOUR_SECONDS = 60 * MINUTE_SECONDS;
export const DAY_SECONDS = 24 * HOUR_SECONDS;

/** Day-length constants: d 1, w 7, m 30 (days). spec 000 §9, spec 001 §9 */
export const DAY_CONSTANTS = { d: 1, w: 7, m: 30 } as const;
