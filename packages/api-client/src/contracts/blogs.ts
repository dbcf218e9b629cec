import { z } from "zod";
import { BLOG_CATEGORIES, BLOG_MANAGER_STATUS_FILTER, BLOG_STATUS, PAGE_SIZE, ZUsername } from "@samtrot/constants-catalogue";
import { BLOG_DATE_RANGES, BLOG_ONLY_SHOW, BLOG_RADII, SLUG_MAX_LENGTH } from "@samtrot/blogs";
import { defineContract } from "./define-contract.js";
import { ZPageNo } from "./gallery.js";
import { ZUploadToken } from "./registration.js";

// Blogs (issue 14; spec 000 §2 my_blogs, blogs/add, blogs/{category}/{slug}[/edit], blogs/{activeCategory?}; spec 001
// §3 default category and list filters, §4 codes, §6 radii, §9 page sizes). The paths are ours. The rules live in
// @samtrot/blogs, the body's allow-list in @samtrot/rich-text (sanitizeBlogBody, applied by the api before storing).
// Decisions: docs/decisions/028-blogs.md.

export const BLOG_TITLE_MIN = 3;
export const BLOG_TITLE_MAX = 120;
/** the stored (sanitised) body; the raw input may be a little larger */
export const BLOG_BODY_MAX = 60_000;
/** plain-text characters a blog needs before it can be submitted */
export const BLOG_BODY_MIN_TEXT = 50;
export const BLOG_COMMENT_MAX = 1000;
export const BLOG_REJECTION_REASON_MIN = 10;
export const BLOG_REJECTION_REASON_MAX = 1000;
export const BLOG_LIST_PAGE_SIZE = PAGE_SIZE.blogList;
export const BLOG_COMMENTS_PAGE_SIZE = PAGE_SIZE.blogComments;
export const BLOG_MANAGER_STATUSES = Object.keys(BLOG_MANAGER_STATUS_FILTER) as (keyof typeof BLOG_MANAGER_STATUS_FILTER)[];

const ZId = z.coerce.number({ invalid_type_error: "validation.common.invalid_type" }).int().positive().max(Number.MAX_SAFE_INTEGER);
const ZCategory = z.enum(BLOG_CATEGORIES, { message: "validation.blog.invalid_category" });
const statusValues = Object.values(BLOG_STATUS) as [number, ...number[]];

export const ZBlogAuthor = z.object({
  id: z.number().int(),
  username: z.string(),
  /** the profile's name (null without a profile) */
  display_name: z.string().nullable(),
  user_type: z.number().int(),
  avatar_url: z.string(),
  /** the author's city (from the profile), for the tile */
  city: z.string().nullable(),
});
export type TBlogAuthor = z.infer<typeof ZBlogAuthor>;

export const ZBlogImage = z.object({ media_id: z.number().int(), thumb: z.string(), full: z.string() });

export const ZBlogSummary = z.object({
  id: z.number().int(),
  category: ZCategory,
  slug: z.string(),
  title: z.string(),
  /** the body's plain text, cut */
  excerpt: z.string(),
  cover: ZBlogImage.nullable(),
  author: ZBlogAuthor,
  /** spec 001 §4 code */
  status: z.number().int().refine((s) => statusValues.includes(s)),
  /** 1, 4 and 10 → published */
  display_status: z.enum(["pending", "published", "rejected", "draft"]),
  /** first publication (null before) */
  published_at: z.string().nullable(),
  updated_at: z.string(),
  comments_count: z.number().int(),
  /** distance from the list's centre in km (radius lists only) */
  distance_km: z.number().nullable(),
});
export type TBlogSummary = z.infer<typeof ZBlogSummary>;

