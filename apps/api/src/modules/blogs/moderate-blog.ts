import type { Database } from "@samtrot/db";
import type { TBlogDetail } from "@samtrot/api-client/contracts";
import type { TBlogStatus } from "@samtrot/constants-catalogue";
import { decideModeration } from "@samtrot/blogs";
import { AppError, notFound } from "../../http/errors.js";
import type { TClock } from "../../http/clock.js";
import { createNotifications } from "../notifications/create-notifications.js";
import { BLOG_NOT_FOUND, loadBlogRow, toBlogDetail, type TBlogRow } from "./blog-view.js";

/**
 * The team's decision on a blog in the queue (the caller was checked by requireModerator): approve publishes (the
 * first publication sets published_at), reject takes it down with a statement of reasons for the author. The author
 * is notified either way; the blog's row is locked, so two moderators cannot both decide.
 */
export async function moderateBlog(
  deps: { database: Database; clock: TClock },
  input: { moderatorId: number; blogId: number; decision: "approve" | "reject"; reason?: string },
): Promise<TBlogDetail> {
  return deps.database.transaction(async (tx) => {
    const row = await loadBlogRow(tx, { id: input.blogId }, true);
    if (!row) throw notFound(BLOG_NOT_FOUND);
    const decided = decideModeration(Number(row.status) as TBlogStatus, input.decision);
    if (!decided.ok) throw new AppError(409, `exception.blog.${decided.reason}`);
    const now = deps.clock.now().toISOString();
    await tx.query(
      `UPDATE blogs SET status = $2::smallint, moderated_at = $3, moderated_by = $4, rejection_reason = $5,
              published_at = CASE WHEN $2::smallint = 10 THEN coalesce(published_at, $3::timestamptz) ELSE published_at END
        WHERE id = $1`,
      [input.blogId, decided.status, now, input.moderatorId, input.decision === "reject" ? input.reason! : null],
    );
    await createNotifications(tx, [
      {
        userId: Number(row.author_id),
        kind: input.decision === "approve" ? "blog_approved" : "blog_rejected",
        params: { title: row.title, ...(input.decision === "reject" ? { reason: input.reason! } : {}) },
        link: input.decision === "approve" ? `/blogs/${row.category}/${row.slug}` : "/my_blogs?status=rejected",
      },
    ]);
    return toBlogDetail(tx, (await loadBlogRow(tx, { id: input.blogId })) as TBlogRow, { userId: input.moderatorId, staff: true });
  });
}
