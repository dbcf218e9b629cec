import { createHash } from "node:crypto";
import { mkdir, rename, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { demoScenes, type TSceneKind } from "./scenes.js";

/** Storage keys of the demo photos start with this: shared originals, never deleted with one medium. */
export const DEMO_MEDIA_PREFIX = "demo/";

/** One rendered photo of the pool: its storage key (relative to the media directory) and its file facts. */
export type TPoolPhoto = { key: string; kind: TSceneKind; width: number; height: number; size: number };
export type TPhotoPool = { photos: TPoolPhoto[]; byKind: Record<TSceneKind, TPoolPhoto[]>; rendered: number };

// Part of the hash: a change of the renderer settings gives new files instead of stale ones.
const RENDER_VERSION = "jpeg-q82-v1";

/**
 * The demo photo pool in `<mediaDir>/demo/`: every scene rendered once with sharp into a JPEG named by the hash
 * of its SVG (content-addressed), so a rerun finds its files and renders only what is missing.
 */
export async function ensurePhotoPool(mediaDir: string): Promise<TPhotoPool> {
  const folder = join(mediaDir, DEMO_MEDIA_PREFIX);
  await mkdir(folder, { recursive: true });
  const byKind: Record<TSceneKind, TPoolPhoto[]> = { female: [], male: [], couple: [], interior: [], city: [] };
  const photos: TPoolPhoto[] = [];
  let rendered = 0;
  for (const scene of demoScenes()) {
    const hash = createHash("sha256").update(RENDER_VERSION).update(scene.svg).digest("hex").slice(0, 24);
    const name = `${scene.kind}-${hash}.jpg`;
    const path = join(folder, name);
    let size = await fileSize(path);
    if (size === null) {
      const bytes = await sharp(Buffer.from(scene.svg)).jpeg({ quality: 82, progressive: true }).toBuffer();
      // Written aside and renamed: a process reading the pool never sees half a file.
      const partial = `${path}.${process.pid}.tmp`;
      await writeFile(partial, bytes);
      await rename(partial, path);
      size = bytes.length;
      rendered++;
    }
    const photo: TPoolPhoto = { key: `${DEMO_MEDIA_PREFIX}${name}`, kind: scene.kind, width: scene.width, height: scene.height, size };
    photos.push(photo);
    byKind[scene.kind].push(photo);
  }
  return { photos, byKind, rendered };
}

async function fileSize(path: string): Promise<number | null> {
  try {
    const info = await stat(path);
    return info.size > 0 ? info.size : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}
