import { randomBytes } from "node:crypto";
import { readdir, readFile, rm } from "node:fs/promises";
import { join, resolve, sep } from "node:path";
import type { Database, DatabaseTx } from "@samtrot/db";
import type { TLiveRecording } from "@samtrot/api-client/contracts";
import { AppError } from "../../http/errors.js";
import { enqueueJob } from "../jobs/enqueue-job.js";
import { mediaDirOf } from "../media/media-storage.js";
import type { TEnv } from "../../env.js";

// Recordings of broadcasts (issue 15 item 3). The SFU records the producer's media into WebM while the room is live
// (live-runtime.ts); when the room ends a durable job (process-recording.ts) turns it into HLS (watch_recording plays
// it with hls.js) and MP4. The producer publishes a recording (free, Plus members, or a price) or deletes it (the
// files go). Files live under <media>/live/<storage_key>/.

export const RECORDING_PROCESS_JOB = "live.recording.process";
export const RECORDING_NOT_FOUND = "exception.live.recording_not_found";
export const RECORDING_LOCKED = "exception.live.recording_locked";
export const RECORDING_MEMBERS_ONLY = "exception.live.recording_members_only";
const FILE_NAME = /^(index\.m3u8|seg_\d{3,5}\.ts|recording\.mp4)$/;

export const recordingDirOf = (env: TEnv, storageKey: string) => join(mediaDirOf(env), "live", storageKey);

/** A new recording row for a room going live; the WebM goes to its folder. */
export async function createRecording(database: Database, env: TEnv, roomId: number, producerId: number): Promise<{ id: number; sourcePath: string }> {
  const storageKey = `${roomId}-${randomBytes(8).toString("hex")}`;
  const [row] = await database.query<{ id: string | number }>(
    `INSERT INTO live_recordings (room_id, producer_id, storage_key) VALUES ($1, $2, $3) RETURNING id`,
    [roomId, producerId, storageKey],
  );
  return { id: Number(row!.id), sourcePath: join(recordingDirOf(env, storageKey), "source.webm") };
}

/** The room ended: the recording waits for its conversion. */
export async function finishRecording(database: Database, recordingId: number): Promise<void> {
  await database.transaction(async (tx) => {
    const updated = await tx.query(`UPDATE live_recordings SET status = 'processing' WHERE id = $1 AND status = 'recording' RETURNING 1`, [recordingId]);
    if (updated.length > 0) await enqueueJob(tx, { kind: RECORDING_PROCESS_JOB, payload: { recording_id: recordingId }, maxAttempts: 3 });
  });
}

export type TRecordingRow = {
  id: string | number;
  room_id: string | number;
  producer_id: string | number;
  username: string;
  title: string;
  display_name: string;
  status: TLiveRecording["status"];
  visibility: TLiveRecording["visibility"];
  price: number | null;
  duration_seconds: number | null;
  views: number;
  storage_key: string;
  created_at: string | Date;
  comments_count: string | number;
  unlocks: string | number;
  earnings: string | number;
};
// What an unlock paid is its ledger entry's amount (the price may change later; the entry does not).
export const RECORDING_SELECT = `SELECT c.*, u.username, r.title, r.display_name,
    (SELECT count(*) FROM live_recording_comments k WHERE k.recording_id = c.id) AS comments_count,
    (SELECT count(*) FROM live_recording_unlocks x WHERE x.recording_id = c.id) AS unlocks,
    (SELECT coalesce(sum(e.amount), 0) FROM live_recording_unlocks x JOIN ledger_entries e ON e.id = x.ledger_entry_id WHERE x.recording_id = c.id) AS earnings
  FROM live_recordings c JOIN users u ON u.id = c.producer_id JOIN live_rooms r ON r.id = c.room_id`;

export type TWatchAccess = { ok: true } | { ok: false; title: string; status: number };

export function recordingView(row: TRecordingRow, userId: number | null, access: TWatchAccess): TLiveRecording {
  const isProducer = userId !== null && Number(row.producer_id) === userId;
  const canWatch = access.ok;
  return {
    id: Number(row.id),
    room_id: Number(row.room_id),
    producer: { id: Number(row.producer_id), username: row.username },
    title: row.title,
    display_name: row.display_name,
    status: row.status,
    visibility: row.visibility,
    price: row.price === null ? null : Number(row.price),
    duration_seconds: row.duration_seconds === null ? null : Number(row.duration_seconds),
    views: Number(row.views),
    created_at: new Date(row.created_at).toISOString(),
    can_watch: canWatch,
    playlist_url: canWatch && row.status === "ready" ? `/api/v2/live/recordings/${row.id}/files/index.m3u8` : null,
    can_unlock: !access.ok && access.title === RECORDING_LOCKED && userId !== null,
    can_comment: canWatch && userId !== null && row.status === "ready",
    comments_count: Number(row.comments_count),
    unlocks: isProducer ? Number(row.unlocks) : null,
    earnings: isProducer ? Number(row.earnings) : null,
  };
}

export async function readRecording(database: DatabaseTx, recordingId: number, lock = ""): Promise<TRecordingRow> {
  const [row] = await database.query<TRecordingRow>(`${RECORDING_SELECT} WHERE c.id = $1 AND c.deleted_at IS NULL ${lock}`, [recordingId]);
  if (!row) throw new AppError(404, RECORDING_NOT_FOUND);
  return row;
}

