import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZClaimRewardResult, ZRewardsOverview } from "@samtrot/api-client/contracts";
import { startTestApi, type TTestApi } from "../../test/start-test-api.js";
import { balancesOf } from "../ledger/book.js";
import { getJson, person, sendJson, type TPerson } from "../profiles/test-support/people.js";
import { entryCount, entryOf } from "../payouts/test-support/money-people.js";

const PATH = "/api/v2/token-rewards";
let api: TTestApi;
let me: TPerson;

beforeAll(async () => {
  api = await startTestApi({ env: { SIGNUP_LIMIT_PER_IP_HOUR: "1000" } });
  me = await person(api, { user_type: 2, gender: 2 });
}, 120_000);
afterAll(() => api?.close());

const overview = async (token = me.token) => ZRewardsOverview.parse((await getJson(api, PATH, token)).body.data);
const claim = (key: string, token = me.token) => sendJson(api, "POST", `${PATH}/${key}/claim`, undefined, token);
const stateOf = async (key: string) => (await overview()).rewards.find((r) => r.key === key)!.state;

describe("token rewards", () => {
  it("lists the catalogue with what is done (claimable) and what is still open, and the token balance", async () => {
    const { rewards, balance } = await overview();
    expect(balance).toBe(0);
    expect(rewards.map((r) => [r.key, r.amount])).toEqual([
      ["email_verified", 5],
      ["registration_completed", 10],
      ["profile_photo", 10],
      ["profile_texts", 10],
      ["age_check_accepted", 20],
    ]);
    // person() completes the registration; nothing else is done yet
    expect(Object.fromEntries(rewards.map((r) => [r.key, r.state]))).toMatchObject({
      registration_completed: "claimable",
      profile_texts: "open",
      age_check_accepted: "open",
    });
  });

  it("books a claim once as a token reward from the platform; a second claim is refused", async () => {
    const first = await claim("registration_completed");
    expect(first.status).toBe(200);
    expect(ZClaimRewardResult.parse(first.body.data)).toMatchObject({
      balance_before: 0,
      balance_after: 10,
      reward: { key: "registration_completed", amount: 10, state: "claimed" },
    });
    expect(await entryOf(api, `reward:registration_completed:${me.id}`)).toEqual({
      type: "reward",
      subtype: null,
      currency: "token",
      amount: 10,
      from_owner: "revenue",
      to_owner: `user:${me.id}`,
    });
    const entries = await entryCount(api);
    const again = await claim("registration_completed");
    expect(again.status).toBe(409);
    expect(again.body.errors[0]).toMatchObject({ title: "exception.rewards.already_claimed" });
    expect(await entryCount(api)).toBe(entries);
    expect(await balancesOf(api.database, me.id)).toEqual({ dollar: 0, token: 10 });
    expect(await stateOf("registration_completed")).toBe("claimed");
  });

  it("refuses a reward whose action is not done, and an unknown reward", async () => {
    const entries = await entryCount(api);
    const open = await claim("age_check_accepted");
    expect(open.status).toBe(422);
    expect(open.body.errors[0]).toMatchObject({ title: "exception.rewards.not_earned" });
    const unknown = await claim("free_money");
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0]).toMatchObject({ title: "validation.common.invalid_choice", source: "params.key" });
    expect(await entryCount(api)).toBe(entries);
  });

  it("follows what the user did: the age check accepted and the profile texts filled become claimable", async () => {
    await api.database.query(`update users set age_check_status = 2 where id = $1`, [me.id]);
    await api.database.query(`update profiles set status = 'Hallo', description = '   ' where user_id = $1`, [me.id]);
    expect(await stateOf("age_check_accepted")).toBe("claimable");
    // a blank description is not a filled one
    expect(await stateOf("profile_texts")).toBe("open");
    await api.database.query(`update profiles set description = 'Ich freue mich auf dich.' where user_id = $1`, [me.id]);
    expect(await stateOf("profile_texts")).toBe("claimable");
    expect((await claim("age_check_accepted")).body.data.balance_after).toBe(30);
    expect((await claim("profile_texts")).body.data.balance_after).toBe(40);
  });

  it("claims of concurrent requests book once", async () => {
    const other = await person(api, { user_type: 1, gender: 1 });
    const answers = await Promise.all([claim("registration_completed", other.token), claim("registration_completed", other.token), claim("registration_completed", other.token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect((await balancesOf(api.database, other.id)).token).toBe(10);
  });

  it("is for signed-in users only", async () => {
    expect((await getJson(api, PATH)).status).toBe(401);
    expect((await claim("registration_completed", "x".repeat(40))).status).toBe(401);
  });
});
