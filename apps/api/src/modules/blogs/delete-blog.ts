import type { Database } from "@samtrot/db";
import { loadOwnBlog } from "./blog-view.js";

/** The author deletes a blog; its comments and image links go with it (the uploaded files stay with the media). */
export async function deleteBlog(deps: { database: Database }, input: { userId: number; blogId: number }): Promise<{ deleted: true }> {
  return deps.database.transaction(async (tx) => {
    await loadOwnBlog(tx, input.userId, input.blogId);
    await tx.query(`DELETE FROM blogs WHERE id = $1`, [input.blogId]);
    return { deleted: true as const };
  });
}
