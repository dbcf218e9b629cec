import type { Hono } from "hono";
import {
  createForumTopicContract,
  editForumPostContract,
  forumBoardsContract,
  forumThreadContract,
  forumTopicsContract,
  moderateForumTopicContract,
  removeForumPostContract,
  replyForumTopicContract,
} from "@samtrot/api-client/contracts";
import { requireUser } from "../../http/auth.js";
import { route } from "../../http/contract-route.js";
import type { TAppDeps, TAppEnv } from "../../http/types.js";
import { webBaseOf } from "../accounts/web-links.js";
import { requireModerator } from "../moderation/require-moderator.js";
import { createForumTopic } from "./create-forum-topic.js";
import { editForumPost } from "./edit-forum-post.js";
import { moderateForumTopic, removeForumPost } from "./moderate-forum.js";
import { listForumBoards, listForumTopics, readForumThread } from "./read-forum.js";
import { replyForumTopic } from "./reply-forum-topic.js";

/**
 * The forum (contracts: packages/api-client/src/contracts/forum.ts; decision 042). The board list is public; every
 * other endpoint needs a signed-in user (401 before any input is read), the moderation ones a team user.
 */
export function registerForumRoutes(app: Hono<TAppEnv>, deps: TAppDeps): void {
  const use = { database: deps.database, clock: deps.clock };

  route(app, forumBoardsContract, async ({ query }) => listForumBoards(use, { lang: query.lang }));
  route(app, forumTopicsContract, async ({ c, params, query }) =>
    listForumTopics(use, { userId: (await requireUser(c)).userId, slug: params.slug!, pageNo: query.page_no }),
  );
  route(app, forumThreadContract, async ({ c, params, query }) =>
    readForumThread(use, { userId: (await requireUser(c)).userId, topicId: Number(params.topicId), pageNo: query.page_no }),
  );
  route(
    app,
    createForumTopicContract,
    async ({ c, params, body }) =>
      createForumTopic(use, { userId: (await requireUser(c)).userId, slug: params.slug!, title: body.title, text: body.text, webBase: webBaseOf(c, deps.env) }),
    { status: 201 },
  );
  route(
    app,
    replyForumTopicContract,
    async ({ c, params, body }) =>
      replyForumTopic(use, { userId: (await requireUser(c)).userId, topicId: Number(params.topicId), text: body.text, quotePostId: body.quote_post_id, webBase: webBaseOf(c, deps.env) }),
    { status: 201 },
  );
  route(app, editForumPostContract, async ({ c, params, body }) => editForumPost(use, { userId: (await requireUser(c)).userId, postId: Number(params.postId), text: body.text }));
  route(app, removeForumPostContract, async ({ c, params }) => {
    const { userId } = await requireModerator(c, deps.database);
    return removeForumPost(use, { moderatorId: userId, postId: Number(params.postId) });
  });
  route(app, moderateForumTopicContract, async ({ c, params, body }) => {
    const { userId } = await requireModerator(c, deps.database);
    return moderateForumTopic(use, { moderatorId: userId, topicId: Number(params.topicId), isLocked: body.is_locked, isPinned: body.is_pinned });
  });
}
