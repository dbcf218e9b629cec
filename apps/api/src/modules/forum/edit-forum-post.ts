import { FORUM_EDIT_MINUTES, type TForumPost } from "@samtrot/api-client/contracts";
import type { Database } from "@samtrot/db";
import type { TClock } from "../../http/clock.js";
import { AppError } from "../../http/errors.js";
import { isStaff, loadViewer } from "../profiles/profile-viewer.js";
import { forumPostText, refuseForumAdText } from "./forum-text.js";
import { postSelect, postView, shownTopic, type TPostRow } from "./forum-views.js";

/**
 * The author changes a shown post of theirs within FORUM_EDIT_MINUTES of writing it (403
 * exception.forum.edit_window_closed after; exception.forum.not_own_post for someone else's). A locked topic's posts
 * stay as they are (403 exception.forum.topic_locked), except for the team.
 */
export async function editForumPost({ database, clock }: { database: Database; clock: TClock }, input: { userId: number; postId: number; text: string }): Promise<TForumPost> {
  const text = forumPostText(input.text);
  refuseForumAdText(input.userId, { text });
  return database.transaction(async (tx) => {
    const now = clock.now();
    const [post] = await tx.query<{ topic_id: string | number; author_id: string | number; created_at: Date }>(
      "select topic_id, author_id, created_at from forum_posts where id = $1 and removed_at is null for update",
      [input.postId],
    );
    if (!post) throw new AppError(404, "exception.forum.post_not_found");
    const topic = await shownTopic(tx, Number(post.topic_id), input.userId).catch(() => {
      throw new AppError(404, "exception.forum.post_not_found");
    });
    if (Number(post.author_id) !== input.userId) throw new AppError(403, "exception.forum.not_own_post");
    if (topic.is_locked && !isStaff(await loadViewer(tx, input.userId))) throw new AppError(403, "exception.forum.topic_locked");
    if (new Date(post.created_at).getTime() + FORUM_EDIT_MINUTES * 60_000 <= now.getTime()) throw new AppError(403, "exception.forum.edit_window_closed");
    await tx.query("update forum_posts set body = $2, edited_at = $3 where id = $1", [input.postId, text, now]);
    const [row] = await tx.query<TPostRow>(`${postSelect("$2")} where p.id = $1`, [input.postId, input.userId]);
    return postView(row!, input.userId, now);
  });
}
