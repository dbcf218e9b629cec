import type { Context } from "hono";
import type { Database } from "@samtrot/db";
import { ZUploadAction, ZUploadChunkMeta, ZUploadEndMeta, type TUploadChunkMeta } from "@samtrot/api-client";
import type { TMediaFile } from "@samtrot/api-client/contracts";
import { IMAGE_UPLOAD, UPLOAD_SIZE_TOO_SMALL_KEY } from "@samtrot/constants-catalogue";
import { randomBytes } from "node:crypto";
import { mkdir, open, readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { AppError } from "../../http/errors.js";
import type { TAppEnv } from "../../http/types.js";
import { hashToken } from "../accounts/opaque-token.js";
import { UPLOAD_FOLDERS, type TUploadPurpose } from "./create-upload-token.js";
import type { TMediaStorage } from "./media-storage.js";

/** Image types accepted for profile photos; the declared type is checked first, the real one by sharp. */
const IMAGE_TYPES: Record<string, { format: "jpeg" | "png" | "webp"; ext: string }> = {
  "image/jpeg": { format: "jpeg", ext: "jpg" },
  "image/png": { format: "png", ext: "png" },
  "image/webp": { format: "webp", ext: "webp" },
};
/** A piece may be larger than the client's 512 KB (UPLOAD_CHUNK_BYTES), but not without bound. */
const MAX_PIECE_BYTES = 4 * 1024 * 1024;

interface TSession {
  id: number;
  user_id: number;
  purpose: string;
  mime_type: string | null;
  total_size: number | null;
  received_bytes: number;
  next_chunk_index: number;
  media_id: number | null;
}

const fileError = (title: string, meta?: Record<string, number>) => {
  const error = new AppError(422, title, "file");
  if (meta) (error.entries[0] as { meta?: unknown }).meta = meta;
  return error;
};

/**
 * The chunked upload of spec 000 §7 (api-client README): pieces arrive in order with `meta` describing their
 * byte range; the closing request checks completeness, then the image itself (sharp: real type, width at
 * least 200 px, spec 001 §5), strips its metadata (location data from cameras) and stores it.
 * A piece sent again after a lost answer is acknowledged without being written twice.
 */
export async function receiveUpload(
  c: Context<TAppEnv>,
  deps: { database: Database; storage: TMediaStorage },
  token: string,
): Promise<{ done: boolean; received_bytes: number; media: TMediaFile | null }> {
  const declared = Number(c.req.header("content-length") ?? "0");
  if (declared > MAX_PIECE_BYTES + 64 * 1024) throw new AppError(413, "exception.common.payload_too_large");
  let form: Record<string, string | File>;
  try {
    form = (await c.req.parseBody()) as Record<string, string | File>;
  } catch {
    throw new AppError(422, "validation.upload.form_invalid", "chunk");
  }
  const action = ZUploadAction.safeParse(form.action);
  if (!action.success) throw new AppError(422, "validation.upload.action_invalid", "action");
  let metaJson: unknown;
  try {
    metaJson = JSON.parse(typeof form.meta === "string" ? form.meta : "");
  } catch {
    throw new AppError(422, "validation.upload.meta_invalid", "meta");
  }

  const { database, storage } = deps;
  const tokenHash = hashToken(token);
  if (action.data === "upload") {
    const meta = ZUploadChunkMeta.safeParse(metaJson);
    if (!meta.success) throw new AppError(422, "validation.upload.meta_invalid", "meta");
    const chunk = form.chunk;
    if (!(chunk instanceof File)) throw new AppError(422, "validation.common.required", "chunk");
    const bytes = Buffer.from(await chunk.arrayBuffer());
    return database.transaction(async (tx) => {
      const session = await lockSession(tx, tokenHash);
      checkPiece(session, meta.data, bytes.length);
      if (meta.data.chunkIndex < session.next_chunk_index) return { done: false, received_bytes: session.received_bytes, media: null };
      await mkdir(storage.uploadsDir, { recursive: true });
      const handle = await open(partPath(storage, session.id), session.next_chunk_index === 0 ? "w" : "r+");
      try {
        await handle.write(bytes, 0, bytes.length, session.received_bytes);
      } finally {
        await handle.close();
      }
      const received = session.received_bytes + bytes.length;
      await tx.query(
        `update upload_sessions set received_bytes = $2, next_chunk_index = next_chunk_index + 1, mime_type = $3, total_size = $4 where id = $1`,
        [session.id, received, meta.data.mimeType, meta.data.totalSize],
      );
      return { done: false, received_bytes: received, media: null };
    });
  }

  const meta = ZUploadEndMeta.safeParse(metaJson);
  if (!meta.success) throw new AppError(422, "validation.upload.meta_invalid", "meta");
  const session = await lockSession(database, tokenHash, false);
  if (session.media_id !== null) return finished(database, session);
  if (meta.data.chunkCount !== session.next_chunk_index || meta.data.totalSize !== session.received_bytes || session.received_bytes === 0) {
    throw new AppError(422, "validation.upload.incomplete", "meta");
  }
  const path = partPath(storage, session.id);
  let stored: Awaited<ReturnType<typeof checkImage>>;
  try {
    const input = await readFile(path).catch(() => {
      throw new AppError(422, "validation.upload.incomplete", "meta");
    });
    stored = await checkImage(input, minBytesOf(session.purpose));
  } catch (error) {
    // A refused file is gone: the next try starts with a new token.
    if (error instanceof AppError) {
      await database.query(`update upload_sessions set expires_at = now() where id = $1`, [session.id]);
      await rm(path, { force: true });
    }
    throw error;
  }
  const key = `${UPLOAD_FOLDERS[session.purpose as TUploadPurpose] ?? "uploads"}/${session.user_id}/${randomBytes(12).toString("hex")}.${stored.ext}`;
  await storage.put(key, stored.data);
  const answer = await database.transaction(async (tx) => {
    const locked = await lockSession(tx, tokenHash);
    if (locked.media_id !== null) return null; // a parallel closing request won
    const [media] = await tx.query<TMediaRow>(
      `insert into media_files (user_id, purpose, storage_key, mime_type, size, width, height)
       values ($1, $2, $3, $4, $5, $6, $7) returning ${MEDIA_COLUMNS}`,
      [session.user_id, session.purpose, key, stored.mimeType, stored.data.length, stored.width, stored.height],
    );
    await tx.query(`update upload_sessions set media_id = $2 where id = $1`, [session.id, media!.id]);
    return { done: true, received_bytes: session.received_bytes, media: toMediaFile(media!) };
  });
  await rm(path, { force: true });
  if (answer) return answer;
  await storage.remove(key);
  return finished(database, await lockSession(database, tokenHash, false));
}

async function finished(database: Database, session: TSession) {
  const [media] = await database.query<TMediaRow>(`select ${MEDIA_COLUMNS} from media_files where id = $1`, [session.media_id]);
  if (!media) throw new AppError(403, "exception.upload.token_invalid");
  return { done: true, received_bytes: session.received_bytes, media: toMediaFile(media) };
}

type TMediaRow = { id: number; mime_type: string; size: number; width: number; height: number };
const MEDIA_COLUMNS = "id, mime_type, size, width, height";
const toMediaFile = (row: TMediaRow): TMediaFile => ({ ...row, url: `/api/v2/media/file/${row.id}` });

function partPath(storage: TMediaStorage, sessionId: number): string {
  return join(storage.uploadsDir, `${sessionId}.part`);
}

async function lockSession(tx: { query: Database["query"] }, tokenHash: string, forUpdate = true): Promise<TSession> {
  const [session] = await tx.query<TSession>(
    `select id, user_id, purpose, mime_type, total_size, received_bytes, next_chunk_index, media_id
       from upload_sessions where token_hash = $1 and expires_at > now()${forUpdate ? " for update" : ""}`,
    [tokenHash],
  );
  if (!session) throw new AppError(403, "exception.upload.token_invalid");
  return session;
}

function checkPiece(session: TSession, meta: TUploadChunkMeta, length: number): void {
  if (session.media_id !== null) throw new AppError(409, "exception.upload.already_finished");
  if (!IMAGE_TYPES[meta.mimeType]) throw new AppError(422, "validation.upload.type_not_allowed", "file");
  if (meta.totalSize > IMAGE_UPLOAD.maxBytes) throw fileError("validation.upload.file_too_large", { max: IMAGE_UPLOAD.maxBytes });
  if (meta.totalSize < minBytesOf(session.purpose)) throw fileError("validation.upload.file_too_small", { min: IMAGE_UPLOAD.minBytes });
  const [start, end] = meta.chunkRange.split("-").map(Number) as [number, number];
  if (length > MAX_PIECE_BYTES || length !== meta.chunkSize || end - start + 1 !== length || end >= meta.totalSize) {
    throw new AppError(422, "validation.upload.meta_invalid", "meta");
  }
  if (session.total_size !== null && (session.total_size !== meta.totalSize || session.mime_type !== meta.mimeType)) {
    throw new AppError(422, "validation.upload.meta_invalid", "meta");
  }
  // An earlier piece again (its answer was lost): fine. A gap or a wrong offset: refused.
  if (meta.chunkIndex < session.next_chunk_index) return;
  if (meta.chunkIndex !== session.next_chunk_index || start !== session.received_bytes) {
    throw new AppError(409, "exception.upload.chunk_out_of_order");
  }
}

/**
 * The 50 KB floor keeps gallery photos presentable (spec 001 §9). A selfie for an identity check is a camera frame a
 * team user looks at once: a plain or dark frame compresses below 50 KB, so only the width rule applies to it.
 */
function minBytesOf(purpose: string): number {
  return purpose === "identity_check" ? 1 : IMAGE_UPLOAD.minBytes;
}

async function checkImage(input: Buffer, minBytes: number): Promise<{ data: Buffer; mimeType: string; ext: string; width: number; height: number }> {
  if (input.length < minBytes) throw fileError("validation.upload.file_too_small", { min: IMAGE_UPLOAD.minBytes });
  if (input.length > IMAGE_UPLOAD.maxBytes) throw fileError("validation.upload.file_too_large", { max: IMAGE_UPLOAD.maxBytes });
  let format: string | undefined;
  try {
    format = (await sharp(input).metadata()).format;
  } catch {
    throw new AppError(422, "validation.upload.type_not_allowed", "file");
  }
  const type = Object.entries(IMAGE_TYPES).find(([, t]) => t.format === format);
  if (!type) throw new AppError(422, "validation.upload.type_not_allowed", "file");
  // rotate() applies the EXIF orientation, so the width checked is the width shown; metadata is dropped.
  const { data, info } = await sharp(input, { limitInputPixels: 100_000_000 })
    .rotate()
    .toFormat(type[1].format)
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw new AppError(422, "validation.upload.type_not_allowed", "file");
    });
  if (info.width < IMAGE_UPLOAD.minWidthPx) throw fileError(UPLOAD_SIZE_TOO_SMALL_KEY, { min: IMAGE_UPLOAD.minWidthPx, width: info.width });
  return { data, mimeType: type[0], ext: type[1].ext, width: info.width, height: info.height };
}
