// The count index (count-index.ts, count-in-memory.ts) against the SQL counts of the same database:
// random searches (places, user types, filters, facets, blocked users) must give equal totals and
// facets, before and after profile changes, deletions and new profiles reach it through the change feed
// (migration 0009). PGlite, or the server with DATABASE_URL (then also commits out of order).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RUN_COUNTRIES, traitValueIds } from "@samtrot/constants-catalogue";
import { createTestDatabase, openDatabase, seedDemoData, type Database } from "@samtrot/db";
import { TRAIT_FILTERS, TRAIT_FILTER_KEYS, ZSearchRequest, type TSearchRequest } from "@samtrot/search-query-builder";
import { computeAggregates } from "./compute-aggregates.js";
import { countInMemory } from "./count-in-memory.js";
import { CountIndex } from "./count-index.js";
import { buildFilterClauses, type TClauseKey } from "./filter-clauses.js";
import { searchClock, type TSearchClock } from "./search-clock.js";
import { createSearchEngine, searchProfiles } from "./search-profiles.js";
import { searchShape } from "./search-shape.js";
import { GUEST_SEARCH_VIEWER } from "./search-viewer.js";
import type { SqlParams } from "./sql-params.js";

const onServer = Boolean(process.env.DATABASE_URL?.trim());
let database: Database;
let index: CountIndex;
let clock: TSearchClock;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database, { profiles: 400 });
  // Breast type, gender identity and exclusive content for some (as in search-engine.test.ts).
  await database.query(`INSERT INTO user_settings (user_id, breast_type, gender_identity, phone, show_phone)
                        SELECT user_id, CASE WHEN user_id % 4 = 0 THEN 'natural' WHEN user_id % 4 = 1 THEN 'enhanced' END,
                               CASE WHEN user_id % 5 = 0 THEN 'cisgender' END, '+4930123', user_id % 2 = 0
                          FROM search_profiles WHERE user_id % 3 <> 2`);
  await database.query(`WITH f AS (INSERT INTO media_files (user_id, purpose, storage_key, mime_type, size, width, height)
                                   SELECT user_id, 'gallery', 'k' || user_id, 'image/jpeg', 1000, 800, 600 FROM search_profiles WHERE user_id % 7 = 0
                                   RETURNING id, user_id)
                        INSERT INTO gallery_items (media_id, user_id, visibility, review_status)
                        SELECT id, user_id, 3, 1 FROM f`);
  clock = searchClock();
  index = new CountIndex(database, { onError: (error) => console.error(error) });
  await index.load();
}, 180_000);
afterAll(async () => {
  await database?.close();
});

/** A small deterministic generator (mulberry32). */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const some = <T>(list: readonly T[], max = 2): T[] => [...new Set(Array.from({ length: 1 + Math.floor(next() * max) }, () => pick(list)))];
  return { next, pick, some, chance: (p: number) => next() < p };
}

const PLACES = [
  { lat: 52.52, lon: 13.405 }, // Berlin
  { lat: 48.137, lon: 11.575 }, // München
  { lat: 53.55, lon: 9.99 }, // Hamburg
  { lat: 47.37, lon: 8.54 }, // Zürich
  { lat: 48.208, lon: 16.373 }, // Wien
];
const TERMS = ["gender", "escort_service", "meeting_option", "service", "figure_type", "hair_color", "tattoo", "cup_size", "breast_type",
  "gender_identity", "nationality", "languages", "is_smoker", "bread_type", "exclusive_content"] as const;
const RANGES = ["age", "price", "weight", "height"] as const;
const FLAGS = ["has_avatar", "is_verified", "has_price", "has_review", "is_hot", "is_member", "on_tour", "exclusive_content", "is_new", "is_phone_show"];

