// Pure parts of the search module: geometry, plan choice, count cache, clock, request shape, viewer rights.
import { describe, expect, it } from "vitest";
import { ZSearchRequest } from "@samtrot/search-query-builder";
import { AggregateCache } from "./aggregate-cache.js";
import { chooseAccess } from "./choose-access.js";
import { DensityGrid, DensityGridHolder, FINE_PER_DEGREE } from "./density-grid.js";
import { ringEdgesKm } from "./find-profile-ids.js";
import { cellOf, cellsCovering, distanceM } from "./geo.js";
import { ageOn, searchClock, yearsBefore } from "./search-clock.js";
import { searchShape } from "./search-shape.js";
import { applyViewerRights, GUEST_SEARCH_VIEWER } from "./search-viewer.js";
import { nameWords } from "./filter-clauses.js";

const request = (filterquery: Record<string, unknown>, sort = "top_ranking") =>
  ZSearchRequest.parse({ page_no: 1, page_size: 24, query: "", facets: { terms: [], ranges: [] }, filterquery, sort });

/** A grid with `n` profiles of user type 2 in the fine cell of each point. */
function gridOf(points: [lat: number, lon: number, n: number][]): DensityGrid {
  return new DensityGrid(
    points.map(([lat, lon, n]) => ({ user_type: 2, r: Math.floor((lat + 90) * FINE_PER_DEGREE), c: Math.floor((lon + 180) * FINE_PER_DEGREE), n })),
  );
}

describe("geometry", () => {
  it("measures distances like earthdistance (Berlin–Hamburg ≈ 255 km, Berlin–Munich ≈ 505 km)", () => {
    expect(distanceM(52.52, 13.405, 53.5511, 9.9937) / 1000).toBeCloseTo(255.3, 0);
    expect(distanceM(52.52, 13.405, 48.1372, 11.5755) / 1000).toBeCloseTo(504.6, 0);
  });

  it("numbers half-degree cells like the generated column and covers a circle with them", () => {
    expect(cellOf(52.52, 13.405)).toBe(285 * 1000 + 386);
    expect(cellOf(-0.1, -0.1)).toBe(179 * 1000 + 359);
    const cells = cellsCovering({ lat: 52.52, lon: 13.405, radiusM: 50_000 });
    expect(cells).toContain(cellOf(52.52, 13.405));
    expect(cells).toContain(cellOf(52.1, 12.7));
    expect(cells).toHaveLength(8);
    expect(cellsCovering({ lat: 52.52, lon: 13.405, radiusM: 5_000 }).length).toBeLessThanOrEqual(4);
  });
});

describe("plan choice", () => {
  const berlin = { lat: 52.52, lon: 13.405, radiusM: 50_000 };
  const crowded = gridOf([[52.52, 13.405, 90_000], [48.14, 11.58, 500_000], [53.55, 9.99, 300_000]]);
  it("reads a circle in sparse areas and walks cells in dense ones", () => {
    const sparse = gridOf([[52.52, 13.405, 100], [48.14, 11.58, 500_000]]);
    expect(chooseAccess({ grid: sparse, userType: 2, circle: berlin, need: 24, filtered: true, cellsPossible: true }).kind).toBe("gist");
    // Page 1 in a dense area: one walk over the user type finds a page sooner than planning eight cell walks.
    expect(chooseAccess({ grid: crowded, userType: 2, circle: berlin, need: 24, filtered: true, cellsPossible: true }).kind).toBe("walk");
    // Page 21: the cell walks read far fewer rows.
    expect(chooseAccess({ grid: crowded, userType: 2, circle: berlin, need: 504, filtered: true, cellsPossible: true }).kind).toBe("cells");
    // Without a cell index the sort's own index is walked.
    expect(chooseAccess({ grid: crowded, userType: 2, circle: berlin, need: 24, filtered: true, cellsPossible: false }).kind).toBe("walk");
    // A huge circle spans too many cells for a merge: one walk.
    expect(chooseAccess({ grid: crowded, userType: 2, circle: { ...berlin, radiusM: 500_000 }, need: 24, filtered: false, cellsPossible: true }).kind).toBe("walk");
    // Nothing known (an empty grid): read the circle.
    expect(chooseAccess({ grid: new DensityGrid([]), userType: 2, circle: berlin, need: 24, filtered: false, cellsPossible: true }).kind).toBe("gist");
  });

  it("counts profiles in circles and cells", () => {
    expect(crowded.inCircle(2, berlin)).toBe(90_000);
    expect(crowded.inCircle(1, berlin)).toBe(0);
    expect(crowded.total(2)).toBe(890_000);
    expect(crowded.inCells(2, cellsCovering(berlin))).toBe(90_000);
  });

  it("loads the grid once and reloads it in the background when it is old", async () => {
    let now = 0;
    let loads = 0;
    const holder = new DensityGridHolder(async () => (loads++, new DensityGrid([])), () => now, 1_000);
    await Promise.all([holder.get(), holder.get()]);
    expect(loads).toBe(1);
    now = 2_000;
    await holder.get();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loads).toBe(2);
  });

  it("draws rings at the radius choices up to the search radius", () => {
    expect(ringEdgesKm(100)).toEqual([5, 10, 20, 30, 50, 100]);
    expect(ringEdgesKm(20)).toEqual([5, 10, 20]);
    expect(ringEdgesKm(null)).toEqual([5, 10, 20, 30, 50, 100, 150, 200, 300, 500]);
  });
});

