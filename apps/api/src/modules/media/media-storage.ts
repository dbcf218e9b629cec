import { mkdir, readFile, rm, writeFile, rename } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import { findRepoRoot } from "@samtrot/db";
import type { TEnv } from "../../env.js";

/**
 * Where uploaded files live (ARCHITECTURE.md: a storage port; object storage at scale). Keys are relative
 * paths such as "avatars/12/3f9c….jpg". The one implementation keeps files on disk.
 */
export interface TMediaStorage {
  /** absolute directory for upload pieces in progress (not served) */
  readonly uploadsDir: string;
  put(key: string, data: Buffer): Promise<void>;
  read(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
  /** removes a folder of keys ("derived/12") with everything below it */
  removeTree(prefix: string): Promise<void>;
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_.-]*)*$/i;

/** MEDIA_DIR, else <repo>/.data/media (next to the embedded database's default directory). */
export function mediaDirOf(env: TEnv): string {
  return resolve(env.MEDIA_DIR ?? join(findRepoRoot(), ".data", "media"));
}

export function createFileMediaStorage(root: string): TMediaStorage {
  const pathOf = (key: string) => {
    if (!KEY_PATTERN.test(key) || key.includes("..")) throw new Error(`invalid media key: ${key}`);
    const path = resolve(root, key);
    if (!path.startsWith(root + sep)) throw new Error(`media key outside the storage: ${key}`);
    return path;
  };
  return {
    uploadsDir: join(root, ".uploads"),
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written aside and renamed: a reader never sees half a file.
      const partial = `${path}.${process.pid}.tmp`;
      await writeFile(partial, data);
      await rename(partial, path);
    },
    async read(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async removeTree(prefix) {
      await rm(pathOf(prefix), { force: true, recursive: true });
    },
  };
}
