// Plus membership over real HTTP and the real database: a member has each benefit of spec 001 §6, and when
// member_until passes every benefit is gone at once — before the expiry job runs (reads compare with now())
// and after it (flag, invisible mode and the search row flipped in one transaction).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MEDIA_VISIBILITY } from "@samtrot/constants-catalogue";
import { PLUS_ENTITLEMENTS } from "@samtrot/payments";
import { startTestApi, type TTestApi } from "../../test/start-test-api.js";
import { bearer } from "../../test/accounts-helpers.js";
import { FLAG_BITS } from "../search/search-columns.js";
import { addToGallery, getJson, person, sendJson, type TPerson } from "../profiles/test-support/people.js";
import { MEMBERSHIP_EXPIRE_JOB, activateMembership, endMembership } from "./activate-membership.js";
import { entitlementsOf } from "./entitlements.js";

let api: TTestApi;
let client: TPerson;
let escort: TPerson;
let hamburg: TPerson;
let exclusiveUrl: string;

const HOUR = 3_600_000;
const BERLIN = { lat: 52.52, lon: 13.405 };

beforeAll(async () => {
  api = await startTestApi({ jobs: "manual", env: { SIGNUP_LIMIT_PER_IP_HOUR: "1000" } });
  [client, escort, hamburg] = [
    await person(api, { user_type: 1, gender: 1 }),
    await person(api, { user_type: 2, gender: 2 }),
    await person(api, { user_type: 2, gender: 2 }, "hamburg"),
  ];
  const item = await addToGallery(api, escort.token, MEDIA_VISIBILITY.plus_member);
  await api.database.query(`update gallery_items set review_status = 1 where media_id = $1`, [item.id]);
  exclusiveUrl = item.urls.thumb;
}, 120_000);
afterAll(() => api?.close());

const activate = (userId: number, until: Date) =>
  api.database.transaction((tx) => activateMembership(tx, { userId, until, source: { kind: "test", id: userId } }));
const info = async (who: TPerson) => (await getJson(api, "/api/v2/user/info", who.token)).body.data;
const visitsBy = async (visitorId: number, visitedId: number) =>
  Number((await api.database.query<{ n: number }>(`select coalesce(sum(visits_count), 0)::int as n from profile_visits where visitor_id = $1 and visited_id = $2`, [visitorId, visitedId]))[0]!.n);
/** escorts a client finds within 300 km of Berlin (Hamburg is about 255 km away) */
const wideSearch = async (who: TPerson) => {
  const body = { page_no: 1, page_size: 24, query: "", filterquery: { user_type: [2], location: { ...BERLIN, radius: 300 } }, facets: { terms: [], ranges: [] }, sort: "top_ranking" };
  const answer = await api.fetchJson("/api/v2/search/users", { method: "POST", headers: { "content-type": "application/json", ...bearer(who.token) }, body: JSON.stringify(body) });
  expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
  return (answer.body.data.items as { id: number }[]).map((tile) => tile.id);
};
const searchFlags = async (userId: number) =>
  Number((await api.database.query<{ flags: number }>(`select flags from search_profiles where user_id = $1`, [userId]))[0]!.flags);

/** Each client benefit, observed through the api: true where the client has it now. */
async function clientBenefits(): Promise<Record<string, boolean>> {
  const visitsBefore = await visitsBy(client.id, escort.id);
  await getJson(api, `/api/v2/profiles/${escort.username}`, client.token);
  return {
    visitors: (await getJson(api, "/api/v2/visitors", client.token)).status === 200,
    favorite_visitors: (await getJson(api, "/api/v2/favorite-visitors", client.token)).status === 200,
    invisible_switch: (await sendJson(api, "POST", "/api/v2/user/invisible", { status: 1 }, client.token)).status === 200,
    // the invisible flag was set while a member: the visit above left no trace only while it still counts
    invisible_visit: (await visitsBy(client.id, escort.id)) === visitsBefore,
    exclusive_media: (await fetch(api.url + exclusiveUrl, { headers: bearer(client.token) })).status === 200,
    wide_radius: (await wideSearch(client)).includes(hamburg.id),
    user_info: (await info(client)).is_member === true,
  };
}

