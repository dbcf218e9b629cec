import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_SIZE } from "@samtrot/constants-catalogue";
import { ZRelationList } from "@samtrot/api-client/contracts";
import { startTestApi, type TTestApi } from "../../test/start-test-api.js";
import { getJson, makeMember, person, sendJson, type TPerson } from "../profiles/test-support/people.js";
import { SAFE_SEX_TRAITS } from "./relation-filters.js";

let api: TTestApi;
let me: TPerson;
/** favourited profiles by name, each with one distinguishing attribute */
const p: Record<string, TPerson> = {};

async function setAge(userId: number, years: number) {
  await api.database.query(`update users set birth_date = (current_date - make_interval(years => $2) - interval '10 days')::date where id = $1`, [userId, years]);
}
async function addTraits(userId: number, categoryId: number, valueIds: number[]) {
  await api.database.query(`insert into profile_traits (user_id, category_id, value_id) select $1, $2, unnest($3::smallint[])`, [userId, categoryId, valueIds]);
}

beforeAll(async () => {
  api = await startTestApi({ env: { SIGNUP_LIMIT_PER_IP_HOUR: "1000" } });
  me = await person(api, { user_type: 1, gender: 1 });
  const specs: [string, Record<string, unknown>, string][] = [
    ["young", { user_type: 2, gender: 2 }, "berlin"],
    ["trans", { user_type: 2, gender: 3 }, "berlin"],
    ["couple", { user_type: 2, gender: undefined, couple_type: 7 }, "berlin"],
    ["hamburg", { user_type: 2, gender: 2 }, "hamburg"],
    ["verified", { user_type: 2, gender: 2 }, "berlin"],
    ["client", { user_type: 1, gender: 2 }, "berlin"],
  ];
  for (const [name, overrides, city] of specs) {
    p[name] = await person(api, overrides, city);
    await sendJson(api, "POST", `/api/v2/favorites/${p[name]!.id}`, undefined, me.token);
  }
  for (const person of Object.values(p)) await setAge(person.id, 40);
  await setAge(p.young!.id, 20);
  await api.database.query(`update users set is_verified = true where id = $1`, [p.verified!.id]);
  await addTraits(p.hamburg!.id, 9, [40]); // race type asian
  await addTraits(p.hamburg!.id, 12, [54]); // meeting option outcall
  await addTraits(p.verified!.id, 19, [SAFE_SEX_TRAITS.required]);
  await addTraits(p.trans!.id, 19, [SAFE_SEX_TRAITS.required]);
  await addTraits(p.trans!.id, 20, [SAFE_SEX_TRAITS.excluded]);
  // the others are not signed in right now
  await api.database.query(`update oauth_tokens set revoked_at = now() where user_id = any($1::bigint[]) and user_id <> $2`, [Object.values(p).map((x) => x.id), p.young!.id]);
}, 120_000);
afterAll(() => api?.close());

const list = async (path: string, token = me.token) => getJson(api, path, token);
const names = (items: { id: number }[]) => items.map((item) => Object.entries(p).find(([, x]) => x.id === item.id)?.[0] ?? String(item.id));

