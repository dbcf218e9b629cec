import type { TForumPost, TForumTopic } from "@samtrot/api-client/contracts";
import type { Database } from "@samtrot/db";
import type { TClock } from "../../http/clock.js";
import { isStaff, loadViewer } from "../profiles/profile-viewer.js";
import { claimForumPost, forumPostText, forumTitle, refuseForumAdText } from "./forum-text.js";
import { openBoardBySlug, postSelect, postView, shownTopic, topicView, type TPostRow } from "./forum-views.js";
import { notifyForumPost } from "./notify-forum.js";

/** Starts a topic in an open board with its opening post (sanitised, ad-text rules, flood limit), in one transaction. */
export async function createForumTopic(
  { database, clock }: { database: Database; clock: TClock },
  input: { userId: number; slug: string; title: string; text: string; webBase: string | null },
): Promise<{ topic: TForumTopic; post: TForumPost }> {
  const title = forumTitle(input.title);
  const text = forumPostText(input.text);
  refuseForumAdText(input.userId, { title, text });
  return database.transaction(async (tx) => {
    const now = clock.now();
    const board = await openBoardBySlug(tx, input.slug);
    const isModerator = isStaff(await loadViewer(tx, input.userId));
    await claimForumPost(tx, { userId: input.userId, now, isModerator, webBase: input.webBase });
    const [topic] = await tx.query<{ id: string | number }>(
      `insert into forum_topics (board_id, author_id, title, created_at, last_post_at) values ($1, $2, $3, $4, $4) returning id`,
      [board.id, input.userId, title, now],
    );
    const topicId = Number(topic!.id);
    const [post] = await tx.query<{ id: string | number }>(`insert into forum_posts (topic_id, author_id, body, created_at) values ($1, $2, $3, $4) returning id`, [
      topicId,
      input.userId,
      text,
      now,
    ]);
    const [row] = await tx.query<TPostRow>(`${postSelect("$2")} where p.id = $1`, [post!.id, input.userId]);
    await notifyForumPost(tx, { topicId, title, boardSlug: board.slug, authorId: input.userId, postId: Number(post!.id), pageNo: 1, text }, false);
    return { topic: topicView(await shownTopic(tx, topicId, input.userId)), post: postView(row!, input.userId, now) };
  });
}
