import type { Database } from "@samtrot/db";
import type { TBlogDetail } from "@samtrot/api-client/contracts";
import { BLOG_BODY_MIN_TEXT } from "@samtrot/api-client/contracts";
import type { TBlogStatus } from "@samtrot/constants-catalogue";
import { decideSubmit } from "@samtrot/blogs";
import { richTextToPlain } from "@samtrot/rich-text";
import { AppError } from "../../http/errors.js";
import type { TClock } from "../../http/clock.js";
import { loadBlogRow, loadOwnBlog, toBlogDetail, type TBlogRow } from "./blog-view.js";

/** The author sends a draft or rejected blog to the team's queue (→ pending 0). */
export async function submitBlog(deps: { database: Database; clock: TClock }, input: { userId: number; blogId: number }): Promise<TBlogDetail> {
  return deps.database.transaction(async (tx) => {
    const row = await loadOwnBlog(tx, input.userId, input.blogId);
    const decision = decideSubmit(Number(row.status) as TBlogStatus);
    if (!decision.ok) throw new AppError(409, `exception.blog.${decision.reason}`);
    if (richTextToPlain(row.body ?? "").replace(/\s+/g, " ").trim().length < BLOG_BODY_MIN_TEXT) throw new AppError(422, "validation.blog.body_too_short", "body");
    const now = deps.clock.now().toISOString();
    await tx.query(`UPDATE blogs SET status = $2, submitted_at = $3, updated_at = $3, rejection_reason = NULL WHERE id = $1`, [input.blogId, decision.status, now]);
    return toBlogDetail(tx, (await loadBlogRow(tx, { id: input.blogId })) as TBlogRow, { userId: input.userId, staff: false });
  });
}
