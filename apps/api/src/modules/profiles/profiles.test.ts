import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZPublicProfile } from "@samtrot/api-client/contracts";
import { startTestApi, type TTestApi } from "../../test/start-test-api.js";
import { blockedEitherWayIds, isBlockedEither } from "../blocks/is-blocked-either.js";
import { getJson, person, sendJson, type TPerson } from "./test-support/people.js";

let api: TTestApi;
let escort: TPerson;
let viewer: TPerson;

beforeAll(async () => {
  api = await startTestApi({ env: { SIGNUP_LIMIT_PER_IP_HOUR: "1000" } });
  [escort, viewer] = await Promise.all([person(api, { user_type: 2, gender: 2 }), person(api, { user_type: 1, gender: 1 }, "hamburg")]);
  const put = (key: string, body: unknown) => sendJson(api, "PUT", `/api/v2/settings/${key}`, body, escort.token);
  await put("service_prices", {
    prices: [{ name: 60, price: 200 }, { name: 30, price: 120 }],
    working_hours: [{ day: 6, time_from: "20:00", time_to: "03:00", is_over_day: true }],
    escort_service: [130],
  });
  await put("name_characteristics", { languages: ["DE", "EN"], height: 168, hair_color: 19, characteristic_trait: [60, 63] });
  await put("status_description", { status: "Heute frei", description: "<p>Hallo</p>" });
  await api.database.query(`update users set is_verified = true, is_member = true, age_check_status = 2 where id = $1`, [escort.id]);
  await api.database.query(`update profiles set reply_time_seconds = 3600 where user_id = $1`, [escort.id]);
}, 120_000);
afterAll(() => api?.close());

const profile = (username: string, token?: string, query = "") => getJson(api, `/api/v2/profiles/${encodeURIComponent(username)}${query}`, token);
const visits = async (visitedId: number) =>
  api.database.query<{ visitor_id: number; visits_count: number }>(`select visitor_id, visits_count from profile_visits where visited_id = $1 order by visitor_id`, [visitedId]);

describe("GET /api/v2/profiles/{username}", () => {
  it("answers the profile of spec 000 §2 for a guest", async () => {
    const { status, body } = await profile(escort.username.toUpperCase());
    expect(status).toBe(200);
    const data = body.data;
    expect(data).toMatchObject({
      id: escort.id,
      username: escort.username,
      user_type: 2,
      gender: 2,
      city: { slug: "berlin" },
      distance_km: null,
      avatar_url: `/api/v2/media/avatar/${escort.id}.svg`,
      status: "Heute frei",
      description: "<p>Hallo</p>",
      appearance: { height: 168 },
      prices: [{ name: 30, price: 120 }, { name: 60, price: 200 }],
      working_hours: [{ day: 6, time_from: "20:00", time_to: "03:00", is_over_day: true }],
      languages: ["DE", "EN"],
      is_member: true,
      is_verified: true,
      is_age_verified: true,
      reply_time_seconds: 3600,
      viewer: { is_own: false, is_favorite: false, signed_in: false },
    });
    expect(data.age).toBeGreaterThanOrEqual(18);
    expect(data.last_login_at).not.toBeNull();
    expect(data.traits).toContainEqual({ category: "hair_color", category_id: 5, values: [{ id: 19, key: "black" }] });
    expect(data.traits).toContainEqual({ category: "characteristic_trait", category_id: 13, values: [{ id: 60, key: "friendly" }, { id: 63, key: "playful" }] });
    expect(data.tabs.map((t: { key: string }) => t.key)).toEqual(["reviews", "business_reviews", "events", "blogs"]);
    // The reviews tab and the reviews badge read the same field.
    expect(data.tabs.find((t: { key: string }) => t.key === "reviews").count).toBe(data.reviews_count);
    expect(() => ZPublicProfile.parse(data)).not.toThrow();
  });

  it("gives the distance from the viewer's position", async () => {
    const { body } = await profile(escort.username, undefined, "?lat=53.5511&lon=9.9937"); // Hamburg
    expect(body.data.distance_km).toBeGreaterThan(240);
    expect(body.data.distance_km).toBeLessThan(270);
    expect((await profile(escort.username, undefined, "?lat=53.5")).status).toBe(422);
  });

  it("refuses invalid usernames with 422 and unknown ones with 404", async () => {
    expect((await profile("ab")).body.errors[0]).toMatchObject({ code: 422, title: "validation.username.too_short", source: "params.username" });
    expect((await profile("anna__b")).body.errors[0].title).toBe("validation.username.invalid_characters");
    expect((await profile("favicon.ico")).status).toBe(404);
    const unknown = await profile("niemand-da");
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].title).toBe("exception.profile.not_found");
  });

  it("hides the last login while the profile browses invisibly", async () => {
    await api.database.query(`update users set is_invisible = true where id = $1`, [escort.id]);
    expect((await profile(escort.username)).body.data.last_login_at).toBeNull();
    await api.database.query(`update users set is_invisible = false where id = $1`, [escort.id]);
  });

  it.each([
    ["paused", "is_paused = true", "is_paused = false"],
    ["banned", "is_banned = true", "is_banned = false"],
    ["unfinished", "register_completed_step = 4", "register_completed_step = 10"],
    ["deleted", "deleted_at = now()", "deleted_at = null"],
  ])("answers a %s profile as unavailable (the owner still sees it while paused or unfinished)", async (name, set, reset) => {
    const owner = await person(api, { user_type: 2, gender: 2 });
    await api.database.query(`update users set ${set} where id = $1`, [owner.id]);
    const answer = await profile(owner.username, viewer.token);
    expect(answer.status).toBe(404);
    expect(answer.body.errors[0].title).toBe("exception.profile.unavailable");
    // A banned or deleted account's sessions no longer count: its owner is a guest.
    if (name === "paused" || name === "unfinished") expect((await profile(owner.username, owner.token)).body.data.viewer.is_own).toBe(true);
    await api.database.query(`update users set ${reset} where id = $1`, [owner.id]);
    expect((await profile(owner.username, viewer.token)).status).toBe(200);
  });
});