describe("favourites", () => {
  it("lists my favourites newest first as tiles of 12", async () => {
    const { status, body } = await list("/api/v2/favorites");
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ total: 6, page_no: 1, page_size: PAGE_SIZE.favoritesTile });
    expect(names(body.data.items)).toEqual(["client", "verified", "hamburg", "couple", "trans", "young"]);
    expect(body.data.items[0]).toMatchObject({ username: p.client!.username, count: 1, avatar_url: `/api/v2/media/avatar/${p.client!.id}.svg` });
    expect(body.data.items[0].at).toMatch(/^\d{4}-/);
    expect(() => ZRelationList.parse(body.data)).not.toThrow();
  });

  it.each([
    ["onlyShow=verified", ["verified"]],
    ["onlyShow=online", ["young"]],
    ["onlyShow=new", ["client", "verified", "hamburg", "couple", "trans", "young"]],
    ["onlyShow=safe_sex", ["verified"]],
    ["onlyShow=verified,safe_sex", ["verified"]],
    ["onlyShow=hot", []],
    ["gender=3", ["trans"]],
    ["gender=1", ["couple"]],
    ["userType=1", ["client"]],
    ["age=18_25", ["young"]],
    ["age=36_45,46_plus", ["client", "verified", "hamburg", "couple", "trans"]],
    ["raceType=40", ["hamburg"]],
    ["meetingOption=54,53", ["hamburg"]],
    ["city=hamburg", ["hamburg"]],
    ["city=hamburg&gender=2&userType=2", ["hamburg"]],
  ])("filters %s", async (query, expected) => {
    const { status, body } = await list(`/api/v2/favorites?${query}`);
    expect(status).toBe(200);
    expect(names(body.data.items)).toEqual(expected);
    expect(body.data.total).toBe(expected.length);
  });

  it.each([["onlyShow=sleepy"], ["gender=5"], ["userType=9"], ["age=45_plus"], ["raceType=53"], ["page_no=0"], ["colour=red"]])("refuses %s with 422", async (query) => {
    const { status, body } = await list(`/api/v2/favorites?${query}`);
    expect(status).toBe(422);
    expect(body.errors[0].title).toMatch(/^validation\./);
  });

  it("adds once, removes, refuses oneself and unavailable profiles", async () => {
    const other = await person(api, { user_type: 2, gender: 2 });
    expect((await sendJson(api, "POST", `/api/v2/favorites/${other.id}`, undefined, me.token)).body.data).toEqual({ user_id: other.id, is_favorite: true });
    expect((await sendJson(api, "POST", `/api/v2/favorites/${other.id}`, undefined, me.token)).status).toBe(200);
    expect((await list("/api/v2/favorites")).body.data.total).toBe(7);
    expect((await sendJson(api, "DELETE", `/api/v2/favorites/${other.id}`, undefined, me.token)).body.data).toEqual({ user_id: other.id, is_favorite: false });
    expect((await list("/api/v2/favorites")).body.data.total).toBe(6);
    expect((await sendJson(api, "POST", `/api/v2/favorites/${me.id}`, undefined, me.token)).body.errors[0]).toMatchObject({ title: "validation.favorite.self" });
    await api.database.query(`update users set is_paused = true where id = $1`, [other.id]);
    expect((await sendJson(api, "POST", `/api/v2/favorites/${other.id}`, undefined, me.token)).body.errors[0].title).toBe("exception.profile.unavailable");
    expect((await sendJson(api, "POST", `/api/v2/favorites/${other.id}`, undefined)).status).toBe(401);
  });

  it("pages by 12", async () => {
    const fan = await person(api, { user_type: 1, gender: 1 });
    const targets = await Promise.all(Array.from({ length: 13 }, () => person(api, { user_type: 2, gender: 2 })));
    for (const target of targets) await sendJson(api, "POST", `/api/v2/favorites/${target.id}`, undefined, fan.token);
    const one = (await list("/api/v2/favorites", fan.token)).body.data;
    const two = (await list("/api/v2/favorites?page_no=2", fan.token)).body.data;
    expect(one.items).toHaveLength(12);
    expect(two.items.map((t: { id: number }) => t.id)).toEqual([targets[0]!.id]);
    expect([one.total, two.total]).toEqual([13, 13]);
    expect((await list("/api/v2/favorites?page_no=3", fan.token)).body.data).toMatchObject({ items: [], total: 13 });
  });
});

describe("visitors and who favourited me (Plus)", () => {
  it("shows non-members the upsell with a count, members the list", async () => {
    const star = p.young!;
    const second = await person(api, { user_type: 2, gender: 3 });
    for (const visitor of [me, second]) await getJson(api, `/api/v2/profiles/${star.username}`, visitor.token);
    await getJson(api, `/api/v2/profiles/${star.username}`, me.token);
    for (const path of ["/api/v2/visitors", "/api/v2/favorite-visitors"]) {
      const upsell = await list(path, star.token);
      expect(upsell.status).toBe(403);
      expect(upsell.body.errors[0]).toMatchObject({ code: 403, title: "exception.membership.plus_required", meta: { count: path.includes("favorite") ? 1 : 2 } });
    }
    await makeMember(api, star.id);
    const visitors = (await list("/api/v2/visitors", star.token)).body.data;
    expect(visitors).toMatchObject({ total: 2, page_size: PAGE_SIZE.visitorsTile });
    expect(visitors.items.map((t: { id: number; count: number }) => [t.id, t.count])).toEqual([
      [me.id, 2],
      [second.id, 1],
    ]);
    expect((await list("/api/v2/visitors?gender=3", star.token)).body.data.items.map((t: { id: number }) => t.id)).toEqual([second.id]);
    const fans = (await list("/api/v2/favorite-visitors", star.token)).body.data;
    expect(fans.items.map((t: { id: number }) => t.id)).toEqual([me.id]);
    // a block hides the visitor
    await sendJson(api, "POST", `/api/v2/blocks/${second.id}`, undefined, star.token);
    expect((await list("/api/v2/visitors", star.token)).body.data.total).toBe(1);
  });
});