export const ZBlogDetail = ZBlogSummary.extend({
  /** sanitised HTML (the blog allow-list) */
  body: z.string(),
  created_at: z.string(),
  /** the team's reasons of a rejection: only for the author and the team */
  rejection_reason: z.string().nullable(),
  is_own: z.boolean(),
  can_edit: z.boolean(),
  can_submit: z.boolean(),
  can_comment: z.boolean(),
  /** the images of the body and the cover (the editor lists them) */
  images: z.array(ZBlogImage),
});
export type TBlogDetail = z.infer<typeof ZBlogDetail>;

export const ZBlogList = z.object({
  items: z.array(ZBlogSummary),
  total: z.number().int(),
  page_no: z.number().int(),
  page_size: z.number().int(),
  /** the centre the radius was applied around (null: everywhere) */
  centre: z.object({ lat: z.number(), lon: z.number(), city: z.string().nullable(), radius: z.number().int() }).nullable(),
});
export type TBlogList = z.infer<typeof ZBlogList>;

export const ZBlogListQuery = z
  .object({
    category: ZCategory.optional(),
    /** author's user type: client 1, escort 2, business 3 */
    user_type: z.coerce.number({ invalid_type_error: "validation.common.invalid_type" }).int().refine((t) => [1, 2, 3].includes(t), { message: "validation.common.invalid_choice" }).optional(),
    /** favorites: authors the caller favourited (signed in); plus_member: authors with Plus */
    only_show: z.enum(BLOG_ONLY_SHOW, { message: "validation.common.invalid_choice" }).optional(),
    /** one author's blogs (username, any case): the profile's blogs tab */
    author: ZUsername.optional(),
    date_published: z.enum(BLOG_DATE_RANGES, { message: "validation.common.invalid_choice" }).default("any"),
    /** a city slug as the centre of the radius */
    city: z.string().trim().max(120).regex(/^[a-z0-9/-]+$/, { message: "validation.blog.unknown_city" }).optional(),
    /** "me": around the caller's own profile location */
    near: z.literal("me", { errorMap: () => ({ message: "validation.common.invalid_choice" }) }).optional(),
    radius: z.coerce
      .number({ invalid_type_error: "validation.common.invalid_type" })
      .int()
      .refine((r) => (BLOG_RADII as readonly number[]).includes(r), { message: "validation.blog.invalid_radius" })
      .optional(),
    page_no: ZPageNo,
  })
  .strict();
export type TBlogListQuery = z.input<typeof ZBlogListQuery>;

const ZTitle = z
  .string({ required_error: "validation.common.required", invalid_type_error: "validation.common.invalid_type" })
  .trim()
  .min(BLOG_TITLE_MIN, { message: "validation.blog.title_too_short" })
  .max(BLOG_TITLE_MAX, { message: "validation.blog.title_too_long" });
const ZBody = z.string({ invalid_type_error: "validation.common.invalid_type" }).max(BLOG_BODY_MAX, { message: "validation.blog.body_too_long" });

export const ZBlogWriteBody = z
  .object({
    title: ZTitle,
    category: ZCategory.default("everyday-life"),
    /** HTML from the editor; the api keeps only what the blog allow-list lets through */
    body: ZBody.default(""),
    /** an image uploaded with the blog upload token (purpose blog) */
    cover_media_id: z.number({ invalid_type_error: "validation.common.invalid_type" }).int().positive().nullable().default(null),
    /** true: submit for review right away (a draft otherwise) */
    submit: z.boolean({ invalid_type_error: "validation.common.invalid_type" }).default(false),
  })
  .strict();
export type TBlogWriteBody = z.input<typeof ZBlogWriteBody>;

export const ZBlogParams = z.object({ blogId: ZId });
export const ZBlogSlugParams = z.object({
  category: ZCategory,
  slug: z.string().max(SLUG_MAX_LENGTH + 10).regex(/^[a-z0-9-]+$/, { message: "validation.blog.invalid_slug" }),
});