describe("visits", () => {
  it("records one row per visitor with a count; not for guests, the owner or invisible viewers", async () => {
    const visited = await person(api, { user_type: 2, gender: 2 });
    const invisible = await person(api, { user_type: 1, gender: 1 });
    // browsing invisibly is a Plus benefit (a free user's switch does nothing: membership.test.ts)
    await api.database.query(`update users set is_invisible = true, is_member = true where id = $1`, [invisible.id]);
    await profile(visited.username);
    await profile(visited.username, visited.token);
    await profile(visited.username, invisible.token);
    expect(await visits(visited.id)).toEqual([]);
    await profile(visited.username, viewer.token);
    await profile(visited.username, viewer.token);
    expect(await visits(visited.id)).toEqual([{ visitor_id: viewer.id, visits_count: 2 }]);
  });
});

describe("blocklist (both ways)", () => {
  it("makes each profile unavailable to the other, ends favourites, and lists the block", async () => {
    const blocker = await person(api, { user_type: 2, gender: 2 });
    const blocked = await person(api, { user_type: 1, gender: 1 });
    await sendJson(api, "POST", `/api/v2/favorites/${blocker.id}`, undefined, blocked.token);
    expect((await profile(blocker.username, blocked.token)).body.data.viewer.is_favorite).toBe(true);

    const answer = await sendJson(api, "POST", `/api/v2/blocks/${blocked.id}`, undefined, blocker.token);
    expect(answer.body.data).toEqual({ user_id: blocked.id, is_blocked: true });
    expect((await sendJson(api, "POST", `/api/v2/blocks/${blocked.id}`, undefined, blocker.token)).status).toBe(200);
    for (const [who, whom] of [[blocked, blocker], [blocker, blocked]] as const) {
      const seen = await profile(whom.username, who.token);
      expect(seen.status).toBe(404);
      expect(seen.body.errors[0].title).toBe("exception.profile.unavailable");
    }
    expect((await profile(blocker.username)).status).toBe(200);
    const [favorite] = await api.database.query(`select 1 from favorites where user_id = $1`, [blocked.id]);
    expect(favorite).toBeUndefined();
    expect((await sendJson(api, "POST", `/api/v2/favorites/${blocker.id}`, undefined, blocked.token)).status).toBe(404);

    const list = await getJson(api, "/api/v2/blocks", blocker.token);
    expect(list.body.data).toMatchObject({ total: 1, page_no: 1, page_size: 10, items: [{ id: blocked.id, username: blocked.username }] });
    expect((await getJson(api, "/api/v2/blocks", blocked.token)).body.data.total).toBe(0);
    expect((await getJson(api, "/api/v2/settings/first_contact_filter_and_blocklist", blocker.token)).body.data.values.blocked_count).toBe(1);

    // for the messenger and the search
    expect(await isBlockedEither(api.database, blocked.id, blocker.id)).toBe(true);
    expect(await isBlockedEither(api.database, blocker.id, blocked.id)).toBe(true);
    expect(await isBlockedEither(api.database, blocker.id, viewer.id)).toBe(false);
    expect(await blockedEitherWayIds(api.database, blocked.id)).toEqual([blocker.id]);
    expect(await blockedEitherWayIds(api.database, blocker.id)).toEqual([blocked.id]);
    expect(await blockedEitherWayIds(api.database, null)).toEqual([]);

    // only the blocker can lift it
    await sendJson(api, "DELETE", `/api/v2/blocks/${blocker.id}`, undefined, blocked.token);
    expect((await profile(blocker.username, blocked.token)).status).toBe(404);
    expect((await sendJson(api, "DELETE", `/api/v2/blocks/${blocked.id}`, undefined, blocker.token)).body.data).toEqual({ user_id: blocked.id, is_blocked: false });
    expect((await profile(blocker.username, blocked.token)).status).toBe(200);
  });

  it("refuses blocking oneself or nobody", async () => {
    expect((await sendJson(api, "POST", `/api/v2/blocks/${viewer.id}`, undefined, viewer.token)).body.errors[0]).toMatchObject({ title: "validation.block.self", source: "userId" });
    expect((await sendJson(api, "POST", `/api/v2/blocks/99999999`, undefined, viewer.token)).status).toBe(404);
    expect((await sendJson(api, "POST", `/api/v2/blocks/${escort.id}`, undefined)).status).toBe(401);
  });
});
