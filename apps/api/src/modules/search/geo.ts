// Plain geometry for planning searches: grid cells and circle estimates. The database computes the exact
// distances (earthdistance); these only have to be close enough to choose a plan.

/** Mean earth radius in metres, as earthdistance's earth() uses. */
export const EARTH_RADIUS_M = 6_378_168;

/** Grid cells per degree; must match the `cell` column of search_profiles (migration 0003). */
export const CELLS_PER_DEGREE = 2;

export type TCircle = { lat: number; lon: number; radiusM: number };

/** The cell id of a point, as the generated column computes it. */
export function cellOf(lat: number, lon: number): number {
  return Math.floor((lat + 90) * CELLS_PER_DEGREE) * 1000 + Math.floor((lon + 180) * CELLS_PER_DEGREE);
}

/** Great-circle distance in metres (haversine). */
export function distanceM(aLat: number, aLon: number, bLat: number, bLon: number): number {
  const rad = Math.PI / 180;
  const dLat = (bLat - aLat) * rad;
  const dLon = (bLon - aLon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(aLat * rad) * Math.cos(bLat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The latitude/longitude box around a circle (degrees), clamped to valid coordinates. */
export function boundingBox(circle: TCircle): { minLat: number; maxLat: number; minLon: number; maxLon: number } {
  const dLat = (circle.radiusM / EARTH_RADIUS_M) * (180 / Math.PI);
  const minLat = Math.max(-90, circle.lat - dLat);
  const maxLat = Math.min(90, circle.lat + dLat);
  // The widest longitude span is at the latitude farthest from the equator.
  const widest = Math.max(Math.abs(minLat), Math.abs(maxLat));
  const cos = Math.cos((Math.min(widest, 89.9) * Math.PI) / 180);
  const dLon = Math.min(180, dLat / cos);
  return { minLat, maxLat, minLon: Math.max(-180, circle.lon - dLon), maxLon: Math.min(180, circle.lon + dLon) };
}

/** The cells a circle touches (its bounding box's cells). */
export function cellsCovering(circle: TCircle): number[] {
  const box = boundingBox(circle);
  const rows = [Math.floor((box.minLat + 90) * CELLS_PER_DEGREE), Math.floor((box.maxLat + 90) * CELLS_PER_DEGREE)];
  const cols = [Math.floor((box.minLon + 180) * CELLS_PER_DEGREE), Math.floor((box.maxLon + 180) * CELLS_PER_DEGREE)];
  const cells: number[] = [];
  for (let row = rows[0]!; row <= rows[1]!; row++) {
    for (let col = cols[0]!; col <= cols[1]!; col++) cells.push(row * 1000 + col);
  }
  return cells;
}
