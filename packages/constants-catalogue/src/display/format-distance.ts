/** Distances shown at the edges instead of a number. spec 000 §5 */
export const DISTANCE_DISPLAY = { belowKm: 1, aboveKm: 500 } as const;

/**
 * Displayed distance. spec 000 §5, DECISIONS.md "Distance": below 1 km "<1km"; above 500 km ">500km";
 * otherwise whole kilometres rounded half up ("12 km"). 1 km and 500 km themselves are numbers.
 */
export function formatDistance(km: number): string {
  if (!Number.isFinite(km) || km < 0) throw new RangeError(`formatDistance needs a distance >= 0, got ${km}`);
  if (km < DISTANCE_DISPLAY.belowKm) return "<1km";
  if (km > DISTANCE_DISPLAY.aboveKm) return ">500km";
  return `${Math.floor(km + 0.5)} km`;
}
