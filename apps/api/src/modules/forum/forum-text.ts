import { FORUM_POST_INTERVAL_SECONDS, FORUM_POST_MAX, FORUM_TITLE_MAX, FORUM_TITLE_MIN } from "@samtrot/api-client/contracts";
import type { DatabaseTx } from "@samtrot/db";
import { AppError } from "../../http/errors.js";
import { messagePlainText } from "../messenger/message-text.js";
import { refuseBannedAdText } from "../trust/ad-text.js";

// What every forum write shares: the text the messenger's way (the allow-list sanitiser with no tag allowed), the
// ad-text rules, and the flood limit decided in Postgres.

/** The post text as stored, or 422 validation.forum.empty_post | post_too_long. */
export function forumPostText(input: string): string {
  const text = messagePlainText(input);
  if (text.length === 0) throw new AppError(422, "validation.forum.empty_post", "text");
  if ([...text].length > FORUM_POST_MAX) throw new AppError(422, "validation.forum.post_too_long", "text");
  return text;
}

/** A topic title: one line of plain text, FORUM_TITLE_MIN..FORUM_TITLE_MAX characters. */
export function forumTitle(input: string): string {
  const title = messagePlainText(input).replace(/\s+/g, " ").trim();
  const length = [...title].length;
  if (length < FORUM_TITLE_MIN) throw new AppError(422, "validation.forum.title_too_short", "title");
  if (length > FORUM_TITLE_MAX) throw new AppError(422, "validation.forum.title_too_long", "title");
  return title;
}

export function refuseForumAdText(userId: number, texts: Record<string, string>): void {
  refuseBannedAdText(userId, "forum", texts);
}

/**
 * Claims the user's next post under the flood limit: one conditional upsert of the writer's row, which locks it, so
 * two quick posts of one user are ordered by Postgres and only the first passes. Team users have no limit. Refusal:
 * 429 exception.forum.slow_mode with meta { next_post_at, retry_after }. Also keeps the web address the user writes
 * from (the digest's links).
 */
export async function claimForumPost(tx: DatabaseTx, input: { userId: number; now: Date; isModerator: boolean; webBase: string | null }): Promise<void> {
  const passed = await tx.query(
    `insert into forum_writers as w (user_id, last_post_at, web_base) values ($1, $2, $5)
     on conflict (user_id) do update set last_post_at = excluded.last_post_at, web_base = coalesce(excluded.web_base, w.web_base)
      where $4::boolean or w.last_post_at is null or w.last_post_at <= $2::timestamptz - make_interval(secs => $3::int)
     returning 1`,
    [input.userId, input.now, FORUM_POST_INTERVAL_SECONDS, input.isModerator, input.webBase],
  );
  if (passed.length > 0) return;
  const [row] = await tx.query<{ last_post_at: Date }>("select last_post_at from forum_writers where user_id = $1", [input.userId]);
  const next = new Date(new Date(row!.last_post_at).getTime() + FORUM_POST_INTERVAL_SECONDS * 1000);
  const error = new AppError(429, "exception.forum.slow_mode");
  (error.entries[0] as { meta?: unknown }).meta = {
    next_post_at: next.toISOString(),
    retry_after: Math.max(1, Math.ceil((next.getTime() - input.now.getTime()) / 1000)),
  };
  throw error;
}
