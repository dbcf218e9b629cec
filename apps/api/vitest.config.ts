import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 180_000,
    // Each file gets its own database; two at a time keeps a 2-core machine responsive.
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
    pool: "forks",
  },
});
