import { verify } from "@node-rs/argon2";
import {
  BUSINESS_TYPES,
  CITIES,
  PRICE_DURATIONS,
  TRAIT_CATEGORY,
  USERNAME_LENGTH,
  USERNAME_PATTERN,
} from "@samtrot/constants-catalogue";
import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../create-test-database.js";
import type { Database } from "../database.js";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./demo-accounts.js";
import { isSeeded } from "./is-seeded.js";
import { DEMO_LANDING_PAGES, seedLandingPages } from "./landing-pages.js";
import { SCENE_COUNTS } from "./demo-photos/scenes.js";
import { DEMO_EPOCH, seedDemoData, seedDemoPhotos, type TSeedDemoDataResult } from "./seed-demo-data.js";

// One database for the file: seeding 3,000 profiles once, then read-only checks (reset test last).
let database: Database;
let result: TSeedDemoDataResult;
let mediaDir: string;
const progress: [number, number][] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  mediaDir = await mkdtemp(join(tmpdir(), "samtrot-demo-media-"));
  expect(await isSeeded(database)).toBe(false);
  result = await seedDemoData(database, { mediaDir, onProgress: (done, total) => progress.push([done, total]) });
});
afterAll(async () => {
  await database?.close();
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
});

async function one<T>(text: string, params?: unknown[]): Promise<T> {
  const [row] = await database.query<T>(text, params);
  return row as T;
}

type Sample = { username: string; lat: number; lon: number; birth_date: string | null };
const FIRST = "SELECT username, lat, lon, birth_date FROM users JOIN profiles ON user_id = id ORDER BY id LIMIT 40";

