import {
  FORUM_EDIT_MINUTES,
  FORUM_POST_INTERVAL_SECONDS,
  FORUM_QUOTE_EXCERPT_MAX,
  type TForumBoard,
  type TForumPost,
  type TForumTopic,
  type TForumViewer,
} from "@samtrot/api-client/contracts";
import type { DatabaseTx } from "@samtrot/db";
import { AppError } from "../../http/errors.js";
import { notBlockedEitherWaySql } from "../blocks/is-blocked-either.js";
import { avatarUrlOf } from "../media-gallery/avatar-url.js";

// Rows of the forum tables as the api answers them (contracts: packages/api-client/src/contracts/forum.ts; decision 042).

const iso = (value: Date | string) => new Date(value).toISOString();

/** A user the viewer may see in the forum: not deleted, not banned, no block either way ($viewer: the viewer's id). */
export function shownAuthorSql(viewerParam: string, alias: string): string {
  return `${alias}.deleted_at is null and not ${alias}.is_banned and ${notBlockedEitherWaySql(viewerParam, `${alias}.id`)}`;
}

export type TBoardRow = {
  id: string | number;
  slug: string;
  language: "de" | "en";
  name: string;
  description: string;
  topic_count: string | number;
  post_count: string | number | null;
  last_post_at: Date | null;
};

export const BOARD_COLUMNS = `bo.id, bo.slug, bo.language, bo.name, bo.description,
  (select count(*) from forum_topics t where t.board_id = bo.id and t.removed_at is null) as topic_count,
  (select coalesce(sum(t.post_count), 0) from forum_topics t where t.board_id = bo.id and t.removed_at is null) as post_count,
  (select max(t.last_post_at) from forum_topics t where t.board_id = bo.id and t.removed_at is null) as last_post_at`;

export function boardView(row: TBoardRow): TForumBoard {
  return {
    id: Number(row.id),
    slug: row.slug,
    language: row.language,
    name: row.name,
    description: row.description,
    topic_count: Number(row.topic_count),
    post_count: Number(row.post_count ?? 0),
    last_post_at: row.last_post_at ? iso(row.last_post_at) : null,
  };
}

/** An open board by its slug, or 404 exception.forum.board_not_found. */
export async function openBoardBySlug(tx: DatabaseTx, slug: string): Promise<TForumBoard> {
  const [row] = await tx.query<TBoardRow>(`select ${BOARD_COLUMNS} from forum_boards bo where bo.slug = $1 and bo.is_open`, [slug]);
  if (!row) throw new AppError(404, "exception.forum.board_not_found");
  return boardView(row);
}

export type TTopicRow = {
  id: string | number;
  board_id: string | number;
  board_slug: string;
  title: string;
  created_at: Date;
  last_post_at: Date;
  post_count: number;
  is_locked: boolean;
  is_pinned: boolean;
  author_id: string | number;
  author_username: string;
  author_user_type: number;
  last_id: string | number | null;
  last_username: string | null;
  last_created_at: Date | null;
};

/**
 * The topic columns (alias t, its author u, its board bo) with the newest post the viewer may see. `viewerParam`
 * is the placeholder of the viewer's id.
 */
export function topicSelect(viewerParam: string): string {
  return `select t.id, t.board_id, bo.slug as board_slug, t.title, t.created_at, t.last_post_at, t.post_count, t.is_locked, t.is_pinned,
      t.author_id, u.username as author_username, u.user_type as author_user_type,
      lp.id as last_id, lp.username as last_username, lp.created_at as last_created_at
    from forum_topics t
    join forum_boards bo on bo.id = t.board_id
    join users u on u.id = t.author_id
    left join lateral (
      select p.id, p.created_at, pu.username from forum_posts p join users pu on pu.id = p.author_id
       where p.topic_id = t.id and p.removed_at is null and ${shownAuthorSql(viewerParam, "pu")}
       order by p.id desc limit 1
    ) lp on true`;
}

/** A topic the viewer may see: not removed, its board open, its author shown to the viewer. */
export function shownTopicSql(viewerParam: string): string {
  return `t.removed_at is null and bo.is_open and ${shownAuthorSql(viewerParam, "u")}`;
}

