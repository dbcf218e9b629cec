import type { Database, DatabaseTx } from "@samtrot/db";
import type { TBlogDetail, ZBlogWriteBody } from "@samtrot/api-client/contracts";
import { BLOG_BODY_MAX, BLOG_BODY_MIN_TEXT } from "@samtrot/api-client/contracts";
import { BLOG_STATUS, type TBlogStatus } from "@samtrot/constants-catalogue";
import { blogExcerpt, decideSubmit, germanSlug, mayWriteBlog, numberedSlug, statusAfterEdit } from "@samtrot/blogs";
import { blogImageIds, richTextToPlain, sanitizeBlogBody } from "@samtrot/rich-text";
import type { z } from "zod";
import { AppError } from "../../http/errors.js";
import type { TClock } from "../../http/clock.js";
import { refuseBannedAdText } from "../trust/ad-text.js";
import { loadBlogRow, loadOwnBlog, toBlogDetail, type TBlogRow } from "./blog-view.js";

export type TBlogWriteInput = z.output<typeof ZBlogWriteBody>;
type TDeps = { database: Database; clock: TClock };

/** Marks a heading's end in the text (the paragraph separator; one a writer typed only becomes a colon too). */
const HEADING_END = "\u2029";

/** The body as stored: sanitised by the blog allow-list, its text, excerpt and images; refusals as field errors. */
async function prepareContent(tx: DatabaseTx, authorId: number, input: TBlogWriteInput, submitting: boolean) {
  const body = sanitizeBlogBody(input.body);
  if (body.length > BLOG_BODY_MAX) throw new AppError(422, "validation.blog.body_too_long", "body");
  // Blocks end with a space, and a heading without its own punctuation with a colon, so the excerpt does not run a
  // heading into its paragraph ("Danach: Noch ein Absatz").
  const marked = body.replace(/<\/(h2|h3)>/g, `${HEADING_END}$&`).replace(/<\/(p|h2|h3|li|blockquote)>|<br\s*\/?>/g, "$& ");
  const text = richTextToPlain(marked).replace(/([.!?:;…])?\s*\u2029/g, (_m, mark: string | undefined) => (mark ? `${mark} ` : ": "));
  if (submitting && text.replace(/\s+/g, " ").trim().length < BLOG_BODY_MIN_TEXT) throw new AppError(422, "validation.blog.body_too_short", "body");
  refuseBannedAdText(authorId, "blog", { title: input.title, body: text });
  const imageIds = blogImageIds(body);
  const wanted = [...new Set([...imageIds, ...(input.cover_media_id ? [input.cover_media_id] : [])])];
  if (wanted.length > 0) {
    // Only the author's own blog uploads: another's image or a gallery photo cannot be pulled into a blog.
    const own = await tx.query<{ id: string | number }>(`SELECT id FROM media_files WHERE id = ANY($1::bigint[]) AND user_id = $2 AND purpose = 'blog'`, [wanted, authorId]);
    const ownIds = new Set(own.map((r) => Number(r.id)));
    if (input.cover_media_id && !ownIds.has(input.cover_media_id)) throw new AppError(422, "validation.blog.cover_not_found", "cover_media_id");
    if (imageIds.some((id) => !ownIds.has(id))) throw new AppError(422, "validation.blog.image_not_found", "body");
  }
  return { body, excerpt: blogExcerpt(text), imageIds: wanted };
}

async function requireAuthor(tx: DatabaseTx, userId: number): Promise<void> {
  const [user] = await tx.query<{ user_type: number }>(`SELECT user_type FROM users WHERE id = $1 AND deleted_at IS NULL`, [userId]);
  if (!user) throw new AppError(401, "exception.common.unauthorized");
  if (!mayWriteBlog(Number(user.user_type))) throw new AppError(403, "exception.blog.author_type_not_allowed");
}

/** Inserts with the title's slug, numbered when the category already has it (the unique key decides, no race). */
async function insertWithFreeSlug(tx: DatabaseTx, title: string, category: string, insert: (slug: string) => Promise<number | null>): Promise<number> {
  const base = germanSlug(title);
  for (let n = 1; n < 1000; n += 1) {
    const id = await insert(numberedSlug(base, n));
    if (id !== null) return id;
  }
  throw new AppError(409, "exception.blog.slug_taken", "title");
}

