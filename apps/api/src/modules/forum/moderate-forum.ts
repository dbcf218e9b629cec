import type { TForumTopic } from "@samtrot/api-client/contracts";
import type { Database } from "@samtrot/db";
import type { TClock } from "../../http/clock.js";
import { AppError } from "../../http/errors.js";
import { topicSelect, topicView, type TTopicRow } from "./forum-views.js";

// The team's actions in the forum (the caller is checked by requireModerator in the route).

/**
 * Removes a shown post; the row stays (removed_at, removed_by: reports can see what was removed). An opening post
 * takes its topic with it. The topic's count and last activity follow. 404 exception.forum.post_not_found.
 */
export async function removeForumPost({ database, clock }: { database: Database; clock: TClock }, input: { moderatorId: number; postId: number }) {
  return database.transaction(async (tx) => {
    const now = clock.now();
    const [post] = await tx.query<{ topic_id: string | number; is_opening: boolean }>(
      `update forum_posts p set removed_at = $2, removed_by = $3 where p.id = $1 and p.removed_at is null
       returning p.topic_id, p.id = (select min(f.id) from forum_posts f where f.topic_id = p.topic_id) as is_opening`,
      [input.postId, now, input.moderatorId],
    );
    if (!post) throw new AppError(404, "exception.forum.post_not_found");
    const topicId = Number(post.topic_id);
    if (post.is_opening) {
      await tx.query("update forum_topics set removed_at = $2 where id = $1 and removed_at is null", [topicId, now]);
    } else {
      await tx.query(
        `update forum_topics t set post_count = greatest(1, t.post_count - 1),
            last_post_at = coalesce((select max(p.created_at) from forum_posts p where p.topic_id = t.id and p.removed_at is null), t.created_at)
          where t.id = $1`,
        [topicId],
      );
    }
    return { post_id: input.postId, topic_id: topicId, topic_removed: post.is_opening };
  });
}

/** Locks/unlocks and pins/unpins a topic that is not removed. 404 exception.forum.topic_not_found. */
export async function moderateForumTopic(
  { database }: { database: Database; clock: TClock },
  input: { moderatorId: number; topicId: number; isLocked?: boolean; isPinned?: boolean },
): Promise<TForumTopic> {
  return database.transaction(async (tx) => {
    const [updated] = await tx.query(
      `update forum_topics set is_locked = coalesce($2, is_locked), is_pinned = coalesce($3, is_pinned) where id = $1 and removed_at is null returning id`,
      [input.topicId, input.isLocked ?? null, input.isPinned ?? null],
    );
    if (!updated) throw new AppError(404, "exception.forum.topic_not_found");
    const [row] = await tx.query<TTopicRow>(`${topicSelect("$2")} where t.id = $1`, [input.topicId, input.moderatorId]);
    return topicView(row!);
  });
}
