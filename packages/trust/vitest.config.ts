import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    // Pure functions without state: one module graph for all files is safe and starts faster.
    isolate: false,
  },
});
