import type { DatabaseTx } from "@samtrot/db";
import type { TBlogDetail, TBlogSummary } from "@samtrot/api-client/contracts";
import { BLOG_STATUS, type TBlogCategory, type TBlogStatus } from "@samtrot/constants-catalogue";
import { blogStatusDisplay, decideSubmit, isDisplayedBlog } from "@samtrot/blogs";
import { blogImagePath } from "@samtrot/rich-text";
import { notFound } from "../../http/errors.js";
import { avatarUrlOf } from "../media-gallery/avatar-url.js";

export const BLOG_NOT_FOUND = "exception.blog.not_found";

/** An author whose blogs others may see: the account is not deleted, deactivated, banned or paused. */
export const AUTHOR_AVAILABLE_SQL = `u.deleted_at IS NULL AND u.deactivated_at IS NULL AND NOT u.is_banned AND NOT u.is_paused`;

/** The columns every blog answer is made of (b: blogs, u: users, p: profiles, c: cities). */
export const BLOG_SELECT = `b.id, b.author_id, b.category, b.slug, b.title, b.excerpt, b.cover_media_id, b.status, b.rejection_reason,
  b.published_at, b.submitted_at, b.created_at, b.updated_at,
  u.username, u.user_type, p.display_name, c.name AS city_name,
  (SELECT count(*)::int FROM blog_comments bc WHERE bc.blog_id = b.id) AS comments_count`;
export const BLOG_FROM = `blogs b JOIN users u ON u.id = b.author_id LEFT JOIN profiles p ON p.user_id = b.author_id LEFT JOIN cities c ON c.id = p.city_id`;

export type TBlogRow = {
  id: string | number;
  author_id: string | number;
  category: TBlogCategory;
  slug: string;
  title: string;
  excerpt: string;
  cover_media_id: string | number | null;
  status: number;
  rejection_reason: string | null;
  published_at: Date | null;
  submitted_at: Date | null;
  created_at: Date;
  updated_at: Date;
  username: string;
  user_type: number;
  display_name: string | null;
  city_name: string | null;
  comments_count: number;
  distance_km?: number | null;
  body?: string;
};

export const blogImage = (mediaId: number) => ({ media_id: mediaId, thumb: blogImagePath(mediaId, "thumb"), full: blogImagePath(mediaId, "full") });
const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export function toBlogSummary(row: TBlogRow): TBlogSummary {
  const status = Number(row.status) as TBlogStatus;
  const display = blogStatusDisplay(status);
  return {
    id: Number(row.id),
    category: row.category,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    cover: row.cover_media_id === null ? null : blogImage(Number(row.cover_media_id)),
    author: {
      id: Number(row.author_id),
      username: row.username,
      display_name: row.display_name,
      user_type: Number(row.user_type),
      avatar_url: avatarUrlOf(Number(row.author_id)),
      city: row.city_name,
    },
    status,
    display_status: display,
    published_at: iso(row.published_at),
    updated_at: iso(row.updated_at)!,
    comments_count: Number(row.comments_count),
    distance_km: row.distance_km === undefined || row.distance_km === null ? null : Math.round(Number(row.distance_km) * 10) / 10,
  };
}

/** The blog as a viewer sees it (`viewerId` null: a guest; `staff`: a team or backend user). */
export async function toBlogDetail(db: DatabaseTx, row: TBlogRow, viewer: { userId: number | null; staff: boolean }): Promise<TBlogDetail> {
  const isOwn = viewer.userId !== null && viewer.userId === Number(row.author_id);
  const status = Number(row.status) as TBlogStatus;
  const images = await db.query<{ media_id: string | number }>(`SELECT media_id FROM blog_images WHERE blog_id = $1 ORDER BY media_id`, [row.id]);
  const imageIds = images.map((i) => Number(i.media_id));
  if (row.cover_media_id !== null && !imageIds.includes(Number(row.cover_media_id))) imageIds.unshift(Number(row.cover_media_id));
  return {
    ...toBlogSummary(row),
    body: row.body ?? "",
    created_at: iso(row.created_at)!,
    rejection_reason: isOwn || viewer.staff ? row.rejection_reason : null,
    is_own: isOwn,
    can_edit: isOwn,
    can_submit: isOwn && decideSubmit(status).ok,
    can_comment: viewer.userId !== null && isDisplayedBlog(status),
    images: imageIds.map(blogImage),
  };
}

/** One blog with its body, or null. `forUpdate` locks the blog's row (FOR UPDATE OF b). */
export async function loadBlogRow(db: DatabaseTx, where: { id: number } | { category: string; slug: string }, forUpdate = false): Promise<TBlogRow | null> {
  const [condition, params] = "id" in where ? ["b.id = $1", [where.id]] : ["b.category = $1 AND b.slug = $2", [where.category, where.slug]];
  const [row] = await db.query<TBlogRow>(`SELECT ${BLOG_SELECT}, b.body FROM ${BLOG_FROM} WHERE ${condition}${forUpdate ? " FOR UPDATE OF b" : ""}`, params);
  return row ?? null;
}

/** The blog the author owns (others: 404, so ids tell nothing), row locked. */
export async function loadOwnBlog(db: DatabaseTx, userId: number, blogId: number): Promise<TBlogRow> {
  const row = await loadBlogRow(db, { id: blogId }, true);
  if (!row || Number(row.author_id) !== userId) throw notFound(BLOG_NOT_FOUND);
  return row;
}

export const isPublishedStatus = (status: number) => isDisplayedBlog(status);
export { BLOG_STATUS };
