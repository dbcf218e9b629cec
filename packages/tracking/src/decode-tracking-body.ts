import { Gunzip } from "fflate";
import { base64ToBytes } from "./base64.js";
import { crc32 } from "./crc32.js";
import { TRACKING_RECORD_LIMITS, ZTrackingRecord, type TTrackingRecord } from "./tracking-record.js";

/** Why a tracking body was refused; each is a translation key (spec 000 §8: validation.* keys). */
export const TRACKING_DECODE_ERROR = {
  emptyBody: "validation.tracking.empty_body",
  bodyTooLarge: "validation.tracking.body_too_large",
  flagInvalid: "validation.tracking.flag_invalid",
  encodingInvalid: "validation.tracking.encoding_invalid",
  lineMalformed: "validation.tracking.line_malformed",
  recordInvalid: "validation.tracking.record_invalid",
  idDuplicate: "validation.tracking.id_duplicate",
} as const;
export type TTrackingDecodeError = (typeof TRACKING_DECODE_ERROR)[keyof typeof TRACKING_DECODE_ERROR];

export type TDecodeTrackingBodyResult =
  | { ok: true; records: TTrackingRecord[] }
  | {
      ok: false;
      error: TTrackingDecodeError;
      /** 1-based line of the offending record, when one line is to blame. */
      line?: number;
      /** Dotted path of the first invalid field of that record, e.g. "context.sessionId". */
      field?: string;
    };

export interface TDecodeTrackingBodyOptions {
  /** Cap of the body after decompression, in bytes of UTF-8. Default 1 MB. */
  maxBytes?: number;
}

type TQuery = URLSearchParams | Record<string, string | undefined>;

// gzip: 10-byte header + at least 2 bytes of deflate + 8-byte trailer.
const GZIP_MIN_BYTES = 20;
// Compressed bytes fed to the inflater per step. Deflate expands at most ~1032:1, so one step can
// produce ~1 MB before the running total is checked again: memory stays near the cap.
const INFLATE_STEP = 1024;

/**
 * Decodes and validates a posted tracking body (spec 000 §7) for the receiver. With g=1 the body is
 * base64 → gzip (see encodeTrackingBody), inflated under a size cap so a small "decompression bomb"
 * cannot exhaust memory. The text is split on "\n", each line JSON-parsed and checked against
 * ZTrackingRecord. One bad line rejects the WHOLE body, so a body is stored completely or not at all.
 */
export function decodeTrackingBody(
  rawBody: string,
  query: TQuery,
  options: TDecodeTrackingBodyOptions = {},
): TDecodeTrackingBodyResult {
  const maxBytes = options.maxBytes ?? TRACKING_RECORD_LIMITS.bodyBytesMax;
  const flag = readParam(query, "g");
  if (flag !== undefined && flag !== "1") return fail(TRACKING_DECODE_ERROR.flagInvalid);
  if (rawBody.length === 0) return fail(TRACKING_DECODE_ERROR.emptyBody);

  let text: string;
  if (flag === "1") {
    // Compressed data is at most a little larger than its input; base64 adds a third.
    if (rawBody.length > Math.ceil((maxBytes + 64 * 1024) / 3) * 4) return fail(TRACKING_DECODE_ERROR.bodyTooLarge);
    const bytes = base64ToBytes(rawBody);
    if (!bytes) return fail(TRACKING_DECODE_ERROR.encodingInvalid);
    const inflated = gunzipCapped(bytes, maxBytes);
    if (inflated === "too_large") return fail(TRACKING_DECODE_ERROR.bodyTooLarge);
    if (inflated === "invalid") return fail(TRACKING_DECODE_ERROR.encodingInvalid);
    text = inflated;
    if (text.length === 0) return fail(TRACKING_DECODE_ERROR.emptyBody);
  } else {
    // A UTF-16 code unit never takes fewer than one UTF-8 byte, so the cheap check comes first.
    if (rawBody.length > maxBytes || new TextEncoder().encode(rawBody).length > maxBytes) {
      return fail(TRACKING_DECODE_ERROR.bodyTooLarge);
    }
    text = rawBody;
  }

  const lines = text.split("\n");
  // One trailing newline is tolerated (a hand-written or piped body); any other empty line is not.
  if (lines.length > 1 && lines[lines.length - 1] === "") lines.pop();

  const records: TTrackingRecord[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const lineNo = i + 1;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      return fail(TRACKING_DECODE_ERROR.lineMalformed, lineNo);
    }
    const parsed = ZTrackingRecord.safeParse(value);
    if (!parsed.success) {
      const path = parsed.error.issues[0]?.path.join(".");
      return fail(TRACKING_DECODE_ERROR.recordInvalid, lineNo, path || undefined);
    }
    if (seen.has(parsed.data.id)) return fail(TRACKING_DECODE_ERROR.idDuplicate, lineNo, "id");
    seen.add(parsed.data.id);
    records.push(parsed.data);
  }
  return { ok: true, records };
}

function fail(error: TTrackingDecodeError, line?: number, field?: string): TDecodeTrackingBodyResult {
  const result: TDecodeTrackingBodyResult = { ok: false, error };
  if (line !== undefined) result.line = line;
  if (field !== undefined) result.field = field;
  return result;
}

function readParam(query: TQuery, name: string): string | undefined {
  if (query instanceof URLSearchParams) return query.get(name) ?? undefined;
  return query[name];
}

/** Inflates gzip bytes to UTF-8 text, giving up as soon as the output passes `maxBytes`. */
function gunzipCapped(bytes: Uint8Array, maxBytes: number): string | "too_large" | "invalid" {
  if (bytes.length < GZIP_MIN_BYTES) return "invalid";
  const chunks: Uint8Array[] = [];
  let total = 0;
  let tooLarge = false;
  const gunzip = new Gunzip((chunk) => {
    if (tooLarge) return;
    total += chunk.length;
    if (total > maxBytes) tooLarge = true;
    else chunks.push(chunk);
  });
  try {
    for (let at = 0; at < bytes.length && !tooLarge; at += INFLATE_STEP) {
      gunzip.push(bytes.subarray(at, at + INFLATE_STEP), at + INFLATE_STEP >= bytes.length);
    }
  } catch {
    return "invalid";
  }
  if (tooLarge) return "too_large";

  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  // The trailer (CRC-32, length mod 2^32) proves the stream is complete and unaltered; fflate's
  // streaming inflater accepts a cut-off stream silently.
  const trailer = new DataView(bytes.buffer, bytes.byteOffset + bytes.length - 8, 8);
  if (trailer.getUint32(4, true) !== total >>> 0 || trailer.getUint32(0, true) !== crc32(out)) return "invalid";
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(out);
  } catch {
    return "invalid";
  }
}
