import { TRACKING } from "@samtrot/constants-catalogue";
import { gzipSync, strToU8 } from "fflate";
import { bytesToBase64 } from "./base64.js";

export interface TEncodedTrackingBody {
  body: string;
  /** True when the body is gzip + base64 and the post must carry g=1. */
  compressed: boolean;
}

/**
 * Turns newline-joined records into the posted body. Longer than `compressAbove` characters
 * (spec 000 §7: 1000) it is gzip-compressed with fflate's gzipSync and base64-encoded. We use gzip
 * rather than raw deflate because its trailer (CRC-32 and length) lets the receiver reject a
 * truncated or altered body instead of storing part of it.
 */
export function encodeTrackingBody(text: string, compressAbove: number = TRACKING.compressAbove): TEncodedTrackingBody {
  if (text.length <= compressAbove) return { body: text, compressed: false };
  // mtime 0: the gzip header carries no clock, so equal input gives equal output.
  const gz = gzipSync(strToU8(text), { mtime: 0 });
  return { body: bytesToBase64(gz), compressed: true };
}

/**
 * The post's URL: always t=<timestamp ms> (spec 000 §7), and g=1 for a compressed body. Works for
 * relative endpoints ("/api/v2/tracking") and ones that already carry a query.
 */
export function buildTrackingUrl(endpoint: string, timestampMs: number, compressed: boolean): string {
  const params = `t=${Math.trunc(timestampMs)}${compressed ? "&g=1" : ""}`;
  const hashAt = endpoint.indexOf("#");
  const base = hashAt === -1 ? endpoint : endpoint.slice(0, hashAt);
  const separator = base.includes("?") ? (base.endsWith("?") || base.endsWith("&") ? "" : "&") : "?";
  return `${base}${separator}${params}`;
}