export const ZMyBlogsQuery = z
  .object({
    /** the manager's category filter */
    category: ZCategory.optional(),
    /** the manager's status filter: published (1, 4, 10), pending (0), rejected (2) */
    status: z.enum(BLOG_MANAGER_STATUSES as ["published", "pending", "rejected"], { message: "validation.common.invalid_choice" }).optional(),
    page_no: ZPageNo,
  })
  .strict();

export const ZMyBlogItem = ZBlogSummary.extend({ rejection_reason: z.string().nullable(), can_submit: z.boolean() });
export const ZMyBlogList = z.object({
  items: z.array(ZMyBlogItem),
  total: z.number().int(),
  page_no: z.number().int(),
  page_size: z.number().int(),
  /** how many of the caller's blogs each manager filter holds (all counts drafts too) */
  counts: z.object({ all: z.number().int(), published: z.number().int(), pending: z.number().int(), rejected: z.number().int(), draft: z.number().int() }),
});
export type TMyBlogList = z.infer<typeof ZMyBlogList>;
export type TMyBlogItem = z.infer<typeof ZMyBlogItem>;

export const ZBlogComment = z.object({
  id: z.number().int(),
  /** plain text, line breaks kept */
  body: z.string(),
  created_at: z.string(),
  author: ZBlogAuthor,
  /** the commenter, the blog's author and the team may delete it */
  can_delete: z.boolean(),
});
export type TBlogComment = z.infer<typeof ZBlogComment>;
export const ZBlogCommentList = z.object({ items: z.array(ZBlogComment), total: z.number().int(), page_no: z.number().int(), page_size: z.number().int() });
export type TBlogCommentList = z.infer<typeof ZBlogCommentList>;
export const ZBlogCommentBody = z
  .object({
    text: z
      .string({ required_error: "validation.common.required", invalid_type_error: "validation.common.invalid_type" })
      .trim()
      .min(1, { message: "validation.blog.comment_empty" })
      .max(BLOG_COMMENT_MAX, { message: "validation.blog.comment_too_long" }),
  })
  .strict();
export const ZBlogCommentParams = z.object({ blogId: ZId, commentId: ZId });
export const ZPageQuery = z.object({ page_no: ZPageNo }).strict();

export const ZBlogMediaParams = z.object({ mediaId: ZId, size: z.enum(["thumb", "full"], { message: "validation.common.invalid_choice" }) });

// ---- moderation (team 10 and backend 9 only; everyone else 403 exception.common.forbidden) ----

export const ZModerationBlogItem = ZBlogSummary.extend({ submitted_at: z.string().nullable() });
export const ZModerationBlogList = z.object({ items: z.array(ZModerationBlogItem), total: z.number().int(), page_no: z.number().int(), page_size: z.number().int() });
export type TModerationBlogList = z.infer<typeof ZModerationBlogList>;
export const ZRejectBlogBody = z
  .object({
    reason: z
      .string({ required_error: "validation.blog.reason_required", invalid_type_error: "validation.common.invalid_type" })
      .trim()
      .min(BLOG_REJECTION_REASON_MIN, { message: "validation.blog.reason_too_short" })
      .max(BLOG_REJECTION_REASON_MAX, { message: "validation.blog.reason_too_long" }),
  })
  .strict();

const WRITE_ERRORS =
  "422 validation.blog.title_too_short | title_too_long | invalid_category | body_too_long | body_too_short (submitting, under " +
  `${BLOG_BODY_MIN_TEXT} characters of text) | cover_not_found; 403 exception.blog.author_type_not_allowed`;

export const blogListContract = defineContract({
  id: "blogList",
  method: "GET",
  path: "/api/v2/blogs",
  summary:
    `Published blogs (status 1, 4, 10), newest publication first, ${BLOG_LIST_PAGE_SIZE} a page; filters category, user_type, only_show, ` +
    "date_published, and a radius (500 default … 5 km) around city or near=me (the caller's profile). Guests too; only_show=favorites needs a sign-in (401)",
  tags: ["blogs"],
  auth: "public",
  query: ZBlogListQuery,
  response: ZBlogList,
});

