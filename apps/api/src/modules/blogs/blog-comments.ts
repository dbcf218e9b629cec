import type { Database, DatabaseTx } from "@samtrot/db";
import type { TBlogComment, TBlogCommentList } from "@samtrot/api-client/contracts";
import { BLOG_COMMENTS_PAGE_SIZE } from "@samtrot/api-client/contracts";
import { isDisplayedBlog } from "@samtrot/blogs";
import { richTextToPlain } from "@samtrot/rich-text";
import { AppError, notFound } from "../../http/errors.js";
import type { TClock } from "../../http/clock.js";
import { createNotifications } from "../notifications/create-notifications.js";
import { avatarUrlOf } from "../media-gallery/avatar-url.js";
import { isStaff, loadViewer } from "../profiles/profile-viewer.js";
import { AUTHOR_AVAILABLE_SQL, BLOG_NOT_FOUND } from "./blog-view.js";

const COMMENT_NOT_FOUND = "exception.blog.comment_not_found";

type TCommentRow = {
  id: string | number;
  body: string;
  created_at: Date;
  author_id: string | number;
  username: string;
  user_type: number;
  display_name: string | null;
  city_name: string | null;
  blog_author_id: string | number;
};
const COMMENT_SELECT = `bc.id, bc.body, bc.created_at, bc.author_id, u.username, u.user_type, p.display_name, c.name AS city_name, b.author_id AS blog_author_id
  FROM blog_comments bc JOIN blogs b ON b.id = bc.blog_id JOIN users u ON u.id = bc.author_id
  LEFT JOIN profiles p ON p.user_id = bc.author_id LEFT JOIN cities c ON c.id = p.city_id`;

function toComment(row: TCommentRow, viewer: { userId: number | null; staff: boolean }): TBlogComment {
  const authorId = Number(row.author_id);
  return {
    id: Number(row.id),
    body: row.body,
    created_at: new Date(row.created_at).toISOString(),
    author: { id: authorId, username: row.username, display_name: row.display_name, user_type: Number(row.user_type), avatar_url: avatarUrlOf(authorId), city: row.city_name },
    can_delete: viewer.userId !== null && (viewer.staff || viewer.userId === authorId || viewer.userId === Number(row.blog_author_id)),
  };
}

/** A comment's text: markup removed (the plain-text rule of comments), control characters dropped, lines kept. */
export function commentText(input: string): string {
  const plain = richTextToPlain(input.replace(/\r\n?/g, "\n"))
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&");
  // eslint-disable-next-line no-control-regex
  return plain.replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, "").replace(/\n{3,}/g, "\n\n").trim();
}

/** A displayed blog of an available author (comments exist only there). */
async function loadCommentableBlog(db: DatabaseTx, blogId: number): Promise<{ author_id: string | number; title: string; category: string; slug: string }> {
  const [blog] = await db.query<{ author_id: string | number; title: string; category: string; slug: string; status: number }>(
    `SELECT b.author_id, b.title, b.category, b.slug, b.status FROM blogs b JOIN users u ON u.id = b.author_id WHERE b.id = $1 AND ${AUTHOR_AVAILABLE_SQL}`,
    [blogId],
  );
  if (!blog || !isDisplayedBlog(Number(blog.status))) throw notFound(BLOG_NOT_FOUND);
  return blog;
}

export async function listBlogComments(deps: { database: Database }, input: { viewerId: number | null; blogId: number; pageNo: number }): Promise<TBlogCommentList> {
  const db = deps.database;
  await loadCommentableBlog(db, input.blogId);
  const viewer = await loadViewer(db, input.viewerId);
  const size = BLOG_COMMENTS_PAGE_SIZE;
  const rows = await db.query<TCommentRow & { total: number }>(
    `SELECT ${COMMENT_SELECT.replace("FROM", ", count(*) OVER ()::int AS total FROM")}
      WHERE bc.blog_id = $1 ORDER BY bc.created_at DESC, bc.id DESC LIMIT $2 OFFSET $3`,
    [input.blogId, size, (input.pageNo - 1) * size],
  );
  const total = rows[0]?.total ?? (input.pageNo > 1 ? Number((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM blog_comments WHERE blog_id = $1`, [input.blogId]))[0]!.n) : 0);
  return { items: rows.map((r) => toComment(r, { userId: input.viewerId, staff: isStaff(viewer) })), total, page_no: input.pageNo, page_size: size };
}

/** A signed-in user comments on a published blog; its author hears of it (not of their own comments). */
export async function addBlogComment(deps: { database: Database; clock: TClock }, input: { userId: number; blogId: number; text: string }): Promise<TBlogComment> {
  const text = commentText(input.text);
  if (text.length === 0) throw new AppError(422, "validation.blog.comment_empty", "text");
  return deps.database.transaction(async (tx) => {
    const blog = await loadCommentableBlog(tx, input.blogId);
    const blogAuthorId = Number(blog.author_id);
    const [blocked] = await tx.query(`SELECT 1 FROM blocks WHERE (blocker_id = $1 AND blocked_id = $2) OR (blocker_id = $2 AND blocked_id = $1) LIMIT 1`, [input.userId, blogAuthorId]);
    if (blocked) throw new AppError(403, "exception.blog.blocked");
    const [row] = await tx.query<{ id: string | number }>(`INSERT INTO blog_comments (blog_id, author_id, body, created_at) VALUES ($1, $2, $3, $4) RETURNING id`, [
      input.blogId,
      input.userId,
      text,
      deps.clock.now().toISOString(),
    ]);
    const [comment] = await tx.query<TCommentRow>(`SELECT ${COMMENT_SELECT} WHERE bc.id = $1`, [row!.id]);
    if (blogAuthorId !== input.userId) {
      await createNotifications(tx, [
        {
          userId: blogAuthorId,
          kind: "blog_comment",
          actorId: input.userId,
          params: { username: comment!.username, title: blog.title },
          link: `/blogs/${blog.category}/${blog.slug}#comments`,
        },
      ]);
    }
    return toComment(comment!, { userId: input.userId, staff: false });
  });
}

/** The commenter, the blog's author or the team deletes a comment. */
export async function deleteBlogComment(deps: { database: Database }, input: { userId: number; blogId: number; commentId: number }): Promise<{ deleted: true }> {
  return deps.database.transaction(async (tx) => {
    const [row] = await tx.query<{ author_id: string | number; blog_author_id: string | number }>(
      `SELECT bc.author_id, b.author_id AS blog_author_id FROM blog_comments bc JOIN blogs b ON b.id = bc.blog_id WHERE bc.id = $1 AND bc.blog_id = $2 FOR UPDATE OF bc`,
      [input.commentId, input.blogId],
    );
    if (!row) throw notFound(COMMENT_NOT_FOUND);
    const allowed = input.userId === Number(row.author_id) || input.userId === Number(row.blog_author_id) || isStaff(await loadViewer(tx, input.userId));
    if (!allowed) throw new AppError(403, "exception.blog.comment_not_yours");
    await tx.query(`DELETE FROM blog_comments WHERE id = $1`, [input.commentId]);
    return { deleted: true as const };
  });
}
