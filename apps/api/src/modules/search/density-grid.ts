import type { DatabaseTx } from "@samtrot/db";
import { CELLS_PER_DEGREE, boundingBox, distanceM, type TCircle } from "./geo.js";

/** Resolution of the density counts: 0.05° (≈ 5.5 × 3.4 km here), ten per search cell side. */
export const FINE_PER_DEGREE = 20;
const FINE_PER_CELL = FINE_PER_DEGREE / CELLS_PER_DEGREE;

/** How long a loaded grid is used before it is reloaded in the background. */
export const DENSITY_MAX_AGE_MS = 10 * 60_000;

type TFineCell = { row: number; col: number; lat: number; lon: number; n: number };

/**
 * Profile counts per user type on a fine grid, held in memory to estimate how many profiles a circle
 * holds — the planner's own guess for a box search is a fixed 0.1 % (STACK-NOTES), so the application
 * chooses the plan. An estimate only: it may be minutes old.
 */
export class DensityGrid {
  private readonly cells = new Map<number, TFineCell[]>();
  private readonly coarse = new Map<number, Map<number, number>>();

  constructor(rows: readonly { user_type: number; r: number; c: number; n: number }[]) {
    for (const row of rows) {
      const type = Number(row.user_type);
      const list = this.cells.get(type) ?? [];
      const r = Number(row.r);
      const c = Number(row.c);
      const n = Number(row.n);
      list.push({ row: r, col: c, lat: (r + 0.5) / FINE_PER_DEGREE - 90, lon: (c + 0.5) / FINE_PER_DEGREE - 180, n });
      this.cells.set(type, list);
      const coarseCell = Math.floor(r / FINE_PER_CELL) * 1000 + Math.floor(c / FINE_PER_CELL);
      const byCell = this.coarse.get(type) ?? new Map<number, number>();
      byCell.set(coarseCell, (byCell.get(coarseCell) ?? 0) + n);
      this.coarse.set(type, byCell);
    }
  }

  /** Listed profiles of a user type with a location. */
  total(userType: number): number {
    let sum = 0;
    for (const cell of this.cells.get(userType) ?? []) sum += cell.n;
    return sum;
  }

  /** Profiles of a user type whose fine cell centre lies in the circle. */
  inCircle(userType: number, circle: TCircle): number {
    const box = boundingBox(circle);
    let sum = 0;
    for (const cell of this.cells.get(userType) ?? []) {
      if (cell.lat < box.minLat - 0.05 || cell.lat > box.maxLat + 0.05) continue;
      if (cell.lon < box.minLon - 0.05 || cell.lon > box.maxLon + 0.05) continue;
      if (distanceM(circle.lat, circle.lon, cell.lat, cell.lon) <= circle.radiusM) sum += cell.n;
    }
    return sum;
  }

  /** Profiles of a user type in the given search cells (the pool a cell walk goes through). */
  inCells(userType: number, cells: readonly number[]): number {
    const byCell = this.coarse.get(userType);
    if (!byCell) return 0;
    let sum = 0;
    for (const cell of cells) sum += byCell.get(cell) ?? 0;
    return sum;
  }
}

/** Counts the listed profiles per user type and fine cell (one pass over search_profiles). */
export async function loadDensityGrid(db: DatabaseTx): Promise<DensityGrid> {
  const rows = await db.query<{ user_type: number; r: number; c: number; n: number }>(
    `SELECT user_type, floor((lat + 90) * ${FINE_PER_DEGREE})::int AS r, floor((lon + 180) * ${FINE_PER_DEGREE})::int AS c,
            count(*)::int AS n
       FROM search_profiles WHERE lat IS NOT NULL AND lon IS NOT NULL
      GROUP BY 1, 2, 3`,
  );
  return new DensityGrid(rows);
}

/**
 * Keeps one grid per process: the first search waits for it, later ones use the loaded grid and a
 * reload starts in the background once it is older than DENSITY_MAX_AGE_MS.
 */
export class DensityGridHolder {
  private grid: DensityGrid | undefined;
  private loadedAt = 0;
  private loading: Promise<DensityGrid> | undefined;

  constructor(
    private readonly load: () => Promise<DensityGrid>,
    private readonly now: () => number = Date.now,
    private readonly maxAgeMs = DENSITY_MAX_AGE_MS,
  ) {}

  async get(): Promise<DensityGrid> {
    if (this.grid && this.now() - this.loadedAt > this.maxAgeMs) void this.reload().catch(() => undefined);
    return this.grid ?? this.reload();
  }

  private reload(): Promise<DensityGrid> {
    this.loading ??= this.load()
      .then((grid) => {
        this.grid = grid;
        this.loadedAt = this.now();
        return grid;
      })
      .finally(() => {
        this.loading = undefined;
      });
    return this.loading;
  }
}
