import { REPORT_CATEGORY } from "@samtrot/constants-catalogue";
import { DISPLAYED_BLOG_STATUSES } from "@samtrot/blogs";
import { registerReportTarget } from "../reports/report-targets.js";
import { AUTHOR_AVAILABLE_SQL } from "./blog-view.js";

// Reports (docs/decisions/026-reports.md): blog 6 (item: the blog id) and blog comment 25 (item: the comment id),
// reportable by whoever can read them — guests too — on the rules of the blog's detail: a displayed blog of an
// available author, not across a block with a signed-in reporter.
const READABLE_BLOG = `b.status IN (${DISPLAYED_BLOG_STATUSES.join(", ")}) AND ${AUTHOR_AVAILABLE_SQL}
  AND ($2::bigint IS NULL OR NOT EXISTS (SELECT 1 FROM blocks k WHERE (k.blocker_id = $2 AND k.blocked_id = b.author_id) OR (k.blocker_id = b.author_id AND k.blocked_id = $2)))`;

registerReportTarget({
  category: REPORT_CATEGORY.blog,
  module: "blogs",
  async resolve(tx, { itemId, reporterId }) {
    const [row] = await tx.query<{ author_id: string | number }>(`SELECT b.author_id FROM blogs b JOIN users u ON u.id = b.author_id WHERE b.id = $1 AND ${READABLE_BLOG}`, [itemId, reporterId]);
    return row ? { ownerId: Number(row.author_id) } : null;
  },
});

registerReportTarget({
  category: REPORT_CATEGORY.blog_comments,
  module: "blogs",
  async resolve(tx, { itemId, reporterId }) {
    const [row] = await tx.query<{ author_id: string | number }>(
      `SELECT c.author_id FROM blog_comments c JOIN blogs b ON b.id = c.blog_id JOIN users u ON u.id = b.author_id WHERE c.id = $1 AND ${READABLE_BLOG}`,
      [itemId, reporterId],
    );
    return row ? { ownerId: Number(row.author_id) } : null;
  },
});
