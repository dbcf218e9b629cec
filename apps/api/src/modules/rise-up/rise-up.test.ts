import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZRiseUpResult, ZRiseUpStatus } from "@samtrot/api-client/contracts";
import { startTestApi, type TTestApi } from "../../test/start-test-api.js";
import { balancesOf } from "../ledger/book.js";
import { getJson, person, sendJson } from "../profiles/test-support/people.js";
import { earner, entryCount, entryOf, requestKey } from "../payouts/test-support/money-people.js";

const PATH = "/api/v2/rise-up";
let api: TTestApi;

beforeAll(async () => {
  api = await startTestApi({ seedProfiles: 150, jobs: "manual", env: { SIGNUP_LIMIT_PER_IP_HOUR: "1000" } });
}, 180_000);
afterAll(() => api?.close());

const riseUp = (token: string, body: Record<string, unknown> = {}) => sendJson(api, "POST", PATH, { request_key: requestKey(), ...body }, token);
const status = async (token: string) => ZRiseUpStatus.parse((await getJson(api, PATH, token)).body.data);
const dollars = async (userId: number) => (await balancesOf(api.database, userId)).dollar;
/** The escorts of the top_ranking order (the guest home's search: no place, rank order). */
async function topEscorts(): Promise<number[]> {
  const { body } = await api.fetchJson("/api/v2/search/users", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ page_no: 1, page_size: 24, query: "", filterquery: { user_type: [2] }, facets: { terms: [], ranges: [] }, sort: "default" }),
  });
  return body.data.items.map((tile: { id: number }) => tile.id);
}
/** Moves a profile's last rise up back in time and runs the level jobs, as if the hours had passed. */
async function hoursPass(userId: number, hours: number) {
  await api.database.query(`update profiles set risen_at = risen_at - make_interval(hours => $2) where user_id = $1`, [userId, hours]);
  await api.database.query(
    `update jobs set run_at = run_at - make_interval(hours => $2) where kind = 'rise_up.level' and done_at is null and payload->>'userId' = $1`,
    [String(userId), hours],
  );
  await api.jobs!.drain();
}

describe("GET /api/v2/rise-up", () => {
  it("shows a non-member escort who never rose: global type, price 10, no position level", async () => {
    const escort = await earner(api, { dollars: 30 });
    expect(await status(escort.token)).toEqual({
      type: "global",
      is_member: false,
      price: 10,
      regular_price: 10,
      free_available: false,
      next_free_at: null,
      risen_at: null,
      hours_since: null,
      position_level: null,
      balance: 30,
    });
  });

  it("refuses clients", async () => {
    const client = await person(api, { user_type: 1, gender: 1 });
    expect((await getJson(api, PATH, client.token)).body.errors[0]).toMatchObject({ code: 403, title: "exception.rise_up.not_allowed" });
    expect((await riseUp(client.token)).status).toBe(403);
  });
});

