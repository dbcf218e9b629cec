// The engine against a brute-force reading of the rules (test-support/search-oracle.ts): every filter
// field, every sort, radius, country and no-place searches, pages, facets — once with the density
// estimate of the data (sparse plans), once with an estimate that makes every area look dense (index
// walks) and once with cell walks made cheap (cell walks on every page), so each plan is checked against
// the same answers. PGlite, or the server with DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, seedDemoData, type Database } from "@samtrot/db";
import { traitValueIds } from "@samtrot/constants-catalogue";
import { TRAIT_FILTERS, TRAIT_FILTER_KEYS, ZSearchRequest, type TSearchRequest, type TSearchRequestInput } from "@samtrot/search-query-builder";
import { DensityGrid, DensityGridHolder, FINE_PER_DEGREE } from "./density-grid.js";
import { createSearchEngine, searchProfiles, type TSearchEngine } from "./search-profiles.js";
import { searchClock, type TSearchClock } from "./search-clock.js";
import { applyViewerRights, GUEST_SEARCH_VIEWER, type TSearchViewer } from "./search-viewer.js";
import {
  loadOracleProfiles,
  oracleRangeFacet,
  oracleSearch,
  oracleTermFacet,
  type TOracleProfile,
} from "./test-support/search-oracle.js";
import { distanceM } from "./geo.js";

let database: Database;
let profiles: TOracleProfile[];
let clock: TSearchClock;
let sparse: TSearchEngine;
let dense: TSearchEngine;
let cells: TSearchEngine;
let indexed: TSearchEngine;
const MEMBER_CLIENT: TSearchViewer = { userId: null, userType: 1, isMember: true };

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database, { profiles: 1500 });
  // Settings and gallery rows for some profiles (breast type, gender identity, phone shown, exclusive
  // content); smoking comes from the seed (profiles.is_smoker), some of it changed here through the triggers.
  await database.query(`INSERT INTO user_settings (user_id, breast_type, gender_identity, phone, show_phone)
                        SELECT user_id, CASE WHEN user_id % 4 = 0 THEN 'natural' WHEN user_id % 4 = 1 THEN 'enhanced' END,
                               CASE WHEN user_id % 5 = 0 THEN 'cisgender' END, '+4930123', user_id % 2 = 0
                          FROM search_profiles WHERE user_id % 3 <> 2`);
  await database.query(`WITH f AS (INSERT INTO media_files (user_id, purpose, storage_key, mime_type, size, width, height)
                                   SELECT user_id, 'gallery', 'k' || user_id, 'image/jpeg', 1000, 800, 600 FROM search_profiles WHERE user_id % 7 = 0
                                   RETURNING id, user_id)
                        INSERT INTO gallery_items (media_id, user_id, visibility, review_status)
                        SELECT id, user_id, CASE WHEN user_id % 14 = 0 THEN 1 ELSE 3 END, 1 FROM f`);
  await database.query("UPDATE profiles SET is_smoker = (user_id % 3 = 0) WHERE user_id % 5 = 0");
  profiles = await loadOracleProfiles(database);
  clock = searchClock();
  // These three count in SQL; `indexed` counts in memory (the count index, loaded now).
  sparse = createSearchEngine(database, { countIndex: false, aggregateFreshMs: 0, aggregateMaxAgeMs: 0 });
  dense = createSearchEngine(database, { countIndex: false, aggregateFreshMs: 0, aggregateMaxAgeMs: 0 });
  // Every area a thousand times as crowded as it is: the engine walks indexes instead of reading circles.
  const rows = await database.query<{ user_type: number; r: number; c: number; n: number }>(
    `SELECT user_type, floor((lat + 90) * ${FINE_PER_DEGREE})::int AS r, floor((lon + 180) * ${FINE_PER_DEGREE})::int AS c, count(*)::int * 1000 AS n
       FROM search_profiles WHERE lat IS NOT NULL GROUP BY 1, 2, 3`,
  );
  dense.grid = new DensityGridHolder(async () => new DensityGrid(rows));
  // …and with cell walks made cheap, so pages of every size take the cell plan.
  cells = createSearchEngine(database, { countIndex: false, aggregateFreshMs: 0, aggregateMaxAgeMs: 0, tuning: { cellStartCost: 0 } });
  cells.grid = dense.grid;
  indexed = createSearchEngine(database, { aggregateFreshMs: 0, aggregateMaxAgeMs: 0 });
  await indexed.counts!.load();
}, 180_000);

afterAll(async () => {
  await database?.close();
});