export const blogDetailContract = defineContract({
  id: "blogDetail",
  method: "GET",
  path: "/api/v2/blogs/by-slug/:category/:slug",
  summary: "A blog by category and slug: published ones for everyone, every status for its author and the team; 404 exception.blog.not_found otherwise",
  tags: ["blogs"],
  auth: "public",
  params: ZBlogSlugParams,
  response: ZBlogDetail,
});

export const createBlogContract = defineContract({
  id: "createBlog",
  method: "POST",
  path: "/api/v2/blogs",
  summary: `Writes a blog as a draft (or submits it at once with submit: true); the slug comes from the title. ${WRITE_ERRORS}`,
  tags: ["blogs"],
  auth: "user",
  body: ZBlogWriteBody,
  response: ZBlogDetail,
});

export const updateBlogContract = defineContract({
  id: "updateBlog",
  method: "PUT",
  path: "/api/v2/blogs/:blogId",
  summary:
    "The author changes a blog (the slug stays unless the category changes). A published blog goes to post check (still shown). " +
    `submit: true submits a draft or rejected one. ${WRITE_ERRORS}; 404 exception.blog.not_found for anyone but the author`,
  tags: ["blogs"],
  auth: "user",
  params: ZBlogParams,
  body: ZBlogWriteBody,
  response: ZBlogDetail,
});

export const submitBlogContract = defineContract({
  id: "submitBlog",
  method: "POST",
  path: "/api/v2/blogs/:blogId/submit",
  summary: "The author submits a draft or rejected blog for review (→ pending). 409 exception.blog.not_submittable; 422 validation.blog.body_too_short",
  tags: ["blogs"],
  auth: "user",
  params: ZBlogParams,
  response: ZBlogDetail,
});

export const deleteBlogContract = defineContract({
  id: "deleteBlog",
  method: "DELETE",
  path: "/api/v2/blogs/:blogId",
  summary: "The author deletes a blog with its comments",
  tags: ["blogs"],
  auth: "user",
  params: ZBlogParams,
  response: z.object({ deleted: z.literal(true) }),
});

export const myBlogsContract = defineContract({
  id: "myBlogs",
  method: "GET",
  path: "/api/v2/blogs/mine",
  summary: `my_blogs: the caller's blogs, last changed first, ${PAGE_SIZE.default} a page, with the manager filters category and status (published, pending, rejected)`,
  tags: ["blogs"],
  auth: "user",
  query: ZMyBlogsQuery,
  response: ZMyBlogList,
});

export const blogCommentsContract = defineContract({
  id: "blogComments",
  method: "GET",
  path: "/api/v2/blogs/:blogId/comments",
  summary: `Comments of a published blog, newest first, ${BLOG_COMMENTS_PAGE_SIZE} a page (guests too)`,
  tags: ["blogs"],
  auth: "public",
  params: ZBlogParams,
  query: ZPageQuery,
  response: ZBlogCommentList,
});

export const addBlogCommentContract = defineContract({
  id: "addBlogComment",
  method: "POST",
  path: "/api/v2/blogs/:blogId/comments",
  summary:
    "Comments on a published blog (plain text, markup removed); the blog's author is notified. 422 validation.blog.comment_empty | comment_too_long; " +
    "403 exception.blog.blocked; 404 exception.blog.not_found",
  tags: ["blogs"],
  auth: "user",
  params: ZBlogParams,
  body: ZBlogCommentBody,
  response: ZBlogComment,
});

export const deleteBlogCommentContract = defineContract({
  id: "deleteBlogComment",
  method: "DELETE",
  path: "/api/v2/blogs/:blogId/comments/:commentId",
  summary: "The commenter, the blog's author or the team deletes a comment. 403 exception.blog.comment_not_yours; 404 exception.blog.comment_not_found",
  tags: ["blogs"],
  auth: "user",
  params: ZBlogCommentParams,
  response: z.object({ deleted: z.literal(true) }),
});