describe("a client's Plus membership", () => {
  it("has no benefit before activation", async () => {
    await api.database.query(`update users set is_invisible = true where id = $1`, [client.id]);
    expect(await clientBenefits()).toEqual({
      visitors: false, favorite_visitors: false, invisible_switch: false, invisible_visit: false, exclusive_media: false, wide_radius: false, user_info: false,
    });
    expect((await info(client)).entitlements).toEqual([]);
  });

  it("gives every benefit once activated, and the api names them for the web", async () => {
    const { memberUntil } = await activate(client.id, new Date(Date.now() + HOUR));
    expect(memberUntil.getTime()).toBeGreaterThan(Date.now());
    expect(await clientBenefits()).toEqual({
      visitors: true, favorite_visitors: true, invisible_switch: true, invisible_visit: true, exclusive_media: true, wide_radius: true, user_info: true,
    });
    expect([...(await info(client)).entitlements].sort()).toEqual([...PLUS_ENTITLEMENTS.client].sort());
    expect((await searchFlags(client.id)) & FLAG_BITS.is_member).toBe(FLAG_BITS.is_member);
    const [job] = await api.database.query<{ run_at: Date }>(`select run_at from jobs where kind = $1 and (payload->>'userId')::bigint = $2`, [MEMBERSHIP_EXPIRE_JOB, client.id]);
    expect(new Date(job!.run_at).getTime()).toBe(memberUntil.getTime());
  });

  it("loses every benefit the moment member_until passes, before the job has run", async () => {
    await api.database.query(`update users set member_until = now() - interval '1 second' where id = $1`, [client.id]);
    // the flags are still set in the row: only the end date says the membership is over
    const [row] = await api.database.query<{ is_member: boolean; is_invisible: boolean }>(`select is_member, is_invisible from users where id = $1`, [client.id]);
    expect(row).toEqual({ is_member: true, is_invisible: true });
    expect(await clientBenefits()).toEqual({
      visitors: false, favorite_visitors: false, invisible_switch: false, invisible_visit: false, exclusive_media: false, wide_radius: false, user_info: false,
    });
    expect((await info(client)).entitlements).toEqual([]);
    const refused = await getJson(api, "/api/v2/visitors", client.token);
    expect(refused.body.errors[0]).toMatchObject({ title: "exception.membership.plus_required" });
  });

  it("is ended by the expiry job: flag, invisible mode and the search row in one transaction", async () => {
    await api.database.query(`update jobs set run_at = now() where kind = $1`, [MEMBERSHIP_EXPIRE_JOB]);
    expect(await api.jobs!.drain()).toBeGreaterThanOrEqual(1);
    const [row] = await api.database.query<{ is_member: boolean; is_invisible: boolean }>(`select is_member, is_invisible from users where id = $1`, [client.id]);
    expect(row).toEqual({ is_member: false, is_invisible: false });
    expect((await searchFlags(client.id)) & FLAG_BITS.is_member).toBe(0);
  });
});

describe("an escort's Plus membership", () => {
  it("gives the escort benefits, and ending it (refund) takes them away at once", async () => {
    await activate(escort.id, new Date(Date.now() + 30 * 24 * HOUR));
    const entitlements = await entitlementsOf(api.database, escort.id);
    expect([...entitlements.entitlements].sort()).toEqual([...PLUS_ENTITLEMENTS.escort].sort());
    expect(entitlements.has("exclusive_media")).toBe(false);
    expect((await getJson(api, "/api/v2/visitors", escort.token)).status).toBe(200);
    expect((await searchFlags(escort.id)) & FLAG_BITS.is_member).toBe(FLAG_BITS.is_member);
    expect([...(await info(escort)).entitlements].sort()).toEqual([...PLUS_ENTITLEMENTS.escort].sort());

    expect(await api.database.transaction((tx) => endMembership(tx, escort.id, "refunded"))).toBe(true);
    expect((await getJson(api, "/api/v2/visitors", escort.token)).status).toBe(403);
    expect((await info(escort)).entitlements).toEqual([]);
    expect((await searchFlags(escort.id)) & FLAG_BITS.is_member).toBe(0);
    // ending twice changes nothing
    expect(await api.database.transaction((tx) => endMembership(tx, escort.id, "refunded"))).toBe(false);
  });
});

describe("activation", () => {
  it("never shortens a running membership, and the earlier end's job leaves the later end alone", async () => {
    const member = await person(api, { user_type: 1, gender: 1 });
    const later = new Date(Date.now() + 60 * 24 * HOUR);
    await activate(member.id, later);
    const { memberUntil } = await activate(member.id, new Date(Date.now() + 2 * HOUR));
    expect(memberUntil.getTime()).toBe(later.getTime());
    // the job of the shorter term comes due first: the membership runs on
    await api.database.query(`update jobs set run_at = now() where kind = $1 and (payload->>'userId')::bigint = $2`, [MEMBERSHIP_EXPIRE_JOB, member.id]);
    await api.jobs!.drain();
    expect((await entitlementsOf(api.database, member.id)).isMember).toBe(true);
    expect((await info(member)).is_member).toBe(true);
  });

  it("refuses an end in the past and rolls the caller's transaction back", async () => {
    const member = await person(api, { user_type: 1, gender: 1 });
    await expect(activate(member.id, new Date(Date.now() - HOUR))).rejects.toThrow(/past/);
    expect((await entitlementsOf(api.database, member.id)).isMember).toBe(false);
  });
});
