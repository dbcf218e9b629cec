import type { DensityGrid } from "./density-grid.js";
import { cellsCovering, type TCircle } from "./geo.js";

/**
 * How one user type's rows inside a circle are found, in the order of a sort:
 * - `gist`: every profile in the circle from the partial covering GiST, then sorted (sparse areas);
 * - `cells`: the rank index walked cell by cell over the cells around the circle (dense areas);
 * - `walk`: the sort's own index walked over the whole user type, the distance checked per row
 *   (dense areas when the circle spans too many cells, and the sorts without a cell index).
 */
export type TAccess = { kind: "gist" } | { kind: "cells"; cells: number[] } | { kind: "walk" };

/** More cells than this and the merge of their walks costs more than it saves. */
export const MAX_CELL_WALKS = 48;
/** Share of the profiles in a circle assumed to pass the other filters (when there are any). */
export const FILTERED_SHARE_GUESS = 0.3;
// Costs in "index entries read" (≈ 0.5 µs each here). A box holds ≈ 4/π of its circle; each cell walk is
// one more part of the statement, ≈ 0.25 ms of planning and a descent; a walk that joins another table
// per row costs about three entries per row.
const BOX_OVER_CIRCLE = 1.3;
const CELL_START_COST = 400;

export type TAccessInput = {
  grid: DensityGrid;
  userType: number;
  circle: TCircle;
  /** rows the walk must produce: offset + page size */
  need: number;
  /** whether filters besides user type and place narrow the result */
  filtered: boolean;
  /** the sort has a per-cell index (rank) */
  cellsPossible: boolean;
  /** cost factor of the walk per row (1, or more when each row needs a join) */
  walkRowCost?: number;
  /** cost of one more cell walk in the statement (default CELL_START_COST; tests lower it to force cells) */
  cellStartCost?: number;
};

/** The cheapest access by the density estimate (STACK-NOTES: the planner cannot judge dense areas). */
export function chooseAccess(input: TAccessInput): TAccess {
  const { grid, userType, circle, need } = input;
  const inCircle = grid.inCircle(userType, circle);
  const expectedMatches = Math.max(1, inCircle * (input.filtered ? FILTERED_SHARE_GUESS : 1));
  const gistCost = inCircle * BOX_OVER_CIRCLE;
  const walkRowCost = input.walkRowCost ?? 1;
  const total = grid.total(userType);
  // A walk reads rows in sort order until it has `need` matches: matches are spread evenly over its pool.
  const walkCost = Math.min(total, (need * total) / expectedMatches) * walkRowCost;
  let best: TAccess = { kind: "gist" };
  let bestCost = gistCost;
  if (walkCost < bestCost) {
    best = { kind: "walk" };
    bestCost = walkCost;
  }
  if (input.cellsPossible) {
    const cells = cellsCovering(circle);
    if (cells.length <= MAX_CELL_WALKS) {
      const pool = grid.inCells(userType, cells);
      const cellCost = Math.min(pool, (need * pool) / expectedMatches) + cells.length * (input.cellStartCost ?? CELL_START_COST);
      if (cellCost < bestCost) best = { kind: "cells", cells };
    }
  }
  return best;
}