async function replaceImages(tx: DatabaseTx, blogId: number, imageIds: number[]): Promise<void> {
  await tx.query(`DELETE FROM blog_images WHERE blog_id = $1 AND NOT (media_id = ANY($2::bigint[]))`, [blogId, imageIds]);
  if (imageIds.length > 0) {
    await tx.query(`INSERT INTO blog_images (blog_id, media_id) SELECT $1, unnest($2::bigint[]) ON CONFLICT DO NOTHING`, [blogId, imageIds]);
  }
}

/** blogs/add: a draft, or pending at once with `submit`. */
export async function createBlog(deps: TDeps, input: { userId: number; body: TBlogWriteInput }): Promise<TBlogDetail> {
  return deps.database.transaction(async (tx) => {
    await requireAuthor(tx, input.userId);
    const now = deps.clock.now().toISOString();
    const content = await prepareContent(tx, input.userId, input.body, input.body.submit);
    const status = input.body.submit ? BLOG_STATUS.pending : BLOG_STATUS.draft;
    const blogId = await insertWithFreeSlug(tx, input.body.title, input.body.category, async (slug) => {
      const [row] = await tx.query<{ id: string | number }>(
        `INSERT INTO blogs (author_id, category, slug, title, body, excerpt, cover_media_id, status, submitted_at, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)
         ON CONFLICT (category, slug) DO NOTHING RETURNING id`,
        [input.userId, input.body.category, slug, input.body.title, content.body, content.excerpt, input.body.cover_media_id, status, input.body.submit ? now : null, now],
      );
      return row ? Number(row.id) : null;
    });
    await replaceImages(tx, blogId, content.imageIds);
    return toBlogDetail(tx, (await loadBlogRow(tx, { id: blogId })) as TBlogRow, { userId: input.userId, staff: false });
  });
}

/**
 * blogs/{category}/{slug}/edit: the author's changes. A displayed blog goes to post check (still shown, back in the
 * team's queue); a draft, pending or rejected one keeps its status unless `submit` sends a draft or rejected one to
 * review. The slug stays; a new category gets a slug free in it.
 */
export async function updateBlog(deps: TDeps, input: { userId: number; blogId: number; body: TBlogWriteInput }): Promise<TBlogDetail> {
  return deps.database.transaction(async (tx) => {
    await requireAuthor(tx, input.userId);
    const row = await loadOwnBlog(tx, input.userId, input.blogId);
    const now = deps.clock.now().toISOString();
    const before = Number(row.status) as TBlogStatus;
    let status = statusAfterEdit(before);
    const submitting = input.body.submit && decideSubmit(status).ok;
    if (submitting) status = BLOG_STATUS.pending;
    const content = await prepareContent(tx, input.userId, input.body, submitting || status === BLOG_STATUS.post_check || status === BLOG_STATUS.pending);
    // back in the queue (submitted, or a published blog changed): the queue orders by this time
    const queued = submitting || (status === BLOG_STATUS.post_check && before !== BLOG_STATUS.post_check);
    await tx.query(
      `UPDATE blogs SET title = $2, body = $3, excerpt = $4, cover_media_id = $5, status = $6::smallint, updated_at = $7,
              submitted_at = CASE WHEN $8::boolean THEN $7::timestamptz ELSE submitted_at END,
              rejection_reason = CASE WHEN $6::smallint = 2 THEN rejection_reason ELSE NULL END
        WHERE id = $1`,
      [input.blogId, input.body.title, content.body, content.excerpt, input.body.cover_media_id, status, now, queued],
    );
    if (input.body.category !== row.category) {
      await insertWithFreeSlug(tx, input.body.title, input.body.category, async (slug) => {
        const [moved] = await tx.query<{ id: string | number }>(
          `UPDATE blogs SET category = $2, slug = $3 WHERE id = $1
             AND NOT EXISTS (SELECT 1 FROM blogs o WHERE o.category = $2 AND o.slug = $3) RETURNING id`,
          [input.blogId, input.body.category, slug],
        );
        return moved ? Number(moved.id) : null;
      });
    }
    await replaceImages(tx, input.blogId, content.imageIds);
    return toBlogDetail(tx, (await loadBlogRow(tx, { id: input.blogId })) as TBlogRow, { userId: input.userId, staff: false });
  });
}
