import { REPORT_CATEGORY } from "@samtrot/constants-catalogue";
import { registerReportTarget } from "../reports/report-targets.js";

// Reports (docs/decisions/026-reports.md): messenger 13, the item id is a message id. Only a member of the thread
// who still sees the message can report it: not deleted for both, not in the part of the conversation the
// reporter deleted; the owner is its sender (one's own message: 422 exception.report.own_item).
registerReportTarget({
  category: REPORT_CATEGORY.messenger,
  module: "messenger",
  async resolve(tx, { itemId, reporterId }) {
    if (reporterId === null) return null;
    const [row] = await tx.query<{ sender_id: string | number }>(
      `select m.sender_id
         from messenger_messages m
         join messenger_thread_members tm on tm.thread_id = m.thread_id and tm.user_id = $2
        where m.id = $1 and m.deleted_at is null and m.id > tm.deleted_up_to`,
      [itemId, reporterId],
    );
    return row ? { ownerId: Number(row.sender_id) } : null;
  },
});
