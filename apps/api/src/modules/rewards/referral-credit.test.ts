import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpBody } from "../../test/accounts-helpers.js";
import { startTestApi, type TTestApi } from "../../test/start-test-api.js";
import { balancesOf } from "../ledger/book.js";
import { entryOf } from "../payouts/test-support/money-people.js";
import { getJson, person, type TPerson } from "../profiles/test-support/people.js";
import { REFERRAL_REWARD_TOKENS } from "./referral-credit.js";

// A sign-up through a share link credits the inviter (decision 040), over HTTP on a real api and database. The test
// api trusts 127.0.0.1 as a proxy, so X-Forwarded-For stands in for the sign-up address.

let api: TTestApi;
let inviter: TPerson;
let code: string;

beforeAll(async () => {
  api = await startTestApi({ env: { SIGNUP_LIMIT_PER_IP_HOUR: "1000" } });
  inviter = await person(api, { user_type: 2, gender: 2 });
  code = (await getJson(api, "/api/v2/referral", inviter.token)).body.data.code;
}, 120_000);
afterAll(() => api?.close());

async function signUpFrom(address: string, overrides: Record<string, unknown>) {
  const answer = await api.fetchJson("/api/v2/registration/user", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify(signUpBody({ user_type: 1, gender: 1, ...overrides })),
  });
  expect(answer.status).toBe(201);
  return Number(answer.body.data.user.id);
}
const tokens = async () => (await balancesOf(api.database, inviter.id)).token;
const referralOf = async (id: number) => (await api.database.query<{ referrer_id: number; rewarded: boolean }>(`select referrer_id::int as referrer_id, rewarded from referrals where referred_id = $1`, [id]))[0];

describe("referral credit at sign-up", () => {
  it("credits the inviter once per new account as a token reward, shown in her token history", async () => {
    const newId = await signUpFrom("203.0.113.10", { referral_code: code.toLowerCase() });
    expect(await tokens()).toBe(REFERRAL_REWARD_TOKENS);
    expect(await referralOf(newId)).toEqual({ referrer_id: inviter.id, rewarded: true });
    expect(await entryOf(api, `referral:${newId}`)).toEqual({
      type: "reward",
      subtype: null,
      currency: "token",
      amount: REFERRAL_REWARD_TOKENS,
      from_owner: "revenue",
      to_owner: `user:${inviter.id}`,
    });
    const history = (await getJson(api, "/api/v2/ledger/history?currency=token", inviter.token)).body.data.items as { type: string; reference: { kind: string } | null }[];
    expect(history.map((item) => [item.type, item.reference?.kind])).toEqual([["reward", "referral"]]);
  });

  it("a second account from the same address is recorded but earns nothing; another address earns again", async () => {
    const second = await signUpFrom("203.0.113.10", { referral_code: code });
    expect(await referralOf(second)).toEqual({ referrer_id: inviter.id, rewarded: false });
    expect(await tokens()).toBe(REFERRAL_REWARD_TOKENS);
    await signUpFrom("198.51.100.7", { referral_code: code });
    expect(await tokens()).toBe(2 * REFERRAL_REWARD_TOKENS);
  });

  it("ignores an unknown or malformed code and a deleted inviter's code: the sign-up goes through, nobody is credited", async () => {
    const before = await tokens();
    const unknown = await signUpFrom("192.0.2.1", { referral_code: "ZZZZZZZZ" });
    const malformed = await signUpFrom("192.0.2.2", { referral_code: "<script>" });
    expect(await referralOf(unknown)).toBeUndefined();
    expect(await referralOf(malformed)).toBeUndefined();
    const gone = await person(api, { user_type: 1, gender: 1 });
    const goneCode = (await getJson(api, "/api/v2/referral", gone.token)).body.data.code;
    await api.database.query(`update users set deleted_at = now() where id = $1`, [gone.id]);
    expect(await referralOf(await signUpFrom("192.0.2.3", { referral_code: goneCode }))).toBeUndefined();
    expect(await tokens()).toBe(before);
  });

  it("refuses an over-long code like any bad field, and nothing is created", async () => {
    const body = signUpBody({ user_type: 1, gender: 1, referral_code: "X".repeat(21) });
    const answer = await api.fetchJson("/api/v2/registration/user", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    expect(answer.status).toBe(422);
    expect((await api.database.query(`select 1 from users where username = $1`, [body.username])).length).toBe(0);
  });
});
