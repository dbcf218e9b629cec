import { createHash } from "node:crypto";
import sharp from "sharp";
import { NO_STORE } from "@samtrot/http-security";
import { DEMO_MEDIA_PREFIX } from "@samtrot/db";
import { MEDIA_DISPLAY_SIZES, MEDIA_SIZE_NAMES, type TMediaSizeName } from "@samtrot/api-client/contracts";
import type { TWatermarkPosition } from "@samtrot/constants-catalogue";
import type { TMediaStorage } from "../media/media-storage.js";

/** A watermark as it is drawn: the owner's settings and the text (the profile's name). */
export interface TWatermarkDrawing {
  colour: string;
  position: TWatermarkPosition;
  /** 35–100 (spec 001 §9) */
  opacity: number;
  text: string;
}

/** Display sizes are WebP (small, alpha kept for PNG uploads). */
export const DISPLAY_CONTENT_TYPE = "image/webp";

/**
 * The answer carrying a display size: an image that can never run as a page. Private media (spec: visibility
 * rules) are never stored by any cache, not even the browser's (decision 010); only shared ones may be cached.
 */
export function displayImageResponse(bytes: Uint8Array, options: { shared?: boolean } = {}): Response {
  return new Response(new Uint8Array(bytes), {
    headers: {
      "content-type": DISPLAY_CONTENT_TYPE,
      "cache-control": options.shared ? "public, max-age=300" : NO_STORE,
      vary: "Authorization",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'",
      "content-disposition": "inline",
    },
  });
}

/**
 * Where a display size is kept: derived/<media>/<size>-plain.webp, or -wm-<hash>.webp for a watermark (a new
 * watermark setting gives new keys, so an old marked copy is never served). The whole folder goes with the medium.
 */
export function derivedKey(mediaId: number, size: TMediaSizeName, watermark: TWatermarkDrawing | null): string {
  const tag = watermark
    ? `wm-${createHash("sha256").update(`${watermark.colour}|${watermark.position}|${watermark.opacity}|${watermark.text}`).digest("hex").slice(0, 16)}`
    : "plain";
  return `${derivedFolder(mediaId)}/${size}-${tag}.webp`;
}

export function derivedFolder(mediaId: number): string {
  return `derived/${mediaId}`;
}

/** An original shared by many media (the demo photo pool, storage keys under demo/): never deleted with one of them. */
export function isSharedOriginal(storageKey: string): boolean {
  return storageKey.startsWith(DEMO_MEDIA_PREFIX);
}

/**
 * The plain display size of a shared original is shared too (demo/sizes/<file>/<size>.webp): made once for all
 * media that show it. Watermarked sizes stay per medium (the text is the owner's name).
 */
export function sharedSizeKey(storageKey: string, size: TMediaSizeName): string {
  const file = storageKey.slice(DEMO_MEDIA_PREFIX.length).replace(/\.[a-z0-9]+$/i, "");
  return `${DEMO_MEDIA_PREFIX}sizes/${file}/${size}.webp`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** The watermark as an SVG layer of the image's size: the text in one corner, in the colour and opacity set. */
export function watermarkSvg(width: number, height: number, watermark: TWatermarkDrawing): Buffer {
  const fontSize = Math.max(12, Math.round(Math.min(width, height) * 0.06));
  const margin = Math.round(fontSize * 0.6);
  const right = watermark.position.endsWith("right");
  const bottom = watermark.position.startsWith("bottom");
  const x = right ? width - margin : margin;
  const y = bottom ? height - margin : margin + fontSize;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<text x="${x}" y="${y}" text-anchor="${right ? "end" : "start"}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" ` +
      `font-size="${fontSize}" fill="${watermark.colour}" fill-opacity="${(watermark.opacity / 100).toFixed(2)}">${escapeXml(watermark.text)}</text></svg>`,
  );
}

/** One display size of an original: EXIF-rotated, fitted inside the size's box (never enlarged), watermarked when set. */
export async function renderDisplaySize(original: Buffer, size: TMediaSizeName, watermark: TWatermarkDrawing | null): Promise<Buffer> {
  const box = MEDIA_DISPLAY_SIZES[size];
  const resized = await sharp(original, { limitInputPixels: 100_000_000 })
    .rotate()
    .resize({ width: box, height: box, fit: "inside", withoutEnlargement: true })
    .toBuffer({ resolveWithObject: true });
  const image = sharp(resized.data);
  if (watermark) image.composite([{ input: watermarkSvg(resized.info.width, resized.info.height, watermark), top: 0, left: 0 }]);
  return image.webp({ quality: 82 }).toBuffer();
}

/**
 * The bytes of a display size from the storage, made (and kept) on first use. A gallery upload makes its plain
 * sizes at once (makePlainSizes); watermarked sizes are made when first served.
 */
export async function displayBytes(
  storage: TMediaStorage,
  media: { id: number; storageKey: string },
  size: TMediaSizeName,
  watermark: TWatermarkDrawing | null,
): Promise<Buffer | null> {
  const key = watermark === null && isSharedOriginal(media.storageKey) ? sharedSizeKey(media.storageKey, size) : derivedKey(media.id, size, watermark);
  const kept = await storage.read(key);
  if (kept) return kept;
  const original = await storage.read(media.storageKey);
  if (!original) return null;
  const bytes = await renderDisplaySize(original, size, watermark);
  await storage.put(key, bytes);
  return bytes;
}

export async function makePlainSizes(storage: TMediaStorage, media: { id: number; storageKey: string }): Promise<void> {
  for (const size of MEDIA_SIZE_NAMES) await displayBytes(storage, media, size, null);
}
