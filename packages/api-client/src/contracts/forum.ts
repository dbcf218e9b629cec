import { z } from "zod";
import { defineContract } from "./define-contract.js";
import { ZPageNo } from "./gallery.js";

// The forum (issue 17 item 6; spec 000 §2 community/* "embedded forum"): boards per language, topics with replies,
// plain text through the allow-list sanitiser. Guests see the board list only; topics and threads are for signed-in
// users. Paths, shapes and limits are ours; decision record 042.

/** Topics a page of a board, posts a page of a thread. */
export const FORUM_TOPICS_PAGE_SIZE = 20;
export const FORUM_POSTS_PAGE_SIZE = 20;
/** Title length of a topic, in characters after sanitising. */
export const FORUM_TITLE_MIN = 3;
export const FORUM_TITLE_MAX = 120;
/** Longest post, in characters after sanitising. */
export const FORUM_POST_MAX = 10_000;
/** The author may change a post for this long after writing it. */
export const FORUM_EDIT_MINUTES = 15;
/** Flood limit: at least this many seconds between two posts (topics or replies) of one user; the team has none. */
export const FORUM_POST_INTERVAL_SECONDS = 20;
/** The longest excerpt of a quoted post shown above a reply. */
export const FORUM_QUOTE_EXCERPT_MAX = 300;

const ZId = z.coerce.number({ invalid_type_error: "validation.common.invalid_type" }).int().positive().max(Number.MAX_SAFE_INTEGER);
const ZSlug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/, { message: "validation.common.invalid_choice" });
export const ZForumBoardParams = z.object({ slug: ZSlug });
export const ZForumTopicParams = z.object({ topicId: ZId });
export const ZForumPostParams = z.object({ postId: ZId });

export const ZForumBoard = z.object({
  id: z.number().int(),
  slug: z.string(),
  language: z.enum(["de", "en"]),
  name: z.string(),
  description: z.string(),
  topic_count: z.number().int(),
  /** replies and opening posts of shown topics */
  post_count: z.number().int(),
  last_post_at: z.string().nullable(),
});
export type TForumBoard = z.infer<typeof ZForumBoard>;

export const ZForumBoardsQuery = z
  .object({ lang: z.enum(["de", "en", "es", "pl"], { message: "validation.common.invalid_choice" }).default("de") })
  .strict();
export const ZForumBoardList = z.object({ items: z.array(ZForumBoard) });

export const forumBoardsContract = defineContract({
  id: "forumBoards",
  method: "GET",
  path: "/api/v2/forum/boards",
  summary: "The open boards of a page language (de: German boards, en/es/pl: English boards) with topic and post counts and last activity. Guests too",
  tags: ["forum"],
  auth: "public",
  query: ZForumBoardsQuery,
  response: ZForumBoardList,
});

export const ZForumAuthor = z.object({ id: z.number().int(), username: z.string(), user_type: z.number().int(), avatar_url: z.string() });

export const ZForumTopic = z.object({
  id: z.number().int(),
  board_slug: z.string(),
  title: z.string(),
  author: ZForumAuthor,
  created_at: z.string(),
  last_post_at: z.string(),
  reply_count: z.number().int(),
  /** the newest post the viewer may see (null: none besides those hidden by a block) */
  last_post: z.object({ id: z.number().int(), username: z.string(), created_at: z.string() }).nullable(),
  is_locked: z.boolean(),
  is_pinned: z.boolean(),
});
export type TForumTopic = z.infer<typeof ZForumTopic>;

export const ZForumViewer = z.object({
  /** a team user: removes posts, locks and pins topics; no flood limit */
  is_moderator: z.boolean(),
  /** the flood limit lets the viewer's next post through from then on (null: now) */
  next_post_at: z.string().nullable(),
});
export type TForumViewer = z.infer<typeof ZForumViewer>;

export const ZForumPageQuery = z.object({ page_no: ZPageNo }).strict();

