import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The monorepo root: the nearest directory above `start` holding pnpm-workspace.yaml. Starting from
 * this package's own location makes the default data directory the same whatever the cwd of the
 * process (api started from apps/api, a test from packages/db, a script from the root).
 */
export function findRepoRoot(start: string = dirname(fileURLToPath(import.meta.url))): string {
  let dir = start;
  for (;;) {
    if (existsSync(join(dir, "pnpm-workspace.yaml"))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No pnpm-workspace.yaml above ${start}: cannot find the repository root.`);
    dir = parent;
  }
}
