import type { TReport } from "@samtrot/api-client/contracts";
import type { TReportReason, TReportStatus } from "@samtrot/constants-catalogue";

export type TReportRow = {
  id: string | number;
  category: number;
  item_type: string;
  item_id: string | number;
  reason: TReportReason;
  explanation: string;
  status: TReportStatus;
  created_at: string | Date;
  decided_at: string | Date | null;
  decision: string | null;
  automated: boolean | null;
  reporter_email: string | null;
};

export const REPORT_COLUMNS = "id, category, item_type, item_id, reason, explanation, status, created_at, decided_at, decision, automated, reporter_email";

/** The number a reporter quotes (R-000123). */
export const reportNumber = (id: number) => `R-${String(id).padStart(6, "0")}`;

export function reportFromRow(row: TReportRow): TReport {
  const id = Number(row.id);
  return {
    id,
    number: reportNumber(id),
    category: Number(row.category),
    item_type: row.item_type,
    item_id: Number(row.item_id),
    reason: row.reason,
    explanation: row.explanation,
    status: row.status,
    created_at: new Date(row.created_at).toISOString(),
    decided_at: row.decided_at ? new Date(row.decided_at).toISOString() : null,
    decision: row.decision,
    automated: row.automated,
    receipt_email: row.reporter_email,
  };
}