const BERLIN = { lat: 52.52, lon: 13.405 };
// Parsed with the contract's schema: a request the api would refuse fails the test here.
const base = (filterquery: Record<string, unknown>, more: Partial<TSearchRequestInput> = {}): TSearchRequest =>
  ZSearchRequest.parse({ page_no: 1, page_size: 24, query: "", facets: { terms: [], ranges: [] }, sort: "top_ranking", filterquery, ...more });
const escortsNear = (radius: number, more: Record<string, unknown> = {}) => ({ user_type: [2], location: { ...BERLIN, radius }, ...more });

/** Runs a request on both engines and compares the page and the total with the oracle. */
async function expectLikeOracle(request: TSearchRequest, viewer: TSearchViewer = GUEST_SEARCH_VIEWER) {
  const effective = applyViewerRights(request, viewer);
  const expected = oracleSearch(profiles, effective, { clock });
  const offset = (request.page_no - 1) * request.page_size;
  const page = expected.slice(offset, offset + request.page_size);
  for (const engine of [sparse, dense, cells, indexed]) {
    const result = await searchProfiles(engine, request, viewer, clock);
    expect(result.total).toBe(expected.length);
    if (effective.sort === "distance" && (effective.filterquery.user_location ?? effective.filterquery.location)) {
      // Equal distances may come in either order: compare the distances.
      const centre = (effective.filterquery.user_location ?? effective.filterquery.location)!;
      const d = (lat: number | null, lon: number | null) => (lat === null || lon === null ? -1 : Math.round(distanceM(centre.lat, centre.lon, lat, lon)));
      const byId = new Map(profiles.map((p) => [p.id, p]));
      expect(result.items.map((t) => d(byId.get(t.id)!.lat, byId.get(t.id)!.lon))).toEqual(page.map((p) => d(p.lat, p.lon)));
    } else {
      expect(result.items.map((t) => t.id)).toEqual(page.map((p) => p.id));
    }
  }
  return expected;
}

