import type { Database } from "@samtrot/db";
import { LIVE_RECORDING_COMMENTS_PAGE_SIZE, type TRecordingComment, type TRecordingCommentList } from "@samtrot/api-client/contracts";
import { AppError } from "../../http/errors.js";
import type { TClock } from "../../http/clock.js";
import { commentText } from "../blogs/blog-comments.js";
import { isBlockedEither } from "../blocks/is-blocked-either.js";
import { avatarUrlOf } from "../media-gallery/avatar-url.js";
import { createNotifications } from "../notifications/create-notifications.js";
import { isStaff, loadViewer } from "../profiles/profile-viewer.js";
import { refuseBannedAdText } from "../trust/ad-text.js";
import { mayWatch, readRecording, RECORDING_NOT_FOUND } from "./recordings.js";

// Comments on recordings (issue 15 item 3; watch_recording): 20 a page, newest first. Readable by whoever may see the
// recording's page (a published recording; a draft only by its producer), written by whoever may watch it (signed
// in; members, or unlocked, as the recording asks), plain text through the allow-list sanitiser and the ad-text
// rules. The commenter, the producer and the team delete; the producer hears of each new comment.

export const COMMENT_NOT_FOUND = "exception.live.comment_not_found";
export const COMMENT_NOT_YOURS = "exception.live.comment_not_yours";
export const COMMENT_BLOCKED = "exception.live.blocked";

type TCommentRow = { id: string | number; body: string; created_at: string | Date; author_id: string | number; username: string; producer_id: string | number };
const COMMENT_SELECT = `SELECT k.id, k.body, k.created_at, k.author_id, u.username, c.producer_id
  FROM live_recording_comments k JOIN users u ON u.id = k.author_id JOIN live_recordings c ON c.id = k.recording_id`;

function commentView(row: TCommentRow, viewer: { userId: number | null; staff: boolean }): TRecordingComment {
  const authorId = Number(row.author_id);
  return {
    id: Number(row.id),
    body: row.body,
    created_at: new Date(row.created_at).toISOString(),
    author: { id: authorId, username: row.username, avatar_url: avatarUrlOf(authorId) },
    can_delete: viewer.userId !== null && (viewer.staff || viewer.userId === authorId || viewer.userId === Number(row.producer_id)),
  };
}

/** A recording whose page the caller may see: the producer's own, or a published one (404 otherwise). */
async function readVisibleRecording(database: Database, recordingId: number, userId: number | null) {
  const row = await readRecording(database, recordingId);
  const isProducer = userId !== null && Number(row.producer_id) === userId;
  if (!isProducer && (row.status !== "ready" || row.visibility === "draft")) throw new AppError(404, RECORDING_NOT_FOUND);
  return row;
}

export async function listRecordingComments(database: Database, input: { userId: number | null; recordingId: number; pageNo: number }): Promise<TRecordingCommentList> {
  await readVisibleRecording(database, input.recordingId, input.userId);
  const viewer = await loadViewer(database, input.userId);
  const size = LIVE_RECORDING_COMMENTS_PAGE_SIZE;
  const [rows, [count]] = [
    await database.query<TCommentRow>(`${COMMENT_SELECT} WHERE k.recording_id = $1 ORDER BY k.created_at DESC, k.id DESC LIMIT $2 OFFSET $3`, [
      input.recordingId,
      size,
      (input.pageNo - 1) * size,
    ]),
    await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM live_recording_comments WHERE recording_id = $1`, [input.recordingId]),
  ];
  const who = { userId: input.userId, staff: isStaff(viewer) };
  return { items: rows.map((row) => commentView(row, who)), total: Number(count?.n ?? 0), page_no: input.pageNo, page_size: size };
}

/** Whoever may watch the recording comments; the producer is notified (not of her own comments). */
export async function addRecordingComment(deps: { database: Database; clock: TClock }, input: { userId: number; recordingId: number; text: string }): Promise<TRecordingComment> {
  const text = commentText(input.text);
  if (text.length === 0) throw new AppError(422, "validation.live.comment_empty", "text");
  refuseBannedAdText(input.userId, "recording_comment", { text });
  return deps.database.transaction(async (tx) => {
    const row = await readRecording(tx, input.recordingId, "FOR SHARE OF c");
    const producerId = Number(row.producer_id);
    const access = await mayWatch(tx, row, input.userId);
    if (!access.ok) throw new AppError(access.status, access.title);
    if (row.status !== "ready") throw new AppError(404, RECORDING_NOT_FOUND);
    if (producerId !== input.userId && (await isBlockedEither(tx, input.userId, producerId))) throw new AppError(403, COMMENT_BLOCKED);
    const [inserted] = await tx.query<{ id: string | number }>(`INSERT INTO live_recording_comments (recording_id, author_id, body, created_at) VALUES ($1, $2, $3, $4) RETURNING id`, [
      input.recordingId,
      input.userId,
      text,
      deps.clock.now().toISOString(),
    ]);
    const [comment] = await tx.query<TCommentRow>(`${COMMENT_SELECT} WHERE k.id = $1`, [inserted!.id]);
    if (producerId !== input.userId) {
      await createNotifications(tx, [
        {
          userId: producerId,
          kind: "recording_comment",
          actorId: input.userId,
          params: { username: comment!.username, title: row.title },
          link: `/watch_recording/${input.recordingId}#comments`,
        },
      ]);
    }
    return commentView(comment!, { userId: input.userId, staff: false });
  });
}

/** The commenter, the recording's producer or the team deletes a comment. */
export async function deleteRecordingComment(database: Database, input: { userId: number; recordingId: number; commentId: number }): Promise<{ deleted: true }> {
  return database.transaction(async (tx) => {
    const [row] = await tx.query<{ author_id: string | number; producer_id: string | number }>(
      `SELECT k.author_id, c.producer_id FROM live_recording_comments k JOIN live_recordings c ON c.id = k.recording_id
        WHERE k.id = $1 AND k.recording_id = $2 AND c.deleted_at IS NULL FOR UPDATE OF k`,
      [input.commentId, input.recordingId],
    );
    if (!row) throw new AppError(404, COMMENT_NOT_FOUND);
    const allowed = input.userId === Number(row.author_id) || input.userId === Number(row.producer_id) || isStaff(await loadViewer(tx, input.userId));
    if (!allowed) throw new AppError(403, COMMENT_NOT_YOURS);
    await tx.query(`DELETE FROM live_recording_comments WHERE id = $1`, [input.commentId]);
    return { deleted: true as const };
  });
}