describe("POST /api/v2/rise-up", () => {
  it("refuses an insufficient balance and books nothing, changes nothing", async () => {
    const escort = await earner(api, { dollars: 5 });
    const entries = await entryCount(api);
    const { status: code, body } = await riseUp(escort.token);
    expect(code).toBe(422);
    expect(body.errors[0]).toMatchObject({ code: 422, title: "exception.ledger.insufficient_balance", meta: { currency: "dollar", balance: 5, needed: 10 } });
    expect(await entryCount(api)).toBe(entries);
    expect(await dollars(escort.id)).toBe(5);
    const [profile] = await api.database.query<{ risen_at: Date | null; rise_up_rank: number }>(`select risen_at, rise_up_rank from profiles where user_id = $1`, [escort.id]);
    expect(profile).toEqual({ risen_at: null, rise_up_rank: 0 });
    expect((await api.database.query(`select 1 from rise_ups where user_id = $1`, [escort.id])).length).toBe(0);
  });

  it("refuses the member type for a non-member", async () => {
    const escort = await earner(api, { dollars: 50 });
    const { status: code, body } = await riseUp(escort.token, { type: "regular" });
    expect(code).toBe(422);
    expect(body.errors[0]).toEqual({ code: 422, title: "validation.rise_up.type_invalid", source: "type" });
    expect(await dollars(escort.id)).toBe(50);
  });

  it("a non-member pays 10 dollars (consume rise_up_global to revenue) and tops the search, once per request key", async () => {
    const escort = await earner(api, { dollars: 25 });
    expect(await topEscorts()).not.toContain(escort.id);
    const key = requestKey();
    const first = await riseUp(escort.token, { request_key: key, type: "global" });
    expect(first.status).toBe(200);
    const result = ZRiseUpResult.parse(first.body.data);
    expect(result).toMatchObject({ balance_before: 25, balance_after: 15, rise_up: { type: "global", price: 10, is_free: false } });
    expect(result.status).toMatchObject({ position_level: "0_24", balance: 15 });
    expect(await entryOf(api, `rise_up:${escort.id}:${key}`)).toEqual({
      type: "consume",
      subtype: "rise_up_global",
      currency: "dollar",
      amount: 10,
      from_owner: `user:${escort.id}`,
      to_owner: "revenue",
    });
    expect((await topEscorts())[0]).toBe(escort.id);
    const again = await riseUp(escort.token, { request_key: key });
    expect(again.body.data.rise_up.id).toBe(result.rise_up.id);
    expect(await dollars(escort.id)).toBe(15);
  });

  it("a Plus member's first rise up of the day is free, the next costs 10 (consume rise_up)", async () => {
    const member = await earner(api, { dollars: 12, member: true });
    expect(await status(member.token)).toMatchObject({ type: "regular", is_member: true, price: 0, free_available: true });
    const entries = await entryCount(api);
    const free = ZRiseUpResult.parse((await riseUp(member.token, { type: "regular" })).body.data);
    expect(free).toMatchObject({ balance_before: 12, balance_after: 12, rise_up: { type: "regular", price: 0, is_free: true } });
    expect(await entryCount(api)).toBe(entries);
    expect(free.status).toMatchObject({ price: 10, free_available: false });
    expect(Date.parse(free.status.next_free_at!) - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    // the free rise up tops the search like a paid one (above every earlier rise up)
    expect((await topEscorts())[0]).toBe(member.id);
    const key = requestKey();
    const paid = ZRiseUpResult.parse((await riseUp(member.token, { request_key: key })).body.data);
    expect(paid).toMatchObject({ balance_before: 12, balance_after: 2, rise_up: { price: 10, is_free: false } });
    expect(await entryOf(api, `rise_up:${member.id}:${key}`)).toMatchObject({ type: "consume", subtype: "rise_up", amount: 10, to_owner: "revenue" });
    // a membership that has ended gives no free rise up
    await api.database.query(`update users set member_until = now() - interval '1 minute' where id = $1`, [member.id]);
    expect(await status(member.token)).toMatchObject({ type: "global", is_member: false });
  });

  it("the position level and the search order follow the hours since the rise up: 0–24, 24–72, over 72", async () => {
    const first = await earner(api, { dollars: 100 });
    const second = await earner(api, { dollars: 100 });
    expect((await riseUp(first.token)).status).toBe(200);
    expect((await riseUp(second.token)).status).toBe(200);
    // the later rise up ranks higher within a level
    expect((await topEscorts()).slice(0, 2)).toEqual([second.id, first.id]);

    await hoursPass(first.id, 30);
    expect(await status(first.token)).toMatchObject({ position_level: "24_72" });
    expect((await status(first.token)).hours_since).toBeGreaterThanOrEqual(30);
    const afterDay = await topEscorts();
    expect(afterDay[0]).toBe(second.id);
    // still above every profile that has not risen
    const risenOthers = (await api.database.query<{ user_id: number }>(`select user_id from profiles where rise_up_rank >= 1400000000`)).map((r) => Number(r.user_id));
    expect(afterDay.indexOf(first.id)).toBe(risenOthers.length);

    await hoursPass(first.id, 50);
    expect(await status(first.token)).toMatchObject({ position_level: "over_72" });
    // back to her own rank (0 for a new profile): only profiles of rank 0 follow her
    const order = await topEscorts();
    const ranks = new Map(
      (await api.database.query<{ user_id: number; rank_score: number }>(`select user_id, rank_score from search_profiles where user_id = any($1::bigint[])`, [order])).map((r) => [
        Number(r.user_id),
        r.rank_score,
      ]),
    );
    const at = order.indexOf(first.id);
    expect(order.slice(0, at >= 0 ? at : order.length).some((id) => ranks.get(id)! > 0)).toBe(true);
    if (at >= 0) expect(order.slice(at).every((id) => ranks.get(id) === 0)).toBe(true);
    const [row] = await api.database.query<{ rise_up_rank: number; rank_score: number }>(`select p.rise_up_rank, s.rank_score from search_profiles s join profiles p using (user_id) where user_id = $1`, [first.id]);
    expect(row).toEqual({ rise_up_rank: 0, rank_score: 0 });
  });
});