export const ZForumTopicList = z.object({
  board: ZForumBoard,
  /** pinned first, then newest activity first */
  items: z.array(ZForumTopic),
  total: z.number().int(),
  page_no: z.number().int(),
  page_size: z.number().int(),
  viewer: ZForumViewer,
});
export type TForumTopicList = z.infer<typeof ZForumTopicList>;

export const forumTopicsContract = defineContract({
  id: "forumTopics",
  method: "GET",
  path: "/api/v2/forum/boards/:slug/topics",
  summary:
    `A board's topics, pinned first, then newest activity first, ${FORUM_TOPICS_PAGE_SIZE} a page, with reply counts and the last post; ` +
    "without topics of users the viewer blocked or who blocked the viewer. 404 exception.forum.board_not_found",
  tags: ["forum"],
  auth: "user",
  params: ZForumBoardParams,
  query: ZForumPageQuery,
  response: ZForumTopicList,
});

export const ZForumPost = z.object({
  id: z.number().int(),
  topic_id: z.number().int(),
  /** plain text; the web renders it as text, links only through messageSegments() */
  body: z.string(),
  author: ZForumAuthor,
  created_at: z.string(),
  edited_at: z.string().nullable(),
  /** the quoted post while the viewer may see it (excerpt of at most FORUM_QUOTE_EXCERPT_MAX characters) */
  quote: z.object({ post_id: z.number().int(), username: z.string(), excerpt: z.string() }).nullable(),
  /** the opening post of its topic */
  is_opening: z.boolean(),
  /** the viewer wrote it and the edit window is open (until editable_until) */
  can_edit: z.boolean(),
  editable_until: z.string().nullable(),
});
export type TForumPost = z.infer<typeof ZForumPost>;

export const ZForumThread = z.object({
  topic: ZForumTopic,
  board: ZForumBoard,
  /** oldest first */
  items: z.array(ZForumPost),
  total: z.number().int(),
  page_no: z.number().int(),
  page_size: z.number().int(),
  viewer: ZForumViewer,
});
export type TForumThread = z.infer<typeof ZForumThread>;

export const forumThreadContract = defineContract({
  id: "forumThread",
  method: "GET",
  path: "/api/v2/forum/topics/:topicId",
  summary:
    `A topic and its posts, oldest first, ${FORUM_POSTS_PAGE_SIZE} a page; no removed posts, none of users with a block between them and the viewer. ` +
    "404 exception.forum.topic_not_found (also removed, or its author blocked either way)",
  tags: ["forum"],
  auth: "user",
  params: ZForumTopicParams,
  query: ZForumPageQuery,
  response: ZForumThread,
});

const ZPostText = z
  .string({ required_error: "validation.forum.empty_post", invalid_type_error: "validation.common.invalid_type" })
  .max(FORUM_POST_MAX * 4, { message: "validation.forum.post_too_long" });

export const ZCreateForumTopicBody = z
  .object({
    title: z
      .string({ required_error: "validation.forum.title_too_short", invalid_type_error: "validation.common.invalid_type" })
      .max(FORUM_TITLE_MAX * 4, { message: "validation.forum.title_too_long" }),
    text: ZPostText,
  })
  .strict();
export type TCreateForumTopicBody = z.infer<typeof ZCreateForumTopicBody>;

export const ZCreatedForumTopic = z.object({ topic: ZForumTopic, post: ZForumPost });

const FLOOD = `429 exception.forum.slow_mode (meta.next_post_at, meta.retry_after seconds; ${FORUM_POST_INTERVAL_SECONDS} s between two posts)`;
const AD_TEXT = "422 validation.ad_text.* (banned advertising text)";

export const createForumTopicContract = defineContract({
  id: "createForumTopic",
  method: "POST",
  path: "/api/v2/forum/boards/:slug/topics",
  summary:
    `Starts a topic with its opening post (plain text; markup removed by the allow-list sanitiser). 422 validation.forum.title_too_short | title_too_long ` +
    `(${FORUM_TITLE_MIN}–${FORUM_TITLE_MAX}) | empty_post | post_too_long (over ${FORUM_POST_MAX}); ${AD_TEXT}; ${FLOOD}; 404 exception.forum.board_not_found`,
  tags: ["forum"],
  auth: "user",
  params: ZForumBoardParams,
  body: ZCreateForumTopicBody,
  response: ZCreatedForumTopic,
});

