import { isValidUsername } from "@samtrot/constants-catalogue";
import type { DatabaseTx } from "@samtrot/db";
import { notBlockedEitherWaySql } from "../blocks/is-blocked-either.js";
import { createNotifications } from "../notifications/create-notifications.js";

/** The web path of a post (without the locale prefix): its topic's page that holds it. */
export function forumPostPath(boardSlug: string, topicId: number, pageNo: number, postId: number): string {
  return `/community/forum/${boardSlug}/${topicId}${pageNo > 1 ? `?page=${pageNo}` : ""}#post-${postId}`;
}

/** At most this many people are told of one post's mentions (a list of names is not a broadcast). */
export const FORUM_MENTIONS_MAX = 10;

/** The usernames a post mentions as "@name", in order, without repeats (case-insensitive), at most FORUM_MENTIONS_MAX. */
export function mentionedUsernames(text: string): string[] {
  const seen = new Map<string, string>();
  for (const match of text.matchAll(/(?:^|[^\p{L}\p{N}_.@-])@([\p{L}\p{N}][\p{L}\p{N}_.-]*)/gu)) {
    // a sentence's full stop or dash after the name is not part of it
    const name = match[1]!.replace(/[_.-]+$/u, "");
    if (isValidUsername(name) && !seen.has(name.toLowerCase())) seen.set(name.toLowerCase(), name);
    if (seen.size === FORUM_MENTIONS_MAX) break;
  }
  return [...seen.values()];
}

type TPostNews = { topicId: number; title: string; boardSlug: string; authorId: number; postId: number; pageNo: number; text: string };

/**
 * Who hears of a new post (forum_notifications, decision 042): the topic's starter of a reply (`replies`, on by
 * default), everyone else who posted in it (`followed_threads`, off by default), and anyone it mentions by "@name"
 * (`mentions`, on by default; forum_mention, not twice for one who already hears of the reply). Never the author,
 * never across a block, never deleted accounts.
 */
export async function notifyForumPost(tx: DatabaseTx, news: TPostNews, isReply: boolean): Promise<void> {
  const link = forumPostPath(news.boardSlug, news.topicId, news.pageNo, news.postId);
  const told = new Set<number>();
  if (isReply) {
    const rows = await tx.query<{ user_id: string | number; username: string }>(
      `select distinct p.author_id as user_id, r.username
         from forum_posts p
         join forum_topics t on t.id = p.topic_id
         join users u on u.id = p.author_id
         join users r on r.id = $2
         left join user_settings s on s.user_id = p.author_id
        where p.topic_id = $1 and p.removed_at is null and p.author_id <> $2 and u.deleted_at is null
          and case when p.author_id = t.author_id
                   then coalesce((s.forum_notifications ->> 'replies')::boolean, true)
                   else coalesce((s.forum_notifications ->> 'followed_threads')::boolean, false) end
          and ${notBlockedEitherWaySql("$2", "p.author_id")}`,
      [news.topicId, news.authorId],
    );
    for (const row of rows) told.add(Number(row.user_id));
    await createNotifications(
      tx,
      rows.map((row) => ({
        userId: Number(row.user_id),
        kind: "forum_reply" as const,
        actorId: news.authorId,
        params: { username: row.username, title: news.title, topic_id: news.topicId, post_id: news.postId },
        link,
      })),
    );
  }
  const names = mentionedUsernames(news.text);
  if (names.length === 0) return;
  const mentioned = await tx.query<{ user_id: string | number; username: string }>(
    `select u.id as user_id, r.username
       from users u
       join users r on r.id = $2
       left join user_settings s on s.user_id = u.id
      where lower(u.username) = any($1::text[]) and u.id <> $2 and u.deleted_at is null and not u.is_banned
        and coalesce((s.forum_notifications ->> 'mentions')::boolean, true)
        and ${notBlockedEitherWaySql("$2", "u.id")}`,
    [names.map((name) => name.toLowerCase()), news.authorId],
  );
  await createNotifications(
    tx,
    mentioned
      .filter((row) => !told.has(Number(row.user_id)))
      .map((row) => ({
        userId: Number(row.user_id),
        kind: "forum_mention" as const,
        actorId: news.authorId,
        params: { username: row.username, title: news.title, topic_id: news.topicId, post_id: news.postId },
        link,
      })),
  );
}
