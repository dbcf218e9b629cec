// Seeds the demo data: `tsx src/cli/seed.ts [--profiles 1000000] [--url postgres://…] [--data-dir DIR]
//                        [--seed N] [--reset]`
// Without --url, DATABASE_URL (when set) selects a Postgres server, else the embedded PGlite in ./.data.
import { parseArgs } from "node:util";
import { DataDirLockedError } from "../data-dir-lock.js";
import { migrate } from "../migrate.js";
import { openDatabase, type TOpenDatabaseOptions } from "../open-database.js";
import { DEFAULT_DEMO_PROFILES, DEFAULT_DEMO_SEED, MAX_DEMO_PROFILES, seedDemoData } from "../seed/seed-demo-data.js";

const USAGE = `usage: tsx src/cli/seed.ts [--profiles N] [--url postgres://…] [--data-dir DIR] [--seed N] [--reset]
  --profiles  generated profiles besides the demo accounts (default ${DEFAULT_DEMO_PROFILES}, at most ${MAX_DEMO_PROFILES})
  --url       a Postgres server (default: DATABASE_URL, else the embedded database in <repo>/.data/pglite)
  --data-dir  directory of the embedded database
  --seed      PRNG seed (default ${DEFAULT_DEMO_SEED}); the same seed gives the same data
  --reset     replace existing demo data (otherwise an already seeded database is left as it is)`;

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

function integerOption(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value.replaceAll("_", ""));
  if (!Number.isInteger(n) || n < 0) fail(`--${name} must be a whole number, got "${value}"`);
  return n;
}

const { values } = (() => {
  try {
    return parseArgs({
      // `pnpm seed -- --profiles 10` hands the "--" on; drop it.
      args: process.argv.slice(2).filter((arg, i) => !(i === 0 && arg === "--")),
      options: {
        profiles: { type: "string" },
        url: { type: "string" },
        "data-dir": { type: "string" },
        seed: { type: "string" },
        reset: { type: "boolean", default: false },
        help: { type: "boolean", short: "h", default: false },
      },
    });
  } catch (error) {
    return fail((error as Error).message);
  }
})();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const profiles = integerOption(values.profiles, "profiles") ?? DEFAULT_DEMO_PROFILES;
if (profiles > MAX_DEMO_PROFILES) fail(`--profiles must not exceed ${MAX_DEMO_PROFILES}`);
const seed = integerOption(values.seed, "seed");
const target: TOpenDatabaseOptions = values.url ? { url: values.url } : values["data-dir"] ? { dataDir: values["data-dir"] } : {};

const format = (n: number) => Math.round(n).toLocaleString("en-US");

let database;
try {
  database = await openDatabase(target);
} catch (error) {
  if (error instanceof DataDirLockedError) fail(error.message);
  throw error;
}
try {
  const { kind, location } = database.describe();
  console.log(`database: ${kind} ${location}`);
  const { applied } = await migrate(database);
  if (applied.length > 0) console.log(`migrations applied: ${applied.join(", ")}`);

  // Rates count from the first written chunk, not from the clean-up of a --reset before it.
  let started = performance.now();
  let lastReport = 0;
  const result = await seedDemoData(database, {
    profiles,
    ...(seed !== undefined ? { seed } : {}),
    reset: values.reset,
    onProgress(done, total) {
      const now = performance.now();
      if (done === 0) {
        started = now;
        return;
      }
      if (done < total && now - lastReport < 1_000) return;
      lastReport = now;
      const seconds = (now - started) / 1_000;
      console.log(`${format(done)} / ${format(total)} profiles  ${format(done / seconds)} profiles/s`);
    },
  });
  const seconds = (performance.now() - started) / 1_000;
  if (result.alreadySeeded) {
    console.log("demo data is already there; nothing written (use --reset to replace it)");
  } else {
    console.log(
      `done: ${format(result.profiles)} profiles, ${format(result.rows)} rows in ${seconds.toFixed(1)} s ` +
        `(${format(result.rows / seconds)} rows/s, ${format(result.profiles / seconds)} profiles/s)`,
    );
  }
  console.log("demo accounts (password for all: see packages/db/README.md):");
  for (const account of result.demoAccounts) console.log(`  ${account.username.padEnd(18)} ${account.description}`);
} finally {
  await database.close();
}
