import { z } from "zod";

/** Meta of one uploaded piece (spec 000 §3, §7): sent as the JSON form field `meta` with action "upload". */
export const ZUploadChunkMeta = z.object({
  chunkIndex: z.number().int().min(0),
  /** Inclusive byte range of this piece in the file: "start-end". */
  chunkRange: z.string().regex(/^\d+-\d+$/),
  chunkSize: z.number().int().min(1),
  totalSize: z.number().int().min(1),
  mimeType: z.string().min(1),
});
export type TUploadChunkMeta = z.infer<typeof ZUploadChunkMeta>;

/** Meta of the closing request (action "end"): lets the server check it holds every piece. Our decision. */
export const ZUploadEndMeta = z.object({
  chunkCount: z.number().int().min(0),
  totalSize: z.number().int().min(0),
  mimeType: z.string().min(1),
});
export type TUploadEndMeta = z.infer<typeof ZUploadEndMeta>;

/** The form field `action`. spec 000 §7 */
export const ZUploadAction = z.enum(["upload", "end"]);
export type TUploadAction = z.infer<typeof ZUploadAction>;
