// The search endpoints over real HTTP (startTestApi: the real api on a fresh, seeded database):
// validation, listing rules kept current by the triggers, viewer rights, counts that follow a change
// within seconds, and the saved filters of signed-in users.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "@samtrot/db";
import { startTestApi, type TTestApi } from "../../test/start-test-api.js";
import { bearer, signIn } from "../../test/accounts-helpers.js";
import { createSearchState } from "@samtrot/search-query-builder";

let api: TTestApi;
beforeAll(async () => {
  api = await startTestApi({ seedProfiles: 600 });
}, 180_000);
afterAll(async () => {
  await api?.close();
});

const BERLIN = { lat: 52.52, lon: 13.405 };
/** What the guest home sends (web-routes home-search.ts). */
const home = { page_no: 1, page_size: 24, query: "", filterquery: { user_type: [2] }, facets: { terms: [], ranges: [] }, sort: "default" };
const search = (body: unknown, headers: Record<string, string> = {}) =>
  api.fetchJson("/api/v2/search/users", { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
const ids = (body: { data: { items: { id: number }[] } }) => body.data.items.map((tile) => tile.id);

async function eventually(check: () => Promise<void>, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

describe("POST /api/v2/search/users", () => {
  it("answers the guest home's request with a page of escorts, a total and empty facets", async () => {
    const { status, body } = await search(home);
    expect(status).toBe(200);
    expect(body.data.items).toHaveLength(24);
    expect(body.data.total).toBeGreaterThan(100);
    expect(body.data.facets).toEqual({ terms: {}, ranges: {} });
    for (const tile of body.data.items) expect(tile.user_type).toBe(2);
    const ranks = await api.database.query<{ user_id: number; rank_score: number }>(
      "SELECT user_id, rank_score FROM search_profiles WHERE user_id = ANY($1::bigint[])",
      [ids(body)],
    );
    const byId = new Map(ranks.map((r) => [Number(r.user_id), r.rank_score]));
    const scores = ids(body).map((id) => byId.get(id)!);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // Tiles carry the profile's data: prices per duration, city, age.
    const tile = body.data.items[0];
    const prices = await api.database.query<{ name: number; price: number }>(
      "SELECT duration_minutes AS name, price FROM profile_prices WHERE user_id = $1 ORDER BY duration_minutes",
      [tile.id],
    );
    expect(tile.prices).toEqual(prices.map((p) => ({ name: Number(p.name), price: Number(p.price) })));
    expect(tile.city).toMatchObject({ slug: expect.any(String), country: expect.stringMatching(/^(DE|AT|CH|NL)$/) });
    expect(tile.age).toBeGreaterThanOrEqual(18);
  });

  it("pages without overlap and with the same total", async () => {
    const pages = await Promise.all([1, 2, 3].map((page_no) => search({ ...home, page_no })));
    const seen = pages.flatMap((page) => ids(page.body));
    expect(new Set(seen).size).toBe(72);
    expect(new Set(pages.map((page) => page.body.data.total)).size).toBe(1);
    const last = await search({ ...home, page_no: Math.ceil(pages[0]!.body.data.total / 24) + 1 });
    expect(last.body.data.items).toEqual([]);
  });

  it("reports distances from the viewer's position, else from the search centre", async () => {
    const near = await search({ ...home, filterquery: { user_type: [2], location: { ...BERLIN, radius: 20 } }, sort: "distance" });
    const distances = near.body.data.items.map((tile: { distance_km: number }) => tile.distance_km);
    expect(distances.every((d: number) => d >= 0 && d <= 20)).toBe(true);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const country = await search({ ...home, filterquery: { user_type: [2], country: ["DE"] } });
    expect(country.body.data.items.every((tile: { distance_km: null }) => tile.distance_km === null)).toBe(true);
  });

  it("refuses bad filterqueries with 422 and validation keys, never a 500", async () => {
    const bad: [Record<string, unknown>, string, string][] = [
      [{ user_typ: [2] }, "filterquery", "validation.common.unknown_field"],
      [{ user_type: [9] }, "filterquery.user_type.0", "validation.common.invalid_choice"],
      [{ user_type: [] }, "filterquery.user_type", "validation.common.too_small"],
      [{ user_type: [2], age: ["18-25"] }, "filterquery.age.0", "validation.search.range_invalid"],
      [{ user_type: [2], age: ["[30,20]"] }, "filterquery.age.0", "validation.search.range_min_above_max"],
      [{ user_type: [2], price_60_mins: "[a,b]" }, "filterquery.price_60_mins", "validation.search.range_invalid"],
      [{ user_type: [2], location: { ...BERLIN, radius: 42 } }, "filterquery.location.radius", "validation.common.invalid_choice"],
      [{ user_type: [2], location: { lat: 95, lon: 13, radius: 50 } }, "filterquery.location.lat", "validation.common.too_big"],
      [{ user_type: [2], location: { ...BERLIN, radius: 50 }, country: ["DE"] }, "filterquery.location", "validation.search.radius_or_country_mode"],
      [{ user_type: [2], country: ["FR"] }, "filterquery.country.0", "validation.common.invalid_choice"],
      [{ user_type: [2], hair_color: [99999] }, "filterquery.hair_color.0", "validation.common.invalid_choice"],
      [{ user_type: [2], cup_size: ["zz"] }, "filterquery.cup_size.0", "validation.common.invalid_choice"],
      [{ user_type: [2], only_show_type: ["is_famous"] }, "filterquery.only_show_type.0", "validation.common.invalid_choice"],
      [{ user_type: [2], is_smoker: 2 }, "filterquery.is_smoker", "validation.common.invalid_choice"],
      [{ user_type: [3], business_type: ["5"] }, "filterquery.business_type.0", "validation.common.invalid_choice"],
      [{ user_type: [2, 3], business_type: ["1"] }, "filterquery.business_type", "validation.search.business_type_needs_business_search"],
      [{ user_type: [2], gender: ["female"] }, "filterquery.gender.0", "validation.common.invalid_choice"],
      [{ user_type: [2], user_location: { lat: "x", lon: 1 } }, "filterquery.user_location.lat", "validation.common.invalid_type"],
    ];
    for (const [filterquery, source, title] of bad) {
      const { status, body } = await search({ ...home, filterquery });
      expect(status, JSON.stringify(filterquery)).toBe(422);
      expect(body.errors, JSON.stringify(filterquery)).toContainEqual({ code: 422, title, source });
      expect(body.errors.every((e: { title: string }) => e.title.startsWith("validation."))).toBe(true);
    }
    for (const body of [{ ...home, page_size: 25 }, { ...home, sort: "cheapest" }, { ...home, facets: { terms: ["shoe_size"], ranges: [] } }, { ...home, query: "x".repeat(101) }]) {
      const answer = await search(body);
      expect(answer.status).toBe(422);
      expect(answer.body.errors[0].title).toMatch(/^validation\./);
    }
  });

  it("lists only the chosen business types on a business search", async () => {
    const clubs = await search({ ...home, filterquery: { user_type: [3], business_type: ["3", "3.1"] }, sort: "top_ranking" });
    expect(clubs.status).toBe(200);
    expect(clubs.body.data.items.length).toBeGreaterThan(0);
    const types = await api.database.query<{ business_type: string }>("SELECT DISTINCT business_type FROM users WHERE id = ANY($1::bigint[])", [ids(clubs.body)]);
    for (const { business_type } of types) expect(["3", "3.1"]).toContain(business_type);
    const every = await search({ ...home, filterquery: { user_type: [3] }, sort: "top_ranking" });
    expect(every.body.data.total).toBeGreaterThan(clubs.body.data.total);
  });

  it("filters smokers and non-smokers by what the profile states", async () => {
    for (const is_smoker of [1, 0] as const) {
      const answer = await search({ ...home, filterquery: { user_type: [2], is_smoker }, sort: "top_ranking" });
      expect(answer.body.data.items.length).toBeGreaterThan(0);
      const stated = await api.database.query<{ is_smoker: boolean | null }>("SELECT is_smoker FROM profiles WHERE user_id = ANY($1::bigint[])", [ids(answer.body)]);
      expect(stated.every((row) => row.is_smoker === (is_smoker === 1))).toBe(true);
    }
    // A change of the profile shows at once.
    const [first] = ids((await search({ ...home, filterquery: { user_type: [2], is_smoker: 1 }, sort: "top_ranking" })).body);
    await api.database.query("UPDATE profiles SET is_smoker = false WHERE user_id = $1", [first]);
    expect(ids((await search({ ...home, filterquery: { user_type: [2], is_smoker: 1 }, sort: "top_ranking" })).body)).not.toContain(first);
    expect(ids((await search({ ...home, filterquery: { user_type: [2], is_smoker: 0 }, sort: "top_ranking", page_size: 24 })).body).length).toBeGreaterThan(0);
  });

  it("hides paused, banned, deleted, unfinished and search-hidden users as soon as the change commits", async () => {
    const first = ids((await search(home)).body).slice(0, 5);
    const changes = ["is_paused = true", "is_banned = true", "deleted_at = now()", "search_visible = false", "register_completed_step = 3"];
    for (const [i, set] of changes.entries()) await api.database.query(`UPDATE users SET ${set} WHERE id = $1`, [first[i]]);
    const after = ids((await search(home)).body);
    for (const id of first) expect(after).not.toContain(id);
    // …and lists them again when it is undone.
    await api.database.query("UPDATE users SET is_paused = false, is_banned = false, deleted_at = NULL, search_visible = true, register_completed_step = 10 WHERE id = ANY($1::bigint[])", [first]);
    expect(ids((await search(home)).body).slice(0, 5)).toEqual(first);
  });

  it("keeps invisible users listed but shows no last login for them, and leaves them out of is_visible", async () => {
    const [top] = ids((await search(home)).body);
    await api.database.query("UPDATE users SET is_invisible = true WHERE id = $1", [top]);
    const { body } = await search(home);
    expect(body.data.items[0].id).toBe(top);
    expect(body.data.items[0].last_login_at).toBeNull();
    expect(body.data.items[1].last_login_at).not.toBeNull();
    const visible = await search({ ...home, filterquery: { user_type: [2], only_show_type: ["is_visible"] } });
    expect(ids(visible.body)).not.toContain(top);
    await api.database.query("UPDATE users SET is_invisible = false WHERE id = $1", [top]);
  });

  it("follows profile edits: rank, traits and prices are searchable at the next request", async () => {
    const last = ids((await search({ ...home, page_no: 2 })).body)[23]!;
    await api.database.query("UPDATE profiles SET rank_score = 10000000 WHERE user_id = $1", [last]);
    expect(ids((await search(home)).body)[0]).toBe(last);
    await api.database.transaction(async (tx) => {
      await tx.query("DELETE FROM profile_traits WHERE user_id = $1", [last]);
      await tx.query("INSERT INTO profile_traits (user_id, category_id, value_id) VALUES ($1, 5, 15)", [last]);
      await tx.query("INSERT INTO profile_prices (user_id, duration_minutes, price) VALUES ($1, 15, 7) ON CONFLICT (user_id, duration_minutes) DO UPDATE SET price = 7", [last]);
    });
    const [row] = await api.database.query<{ traits: number[]; price_15: number }>("SELECT traits, price_15 FROM search_profiles WHERE user_id = $1", [last]);
    expect(row).toEqual({ traits: [15], price_15: 7 });
    const cheap = await search({ ...home, filterquery: { user_type: [2], price_15_mins: "[0,7]", hair_color: [15] } });
    expect(ids(cheap.body)).toEqual([last]);
  });

  it("keeps the total and the facet counts within seconds of a profile change", async () => {
    const request = { ...home, filterquery: { user_type: [2], location: { ...BERLIN, radius: 100 } }, facets: { terms: ["gender", "hair_color"], ranges: ["age"] } };
    const before = (await search(request)).body.data;
    const [outside] = await api.database.query<{ user_id: number }>(
      "SELECT user_id FROM search_profiles WHERE user_type = 2 AND country = 'AT' ORDER BY user_id LIMIT 1",
    );
    // Moves an Austrian escort to Berlin: one more match, with its gender and hair colour.
    await api.database.query("UPDATE profiles SET lat = 52.5, lon = 13.4 WHERE user_id = $1", [outside!.user_id]);
    await eventually(async () => {
      const after = (await search(request)).body.data;
      expect(after.total).toBe(before.total + 1);
      const sum = (facet: { count: number }[]) => facet.reduce((n, entry) => n + entry.count, 0);
      expect(sum(after.facets.terms.gender)).toBeGreaterThan(sum(before.facets.terms.gender));
      expect(sum(after.facets.ranges.age.buckets)).toBe(sum(before.facets.ranges.age.buckets) + 1);
    });
  });

  it("lowers a guest's radius to the standard 100 km and keeps the ring sort for member clients", async () => {
    const wide = { ...home, filterquery: { user_type: [2], location: { ...BERLIN, radius: 500 } }, sort: "top_ranking" };
    const standard = { ...wide, filterquery: { ...wide.filterquery, location: { ...BERLIN, radius: 100 } } };
    expect((await search(wide)).body.data.total).toBe((await search(standard)).body.data.total);

    const member = await signIn(api, "demo-client-plus", DEMO_PASSWORD);
    expect(member.status).toBe(200);
    const asMember = bearer(member.body.access_token);
    expect((await search(wide, asMember)).body.data.total).toBeGreaterThan((await search(standard)).body.data.total);

    const ring = { ...standard, sort: "top_ranking_distance_ring", filterquery: { ...standard.filterquery, user_location: BERLIN } };
    const ringed = (await search(ring, asMember)).body.data.items.map((tile: { distance_km: number }) => tile.distance_km);
    expect(ringed[0]).toBeLessThan(5);
    // A guest asking for the ring sort gets top_ranking.
    const guest = await search(ring);
    expect(ids(guest.body)).toEqual(ids((await search(standard)).body));
  });
});

describe("blocked users", () => {
  it("are left out both ways, from results and totals, for the signed-in viewer only", async () => {
    const session = await signIn(api, "demo-client", DEMO_PASSWORD);
    const auth = bearer(session.body.access_token);
    const [viewer] = await api.database.query<{ id: number }>("SELECT id FROM users WHERE username = 'demo-client'");
    const before = (await search(home, auth)).body.data;
    const [blockedByMe, blockedMe] = ids({ data: before }).slice(0, 2);
    await api.database.query("INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2), ($3, $1)", [viewer!.id, blockedByMe, blockedMe]);
    const after = (await search({ ...home, filterquery: { user_type: [2], gender: [1, 2, 3] } }, auth)).body.data;
    const guest = (await search({ ...home, filterquery: { user_type: [2], gender: [1, 2, 3] } })).body.data;
    expect(ids({ data: after })).not.toContain(blockedByMe);
    expect(ids({ data: after })).not.toContain(blockedMe);
    expect(after.total).toBe(guest.total - 2);
    expect(ids({ data: guest }).slice(0, 2)).toEqual([blockedByMe, blockedMe]);
    await api.database.query("DELETE FROM blocks WHERE blocker_id = $1 OR blocked_id = $1", [viewer!.id]);
  });
});

describe("GET/PUT /api/v2/user/search-filters", () => {
  it("needs a signed-in user", async () => {
    expect((await api.fetchJson("/api/v2/user/search-filters")).status).toBe(401);
    const put = await api.fetchJson("/api/v2/user/search-filters", { method: "PUT", headers: { "content-type": "application/json" }, body: "{}" });
    expect(put.status).toBe(401);
  });

  it("saves, reads back, replaces and clears the user's search", async () => {
    const session = await signIn(api, "demo-client", DEMO_PASSWORD);
    const auth = { ...bearer(session.body.access_token), "content-type": "application/json" };
    expect((await api.fetchJson("/api/v2/user/search-filters", { headers: auth })).body.data).toEqual({ filters: null, updated_at: null });

    const state = { ...createSearchState("escort"), mode: "radius" as const, location: BERLIN, city: "berlin", radius: 50 as const, genders: [2 as const] };
    const saved = await api.fetchJson("/api/v2/user/search-filters", { method: "PUT", headers: auth, body: JSON.stringify({ filters: state }) });
    expect(saved.status).toBe(200);
    expect(saved.body.data.filters).toEqual(state);
    const read = await api.fetchJson("/api/v2/user/search-filters", { headers: auth });
    expect(read.body.data.filters).toEqual(state);
    expect(Date.parse(read.body.data.updated_at)).toBeGreaterThan(Date.now() - 60_000);

    // Another user's saved search is their own.
    const other = await signIn(api, "demo-escort", DEMO_PASSWORD);
    expect((await api.fetchJson("/api/v2/user/search-filters", { headers: bearer(other.body.access_token) })).body.data.filters).toBeNull();

    const invalid = await api.fetchJson("/api/v2/user/search-filters", { method: "PUT", headers: auth, body: JSON.stringify({ filters: { ...state, radius: 42 } }) });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors[0]).toMatchObject({ code: 422, source: "filters.radius" });

    const cleared = await api.fetchJson("/api/v2/user/search-filters", { method: "PUT", headers: auth, body: JSON.stringify({ filters: null }) });
    expect(cleared.body.data).toEqual({ filters: null, updated_at: null });
    expect((await api.fetchJson("/api/v2/user/search-filters", { headers: auth })).body.data.filters).toBeNull();
  });
});
