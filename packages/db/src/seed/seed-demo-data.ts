import { hash } from "@node-rs/argon2";
import { findCityBySlug, USER_TYPE, type TCity } from "@samtrot/constants-catalogue";
import type { Database, DatabaseTx } from "../database.js";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from "./demo-accounts.js";
import { demoDollarsOf, grantDemoDollars } from "./demo-dollars.js";
import { generateAccount, type TGeneratedAccount, type TGeneratorContext } from "./generate-account.js";
import { insertAccounts } from "./insert-accounts.js";
import { DEMO_STAFF_ACCOUNT, insertDemoStaff } from "./demo-staff.js";
import { insertDemoGalleries, type TPhotoOwner } from "./demo-photos/demo-gallery.js";
import { DEMO_MEDIA_PREFIX, ensurePhotoPool, type TPhotoPool } from "./demo-photos/photo-pool.js";
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
  /**
   * The media directory (the api's MEDIA_DIR): escorts and businesses get gallery photos from the demo photo
   * pool rendered into <mediaDir>/demo/. Without it no photos (benchmarks at scale).
   */
  mediaDir?: string;
};

export type TSeedDemoDataResult = {
  /** profiles written by this call, demo accounts included (0 when the data was there already) */
  profiles: number;
  demoAccounts: DemoAccount[];
  /** rows written in all tables */
  rows: number;
  alreadySeeded: boolean;
  /** demo photos rendered into the pool by this call (0 when they were there already, or without mediaDir) */
  photosRendered: number;
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
    return { profiles: 0, demoAccounts: [...DEMO_ACCOUNTS], rows: 0, alreadySeeded: true, photosRendered: 0 };
  }
  // Leftovers of an interrupted run, or the old data on reset (profiles etc. go by ON DELETE CASCADE).
  await database.query("DELETE FROM users WHERE is_demo");

  const cityIds = new Map(
    (await database.query<{ id: number; slug: string }>("SELECT id, slug FROM cities")).map((c) => [c.slug, c.id]),
  );
  if (cityIds.size === 0) throw new Error("The cities table is empty: run migrate() before seedDemoData().");

  const usernames = new UsernameRegistry();
  for (const account of DEMO_ACCOUNTS) usernames.reserve(account.username);
  usernames.reserve(DEMO_STAFF_ACCOUNT.username);
  for (const row of await database.query<{ username: string }>("SELECT username FROM users")) {
    usernames.reserve(row.username);
  }
  const ctx: TGeneratorContext = { seed, epochMs, usernames };

  const pool = opts.mediaDir ? await ensurePhotoPool(opts.mediaDir) : null;
  const withPhotos = async (tx: DatabaseTx, accounts: TGeneratedAccount[]): Promise<number> =>
    (await insertAccounts(tx, accounts, cityIds)) + (pool ? await insertDemoGalleries(tx, accounts.map(photoOwnerOf), pool, seed, epochMs) : 0);

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
      .transaction((tx) => withPhotos(tx, accounts))
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
  rows += await database.transaction(async (tx) => {
    const written = (await insertDemoStaff(tx, passwordHash)) + (await withPhotos(tx, demo));
    // Starting dollars of the demo accounts, with them: a seeded database always has both.
    await grantDemoDollars(tx, demo.map((generated, k) => ({ userId: generated.user.id, amount: demoDollarsOf(DEMO_ACCOUNTS[k]!) })));
    // The demo people gave both special-category consents (decision 045), so their profiles are whole and editable.
    await tx.query(
      `insert into user_consents (user_id, purpose, granted, text_version, source)
       select u.id, p.purpose, true, 'seed', 'seed' from users u cross join (values ('sexuality'), ('services')) as p(purpose)
        where u.id = any($1::bigint[]) and u.user_type in (1, 2)`,
      [demo.map((generated) => generated.user.id)],
    );
    return written;
  });
  rows += landingPages;

  // Fresh statistics, or the planner judges the new rows by an empty table.
  await database.query("ANALYZE users, profiles, profile_traits, profile_prices, working_hours, media_files, gallery_items");
  return { profiles: count + demo.length, demoAccounts: [...DEMO_ACCOUNTS], rows, alreadySeeded: false, photosRendered: pool?.rendered ?? 0 };
}

function photoOwnerOf(account: TGeneratedAccount): TPhotoOwner {
  return {
    userId: account.user.id,
    userType: account.user.userType,
    gender: account.user.gender,
    coupleType: account.user.coupleType,
    hasFsk18Photos: account.profile.hasFsk18Photos,
    createdMs: Date.parse(account.user.createdAt),
  };
}

export type TSeedDemoPhotosResult = { rendered: number; photos: number };

/**
 * Demo photos for a database seeded before they existed, and the pool files for one whose media directory was
 * emptied: renders what is missing of the pool, and gives the demo escorts and businesses their galleries when
 * no demo photo is in the database yet (so photos a demo user deleted are not brought back). Idempotent.
 */
export async function seedDemoPhotos(
  database: Database,
  opts: { mediaDir: string; seed?: number; now?: Date },
): Promise<TSeedDemoPhotosResult> {
  const pool: TPhotoPool = await ensurePhotoPool(opts.mediaDir);
  const [present] = await database.query<{ any: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM media_files m JOIN users u ON u.id = m.user_id WHERE u.is_demo AND m.storage_key LIKE $1) AS any`,
    [`${DEMO_MEDIA_PREFIX}%`],
  );
  if (present?.any) return { rendered: pool.rendered, photos: 0 };
  const owners = (
    await database.query<{ id: number; user_type: number; gender: number | null; couple_type: number | null; has_fsk18_photos: boolean; created_at: Date }>(
      `SELECT u.id, u.user_type, u.gender, u.couple_type, p.has_fsk18_photos, u.created_at
         FROM users u JOIN profiles p ON p.user_id = u.id
        WHERE u.is_demo AND u.user_type IN (${USER_TYPE.escort}, ${USER_TYPE.business}) AND u.deleted_at IS NULL
        ORDER BY u.id`,
    )
  ).map(
    (row): TPhotoOwner => ({
      userId: Number(row.id),
      userType: Number(row.user_type),
      gender: row.gender === null ? null : Number(row.gender),
      coupleType: row.couple_type === null ? null : Number(row.couple_type),
      hasFsk18Photos: row.has_fsk18_photos,
      createdMs: new Date(row.created_at).getTime(),
    }),
  );
  const seed = opts.seed ?? DEFAULT_DEMO_SEED;
  const epochMs = (opts.now ?? DEMO_EPOCH).getTime();
  let photos = 0;
  for (let start = 0; start < owners.length; start += 2_000) {
    const chunk = owners.slice(start, start + 2_000);
    photos += await database.transaction((tx) => insertDemoGalleries(tx, chunk, pool, seed, epochMs));
  }
  return { rendered: pool.rendered, photos };
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
