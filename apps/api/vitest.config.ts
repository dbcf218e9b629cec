import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 180_000,
    // Each file gets its own database; two at a time keeps a 2-core machine responsive.
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
    pool: "forks",
    // One module graph per worker instead of one per file: importing the api for each of ~45 files took 264 s of
    // the package's 520 s (collect 264 s → 31 s). Each file still starts its own api and database.
    isolate: false,
  },
});
