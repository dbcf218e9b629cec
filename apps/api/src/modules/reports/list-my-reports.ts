import type { TReportList } from "@samtrot/api-client/contracts";
import { REPORTS_PAGE_SIZE } from "@samtrot/constants-catalogue";
import type { Database } from "@samtrot/db";
import { REPORT_COLUMNS, reportFromRow, type TReportRow } from "./report-view.js";

/** The signed-in user's reports, newest first, with their status (a guest's reports are answered by e-mail only). */
export async function listMyReports(deps: { database: Database }, input: { userId: number; pageNo: number }): Promise<TReportList> {
  const rows = await deps.database.query<TReportRow & { total: number }>(
    `select ${REPORT_COLUMNS}, count(*) over ()::int as total from reports where reporter_id = $1 order by id desc limit $2 offset $3`,
    [input.userId, REPORTS_PAGE_SIZE, (input.pageNo - 1) * REPORTS_PAGE_SIZE],
  );
  let total = rows[0] ? Number(rows[0].total) : 0;
  if (!rows.length && input.pageNo > 1) {
    const [counted] = await deps.database.query<{ total: number }>(`select count(*)::int as total from reports where reporter_id = $1`, [input.userId]);
    total = Number(counted?.total ?? 0);
  }
  return { items: rows.map(reportFromRow), total, page_no: input.pageNo, page_size: REPORTS_PAGE_SIZE };
}
