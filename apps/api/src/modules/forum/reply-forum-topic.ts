import { FORUM_POSTS_PAGE_SIZE, type TForumPost } from "@samtrot/api-client/contracts";
import type { Database, DatabaseTx } from "@samtrot/db";
import type { TClock } from "../../http/clock.js";
import { AppError } from "../../http/errors.js";
import { isStaff, loadViewer } from "../profiles/profile-viewer.js";
import { claimForumPost, forumPostText, refuseForumAdText } from "./forum-text.js";
import { notifyForumPost } from "./notify-forum.js";
import { postSelect, postView, shownAuthorSql, shownTopic, type TPostRow } from "./forum-views.js";

/**
 * Replies in a topic the replier may see. A locked topic takes replies from the team only (403
 * exception.forum.topic_locked). A quote must be a shown post of the same topic (422 validation.forum.quote_not_found).
 * The starter, those who posted in it and those it mentions hear of it as their forum_notifications say
 * (notifyForumPost); all in one transaction.
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
    await notifyForumPost(tx, { topicId: input.topicId, title: topic.title, boardSlug: topic.board_slug, authorId: input.userId, postId, pageNo, text }, true);
    return { post: postView(row!, input.userId, now), page_no: pageNo };
  });
}