export function topicView(row: TTopicRow): TForumTopic {
  const authorId = Number(row.author_id);
  return {
    id: Number(row.id),
    board_slug: row.board_slug,
    title: row.title,
    author: { id: authorId, username: row.author_username, user_type: Number(row.author_user_type), avatar_url: avatarUrlOf(authorId) },
    created_at: iso(row.created_at),
    last_post_at: iso(row.last_post_at),
    reply_count: Math.max(0, Number(row.post_count) - 1),
    last_post: row.last_id !== null && row.last_username !== null && row.last_created_at ? { id: Number(row.last_id), username: row.last_username, created_at: iso(row.last_created_at) } : null,
    is_locked: row.is_locked,
    is_pinned: row.is_pinned,
  };
}

/** A topic the viewer may see (for update: locks it), or 404 exception.forum.topic_not_found. */
export async function shownTopic(tx: DatabaseTx, topicId: number, viewerId: number, forUpdate = false): Promise<TTopicRow> {
  const [row] = await tx.query<TTopicRow>(`${topicSelect("$2")} where t.id = $1 and ${shownTopicSql("$2")}${forUpdate ? " for update of t" : ""}`, [topicId, viewerId]);
  if (!row) throw new AppError(404, "exception.forum.topic_not_found");
  return row;
}

export type TPostRow = {
  id: string | number;
  topic_id: string | number;
  body: string;
  created_at: Date;
  edited_at: Date | null;
  author_id: string | number;
  username: string;
  user_type: number;
  quote_id: string | number | null;
  quote_username: string | null;
  quote_body: string | null;
  first_post_id: string | number;
};

/** The post columns (alias p, its author pu) with the quoted post while the viewer may see it. */
export function postSelect(viewerParam: string): string {
  return `select p.id, p.topic_id, p.body, p.created_at, p.edited_at, p.author_id, pu.username, pu.user_type,
      q.id as quote_id, qu.username as quote_username, q.body as quote_body,
      (select min(f.id) from forum_posts f where f.topic_id = p.topic_id) as first_post_id
    from forum_posts p
    join users pu on pu.id = p.author_id
    left join forum_posts q on q.id = p.quote_post_id and q.removed_at is null
    left join users qu on qu.id = q.author_id and ${shownAuthorSql(viewerParam, "qu")}`;
}

/** A post shown to the viewer: not removed, its author shown. */
export function shownPostSql(viewerParam: string): string {
  return `p.removed_at is null and ${shownAuthorSql(viewerParam, "pu")}`;
}

function excerpt(text: string): string {
  const chars = [...text];
  return chars.length <= FORUM_QUOTE_EXCERPT_MAX ? text : `${chars.slice(0, FORUM_QUOTE_EXCERPT_MAX).join("").trimEnd()}…`;
}

export function postView(row: TPostRow, viewerId: number, now: Date): TForumPost {
  const authorId = Number(row.author_id);
  const until = new Date(new Date(row.created_at).getTime() + FORUM_EDIT_MINUTES * 60_000);
  const canEdit = authorId === viewerId && until > now;
  return {
    id: Number(row.id),
    topic_id: Number(row.topic_id),
    body: row.body,
    author: { id: authorId, username: row.username, user_type: Number(row.user_type), avatar_url: avatarUrlOf(authorId) },
    created_at: iso(row.created_at),
    edited_at: row.edited_at ? iso(row.edited_at) : null,
    quote: row.quote_id !== null && row.quote_username !== null && row.quote_body !== null ? { post_id: Number(row.quote_id), username: row.quote_username, excerpt: excerpt(row.quote_body) } : null,
    is_opening: Number(row.first_post_id) === Number(row.id),
    can_edit: canEdit,
    editable_until: canEdit ? until.toISOString() : null,
  };
}

/** What the viewer may do: moderate, and when the flood limit lets the next post through. */
export async function forumViewer(tx: DatabaseTx, input: { userId: number; isModerator: boolean; now: Date }): Promise<TForumViewer> {
  if (input.isModerator) return { is_moderator: true, next_post_at: null };
  const [row] = await tx.query<{ last_post_at: Date | null }>("select last_post_at from forum_writers where user_id = $1", [input.userId]);
  const next = row?.last_post_at ? new Date(row.last_post_at).getTime() + FORUM_POST_INTERVAL_SECONDS * 1000 : 0;
  return { is_moderator: false, next_post_at: next > input.now.getTime() ? new Date(next).toISOString() : null };
}
