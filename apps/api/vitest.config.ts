import { BaseSequencer, type TestSpecification } from "vitest/node";
import { defineConfig } from "vitest/config";

/**
 * Files that run for a minute or more on their own (they start, kill and restart the api as a child process, or walk
 * every route). Vitest starts the largest files first when it has no timings yet (every CI clone): these are small, so
 * they came last and the run waited on them with one fork idle. Started first, the other files fill in beside them.
 */
const SLOW_FILES = [
  "src/modules/dating/safety/check-in-crash.test.ts",
  "src/modules/payments/callback-crash.test.ts",
  "src/main.test.ts",
  "src/authorization-walk.test.ts",
  "src/modules/search/search-engine.test.ts",
  // the Postgres pass only: 10,000 concurrent ledger operations, SIGKILL inside tip transactions
  "src/modules/ledger/ledger-concurrency.test.ts",
  "src/modules/ledger/tip-crash.test.ts",
];

class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = SLOW_FILES.findIndex((name) => file.moduleId.replaceAll("\\", "/").endsWith(name));
      return index === -1 ? SLOW_FILES.length : index;
    };
    return sorted.map((file, position) => ({ file, position })).sort((a, b) => rank(a.file) - rank(b.file) || a.position - b.position).map(({ file }) => file);
  }
}

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
    sequence: { sequencer: SlowFilesFirst },
  },
});
