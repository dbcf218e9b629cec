import type { TDateDetail, TDateList } from "@samtrot/api-client/contracts";
import { DATING_PAGE_SIZE } from "@samtrot/api-client/contracts";
import type { Database } from "@samtrot/db";
import { stagesOfTab, type TDatingTab } from "@samtrot/dating";
import { notFound } from "../../http/errors.js";
import type { TClock } from "../../http/clock.js";
import { DATE_COLUMNS, DATE_FROM, DATE_NOT_FOUND, dateFromRow, loadDateDetail, loadDateRow, sideOf, stageSql, type TDateRow } from "./date-view.js";

/** One date with its timeline; 404 for anyone but its two sides. */
export async function readDate(deps: { database: Database; clock: TClock }, input: { userId: number; dateId: number }): Promise<TDateDetail> {
  const row = await loadDateRow(deps.database, input.dateId);
  const side = row ? sideOf(row, input.userId) : null;
  if (!row || !side) throw notFound(DATE_NOT_FOUND);
  return loadDateDetail(deps.database, row, side, deps.clock.now());
}

/** The caller's dates in a tab, a page of DATING_PAGE_SIZE. */
export async function listMyDates(deps: { database: Database; clock: TClock }, input: { userId: number; tab: TDatingTab; pageNo: number }): Promise<TDateList> {
  const now = deps.clock.now();
  const ascending = input.tab === "request" || input.tab === "upcoming";
  const order = ascending ? "d.start_at ASC, d.id ASC" : "d.start_at DESC, d.id DESC";
  const rows = await deps.database.query<TDateRow & { total: string | number }>(
    `SELECT ${DATE_COLUMNS}, count(*) OVER () AS total
       FROM ${DATE_FROM}
      WHERE d.id IN (SELECT id FROM dates WHERE sender_id = $1 UNION ALL SELECT id FROM dates WHERE receiver_id = $1)
        AND ${stageSql("$1", "$2::timestamptz")} = ANY($3::int[])
      ORDER BY ${order}
      LIMIT $4 OFFSET $5`,
    [input.userId, now.toISOString(), [...stagesOfTab(input.tab)], DATING_PAGE_SIZE, (input.pageNo - 1) * DATING_PAGE_SIZE],
  );
  // past the last page the window count is missing: count apart (rare)
  const total =
    rows.length > 0
      ? Number(rows[0]!.total)
      : input.pageNo === 1
        ? 0
        : Number(
            (
              await deps.database.query<{ n: string | number }>(
                `SELECT count(*) AS n FROM dates d
                  WHERE d.id IN (SELECT id FROM dates WHERE sender_id = $1 UNION ALL SELECT id FROM dates WHERE receiver_id = $1)
                    AND ${stageSql("$1", "$2::timestamptz")} = ANY($3::int[])`,
                [input.userId, now.toISOString(), [...stagesOfTab(input.tab)]],
              )
            )[0]!.n,
          );
  return {
    items: rows.map((row) => dateFromRow(row, sideOf(row, input.userId)!, now)),
    total,
    page_no: input.pageNo,
    page_size: DATING_PAGE_SIZE,
  };
}