describe("search engine against the brute-force oracle", () => {
  it("has a data set with something to find", () => {
    expect(profiles.length).toBeGreaterThan(1400);
    expect(oracleSearch(profiles, base(escortsNear(50)), { clock }).length).toBeGreaterThan(60);
  });

  it("lists by rank with no place, in radius mode and in country mode, over several pages", async () => {
    for (const page_no of [1, 2, 4]) {
      await expectLikeOracle(base({ user_type: [2] }, { page_no }));
      await expectLikeOracle(base(escortsNear(100), { page_no }));
      await expectLikeOracle(base({ user_type: [2], country: ["DE", "AT"] }, { page_no }));
    }
    await expectLikeOracle(base({ user_type: [1, 2, 3], location: { ...BERLIN, radius: 30 } }));
    // The two engines really take different roads to the same answers.
    const plans = async (engine: TSearchEngine, sort: "top_ranking" | "rating", page_no = 1) =>
      (await searchProfiles(engine, base(escortsNear(50, { gender: [2] }), { sort, page_no }), GUEST_SEARCH_VIEWER, clock)).diagnostics.plan;
    expect(await plans(sparse, "top_ranking")).toEqual(["2:gist"]);
    expect(await plans(dense, "top_ranking")).toEqual(["2:walk"]);
    expect(await plans(dense, "top_ranking", 21)).toEqual(["2:cells"]);
    expect(await plans(cells, "top_ranking")).toEqual(["2:cells"]);
    expect(await plans(dense, "rating")).toEqual(["2:walk"]);
    await expectLikeOracle(base({ user_type: [3], country: ["CH"] }));
    await expectLikeOracle(base({ user_type: [1] }, { sort: "default" }));
  });

  it("applies every radius from 5 to 500 km and the global radius", async () => {
    for (const radius of [5, 10, 20, 30, 50, 100, 150, 200, 300, 500, 69420]) {
      await expectLikeOracle(base(escortsNear(radius)), { userId: null, userType: 2, isMember: true });
    }
    // A guest's radius above the standard is lowered to 100 km (DECISIONS.md).
    const guest = await searchProfiles(sparse, base(escortsNear(500)), GUEST_SEARCH_VIEWER, clock);
    expect(guest.total).toBe(oracleSearch(profiles, base(escortsNear(100)), { clock }).length);
  });

  it("applies each filter field on its own", async () => {
    const filters: Record<string, unknown>[] = [
      { gender: [2] }, { gender: [1, 3] }, { gender: [3] },
      { age: ["[18,25]"] }, { age: ["[26,35]", "[46,*]"] }, { age: ["[0,30]"] },
      { price: ["[0,99]"] }, { price: ["[100,149]", "[200,*]"] }, { customized: 0, price: ["[150,199]"] },
      { customized: 1, prices_durations: [60, 120], price_60_mins: "[100,250]", price_120_mins: "[100,250]" },
      { customized: 1, prices_durations: [30] }, { price_15_mins: "[0,80]" }, { price_1440_mins: "[1000,*]" },
      { weight: ["[40,55]", "[80,*]"] }, { height: ["[0,165]"] }, { height: ["[175,190]"] },
      { is_smoker: 1 }, { is_smoker: 0 },
      // two real value ids of each trait filter's categories
      ...TRAIT_FILTER_KEYS.map((key) => ({ [key]: TRAIT_FILTERS[key].categories.flatMap((c) => traitValueIds(c)).slice(1, 3) })),
      { cup_size: ["a_b"] }, { cup_size: ["c_d", "k_plus"] }, { breast_type: ["natural"] }, { gender_identity: ["cisgender"] },
      { nationality: ["DE", "PL"] }, { languages: ["EN"] }, { languages: ["ES", "IT"] },
    ];
    for (const extra of filters) {
      await expectLikeOracle(base(escortsNear(300, extra)), MEMBER_CLIENT);
      await expectLikeOracle(base({ user_type: [1, 3], ...extra }));
    }
  }, 90_000); // 50 searches on four engines: slow on a loaded machine

  it("filters business searches by business type (the {activeCategory} of the business path)", async () => {
    const byType = new Map<string, number>();
    for (const p of profiles) if (p.businessType !== null) byType.set(p.businessType, (byType.get(p.businessType) ?? 0) + 1);
    expect(byType.size).toBeGreaterThan(3);
    for (const business_type of [["1"], ["3.1"], ["3", "4"], ["12", "2"]]) {
      const all = await expectLikeOracle(base({ user_type: [3], business_type }));
      expect(all.length, business_type.join()).toBeGreaterThan(0);
      expect(all.every((p) => business_type.includes(p.businessType!))).toBe(true);
      await expectLikeOracle(base({ user_type: [3], location: { ...BERLIN, radius: 300 }, business_type }), MEMBER_CLIENT);
      await expectLikeOracle(base({ user_type: [3], country: ["DE", "AT"], business_type }, { sort: "rating" }));
    }
  });

  it("applies every flag filter", async () => {
    const flags = ["is_available_now", "is_visible", "has_avatar", "is_verified", "is_new", "is_phone_show", "has_price", "has_review", "is_hot", "has_fsk18_photos", "is_member", "on_tour", "exclusive_content"];
    for (const flag of flags) await expectLikeOracle(base({ user_type: [2], only_show_type: [flag] }));
    await expectLikeOracle(base(escortsNear(100, { only_show_type: ["is_verified", "has_review"] })));
  });

  it("combines filters, places and pages", async () => {
    const busy = { gender: [2], age: ["[18,25]", "[26,35]"], price: ["[100,149]", "[150,199]"], customized: 0 };
    for (const page_no of [1, 2]) {
      await expectLikeOracle(base(escortsNear(50, busy), { page_no }));
      await expectLikeOracle(base({ user_type: [2], country: ["DE"], ...busy }, { page_no }));
    }
    await expectLikeOracle(base({ user_type: [2], location: { lat: 47.37, lon: 8.54, radius: 50 }, languages: ["DE"], height: ["[160,180]"] }));
  });

  it("sorts in every order of spec 001 §6", async () => {
    const sorts = ["top_ranking", "rating", "reviews_count", "last_login_at", "distance", "price_low_to_high", "price_high_to_low"] as const;
    for (const sort of sorts) {
      for (const page_no of [1, 3]) {
        await expectLikeOracle(base(escortsNear(100), { sort, page_no }));
        await expectLikeOracle(base({ user_type: [1, 2], country: ["DE"] }, { sort, page_no }));
        await expectLikeOracle(base({ user_type: [3] }, { sort, page_no }));
      }
    }
    await expectLikeOracle(base({ user_type: [2], country: ["DE"], user_location: BERLIN }, { sort: "distance" }));
  });

  it("ranks member clients by distance ring, centred on their position or the search centre", async () => {
    const ring = { sort: "top_ranking_distance_ring" as const };
    for (const page_no of [1, 2, 5]) {
      await expectLikeOracle(base(escortsNear(100, { user_location: BERLIN }), { ...ring, page_no }), MEMBER_CLIENT);
      await expectLikeOracle(base(escortsNear(300), { ...ring, page_no }), MEMBER_CLIENT);
      // The viewer stands elsewhere than the search centre: rings around the viewer, the circle limits.
      await expectLikeOracle(base(escortsNear(200, { user_location: { lat: 53.55, lon: 9.99 } }), { ...ring, page_no }), MEMBER_CLIENT);
      await expectLikeOracle(base({ user_type: [2], country: ["DE", "AT"], user_location: BERLIN }, { ...ring, page_no }), MEMBER_CLIENT);
    }
    // Anyone else gets top_ranking instead.
    const guest = await searchProfiles(sparse, base(escortsNear(100, { user_location: BERLIN }), ring), GUEST_SEARCH_VIEWER, clock);
    expect(guest.items.map((t) => t.id)).toEqual(oracleSearch(profiles, base(escortsNear(100)), { clock }).slice(0, 24).map((p) => p.id));
  });

  it("finds names by username prefix and word prefixes", async () => {
    const sample = profiles.find((p) => p.userType === 2)!;
    const word = sample.displayName.toLowerCase().slice(0, 3);
    for (const query of [sample.username, sample.username.slice(0, 4), word, `${word} x`, "a", "zz-no-such-name"]) {
      await expectLikeOracle(base({ user_type: [2] }, { query }));
      await expectLikeOracle(base(escortsNear(200), { query, sort: "rating" }));
    }
  });

  it("counts facets like a brute-force count, each without its own filter", async () => {
    const terms = ["gender", "escort_service", "meeting_option", "service", "figure_type", "race_type", "hair_color", "hair_length", "intimate_hair",
      "sexuality", "partner_preference", "piercing", "tattoo", "client_primary_service", "cup_size", "breast_type", "gender_identity", "nationality",
      "languages", "is_smoker", "bread_type", "exclusive_content"] as const;
    const ranges = ["age", "price", "weight", "height"] as const;
    const requests = [
      base(escortsNear(100), { facets: { terms: [...terms], ranges: [...ranges] } }),
      base(escortsNear(100, { gender: [2], age: ["[18,25]"], price: ["[100,149]"], customized: 0, hair_color: [15], languages: ["EN"], is_smoker: 1 }), {
        facets: { terms: [...terms], ranges: [...ranges] },
      }),
      base({ user_type: [2, 3], country: ["DE"], breast_type: ["natural"], only_show_type: ["exclusive_content"] }, { facets: { terms: ["bread_type", "exclusive_content", "gender"], ranges: ["weight"] } }),
      base({ user_type: [3], location: { ...BERLIN, radius: 100 } }, { facets: { terms: ["business_type"], ranges: [] } }),
      base({ user_type: [3], country: ["DE", "AT"], business_type: ["3", "3.1"], only_show_type: ["is_verified"] }, { facets: { terms: ["business_type", "gender"], ranges: [] } }),
    ];
    for (const request of requests) {
      for (const engine of [sparse, dense, indexed]) {
        const result = await searchProfiles(engine, request, GUEST_SEARCH_VIEWER, clock);
        expect(result.diagnostics.counts).toBe(engine === indexed ? "index" : "sql");
        for (const facet of request.facets.terms) {
          const expected = oracleTermFacet(profiles, request, facet, { clock });
          const got = new Map(result.facets!.terms[facet]!.map((entry) => [entry.value, entry.count]));
          expect(Object.fromEntries(got), facet).toEqual(Object.fromEntries(expected));
        }
        for (const facet of request.facets.ranges) {
          expect(result.facets!.ranges[facet], facet).toEqual(oracleRangeFacet(profiles, request, facet, { clock }));
        }
      }
    }
  });

  it("lists a profile without coordinates where no place is asked for, never in a circle", async () => {
    const [first] = (await searchProfiles(sparse, base({ user_type: [2] }), GUEST_SEARCH_VIEWER, clock)).items;
    expect(first).toBeDefined();
    // Without coordinates a profile still shows up where no place is asked for, never in a circle.
    await database.query("UPDATE profiles SET lat = NULL, lon = NULL WHERE user_id = $1", [first!.id]);
    const anywhere = await searchProfiles(sparse, base({ user_type: [2] }), GUEST_SEARCH_VIEWER, clock);
    expect(anywhere.items[0]!.id).toBe(first!.id);
    expect(anywhere.items[0]!.distance_km).toBeNull();
    const near = await searchProfiles(sparse, base({ user_type: [2], location: { lat: 52.52, lon: 13.405, radius: 500 } }), MEMBER_CLIENT, clock);
    expect(near.items.map((t) => t.id)).not.toContain(first!.id);
  });
});
