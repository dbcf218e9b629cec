import { REPORT_CATEGORY } from "@samtrot/constants-catalogue";
import { registerReportTarget } from "../reports/report-targets.js";
import { shownAuthorSql } from "./forum-views.js";

// Forum posts are reportable (category 30, ours: spec 001 §3 lists no forum category; decision 042) by a signed-in
// user who can read them: the post and its topic are shown, its board open, and no block stands between the reporter
// and the post's or the topic's author — the same rule as the thread. Guests cannot read threads, so cannot report.
registerReportTarget({
  category: REPORT_CATEGORY.forum_post,
  module: "forum",
  async resolve(tx, { itemId, reporterId }) {
    if (reporterId === null) return null;
    const [row] = await tx.query<{ author_id: string | number }>(
      `select p.author_id from forum_posts p
         join users pu on pu.id = p.author_id
         join forum_topics t on t.id = p.topic_id
         join forum_boards bo on bo.id = t.board_id
         join users u on u.id = t.author_id
        where p.id = $1 and p.removed_at is null and t.removed_at is null and bo.is_open
          and ${shownAuthorSql("$2", "pu")} and ${shownAuthorSql("$2", "u")}`,
      [itemId, reporterId],
    );
    return row ? { ownerId: Number(row.author_id) } : null;
  },
});