export const ZForumReplyBody = z
  .object({
    text: ZPostText,
    /** quote a shown post of the same topic */
    quote_post_id: z.number({ invalid_type_error: "validation.common.invalid_type" }).int().positive().nullish(),
  })
  .strict();
export type TForumReplyBody = z.infer<typeof ZForumReplyBody>;

export const ZCreatedForumReply = z.object({
  post: ZForumPost,
  /** the thread page the reply is on */
  page_no: z.number().int(),
});

export const replyForumTopicContract = defineContract({
  id: "replyForumTopic",
  method: "POST",
  path: "/api/v2/forum/topics/:topicId/posts",
  summary:
    "Replies in a topic; its starter hears of it (forum_reply) when forum_notifications.replies is on, others who posted in it when followed_threads is on, and @mentioned users (forum_mention) when mentions is on, unless a block stands between them. " +
    `422 validation.forum.empty_post | post_too_long | validation.forum.quote_not_found; ${AD_TEXT}; ${FLOOD}; 403 exception.forum.topic_locked; 404 exception.forum.topic_not_found`,
  tags: ["forum"],
  auth: "user",
  params: ZForumTopicParams,
  body: ZForumReplyBody,
  response: ZCreatedForumReply,
});

export const ZEditForumPostBody = z.object({ text: ZPostText }).strict();

export const editForumPostContract = defineContract({
  id: "editForumPost",
  method: "PATCH",
  path: "/api/v2/forum/posts/:postId",
  summary:
    `The author changes a post within ${FORUM_EDIT_MINUTES} minutes of writing it. 403 exception.forum.edit_window_closed | exception.forum.not_own_post | ` +
    `exception.forum.topic_locked; 422 validation.forum.empty_post | post_too_long; ${AD_TEXT}; 404 exception.forum.post_not_found`,
  tags: ["forum"],
  auth: "user",
  params: ZForumPostParams,
  body: ZEditForumPostBody,
  response: ZForumPost,
});

export const ZRemovedForumPost = z.object({ post_id: z.number().int(), topic_id: z.number().int(), topic_removed: z.boolean() });

export const removeForumPostContract = defineContract({
  id: "removeForumPost",
  method: "DELETE",
  path: "/api/v2/moderation/forum/posts/:postId",
  summary:
    "Team only: removes a post (an opening post removes its topic). 403 exception.common.forbidden; 404 exception.forum.post_not_found (also when removed already)",
  tags: ["forum", "moderation"],
  auth: "user",
  params: ZForumPostParams,
  response: ZRemovedForumPost,
});

export const ZModerateForumTopicBody = z
  .object({
    is_locked: z.boolean({ invalid_type_error: "validation.common.invalid_type" }).optional(),
    is_pinned: z.boolean({ invalid_type_error: "validation.common.invalid_type" }).optional(),
  })
  .strict();

export const moderateForumTopicContract = defineContract({
  id: "moderateForumTopic",
  method: "PATCH",
  path: "/api/v2/moderation/forum/topics/:topicId",
  summary: "Team only: locks or unlocks (no more replies), pins or unpins (first in its board) a topic. 403 exception.common.forbidden; 404 exception.forum.topic_not_found",
  tags: ["forum", "moderation"],
  auth: "user",
  params: ZForumTopicParams,
  body: ZModerateForumTopicBody,
  response: ZForumTopic,
});

export const forumContracts = [
  forumBoardsContract,
  forumTopicsContract,
  forumThreadContract,
  createForumTopicContract,
  replyForumTopicContract,
  editForumPostContract,
  removeForumPostContract,
  moderateForumTopicContract,
] as const;
