import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZProfileTile, ZTourList } from "@samtrot/api-client/contracts";
import { startTestApi, type TTestApi } from "../../test/start-test-api.js";
import { getJson, person, sendJson, type TPerson } from "../profiles/test-support/people.js";
import { searchClock } from "../search/search-clock.js";

// Tours over HTTP on a real api and database (PGlite, and the Postgres server with DATABASE_URL): the limit of
// spec 001 §9, the dates, and the tour city counting for radius searches during the tour and not after.

let api: TTestApi;
const DAY = 86_400_000;
const HAMBURG = { lat: 53.5511, lon: 9.9937 };

beforeAll(async () => {
  api = await startTestApi({ jobs: "manual", env: { SIGNUP_LIMIT_PER_IP_HOUR: "1000" } });
}, 120_000);
afterAll(() => api?.close());

const today = () => searchClock(api.clock.now()).today;
const dayFrom = (days: number) => searchClock(new Date(api.clock.now().getTime() + days * DAY)).today;
const addTour = (who: TPerson, body: Record<string, unknown>) => sendJson(api, "POST", "/api/v2/tours", body, who.token);
const errorOf = (response: { status: number; body: any }) => [response.status, response.body.errors?.[0]?.title, response.body.errors?.[0]?.source];

/** Escorts within 20 km of Hamburg (a radius search in the tour city). */
async function escortsNearHamburg(flags: string[] = []): Promise<{ id: number; on_tour: boolean; city: string | null }[]> {
  const { body } = await api.fetchJson("/api/v2/search/users", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ page_no: 1, page_size: 24, query: "", filterquery: { user_type: [2], location: { ...HAMBURG, radius: 20 }, ...(flags.length ? { only_show_type: flags } : {}) }, facets: { terms: [], ranges: [] }, sort: "default" }),
  });
  return body.data.items.map((tile: unknown) => {
    const parsed = ZProfileTile.parse(tile);
    return { id: parsed.id, on_tour: parsed.on_tour, city: parsed.city?.slug ?? null };
  });
}

/** The tours job as the runner does it when its 15 minutes are up. */
async function runToursJob() {
  await api.database.query(`update job_schedules set next_run_at = now() - interval '1 second' where name = 'tours.sync'`);
  await api.jobs!.drain();
}