describe("count cache", () => {
  it("answers fresh entries, refreshes aging ones in the background and recomputes old ones", async () => {
    let now = 0;
    let computed = 0;
    const cache = new AggregateCache<number>({ freshMs: 2_000, maxAgeMs: 5_000, maxEntries: 10, now: () => now });
    const compute = async () => ++computed;
    expect(await cache.get("k", compute)).toEqual({ value: 1, cached: false });
    now = 1_000;
    expect(await cache.get("k", compute)).toEqual({ value: 1, cached: true });
    now = 3_000; // aging: the old value now, a new one computed behind it
    expect(await cache.get("k", compute)).toEqual({ value: 1, cached: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(computed).toBe(2);
    expect(await cache.get("k", compute)).toEqual({ value: 2, cached: true });
    now = 9_000; // too old: never answered
    expect(await cache.get("k", compute)).toEqual({ value: 3, cached: false });
  });

  it("computes a key once for concurrent callers and drops the least recently used entries", async () => {
    let computed = 0;
    const cache = new AggregateCache<string>({ freshMs: 1_000, maxAgeMs: 1_000, maxEntries: 2 });
    const slow = (value: string) => () => new Promise<string>((resolve) => setTimeout(() => resolve((computed++, value)), 10));
    const [a, b] = await Promise.all([cache.get("a", slow("A")), cache.get("a", slow("A2"))]);
    expect([a.value, b.value, computed]).toEqual(["A", "A", 1]);
    await cache.get("b", slow("B"));
    await cache.get("a", slow("x")); // a used again
    await cache.get("c", slow("C")); // b goes
    expect((await cache.get("a", slow("new"))).value).toBe("A");
    expect((await cache.get("b", slow("B2"))).value).toBe("B2");
  });
});

describe("search clock", () => {
  it("uses Central European time for the date and the minute of the week", () => {
    // Sunday 2026-03-29 00:30 UTC is 01:30 CET (before the clocks go forward); Monday 00:00 = 0.
    expect(searchClock(new Date("2026-03-29T00:30:00Z"))).toMatchObject({ today: "2026-03-29", minuteOfWeek: 6 * 1440 + 90 });
    expect(searchClock(new Date("2026-07-05T22:30:00Z"))).toMatchObject({ today: "2026-07-06", minuteOfWeek: 30 });
  });

  it("counts ages in whole years, 29 February included", () => {
    expect(ageOn("2000-02-29", "2018-02-28")).toBe(17);
    expect(ageOn("2000-02-29", "2018-03-01")).toBe(18);
    expect(yearsBefore("2024-02-29", 1)).toBe("2023-02-28");
    expect(yearsBefore("2026-11-22", 18)).toBe("2008-11-22");
  });
});

describe("request shape and viewer rights", () => {
  it("reads the place, centre and sort", () => {
    expect(searchShape(request({ user_type: [2], location: { lat: 1, lon: 2, radius: 50 } }))).toMatchObject({
      place: { kind: "radius", circle: { lat: 1, lon: 2, radiusM: 50_000 } }, centre: { lat: 1, lon: 2 }, sort: "rank",
    });
    // The global radius searches everywhere, around its centre.
    expect(searchShape(request({ user_type: [2], location: { lat: 1, lon: 2, radius: 69420 } }, "distance"))).toMatchObject({ place: { kind: "anywhere" }, sort: "distance" });
    // Distance sorts without any centre fall back to rank.
    expect(searchShape(request({ user_type: [2], country: ["AT"] }, "distance"))).toMatchObject({ place: { kind: "country", countries: ["AT"] }, centre: null, sort: "rank" });
    expect(searchShape(request({ user_type: [2], country: ["AT"], user_location: { lat: 3, lon: 4 } }, "top_ranking_distance_ring")).sort).toBe("ring");
  });

  it("lowers radius and sort to what the viewer may use", () => {
    const wide = request({ user_type: [2], location: { lat: 1, lon: 2, radius: 300 } }, "top_ranking_distance_ring");
    expect(applyViewerRights(wide, GUEST_SEARCH_VIEWER)).toMatchObject({ filterquery: { location: { radius: 100 } }, sort: "top_ranking" });
    expect(applyViewerRights(wide, { userId: 1, userType: 2, isMember: true })).toMatchObject({ filterquery: { location: { radius: 300 } }, sort: "top_ranking" });
    expect(applyViewerRights(wide, { userId: 1, userType: 1, isMember: true })).toMatchObject({ filterquery: { location: { radius: 300 } }, sort: "top_ranking_distance_ring" });
    const global = request({ user_type: [2], location: { lat: 1, lon: 2, radius: 69420 } });
    expect(applyViewerRights(global, GUEST_SEARCH_VIEWER).filterquery.location?.radius).toBe(69420);
  });

  it("splits a name search into words as the index does", () => {
    expect(nameWords("  Süße_Maus2024 ")).toEqual(["süße", "maus", "2024"]);
    expect(nameWords("José")).toEqual(["jos"]);
  });
});
