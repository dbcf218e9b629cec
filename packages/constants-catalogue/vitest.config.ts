import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Pure modules without shared state: one module graph per worker instead of one per file (the import
    // time of every file was most of this package's test time; CI budget, README "Tests").
    isolate: false,
  },
});
