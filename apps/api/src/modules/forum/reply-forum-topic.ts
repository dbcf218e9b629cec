import { FORUM_POSTS_PAGE_SIZE, type TForumPost } from "@samtrot/api-client/contracts";
import type { Database, DatabaseTx } from "@samtrot/db";
import type { TClock } from "../../http/clock.js";
import { AppError } from "../../http/errors.js";
import { notBlockedEitherWaySql } from "../blocks/is-blocked-either.js";
import { createNotifications } from "../notifications/create-notifications.js";
import { isStaff, loadViewer } from "../profiles/profile-viewer.js";
import { claimForumPost, forumPostText, refuseForumAdText } from "./forum-text.js";
import { postSelect, postView, shownAuthorSql, shownTopic, type TPostRow } from "./forum-views.js";

/** The web path of a post (without the locale prefix): its topic's page that holds it. */
export function forumPostPath(boardSlug: string, topicId: number, pageNo: number, postId: number): string {
  return `/community/forum/${boardSlug}/${topicId}${pageNo > 1 ? `?page=${pageNo}` : ""}#post-${postId}`;
}

/**
 * Replies in a topic the replier may see. A locked topic takes replies from the team only (403
 * exception.forum.topic_locked). A quote must be a shown post of the same topic (422 validation.forum.quote_not_found).
 * Everyone who started or posted in the topic hears of it (notification forum_reply), unless their
 * forum_notifications.replies is off or a block stands between them and the replier; all in one transaction.
 */
export async function replyForumTopic(
  { database, clock }: { database: Database; clock: TClock },
  input: { userId: number; topicId: number; text: string; quotePostId?: number | null; webBase: string | null },
): Promise<{ post: TForumPost; page_no: number }> {
  const text = forumPostText(input.text);
  refuseForumAdText(input.userId, { text });
  return database.transaction(async (tx) => {
    const now = clock.now();
    const topic = await shownTopic(tx, input.topicId, input.userId, true);
    const isModerator = isStaff(await loadViewer(tx, input.userId));
    if (topic.is_locked && !isModerator) throw new AppError(403, "exception.forum.topic_locked");
    if (input.quotePostId) {
      const [quoted] = await tx.query(
        `select 1 from forum_posts p join users pu on pu.id = p.author_id where p.id = $1 and p.topic_id = $2 and p.removed_at is null and ${shownAuthorSql("$3", "pu")}`,
        [input.quotePostId, input.topicId, input.userId],
      );
      if (!quoted) throw new AppError(422, "validation.forum.quote_not_found", "quote_post_id");
    }
    await claimForumPost(tx, { userId: input.userId, now, isModerator, webBase: input.webBase });
    const [inserted] = await tx.query<{ id: string | number }>(
      `insert into forum_posts (topic_id, author_id, body, quote_post_id, created_at) values ($1, $2, $3, $4, $5) returning id`,
      [input.topicId, input.userId, text, input.quotePostId ?? null, now],
    );
    const postId = Number(inserted!.id);
    await tx.query("update forum_topics set post_count = post_count + 1, last_post_at = $2 where id = $1", [input.topicId, now]);
    const [row] = await tx.query<TPostRow>(`${postSelect("$2")} where p.id = $1`, [postId, input.userId]);
    const [position] = await tx.query<{ n: number }>("select count(*)::int as n from forum_posts where topic_id = $1 and removed_at is null and id <= $2", [input.topicId, postId]);
    const pageNo = Math.max(1, Math.ceil(position!.n / FORUM_POSTS_PAGE_SIZE));
    await notifyReply(tx, { topicId: input.topicId, title: topic.title, boardSlug: topic.board_slug, replierId: input.userId, postId, pageNo });
    return { post: postView(row!, input.userId, now), page_no: pageNo };
  });
}

/** forum_reply to everyone with a shown post in the topic (the starter included) who wants it; not across a block. */
async function notifyReply(tx: DatabaseTx, input: { topicId: number; title: string; boardSlug: string; replierId: number; postId: number; pageNo: number }) {
  const rows = await tx.query<{ user_id: string | number; username: string }>(
    `select distinct p.author_id as user_id, r.username
       from forum_posts p
       join users u on u.id = p.author_id
       join users r on r.id = $2
       left join user_settings s on s.user_id = p.author_id
      where p.topic_id = $1 and p.removed_at is null and p.author_id <> $2 and u.deleted_at is null
        and coalesce((s.forum_notifications ->> 'replies')::boolean, true)
        and ${notBlockedEitherWaySql("$2", "p.author_id")}`,
    [input.topicId, input.replierId],
  );
  await createNotifications(
    tx,
    rows.map((row) => ({
      userId: Number(row.user_id),
      kind: "forum_reply" as const,
      actorId: input.replierId,
      params: { username: row.username, title: input.title, topic_id: input.topicId, post_id: input.postId },
      link: forumPostPath(input.boardSlug, input.topicId, input.pageNo, input.postId),
    })),
  );
}