/** A random search the api would accept. */
function randomRequest(r: ReturnType<typeof rng>): TSearchRequest {
  const userTypes = r.pick([[2], [2], [1, 2], [3], [1, 2, 3]]);
  const filter: Record<string, unknown> = { user_type: userTypes };
  const place = r.next();
  if (place < 0.5) filter.location = { ...r.pick(PLACES), radius: r.pick([5, 10, 30, 50, 100, 300, 500]) };
  else if (place < 0.75) filter.country = r.some(Object.keys(RUN_COUNTRIES));
  if (r.chance(0.4)) filter.gender = r.some([1, 2, 3]);
  if (r.chance(0.3)) filter.age = r.some(["[18,25]", "[26,35]", "[36,45]", "[46,*]", "[0,30]"]);
  if (r.chance(0.15)) {
    filter.customized = 1;
    filter.prices_durations = r.some([30, 60, 120]);
    if (r.chance(0.5)) filter.price_60_mins = r.pick(["[100,250]", "[0,150]", "[200,*]"]);
  } else if (r.chance(0.3)) {
    filter.customized = 0;
    filter.price = r.some(["[0,99]", "[100,149]", "[150,199]", "[200,*]"]);
  }
  if (r.chance(0.15)) filter.weight = r.some(["[40,55]", "[56,70]", "[80,*]"]);
  if (r.chance(0.15)) filter.height = r.some(["[0,165]", "[166,180]", "[175,190]"]);
  if (r.chance(0.1)) filter.is_smoker = r.pick([0, 1]);
  for (const key of TRAIT_FILTER_KEYS) {
    if (r.chance(0.06)) filter[key] = r.some(TRAIT_FILTERS[key].categories.flatMap((c) => traitValueIds(c)));
  }
  if (r.chance(0.1)) filter.cup_size = r.some(["a_b", "c_d", "e_f", "g_h", "k_plus"]);
  if (r.chance(0.1)) filter.breast_type = r.some(["natural", "enhanced"]);
  if (r.chance(0.05)) filter.gender_identity = ["cisgender"];
  if (r.chance(0.1)) filter.nationality = r.some(["DE", "PL", "RO", "UA", "GB"]);
  if (r.chance(0.15)) filter.languages = r.some(["EN", "DE", "ES", "IT", "FR"]);
  if (r.chance(0.25)) filter.only_show_type = r.some(FLAGS, 2);
  const terms = TERMS.filter(() => r.chance(0.5));
  const ranges = RANGES.filter(() => r.chance(0.5));
  const facets = r.chance(0.15) ? { terms: [], ranges: [] } : { terms: userTypes.length === 1 && userTypes[0] === 3 ? [...terms, "business_type"] : terms, ranges };
  const parsed = ZSearchRequest.safeParse({ page_no: 1, page_size: 24, query: "", sort: "top_ranking", facets, filterquery: filter });
  if (!parsed.success) throw new Error(`refused: ${JSON.stringify(filter)} ${parsed.error.message}`);
  return parsed.data;
}

async function expectEqualCounts(request: TSearchRequest, blockedUserIds: readonly number[] = [], label = "") {
  const shape = searchShape(request);
  const clauses = (params: SqlParams, omit?: ReadonlySet<TClauseKey>) => buildFilterClauses(request, { clock, blockedUserIds }, params, omit);
  const sql = await computeAggregates({ db: database, shape, clauses, facets: request.facets, clock });
  expect(await index.current()).toBe(true);
  const memory = countInMemory(index.columns!, { request, shape, clock, blockedUserIds, facets: request.facets });
  expect(memory, `${label} ${JSON.stringify(request.filterquery)}`).toEqual(sql);
  return sql;
}

