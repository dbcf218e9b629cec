import { REPORT_CATEGORY } from "@samtrot/constants-catalogue";
import { notBlockedEitherWaySql } from "../blocks/is-blocked-either.js";
import { registerReportTarget } from "../reports/report-targets.js";

// Chat room messages are reportable (category 29, ours: decision 035) by a signed-in user who can read them: the
// message is shown (not removed, its room open, its sender not deleted or banned) and no block stands between the
// reporter and the sender — the same rule as the history. Guests cannot read chat rooms, so they cannot report.
registerReportTarget({
  category: REPORT_CATEGORY.chat_room_message,
  module: "chatrooms",
  async resolve(tx, { itemId, reporterId }) {
    if (reporterId === null) return null;
    const [row] = await tx.query<{ sender_id: string | number }>(
      `select m.sender_id from chat_messages m join chat_rooms r on r.id = m.room_id join users u on u.id = m.sender_id
        where m.id = $1 and m.removed_at is null and r.is_open and u.deleted_at is null and not u.is_banned
          and ${notBlockedEitherWaySql("$2", "m.sender_id")}`,
      [itemId, reporterId],
    );
    return row ? { ownerId: Number(row.sender_id) } : null;
  },
});
