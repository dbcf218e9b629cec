import type { Hono } from "hono";
import {
  addBlogCommentContract,
  approveBlogContract,
  blogCommentsContract,
  blogDetailContract,
  blogListContract,
  blogMediaContract,
  blogSitemapContract,
  blogUploadTokenContract,
  createBlogContract,
  deleteBlogCommentContract,
  deleteBlogContract,
  moderationBlogDetailContract,
  moderationBlogQueueContract,
  myBlogsContract,
  rejectBlogContract,
  submitBlogContract,
  updateBlogContract,
} from "@samtrot/api-client/contracts";
import { mayWriteBlog } from "@samtrot/blogs";
import { optionalUser, requireUser } from "../../http/auth.js";
import { route } from "../../http/contract-route.js";
import { AppError } from "../../http/errors.js";
import type { TAppDeps, TAppEnv } from "../../http/types.js";
import { createUploadToken } from "../media/create-upload-token.js";
import { createFileMediaStorage, mediaDirOf } from "../media/media-storage.js";
import { requireModerator } from "../moderation/require-moderator.js";
import { loadViewer } from "../profiles/profile-viewer.js";
import { addBlogComment, deleteBlogComment, listBlogComments } from "./blog-comments.js";
import { serveBlogImage } from "./blog-images.js";
import { deleteBlog } from "./delete-blog.js";
import { moderateBlog } from "./moderate-blog.js";
import { listBlogSitemap, listBlogs, listModerationQueue, listMyBlogs, readBlogBySlug, readBlogForModeration } from "./read-blogs.js";
import { createBlog, updateBlog } from "./save-blog.js";
import { submitBlog } from "./submit-blog.js";

/** The blog endpoints and the team's blog moderation (contracts: packages/api-client/src/contracts/blogs.ts). */
export function registerBlogRoutes(app: Hono<TAppEnv>, deps: TAppDeps): void {
  const { database, clock, env } = deps;
  const use = { database, clock };
  const storage = createFileMediaStorage(mediaDirOf(env));
  const viewerId = async (c: Parameters<typeof optionalUser>[0]) => (await optionalUser(c))?.userId ?? null;

  // static paths first (mine, upload-token, media, by-slug) so no :blogId pattern sees them
  route(app, blogSitemapContract, async () => listBlogSitemap(use));
  route(app, myBlogsContract, async ({ c, query }) => listMyBlogs(use, { userId: (await requireUser(c)).userId, query }));
  route(app, blogUploadTokenContract, async ({ c }) => {
    const { userId } = await requireUser(c);
    if (!mayWriteBlog((await loadViewer(database, userId)).userType)) throw new AppError(403, "exception.blog.author_type_not_allowed");
    return createUploadToken(database, { userId, purpose: "blog" });
  });
  route(app, blogMediaContract, async ({ c, params }) =>
    serveBlogImage({ database, storage }, { viewerId: await viewerId(c), mediaId: Number(params.mediaId), size: params.size as "thumb" | "full" }),
  );
  route(app, blogDetailContract, async ({ c, params }) => readBlogBySlug(use, { viewerId: await viewerId(c), category: params.category!, slug: params.slug! }));
  route(app, blogListContract, async ({ c, query }) => listBlogs(use, { viewerId: await viewerId(c), query }));
  route(app, createBlogContract, async ({ c, body }) => createBlog(use, { userId: (await requireUser(c)).userId, body }), { status: 201 });
  route(app, updateBlogContract, async ({ c, params, body }) => updateBlog(use, { userId: (await requireUser(c)).userId, blogId: Number(params.blogId), body }));
  route(app, submitBlogContract, async ({ c, params }) => submitBlog(use, { userId: (await requireUser(c)).userId, blogId: Number(params.blogId) }));
  route(app, deleteBlogContract, async ({ c, params }) => deleteBlog(use, { userId: (await requireUser(c)).userId, blogId: Number(params.blogId) }));
  route(app, blogCommentsContract, async ({ c, params, query }) => listBlogComments(use, { viewerId: await viewerId(c), blogId: Number(params.blogId), pageNo: query.page_no }));
  route(app, addBlogCommentContract, async ({ c, params, body }) => addBlogComment(use, { userId: (await requireUser(c)).userId, blogId: Number(params.blogId), text: body.text }), {
    status: 201,
  });
  route(app, deleteBlogCommentContract, async ({ c, params }) =>
    deleteBlogComment(use, { userId: (await requireUser(c)).userId, blogId: Number(params.blogId), commentId: Number(params.commentId) }),
  );

  // moderation: every handler starts with the one team-only guard
  route(app, moderationBlogQueueContract, async ({ c, query }) => {
    await requireModerator(c, database);
    return listModerationQueue(use, { pageNo: query.page_no });
  });
  route(app, moderationBlogDetailContract, async ({ c, params }) =>
    readBlogForModeration(use, { moderatorId: (await requireModerator(c, database)).userId, blogId: Number(params.blogId) }),
  );
  route(app, approveBlogContract, async ({ c, params }) =>
    moderateBlog(use, { moderatorId: (await requireModerator(c, database)).userId, blogId: Number(params.blogId), decision: "approve" }),
  );
  route(app, rejectBlogContract, async ({ c, params, body }) =>
    moderateBlog(use, { moderatorId: (await requireModerator(c, database)).userId, blogId: Number(params.blogId), decision: "reject", reason: body.reason }),
  );
}
