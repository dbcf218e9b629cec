import { UPLOAD_CHUNK_BYTES } from "@samtrot/constants-catalogue";
import type { TFailure, TSuccess } from "./result.js";
import type { TRequestOptions, TSender } from "./send-request.js";
import type { TUploadChunkMeta, TUploadEndMeta } from "./upload-meta.js";

export interface TUploadOptions {
  /** Upload token, sent as `?token=`. spec 000 §7 */
  token: string;
  /** Defaults to the Blob's type, else application/octet-stream. */
  mimeType?: string;
  /** Fraction of the file the server has acknowledged, 0…1; 1 only after the closing request succeeded. */
  onProgress?(fraction: number): void;
  signal?: AbortSignal;
  /** Resume: index of the first piece to send (the `resumeAt` of a failed upload). */
  startAt?: number;
  /** Retries per piece; default from the client. */
  retries?: number;
  camelCase?: boolean;
  headers?: TRequestOptions["headers"];
}

export type TUploadResult<T> =
  | (TSuccess<T> & { chunkCount: number })
  | (TFailure & { chunkCount: number; /** Pass as `startAt` to continue. */ resumeAt: number });

/**
 * Chunked upload (spec 000 §7, §8; 512 KB pieces, spec 001 §9): each piece is a multipart POST with the
 * fields chunk, meta and action=upload; a closing POST with action=end follows. The first failed piece
 * aborts the upload with its status.
 */
export async function uploadInChunks<T>(
  sender: TSender,
  path: string,
  file: Blob,
  options: TUploadOptions,
  chunkBytes: number = UPLOAD_CHUNK_BYTES,
): Promise<TUploadResult<T>> {
  const totalSize = file.size;
  const chunkCount = Math.ceil(totalSize / chunkBytes);
  const startAt = options.startAt ?? 0;
  if (!Number.isInteger(startAt) || startAt < 0 || startAt > chunkCount) {
    throw new Error(`api-client: upload startAt ${startAt} is outside 0…${chunkCount}`);
  }
  const mimeType = options.mimeType || file.type || "application/octet-stream";
  const sendOptions = {
    retries: options.retries,
    signal: options.signal,
    camelCase: options.camelCase,
    headers: options.headers,
  };
  const query = { token: options.token };

  for (let chunkIndex = startAt; chunkIndex < chunkCount; chunkIndex += 1) {
    const start = chunkIndex * chunkBytes;
    const end = Math.min(start + chunkBytes, totalSize);
    const meta: TUploadChunkMeta = { chunkIndex, chunkRange: `${start}-${end - 1}`, chunkSize: end - start, totalSize, mimeType };
    const form = new FormData();
    form.append("chunk", file.slice(start, end, mimeType), "chunk");
    form.append("meta", JSON.stringify(meta));
    form.append("action", "upload");
    const result = await sender.send({ method: "POST", path, query, body: form, bodyKind: "multipart" }, sendOptions);
    if (!result.ok) return { ...result, chunkCount, resumeAt: chunkIndex };
    // 1 is kept for the closing request: only then does the server hold the whole file.
    if (end < totalSize) options.onProgress?.(end / totalSize);
  }

  const endMeta: TUploadEndMeta = { chunkCount, totalSize, mimeType };
  const form = new FormData();
  form.append("meta", JSON.stringify(endMeta));
  form.append("action", "end");
  const result = await sender.send<T>({ method: "POST", path, query, body: form, bodyKind: "multipart" }, sendOptions);
  if (!result.ok) return { ...result, chunkCount, resumeAt: chunkCount };
  options.onProgress?.(1);
  return { ...result, chunkCount };
}