describe("seedDemoData (default: 3,000 profiles)", () => {
  it("writes 3,000 generated profiles plus the demo accounts, reporting progress", async () => {
    expect(result.alreadySeeded).toBe(false);
    expect(result.profiles).toBe(3_000 + DEMO_ACCOUNTS.length);
    expect(await one<{ n: number }>("SELECT count(*)::int AS n FROM profiles")).toEqual({ n: result.profiles });
    expect(await one<{ n: number }>("SELECT count(*)::int AS n FROM users WHERE is_demo AND user_type < 9")).toEqual({ n: result.profiles });
    // and the team reviewer (user type 10), without a profile
    expect(await one("SELECT count(*)::int AS n FROM users u WHERE is_demo AND user_type = 10 AND username = 'demo-team' AND NOT EXISTS (SELECT 1 FROM profiles p WHERE p.user_id = u.id)")).toEqual({ n: 1 });
    expect(progress.at(-1)).toEqual([3_000, 3_000]);
    expect(await isSeeded(database)).toBe(true);
  });

  it("spreads user types about 70 / 22 / 8 % and covers every business type", async () => {
    const rows = await database.query<{ user_type: number; n: number }>(
      "SELECT user_type, count(*)::int AS n FROM users GROUP BY 1 ORDER BY 1",
    );
    const share = (type: number) => (rows.find((r) => r.user_type === type)?.n ?? 0) / result.profiles;
    expect(share(2)).toBeGreaterThan(0.66);
    expect(share(2)).toBeLessThan(0.74);
    expect(share(1)).toBeGreaterThan(0.18);
    expect(share(1)).toBeLessThan(0.26);
    expect(share(3)).toBeGreaterThan(0.05);
    expect(share(3)).toBeLessThan(0.11);
    const types = await database.query<{ business_type: string }>(
      "SELECT DISTINCT business_type FROM users WHERE user_type = 3 ORDER BY 1",
    );
    expect(types.map((t) => t.business_type).sort()).toEqual(BUSINESS_TYPES.map((t) => t.id).sort());
    expect(await one("SELECT count(*)::int AS n FROM users WHERE user_type <> 3 AND business_type IS NOT NULL")).toEqual({ n: 0 });
  });

  it("has women, men, trans people and couples", async () => {
    const genders = await database.query<{ gender: number | null }>("SELECT DISTINCT gender FROM users WHERE user_type = 2");
    expect(genders.map((g) => g.gender).sort()).toEqual([1, 2, 3, null]);
    const couples = await database.query<{ couple_type: number }>(
      "SELECT DISTINCT couple_type FROM users WHERE couple_type IS NOT NULL ORDER BY 1",
    );
    expect(couples.map((c) => c.couple_type)).toEqual([6, 7, 8, 9, 10, 11]);
    expect(await one("SELECT count(*)::int AS n FROM users WHERE couple_type IS NOT NULL AND gender IS NOT NULL")).toEqual({ n: 0 });
  });

  it("uses every city, with coordinates a few km around its centre", async () => {
    expect(await one("SELECT count(DISTINCT city_id)::int AS n FROM profiles")).toEqual({ n: CITIES.length });
    const [far] = await database.query<{ km: number }>(
      `SELECT max(earth_distance(ll_to_earth(c.lat, c.lon), p.earth_pt)) / 1000 AS km
         FROM profiles p JOIN cities c ON c.id = p.city_id`,
    );
    expect(far!.km).toBeLessThan(40);
    // Bigger cities get more people.
    const counts = await database.query<{ slug: string; n: number }>(
      "SELECT c.slug, count(*)::int AS n FROM profiles p JOIN cities c ON c.id = p.city_id WHERE c.slug IN ('berlin', 'rotenburg/wümme') GROUP BY 1",
    );
    const n = (slug: string) => counts.find((c) => c.slug === slug)?.n ?? 0;
    expect(n("berlin")).toBeGreaterThan(10 * n("rotenburg/wümme"));
  });

  it("gives valid, unique usernames (spec 001 §5) and unique e-mails", async () => {
    const rows = await database.query<{ username: string; email: string }>("SELECT username, email FROM users");
    for (const { username } of rows) {
      expect(username.length, username).toBeGreaterThanOrEqual(USERNAME_LENGTH.min);
      expect(username.length, username).toBeLessThanOrEqual(USERNAME_LENGTH.max);
      expect(username, username).toMatch(USERNAME_PATTERN);
    }
    expect(new Set(rows.map((r) => r.username.toLowerCase())).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.email.toLowerCase())).size).toBe(rows.length);
    expect(rows.some((r) => /[äöüß]/i.test(r.username))).toBe(true);
  });

  it("gives adults of 18 to 60 (at the epoch) and no birth date to businesses", async () => {
    const ages = await one<{ min: number; max: number; missing: number }>(
      `SELECT min(date_part('year', age($1::timestamptz, birth_date::timestamptz)))::int AS min,
              max(date_part('year', age($1::timestamptz, birth_date::timestamptz)))::int AS max,
              count(*) FILTER (WHERE birth_date IS NULL AND user_type <> 3)::int AS missing
         FROM users`,
      [DEMO_EPOCH.toISOString()],
    );
    expect(ages).toEqual({ min: 18, max: 60, missing: 0 });
    expect(await one("SELECT count(*)::int AS n FROM users WHERE user_type = 3 AND birth_date IS NOT NULL")).toEqual({ n: 0 });
  });

  it("fills traits of every category with values of that category", async () => {
    const categories = await database.query<{ category_id: number }>(
      "SELECT DISTINCT category_id FROM profile_traits ORDER BY 1",
    );
    expect(categories.map((c) => c.category_id)).toEqual(Object.values(TRAIT_CATEGORY).sort((a, b) => a - b));
    const perProfile = await one<{ avg: number }>(
      "SELECT avg(n)::float8 AS avg FROM (SELECT count(*) AS n FROM profile_traits GROUP BY user_id) t",
    );
    expect(perProfile.avg).toBeGreaterThan(5);
  });

  it("prices escorts and businesses for several durations, clients not at all", async () => {
    const durations = await database.query<{ duration_minutes: number }>(
      "SELECT DISTINCT duration_minutes FROM profile_prices ORDER BY 1",
    );
    expect(durations.map((d) => d.duration_minutes)).toEqual([...PRICE_DURATIONS]);
    expect(
      await one(
        `SELECT count(*)::int AS n FROM users u WHERE u.user_type IN (2, 3)
            AND (SELECT count(*) FROM profile_prices p WHERE p.user_id = u.id) < 3`,
      ),
    ).toEqual({ n: 0 });
    expect(await one("SELECT count(*)::int AS n FROM profile_prices p JOIN users u ON u.id = p.user_id WHERE u.user_type = 1")).toEqual({ n: 0 });
    // Longer bookings never cost less than shorter ones.
    expect(
      await one(
        `SELECT count(*)::int AS n FROM profile_prices a JOIN profile_prices b
            ON a.user_id = b.user_id AND a.duration_minutes < b.duration_minutes AND a.price > b.price`,
      ),
    ).toEqual({ n: 0 });
  });

  it("has working hours, some of them over midnight", async () => {
    const hours = await one<{ over: number; day: number; days: number }>(
      `SELECT count(*) FILTER (WHERE is_over_day)::int AS over, count(*) FILTER (WHERE NOT is_over_day)::int AS day,
              count(DISTINCT day)::int AS days FROM working_hours`,
    );
    expect(hours.over).toBeGreaterThan(100);
    expect(hours.day).toBeGreaterThan(100);
    expect(hours.days).toBe(7);
    expect(await one("SELECT count(*)::int AS n FROM working_hours WHERE is_over_day <> (time_to < time_from)")).toEqual({ n: 0 });
  });

  it("sets languages, reply times, ratings, rank scores, avatars, memberships and recent logins", async () => {
    const stats = await one<Record<string, number>>(
      `SELECT count(*) FILTER (WHERE cardinality(languages) = 0)::int AS no_language,
              count(*) FILTER (WHERE reply_time_seconds IS NULL)::int AS no_reply_time,
              count(*) FILTER (WHERE reviews_count <> 0 OR rating IS NOT NULL)::int AS invented_reviews,
              count(DISTINCT rank_score)::int AS rank_scores,
              count(*) FILTER (WHERE avatar_seed <= 0)::int AS no_avatar,
              count(DISTINCT avatar_seed)::int AS avatars
         FROM profiles`,
    );
    // No review exists yet, so no profile claims one (the badge and the reviews tab agree: none).
    expect(stats).toMatchObject({ no_language: 0, no_reply_time: 0, invented_reviews: 0, no_avatar: 0 });
    expect(stats.rank_scores).toBeGreaterThan(1_000);
    expect(stats.avatars).toBeGreaterThan(2_900);
    const users = await one<{ members: number; total: number; oldest_login: string; newest_login: string }>(
      `SELECT count(*) FILTER (WHERE is_member)::int AS members, count(*)::int AS total,
              min(last_login_at)::text AS oldest_login, max(last_login_at)::text AS newest_login FROM users`,
    );
    expect(users.members / users.total).toBeGreaterThan(0.1);
    expect(users.members / users.total).toBeLessThan(0.2);
    expect(await one("SELECT count(*)::int AS n FROM users WHERE is_member AND member_until IS NULL")).toEqual({ n: 0 });
    const day = 86_400_000;
    expect(
      await one(
        "SELECT count(*)::int AS n FROM users WHERE last_login_at < $1::timestamptz OR last_login_at > $2::timestamptz",
        [new Date(DEMO_EPOCH.getTime() - 60 * day).toISOString(), DEMO_EPOCH.toISOString()],
      ),
    ).toEqual({ n: 0 });
  });

  it("states smoking for most people, never for businesses", async () => {
    const smoking = await one<{ smokers: number; non_smokers: number; unstated: number; business_stated: number; people: number }>(
      `SELECT count(*) FILTER (WHERE p.is_smoker AND u.user_type <> 3)::int AS smokers,
              count(*) FILTER (WHERE NOT p.is_smoker AND u.user_type <> 3)::int AS non_smokers,
              count(*) FILTER (WHERE p.is_smoker IS NULL AND u.user_type <> 3)::int AS unstated,
              count(*) FILTER (WHERE p.is_smoker IS NOT NULL AND u.user_type = 3)::int AS business_stated,
              count(*) FILTER (WHERE u.user_type <> 3)::int AS people
         FROM profiles p JOIN users u ON u.id = p.user_id`,
    );
    expect(smoking.business_stated).toBe(0);
    expect(smoking.smokers / smoking.people).toBeGreaterThan(0.15);
    expect(smoking.non_smokers / smoking.people).toBeGreaterThan(0.4);
    expect(smoking.unstated / smoking.people).toBeGreaterThan(0.2);
  });

  it("writes the demo landing pages, each entry a name, a value and an active flag", async () => {
    const pages = await database.query<{ short_url: string; url_detail: unknown[] }>("SELECT short_url, url_detail FROM landing_pages ORDER BY id");
    expect(pages.map((p) => p.short_url)).toEqual(DEMO_LANDING_PAGES.map((p) => p.shortUrl));
    for (const page of pages) {
      expect(page.url_detail.length).toBeGreaterThan(0);
      for (const entry of page.url_detail) expect(entry).toEqual({ name: expect.any(String), value: expect.anything(), active: expect.any(Number) });
    }
    // Idempotent: a second run writes none.
    expect(await seedLandingPages(database)).toBe(0);
  });

  it("creates the demo accounts in Berlin with a password that verifies, others without one", async () => {
    const rows = await database.query<{
      username: string; email: string; password_hash: string; user_type: number; is_member: boolean;
      business_type: string | null; register_completed_step: number; email_verified_at: Date | null; slug: string;
    }>(
      `SELECT u.username, u.email, u.password_hash, u.user_type, u.is_member, u.business_type,
              u.register_completed_step, u.email_verified_at, c.slug
         FROM users u JOIN profiles p ON p.user_id = u.id JOIN cities c ON c.id = p.city_id
        WHERE u.password_hash IS NOT NULL ORDER BY u.id`,
    );
    expect(rows.map((r) => r.username)).toEqual(DEMO_ACCOUNTS.map((a) => a.username));
    for (const [i, account] of DEMO_ACCOUNTS.entries()) {
      const row = rows[i]!;
      expect(row).toMatchObject({
        email: account.email,
        user_type: account.userType,
        is_member: account.isMember,
        business_type: account.businessType ?? null,
        register_completed_step: 10,
        slug: "berlin",
      });
      expect(row.email_verified_at).toBeInstanceOf(Date);
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
    }
    expect(await verify(rows[0]!.password_hash, DEMO_PASSWORD)).toBe(true);
    expect(await verify(rows[0]!.password_hash, "wrong-password")).toBe(false);
    // Every kind: client, escort, agency and club, each as member and non-member.
    const kinds = new Set(DEMO_ACCOUNTS.map((a) => `${a.userType}/${a.businessType ?? "-"}/${a.isMember}`));
    expect(kinds.size).toBe(8);
  });

  it("gives every escort and business 3–6 public photos, the first one its profile photo, and 1 or more private ones", async () => {
    expect(result.photosRendered).toBe(Object.values(SCENE_COUNTS).reduce((a, b) => a + b, 0));
    const rows = await database.query<{ user_type: number; public: number; private: number; fsk18: number; flagged: boolean; avatar_public: boolean; pending: number; clients_media: number }>(
      `SELECT u.user_type,
              count(*) FILTER (WHERE g.visibility = 1)::int AS public,
              count(*) FILTER (WHERE g.visibility = 5)::int AS private,
              count(*) FILTER (WHERE g.visibility = 4)::int AS fsk18,
              count(*) FILTER (WHERE g.review_status <> 1)::int AS pending,
              bool_or(p.has_fsk18_photos) AS flagged,
              coalesce(bool_or(g.media_id = p.avatar_media_id AND g.visibility = 1), false) AS avatar_public
         FROM users u JOIN profiles p ON p.user_id = u.id LEFT JOIN gallery_items g ON g.user_id = u.id
        WHERE u.user_type IN (2, 3) GROUP BY u.id, u.user_type`,
    );
    expect(rows.length).toBeGreaterThan(2_000);
    for (const row of rows) {
      expect(row.public).toBeGreaterThanOrEqual(3);
      expect(row.public).toBeLessThanOrEqual(6);
      expect(row.private).toBeGreaterThanOrEqual(1);
      expect(row.pending).toBe(0);
      expect(row.avatar_public).toBe(true);
      // The search flag has_fsk18_photos and the gallery agree.
      expect(row.fsk18 > 0).toBe(row.flagged);
    }
    expect(await one("SELECT count(*)::int AS n FROM gallery_items g JOIN users u ON u.id = g.user_id WHERE u.user_type = 1")).toEqual({ n: 0 });
    // Every medium points at a pool file that is a real image of the stated size and dimensions.
    const files = await database.query<{ storage_key: string; size: number; width: number; height: number }>(
      "SELECT DISTINCT storage_key, size, width, height FROM media_files",
    );
    expect(files.length).toBeGreaterThan(40);
    expect((await readdir(join(mediaDir, "demo"))).length).toBe(result.photosRendered);
    for (const file of files.slice(0, 5)) {
      expect(file.storage_key).toMatch(/^demo\/[a-z]+-[0-9a-f]{24}\.jpg$/);
      const bytes = await readFile(join(mediaDir, file.storage_key));
      expect(bytes.length).toBe(file.size);
      expect(await sharp(bytes).metadata()).toMatchObject({ format: "jpeg", width: file.width, height: file.height });
    }
  });

  it("renders the pool only once and adds no photos where demo photos exist", async () => {
    const before = await one<{ n: number }>("SELECT count(*)::int AS n FROM media_files");
    expect(await seedDemoPhotos(database, { mediaDir })).toEqual({ rendered: 0, photos: 0 });
    expect(await one("SELECT count(*)::int AS n FROM media_files")).toEqual(before);
  });

  it("leaves seeded data alone on a second call", async () => {
    const again = await seedDemoData(database);
    expect(again).toMatchObject({ alreadySeeded: true, profiles: 0 });
    expect(await one("SELECT count(*)::int AS n FROM profiles")).toEqual({ n: result.profiles });
  });

  // The resets run on a small database of their own: resetting the 3,000 profiles above took about a minute of
  // PGlite time on CI and proved nothing more.
  it("is deterministic: the same seed gives the same profiles, a reset with another seed others", async () => {
    const before = await database.query<Sample>(FIRST);
    expect(before).toHaveLength(40);
    const beforeGenerated = before.slice(DEMO_ACCOUNTS.length);
    const small = await createTestDatabase();
    try {
      const sample = async () =>
        (await small.query<Sample>(FIRST)).map(({ username, lat, lon, birth_date }) => ({ username, lat, lon, birth_date }));
      await seedDemoData(small, { profiles: 32 });
      expect((await small.query<{ n: number }>("SELECT count(*)::int AS n FROM profiles"))[0]).toEqual({ n: 40 });
      // Same seed: the first 32 generated profiles equal those of the 3,000 run (ids follow the demo accounts).
      expect((await sample()).slice(DEMO_ACCOUNTS.length)).toEqual(beforeGenerated);

      // A database seeded without photos gets them later (the api start does this for older databases).
      expect((await small.query("SELECT id FROM media_files"))).toEqual([]);
      const added = await seedDemoPhotos(small, { mediaDir });
      expect(added.photos).toBeGreaterThan(0);
      const withoutAvatar = await small.query(
        "SELECT p.user_id FROM profiles p JOIN users u ON u.id = p.user_id WHERE u.user_type IN (2, 3) AND p.avatar_media_id IS NULL",
      );
      expect(withoutAvatar).toEqual([]);

      await seedDemoData(small, { reset: true, profiles: 32, seed: 7 });
      expect((await sample()).slice(DEMO_ACCOUNTS.length).map((r) => r.username)).not.toEqual(beforeGenerated.map((r) => r.username));
      expect(await isSeeded(small)).toBe(true);
      // And back: a reset with the default seed gives the first run's profiles again.
      await seedDemoData(small, { reset: true, profiles: 32 });
      expect((await sample()).slice(DEMO_ACCOUNTS.length)).toEqual(beforeGenerated);
    } finally {
      await small.close();
    }
  }, 120_000);
});
