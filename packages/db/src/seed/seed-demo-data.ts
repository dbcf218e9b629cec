import { hash } from "@node-rs/argon2";
import { findCityBySlug, USER_TYPE, type TCity } from "@samtrot/constants-catalogue";
import type { Database } from "../database.js";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from "./demo-accounts.js";
import { generateAccount, type TGeneratedAccount, type TGeneratorContext } from "./generate-account.js";
import { insertAccounts } from "./insert-accounts.js";
import { isSeeded } from "./is-seeded.js";
import { seedLandingPages } from "./landing-pages.js";
import { UsernameRegistry } from "./usernames.js";

/** "Now" of the demo data: login times, ages and memberships are relative to it, so data is reproducible. */
export const DEMO_EPOCH = new Date("2026-11-01T00:00:00.000Z");
export const DEFAULT_DEMO_SEED = 20_260_101;
export const DEFAULT_DEMO_PROFILES = 3_000;
export const MAX_DEMO_PROFILES = 1_000_000;

export type TSeedDemoDataOptions = {
  /** generated profiles besides the demo accounts (default 3,000; up to 1,000,000 for benchmarks) */
  profiles?: number;
  /** PRNG seed: the same seed gives the same data */
  seed?: number;
  onProgress?: (done: number, total: number) => void;
  /** remove existing demo data first and seed again (otherwise an already seeded database is left alone) */
  reset?: boolean;
  /** time the data is relative to (default DEMO_EPOCH) */
  now?: Date;
  /** profiles per transaction (default 2,000 on PGlite, 5,000 on a server) */
  chunkSize?: number;
};

export type TSeedDemoDataResult = {
  /** profiles written by this call, demo accounts included (0 when the data was there already) */
  profiles: number;
  demoAccounts: DemoAccount[];
  /** rows written in all tables */
  rows: number;
  alreadySeeded: boolean;
};

// Demo accounts draw from PRNG streams far away from the generated profiles' indexes.
const DEMO_STREAM_BASE = 0x7f00_0000;

/**
 * Writes the deterministic demo data: `profiles` generated accounts of every user type over all
 * catalogue cities (users, profiles, traits, prices, working hours), then the DEMO_ACCOUNTS with their
 * password. Generated accounts have no password. The demo SEO landing pages (DEMO_LANDING_PAGES) are written
 * first, also into an already seeded database. Chunks are written in their own transactions; the
 * demo accounts come last, so isSeeded() is true only for complete data.
 */
export async function seedDemoData(database: Database, opts: TSeedDemoDataOptions = {}): Promise<TSeedDemoDataResult> {
  const count = opts.profiles ?? DEFAULT_DEMO_PROFILES;
  if (!Number.isInteger(count) || count < 0 || count > MAX_DEMO_PROFILES) {
    throw new RangeError(`profiles must be an integer from 0 to ${MAX_DEMO_PROFILES}, got ${count}`);
  }
  const seed = opts.seed ?? DEFAULT_DEMO_SEED;
  const epochMs = (opts.now ?? DEMO_EPOCH).getTime();
  const chunkSize = opts.chunkSize ?? (database.kind === "pglite" ? 2_000 : 5_000);

  // Landing pages first and always (idempotent): a database seeded before they existed gets them too.
  const landingPages = await seedLandingPages(database);
  if ((await isSeeded(database)) && !opts.reset) {
    return { profiles: 0, demoAccounts: [...DEMO_ACCOUNTS], rows: 0, alreadySeeded: true };
  }
  // Leftovers of an interrupted run, or the old data on reset (profiles etc. go by ON DELETE CASCADE).
  await database.query("DELETE FROM users WHERE is_demo");

  const cityIds = new Map(
    (await database.query<{ id: number; slug: string }>("SELECT id, slug FROM cities")).map((c) => [c.slug, c.id]),
  );
  if (cityIds.size === 0) throw new Error("The cities table is empty: run migrate() before seedDemoData().");

  const usernames = new UsernameRegistry();
  for (const account of DEMO_ACCOUNTS) usernames.reserve(account.username);
  for (const row of await database.query<{ username: string }>("SELECT username FROM users")) {
    usernames.reserve(row.username);
  }
  const ctx: TGeneratorContext = { seed, epochMs, usernames };

  const base = await reserveUserIds(database, DEMO_ACCOUNTS.length + count);
  const passwordHash = await hash(DEMO_PASSWORD); // argon2id

  let rows = 0;
  let done = 0;
  // While the database writes, the next chunk is generated; a server also takes two chunks at once
  // (two connections), PGlite one (it has a single connection anyway).
  const maxInFlight = database.kind === "postgres" ? 2 : 1;
  const inFlight = new Set<Promise<void>>();
  let failure: unknown;
  opts.onProgress?.(0, count);
  for (let start = 0; start < count && failure === undefined; start += chunkSize) {
    const end = Math.min(count, start + chunkSize);
    const accounts: TGeneratedAccount[] = [];
    // Ids after the demo accounts', which get the first ones (easy to find on a fresh database).
    for (let i = start; i < end; i++) accounts.push(generateAccount(ctx, i, base + DEMO_ACCOUNTS.length + 1 + i));
    while (inFlight.size >= maxInFlight) await Promise.race(inFlight);
    const write: Promise<void> = database
      .transaction((tx) => insertAccounts(tx, accounts, cityIds))
      .then((written) => {
        rows += written;
        done += accounts.length;
        opts.onProgress?.(done, count);
      })
      // Remembered, not thrown here: the other write still in flight must finish first.
      .catch((error: unknown) => {
        failure ??= error;
      })
      .finally(() => inFlight.delete(write));
    inFlight.add(write);
  }
  await Promise.all(inFlight);
  if (failure !== undefined) throw failure;

  const berlin = findCityBySlug("berlin") as TCity;
  const demo = DEMO_ACCOUNTS.map((account, k) => {
    const generated = generateAccount(ctx, DEMO_STREAM_BASE + k, base + 1 + k, {
      userType: account.userType,
      ...(account.userType === USER_TYPE.client ? { gender: 1 } : {}),
      ...(account.userType === USER_TYPE.escort ? { gender: 2 } : {}),
      ...(account.businessType ? { businessType: account.businessType } : {}),
      isMember: account.isMember,
      city: berlin,
    });
    generated.user.username = account.username;
    generated.user.email = account.email;
    generated.user.passwordHash = passwordHash;
    generated.user.isInvisible = false;
    if (account.userType === USER_TYPE.client) generated.profile.displayName = account.username;
    return generated;
  });
  rows += await database.transaction((tx) => insertAccounts(tx, demo, cityIds));
  rows += landingPages;

  // Fresh statistics, or the planner judges the new rows by an empty table.
  await database.query("ANALYZE users, profiles, profile_traits, profile_prices, working_hours");
  return { profiles: count + demo.length, demoAccounts: [...DEMO_ACCOUNTS], rows, alreadySeeded: false };
}

/**
 * Moves the users id sequence past a block of `n` ids and returns the id before the block, so the
 * generator can write ids itself (needed to insert the dependent rows in the same statement batch).
 */
async function reserveUserIds(database: Database, n: number): Promise<number> {
  const rows = await database.query<{ base: number }>(
    `SELECT setval('users_id_seq',
              GREATEST((SELECT COALESCE(MAX(id), 0) FROM users),
                       (SELECT CASE WHEN is_called THEN last_value ELSE last_value - 1 END FROM users_id_seq)) + $1::int8
            ) - $1::int8 AS base`,
    [n],
  );
  return Number(rows[0]?.base ?? 0);
}
