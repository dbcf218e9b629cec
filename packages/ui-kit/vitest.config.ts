import { defineConfig } from "vitest/config";

export default defineConfig({
  // The components use the automatic JSX runtime (tsconfig "react-jsx"); say so explicitly for esbuild.
  esbuild: { jsx: "automatic" },
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./vitest.setup.ts"],
    // Two shared cores: one worker at a time is plenty for a package this size. (Not singleThread:
    // that shares one jsdom document between files, so one failing file can break the next.)
    pool: "threads",
    maxWorkers: 1,
    minWorkers: 1,
  },
});