describe("count index", () => {
  it("holds every listed profile, loaded from one snapshot", async () => {
    const [{ n }] = (await database.query<{ n: number }>("SELECT count(*)::int AS n FROM search_profiles")) as [{ n: number }];
    expect(n).toBeGreaterThan(300);
    expect(index.columns!.count()).toBe(n);
    expect(index.lastLoad!.bytes).toBeGreaterThan(0);
  });

  it("counts 300 random searches exactly like the SQL", async () => {
    const r = rng(20261122);
    const ids = (await database.query<{ id: number }>("SELECT user_id AS id FROM search_profiles ORDER BY user_id")).map((row) => Number(row.id));
    let nonEmpty = 0;
    for (let n = 0; n < 300; n++) {
      const request = randomRequest(r);
      const blocked = r.chance(0.2) ? r.some(ids, 5) : [];
      const sql = await expectEqualCounts(request, blocked, `#${n}`);
      if (sql.total > 0) nonEmpty++;
    }
    // The searches are not all empty: the comparison means something.
    expect(nonEmpty).toBeGreaterThan(100);
  }, 120_000);

  it("gives what only SQL can count back to SQL (name queries, is_available_now, is_visible)", async () => {
    const columns = index.columns!;
    for (const [filterquery, query] of [
      [{ user_type: [2] }, "lena"],
      [{ user_type: [2], only_show_type: ["is_available_now"] }, ""],
      [{ user_type: [2], only_show_type: ["is_visible"] }, ""],
    ] as const) {
      const request = ZSearchRequest.parse({ page_no: 1, page_size: 24, query, sort: "top_ranking", facets: { terms: [], ranges: [] }, filterquery });
      expect(countInMemory(columns, { request, shape: searchShape(request), clock, blockedUserIds: [], facets: request.facets })).toBeNull();
    }
  });

  it("follows changes, deletions, hidden and new profiles committed after it was loaded", async () => {
    const r = rng(7);
    const [a, b, c, d] = (await database.query<{ id: number }>("SELECT user_id AS id FROM search_profiles WHERE user_type = 2 ORDER BY user_id LIMIT 4")).map((row) => Number(row.id));
    const before = index.columns!.count();
    await database.query("UPDATE profiles SET lat = 52.5, lon = 13.4, country = 'CH', height = 181, weight = 66, cup_size = 'F', languages = ARRAY['EN','SV'] WHERE user_id = $1", [a]);
    await database.query("DELETE FROM profile_traits WHERE user_id = $1", [b]);
    await database.query("UPDATE profile_prices SET price = price + 50 WHERE user_id = $1", [b]);
    await database.query("UPDATE users SET search_visible = false WHERE id = $1", [c]);
    await database.query("UPDATE users SET gender = 3, birth_date = '2000-02-29' WHERE id = $1", [d]);
    // A rolled-back change never reaches it.
    await database
      .transaction(async (tx) => {
        await tx.query("UPDATE profiles SET nationality = 'ZZ' WHERE user_id = $1", [a]);
        throw new Error("rollback");
      })
      .catch(() => undefined);
    // A new listed profile (a copy of an existing one under a new user).
    await database.query(`WITH u AS (INSERT INTO users (username, email, password_hash, user_type, gender, birth_date, register_completed_step, search_visible)
                                     SELECT 'countindexnew', 'countindexnew@example.test', password_hash, user_type, gender, birth_date, 10, true FROM users WHERE id = $1
                                     RETURNING id)
                          INSERT INTO profiles (user_id, display_name, lat, lon, country, languages)
                          SELECT u.id, 'Neu', 52.52, 13.40, 'DE', ARRAY['DE'] FROM u`, [a]);
    expect(await index.current()).toBe(true);
    expect(index.columns!.count()).toBe(before); // one hidden, one new
    for (let n = 0; n < 60; n++) await expectEqualCounts(randomRequest(r), [], `after changes #${n}`);
  }, 120_000);

  it("is used by the search engine, whose answers match an engine counting in SQL", async () => {
    const indexed = createSearchEngine(database, { aggregateFreshMs: 0, aggregateMaxAgeMs: 0 });
    const plain = createSearchEngine(database, { countIndex: false, aggregateFreshMs: 0, aggregateMaxAgeMs: 0 });
    await indexed.counts!.load();
    const r = rng(99);
    for (let n = 0; n < 20; n++) {
      const request = randomRequest(r);
      const [x, y] = [await searchProfiles(indexed, request, GUEST_SEARCH_VIEWER, clock), await searchProfiles(plain, request, GUEST_SEARCH_VIEWER, clock)];
      expect(x.diagnostics.counts).toBe("index");
      expect(y.diagnostics.counts).toBe("sql");
      expect({ total: x.total, facets: x.facets, items: x.items }).toEqual({ total: y.total, facets: y.facets, items: y.items });
    }
  }, 60_000);

  it("deletes change rows an hour after their transactions ended, and loads again after a long silence", async () => {
    let now = 1_800_000_000_000;
    const minutes = (n: number) => (now += n * 60_000);
    const clocked = new CountIndex(database, { now: () => now, onError: (error) => console.error(error) });
    await clocked.load();
    const [user] = (await database.query<{ id: number }>("SELECT user_id AS id FROM search_profiles WHERE user_type = 2 ORDER BY user_id LIMIT 1")).map((row) => Number(row.id));
    expect(await clocked.current()).toBe(true); // t = 0: the first horizon
    const [{ since }] = (await database.query<{ since: Date }>("SELECT clock_timestamp() AS since")) as [{ since: Date }];
    const changeRows = async () =>
      Number((await database.query<{ n: number }>("SELECT count(*)::int AS n FROM search_changes WHERE user_id = $1 AND changed_at >= $2", [user, since]))[0]!.n);
    await database.query("UPDATE profiles SET height = 177 WHERE user_id = $1", [user]);
    const written = await changeRows();
    expect(written).toBeGreaterThan(0);
    // On a shared server another test file's transaction may still be open: the horizon taken next (the oldest
    // running transaction) would then lie before our change, which rightly keeps it. Wait until it lies after.
    const [{ xid }] = (await database.query<{ xid: string }>("SELECT max(xid)::text AS xid FROM search_changes WHERE user_id = $1 AND changed_at >= $2", [user, since])) as [{ xid: string }];
    for (const deadline = Date.now() + 30_000; ; ) {
      const [{ after }] = (await database.query<{ after: boolean }>("SELECT pg_snapshot_xmin(pg_current_snapshot()) > $1::xid8 AS after", [xid])) as [{ after: boolean }];
      if (after) break;
      if (Date.now() > deadline) throw new Error("another transaction stayed open for 30 s");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    minutes(30);
    expect(await clocked.current()).toBe(true); // t = 30: a horizon after the change
    minutes(35);
    expect(await clocked.current()).toBe(true); // t = 65: rows before the first horizon go; ours stays
    expect(await changeRows()).toBe(written);
    minutes(31);
    expect(await clocked.current()).toBe(true); // t = 96: the horizon of t = 30 is an hour old
    expect(await changeRows()).toBe(0);
    // Silent for longer than the change rows are sure to be kept: SQL counts until it has loaded again.
    minutes(46);
    expect(await clocked.current()).toBe(false);
    await clocked.load();
    expect(await clocked.current()).toBe(true);
    expect(clocked.columns!.count()).toBe(index.columns!.count());
    // The pretended hour deleted change rows the other index of this file had not read yet (a real process
    // would have looked in the meantime, or loaded again after 45 minutes): it loads again.
    await index.load();
  });

  it.runIf(onServer)("sees a transaction that commits after a later one (the snapshot, not the order of ids)", async () => {
    const [a, b] = (await database.query<{ id: number }>("SELECT user_id AS id FROM search_profiles WHERE user_type = 2 ORDER BY user_id DESC LIMIT 2")).map((row) => Number(row.id));
    const other = await openDatabase({ url: database.describe().location, poolSize: 1 });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const heights = (height: string) =>
      ZSearchRequest.parse({ page_no: 1, page_size: 24, query: "", sort: "top_ranking", facets: { terms: [], ranges: ["height"] }, filterquery: { user_type: [2], height: [height] } });
    // The first transaction takes its id first, writes, and waits…
    const slow = other.transaction(async (tx) => {
      await tx.query("UPDATE profiles SET height = 150 WHERE user_id = $1", [a]);
      await held;
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      // …a second one commits meanwhile and is seen…
      await database.query("UPDATE profiles SET height = 151 WHERE user_id = $1", [b]);
      await expectEqualCounts(heights("[0,155]"));
    } finally {
      // …then the first commits: the next search sees it too.
      release();
      await slow;
    }
    try {
      const counts = await expectEqualCounts(heights("[0,150]"));
      expect(counts.total).toBeGreaterThan(0);
    } finally {
      await other.close();
    }
  });
});