/**
 * Who may watch: the producer always; others a ready recording the producer published: free for every signed-in
 * user, members for Plus members, price once unlocked through the ledger (unlock-recording.ts).
 */
export async function mayWatch(database: DatabaseTx, row: TRecordingRow, userId: number | null): Promise<TWatchAccess> {
  if (userId !== null && Number(row.producer_id) === userId) return { ok: true };
  if (row.status !== "ready" || row.visibility === "draft") return { ok: false, status: 404, title: RECORDING_NOT_FOUND };
  if (userId === null) return { ok: false, status: 401, title: "exception.common.unauthorized" };
  if (row.visibility === "free") return { ok: true };
  if (row.visibility === "members") {
    const [user] = await database.query<{ is_member: boolean }>(`SELECT is_member FROM users WHERE id = $1`, [userId]);
    return user?.is_member ? { ok: true } : { ok: false, status: 403, title: RECORDING_MEMBERS_ONLY };
  }
  const [unlock] = await database.query(`SELECT 1 FROM live_recording_unlocks WHERE recording_id = $1 AND user_id = $2`, [row.id, userId]);
  return unlock ? { ok: true } : { ok: false, status: 403, title: RECORDING_LOCKED };
}

export async function listMyRecordings(database: Database, userId: number): Promise<{ items: TLiveRecording[] }> {
  const rows = await database.query<TRecordingRow>(`${RECORDING_SELECT} WHERE c.producer_id = $1 AND c.deleted_at IS NULL ORDER BY c.id DESC LIMIT 50`, [userId]);
  return { items: rows.map((row) => recordingView(row, userId, { ok: true })) };
}

/** One recording for watch_recording; a watch by someone else than the producer counts as a view. */
export async function readRecordingFor(database: Database, recordingId: number, userId: number | null): Promise<TLiveRecording> {
  const row = await readRecording(database, recordingId);
  const access = await mayWatch(database, row, userId);
  if (!access.ok && access.status === 404) throw new AppError(404, RECORDING_NOT_FOUND);
  if (access.ok && Number(row.producer_id) !== userId) {
    await database.query(`UPDATE live_recordings SET views = views + 1 WHERE id = $1`, [recordingId]);
    row.views = Number(row.views) + 1;
  }
  return recordingView(row, userId, access);
}

export async function publishRecording(database: Database, userId: number, recordingId: number, input: { visibility: TLiveRecording["visibility"]; price?: number | null }): Promise<TLiveRecording> {
  const row = await readRecording(database, recordingId);
  if (Number(row.producer_id) !== userId) throw new AppError(403, "exception.live.not_producer");
  if (input.visibility === "price" && !input.price) throw new AppError(422, "validation.live.price_required", "price");
  const price = input.visibility === "price" ? input.price! : null;
  await database.query(`UPDATE live_recordings SET visibility = $2, price = $3 WHERE id = $1`, [recordingId, input.visibility, price]);
  return recordingView({ ...row, visibility: input.visibility, price }, userId, { ok: true });
}

/** Deleting a recording removes it from every list and deletes its files. */
export async function deleteRecording(database: Database, env: TEnv, userId: number, recordingId: number): Promise<{ deleted: boolean }> {
  const row = await readRecording(database, recordingId);
  if (Number(row.producer_id) !== userId) throw new AppError(403, "exception.live.not_producer");
  // its comments go with it (the row stays, marked removed: unlocks and ledger entries refer to it)
  await database.transaction(async (tx) => {
    await tx.query(`UPDATE live_recordings SET status = 'removed', deleted_at = now() WHERE id = $1`, [recordingId]);
    await tx.query(`DELETE FROM live_recording_comments WHERE recording_id = $1`, [recordingId]);
  });
  await rm(recordingDirOf(env, row.storage_key), { recursive: true, force: true });
  return { deleted: true };
}

/** A file of a recording (the HLS playlist, its segments, the MP4) for whoever may watch it. */
export async function recordingFile(database: Database, env: TEnv, recordingId: number, userId: number | null, name: string): Promise<{ body: Buffer; type: string }> {
  if (!FILE_NAME.test(name)) throw new AppError(404, RECORDING_NOT_FOUND);
  const row = await readRecording(database, recordingId);
  const access = await mayWatch(database, row, userId);
  if (!access.ok) throw new AppError(access.status, access.title);
  const dir = recordingDirOf(env, row.storage_key);
  const path = resolve(dir, name);
  if (!path.startsWith(dir + sep)) throw new AppError(404, RECORDING_NOT_FOUND);
  try {
    const body = await readFile(path);
    const type = name.endsWith(".m3u8") ? "application/vnd.apple.mpegurl" : name.endsWith(".mp4") ? "video/mp4" : "video/mp2t";
    return { body, type };
  } catch {
    throw new AppError(404, RECORDING_NOT_FOUND);
  }
}

export async function recordingFiles(env: TEnv, storageKey: string): Promise<string[]> {
  return readdir(recordingDirOf(env, storageKey)).catch(() => []);
}