describe("tours", () => {
  it("refuses a fourth tour with a translated error and stores nothing", async () => {
    const escort = await person(api, { user_type: 2, gender: 2 });
    for (const [i, city] of ["hamburg", "köln", "münchen"].entries()) {
      const created = await addTour(escort, { city, starts_on: dayFrom(10 * i + 5), ends_on: dayFrom(10 * i + 7) });
      expect(created.status).toBe(201);
    }
    expect(errorOf(await addTour(escort, { city: "leipzig", starts_on: dayFrom(60), ends_on: dayFrom(61) }))).toEqual([422, "validation.tours.limit_reached", "city"]);
    const list = ZTourList.parse((await getJson(api, "/api/v2/tours", escort.token)).body.data);
    expect(list.items.map((tour) => tour.city.slug)).toEqual(["hamburg", "köln", "münchen"]);
    expect(list.max).toBe(3);
    // deleting one makes room again
    const removed = await sendJson(api, "DELETE", `/api/v2/tours/${list.items[0]!.id}`, undefined, escort.token);
    expect(ZTourList.parse(removed.body.data).items).toHaveLength(2);
    expect((await addTour(escort, { city: "leipzig", starts_on: dayFrom(60), ends_on: dayFrom(61) })).status).toBe(201);
  });

  it("refuses bad dates, cities, overlaps, other people's tours and non-escorts", async () => {
    const escort = await person(api, { user_type: 2, gender: 2 });
    expect(errorOf(await addTour(escort, { city: "hamburg", starts_on: dayFrom(5), ends_on: dayFrom(4) }))).toEqual([422, "validation.tours.end_before_start", "ends_on"]);
    expect(errorOf(await addTour(escort, { city: "hamburg", starts_on: dayFrom(-5), ends_on: dayFrom(-1) }))).toEqual([422, "validation.tours.end_in_past", "ends_on"]);
    expect(errorOf(await addTour(escort, { city: "hamburg", starts_on: "2027-02-30", ends_on: "2027-03-02" }))).toEqual([422, "validation.tours.date_invalid", "starts_on"]);
    expect(errorOf(await addTour(escort, { city: "hamburg", starts_on: "morgen", ends_on: dayFrom(2) }))).toEqual([422, "validation.tours.date_invalid", "starts_on"]);
    expect(errorOf(await addTour(escort, { city: "hamburg", starts_on: dayFrom(400), ends_on: dayFrom(401) }))).toEqual([422, "validation.tours.too_far_ahead", "starts_on"]);
    expect(errorOf(await addTour(escort, { city: "atlantis", starts_on: dayFrom(1), ends_on: dayFrom(2) }))).toEqual([422, "validation.tours.unknown_city", "city"]);
    expect((await addTour(escort, { city: "hamburg", starts_on: dayFrom(1), ends_on: dayFrom(3) })).status).toBe(201);
    expect(errorOf(await addTour(escort, { city: "köln", starts_on: dayFrom(3), ends_on: dayFrom(5) }))).toEqual([422, "validation.tours.overlap", "starts_on"]);
    const [{ n }] = (await api.database.query<{ n: number }>(`select count(*)::int as n from tours where user_id = $1`, [escort.id])) as [{ n: number }];
    expect(n).toBe(1);

    const other = await person(api, { user_type: 2, gender: 2 });
    const [tour] = await api.database.query<{ id: number }>(`select id from tours where user_id = $1`, [escort.id]);
    expect(errorOf(await sendJson(api, "DELETE", `/api/v2/tours/${tour!.id}`, undefined, other.token))).toEqual([404, "exception.tours.not_found", null]);
    const client = await person(api, { user_type: 1, gender: 1 });
    expect(errorOf(await addTour(client, { city: "hamburg", starts_on: dayFrom(1), ends_on: dayFrom(2) }))).toEqual([403, "exception.tours.not_allowed", null]);
    expect((await sendJson(api, "POST", "/api/v2/tours", { city: "hamburg", starts_on: dayFrom(1), ends_on: dayFrom(2) })).status).toBe(401);
  });

  it("finds an escort from Berlin in a radius search around the tour city during the tour, with the badge, and not after", async () => {
    const escort = await person(api, { user_type: 2, gender: 2 });
    expect((await escortsNearHamburg()).some((tile) => tile.id === escort.id)).toBe(false);

    // a tour starting tomorrow: not yet
    expect((await addTour(escort, { city: "hamburg", starts_on: dayFrom(1), ends_on: dayFrom(2) })).status).toBe(201);
    expect((await escortsNearHamburg()).some((tile) => tile.id === escort.id)).toBe(false);

    // tomorrow the job moves her to Hamburg
    api.clock.advance(DAY);
    await runToursJob();
    expect((await escortsNearHamburg()).find((tile) => tile.id === escort.id)).toEqual({ id: escort.id, on_tour: true, city: "hamburg" });
    expect((await escortsNearHamburg(["on_tour"])).map((tile) => tile.id)).toContain(escort.id);
    const onTour = await api.fetchJson("/api/v2/search/users", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ page_no: 1, page_size: 24, query: escort.username, filterquery: { user_type: [2], only_show_type: ["on_tour"] }, facets: { terms: [], ranges: [] }, sort: "default" }),
    });
    expect(onTour.body.data.items.map((tile: { id: number }) => tile.id)).toContain(escort.id);
    const tours = ZTourList.parse((await getJson(api, "/api/v2/tours", escort.token)).body.data);
    expect(tours.items[0]).toMatchObject({ is_active: true, starts_on: today() });

    // after the tour she is back in Berlin
    api.clock.advance(2 * DAY);
    await runToursJob();
    expect((await escortsNearHamburg()).some((tile) => tile.id === escort.id)).toBe(false);
    const [profile] = await api.database.query<{ on_tour: boolean; tour_city_id: number | null }>(`select on_tour, tour_city_id from profiles where user_id = $1`, [escort.id]);
    expect(profile).toEqual({ on_tour: false, tour_city_id: null });
    expect(ZTourList.parse((await getJson(api, "/api/v2/tours", escort.token)).body.data).items).toEqual([]);
    api.clock.set(new Date());
  });

  it("a tour running today moves the profile at once, also one without a place of her own; deleting it moves her back", async () => {
    const escort = await person(api, { user_type: 2, gender: 2 });
    await api.database.query(`update profiles set lat = null, lon = null, city_id = null, country = null where user_id = $1`, [escort.id]);
    await escortsNearHamburg(["on_tour"]);
    const created = ZTourList.parse((await addTour(escort, { city: "hamburg", starts_on: today(), ends_on: dayFrom(3) })).body.data);
    expect((await escortsNearHamburg()).find((tile) => tile.id === escort.id)?.on_tour).toBe(true);
    expect((await escortsNearHamburg(["on_tour"])).map((tile) => tile.id)).toContain(escort.id);
    await sendJson(api, "DELETE", `/api/v2/tours/${created.items[0]!.id}`, undefined, escort.token);
    expect((await escortsNearHamburg()).some((tile) => tile.id === escort.id)).toBe(false);
  });
});