export const blogUploadTokenContract = defineContract({
  id: "blogUploadToken",
  method: "POST",
  path: "/api/v2/blogs/upload-token",
  summary: "An upload token for one blog image (cover or inline; the chunked upload; JPEG, PNG, WebP). 403 exception.blog.author_type_not_allowed",
  tags: ["blogs"],
  auth: "user",
  response: ZUploadToken,
});

export const blogMediaContract = defineContract({
  id: "blogMedia",
  method: "GET",
  path: "/api/v2/blogs/media/:mediaId/:size",
  summary:
    "A blog image (thumb 320 px or full 2048 px, WebP): everyone once a published blog shows it; before that only its uploader and the team. " +
    "404 exception.media.not_found otherwise",
  tags: ["blogs"],
  auth: "public",
  params: ZBlogMediaParams,
  responseContentType: "image/webp",
});

export const moderationBlogQueueContract = defineContract({
  id: "moderationBlogQueue",
  method: "GET",
  path: "/api/v2/moderation/blogs",
  summary: `Team only: blogs waiting for review (pending, and post check after an edit), oldest submission first, ${PAGE_SIZE.default} a page. 403 exception.common.forbidden`,
  tags: ["moderation"],
  auth: "user",
  query: ZPageQuery,
  response: ZModerationBlogList,
});

export const moderationBlogDetailContract = defineContract({
  id: "moderationBlogDetail",
  method: "GET",
  path: "/api/v2/moderation/blogs/:blogId",
  summary: "Team only: one blog in any status. 403 exception.common.forbidden; 404 exception.blog.not_found",
  tags: ["moderation"],
  auth: "user",
  params: ZBlogParams,
  response: ZBlogDetail,
});

export const approveBlogContract = defineContract({
  id: "approveBlog",
  method: "POST",
  path: "/api/v2/moderation/blogs/:blogId/approve",
  summary: "Team only: publishes a pending or post-check blog; the author is notified. 409 exception.blog.not_awaiting_review",
  tags: ["moderation"],
  auth: "user",
  params: ZBlogParams,
  response: ZBlogDetail,
});

export const rejectBlogContract = defineContract({
  id: "rejectBlog",
  method: "POST",
  path: "/api/v2/moderation/blogs/:blogId/reject",
  summary:
    "Team only: rejects a pending or post-check blog with a statement of reasons shown to the author (notified); a published one is taken down. " +
    "422 validation.blog.reason_required | reason_too_short | reason_too_long; 409 exception.blog.not_awaiting_review",
  tags: ["moderation"],
  auth: "user",
  params: ZBlogParams,
  body: ZRejectBlogBody,
  response: ZBlogDetail,
});

export const BLOG_SITEMAP_MAX = 40_000;
export const ZBlogSitemap = z.object({ items: z.array(z.object({ category: ZCategory, slug: z.string(), updated_at: z.string() })) });
export type TBlogSitemap = z.infer<typeof ZBlogSitemap>;

export const blogSitemapContract = defineContract({
  id: "blogSitemap",
  method: "GET",
  path: "/api/v2/blogs/sitemap",
  summary: `Every displayed blog's category and slug for sitemap.xml, newest first (at most ${BLOG_SITEMAP_MAX})`,
  tags: ["blogs"],
  auth: "public",
  response: ZBlogSitemap,
});

export const blogContracts = [
  blogSitemapContract,
  blogListContract,
  myBlogsContract,
  blogDetailContract,
  createBlogContract,
  updateBlogContract,
  submitBlogContract,
  deleteBlogContract,
  blogCommentsContract,
  addBlogCommentContract,
  deleteBlogCommentContract,
  blogUploadTokenContract,
  blogMediaContract,
  moderationBlogQueueContract,
  moderationBlogDetailContract,
  approveBlogContract,
  rejectBlogContract,
] as const;
