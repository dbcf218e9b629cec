import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZPayoutOverview, ZRequestPayoutResult } from "@samtrot/api-client/contracts";
import { startTestApi, type TTestApi } from "../../test/start-test-api.js";
import { balancesOf } from "../ledger/book.js";
import { getJson, person, sendJson } from "../profiles/test-support/people.js";
import { SANDBOX_FAILING_IBAN } from "./sandbox-bank.js";
import { earner, entryCount, entryOf, requestKey } from "./test-support/money-people.js";

const PATH = "/api/v2/payouts";
const IBAN = "DE89 3704 0044 0532 0130 00";
let api: TTestApi;

beforeAll(async () => {
  api = await startTestApi({ jobs: "manual", env: { SIGNUP_LIMIT_PER_IP_HOUR: "1000", PAYOUT_TRANSFER_DELAY_SECONDS: "0" } });
}, 120_000);
afterAll(() => api?.close());

const ask = (token: string, body: Record<string, unknown>) =>
  sendJson(api, "POST", PATH, { account_holder: "Mia Sommer", iban: IBAN, request_key: requestKey(), ...body }, token);
const dollars = async (userId: number) => (await balancesOf(api.database, userId)).dollar;
const payoutCount = async (userId: number) => (await api.database.query<{ n: number }>(`select count(*)::int as n from payouts where user_id = $1`, [userId]))[0]!.n;

describe("GET /api/v2/payouts", () => {
  it("tells a new escort what stops a payout: probation, identity check, balance", async () => {
    const fresh = await earner(api, { ageChecked: false, registeredDaysAgo: 0 });
    const { status, body } = await getJson(api, PATH, fresh.token);
    expect(status).toBe(200);
    const overview = ZPayoutOverview.parse(body.data);
    expect(overview).toMatchObject({ balance: 0, threshold: 100, ongoing_limit: 3, ongoing_count: 0, identity_checked: false, payouts: [], last_account: null });
    expect(overview.blocks).toEqual(["probation", "identity_check_missing", "below_threshold"]);
    expect(Date.parse(overview.probation_until!) - Date.now()).toBeGreaterThan(13 * 86_400_000);
  });

  it("refuses clients (403) and guests (401)", async () => {
    const client = await person(api, { user_type: 1, gender: 1 });
    expect((await getJson(api, PATH, client.token)).body.errors[0]).toMatchObject({ code: 403, title: "exception.payout.not_allowed" });
    expect((await ask(client.token, { amount: 100 })).status).toBe(403);
    expect((await getJson(api, PATH)).status).toBe(401);
  });
});

describe("POST /api/v2/payouts refuses and books nothing", () => {
  it("below the threshold of 100", async () => {
    const escort = await earner(api, { dollars: 500 });
    const before = await entryCount(api);
    const { status, body } = await ask(escort.token, { amount: 99 });
    expect(status).toBe(422);
    expect(body.errors[0]).toEqual({ code: 422, title: "validation.payout.below_threshold", source: "amount" });
    expect(await entryCount(api)).toBe(before);
    expect(await dollars(escort.id)).toBe(500);
    expect(await payoutCount(escort.id)).toBe(0);
  });

  it("more than the balance", async () => {
    const escort = await earner(api, { dollars: 150 });
    const { status, body } = await ask(escort.token, { amount: 151 });
    expect(status).toBe(422);
    expect(body.errors[0]).toEqual({ code: 422, title: "validation.payout.insufficient_balance", source: "amount" });
    expect(await dollars(escort.id)).toBe(150);
    expect(await payoutCount(escort.id)).toBe(0);
  });

  it("without a completed identity check (accepted age check)", async () => {
    const escort = await earner(api, { dollars: 300, ageChecked: false });
    const { status, body } = await ask(escort.token, { amount: 100 });
    expect(status).toBe(422);
    expect(body.errors[0]).toEqual({ code: 422, title: "exception.payout.identity_check_missing", source: null });
    expect(await dollars(escort.id)).toBe(300);
  });

  it("during the probation of a new account", async () => {
    const escort = await earner(api, { dollars: 300, registeredDaysAgo: 13 });
    const { status, body } = await ask(escort.token, { amount: 100 });
    expect(status).toBe(422);
    expect(body.errors[0]).toEqual({ code: 422, title: "exception.payout.probation", source: null });
    expect(await dollars(escort.id)).toBe(300);
  });

  it("a bad IBAN, a missing account holder, a broken amount: at their fields", async () => {
    const escort = await earner(api, { dollars: 300 });
    const checksum = await ask(escort.token, { amount: 100, iban: "DE88 3704 0044 0532 0130 00" });
    expect(checksum.status).toBe(422);
    expect(checksum.body.errors[0]).toEqual({ code: 422, title: "validation.payment.iban_checksum_invalid", source: "iban" });
    const country = await ask(escort.token, { amount: 100, iban: "US12345678901234567890" });
    expect(country.body.errors[0]).toMatchObject({ title: "validation.payment.iban_country_unknown", source: "iban" });
    const holder = await ask(escort.token, { amount: 100, account_holder: " " });
    expect(holder.body.errors[0]).toMatchObject({ title: "validation.common.required", source: "account_holder" });
    const amount = await ask(escort.token, { amount: 100.5 });
    expect(amount.body.errors[0]).toMatchObject({ title: "validation.payout.amount_invalid", source: "amount" });
    const key = await ask(escort.token, { amount: 100, request_key: "x" });
    expect(key.body.errors[0]).toMatchObject({ source: "request_key" });
    expect(await dollars(escort.id)).toBe(300);
    expect(await payoutCount(escort.id)).toBe(0);
  });
});

describe("a payout request", () => {
  it("makes an ongoing payout and books the amount to payout clearing, once per request key", async () => {
    const escort = await earner(api, { dollars: 300 });
    const key = requestKey();
    const first = await ask(escort.token, { amount: 120, request_key: key, account_holder: "  Mia   Sommer " });
    expect(first.status).toBe(201);
    const result = ZRequestPayoutResult.parse(first.body.data);
    expect(result).toMatchObject({ balance_before: 300, balance_after: 180 });
    expect(result.payout).toMatchObject({ amount: 120, status: 0, status_name: "ongoing", account_holder: "Mia Sommer", iban_masked: "DE89 •••• 3000", settled_at: null });
    expect(await entryOf(api, `payout:${result.payout.id}:ongoing`)).toEqual({
      type: "payout_ongoing",
      subtype: null,
      currency: "dollar",
      amount: 120,
      from_owner: `user:${escort.id}`,
      to_owner: "payout_clearing",
    });
    const again = await ask(escort.token, { amount: 120, request_key: key });
    expect(again.status).toBe(201);
    expect(again.body.data.payout.id).toBe(result.payout.id);
    expect(again.body.data.balance_after).toBe(180);
    expect(await dollars(escort.id)).toBe(180);
    expect(await payoutCount(escort.id)).toBe(1);

    const overview = ZPayoutOverview.parse((await getJson(api, PATH, escort.token)).body.data);
    expect(overview.balance).toBe(180);
    expect(overview.ongoing_count).toBe(1);
    expect(overview.payouts.map((p) => p.id)).toEqual([result.payout.id]);
    expect(overview.last_account).toEqual({ account_holder: "Mia Sommer", iban: "DE89370400440532013000", bic: null });
    // nobody else sees it
    const other = await earner(api);
    expect(ZPayoutOverview.parse((await getJson(api, PATH, other.token)).body.data).payouts).toEqual([]);
  });

  it("refuses a 4th ongoing payout", async () => {
    const escort = await earner(api, { dollars: 1000 });
    for (let i = 0; i < 3; i++) expect((await ask(escort.token, { amount: 100 })).status).toBe(201);
    const fourth = await ask(escort.token, { amount: 100 });
    expect(fourth.status).toBe(422);
    expect(fourth.body.errors[0]).toEqual({ code: 422, title: "exception.payout.too_many_ongoing", source: null });
    expect(await dollars(escort.id)).toBe(700);
    expect(ZPayoutOverview.parse((await getJson(api, PATH, escort.token)).body.data).blocks).toEqual(["too_many_ongoing"]);
    await api.jobs!.drain();
    // settled payouts no longer count
    expect((await ask(escort.token, { amount: 100 })).status).toBe(201);
  });

  it("a business may request payouts too", async () => {
    const business = await earner(api, { dollars: 200, userType: 3 });
    expect((await ask(business.token, { amount: 200 })).status).toBe(201);
    expect(await dollars(business.id)).toBe(0);
  });
});

describe("the transfer job", () => {
  it("paid: the payout succeeds and the amount leaves the platform (payout clearing → external)", async () => {
    const escort = await earner(api, { dollars: 250 });
    const { body } = await ask(escort.token, { amount: 200 });
    const id = body.data.payout.id as number;
    await api.jobs!.drain();
    const [row] = await api.database.query<{ status: number; bank_reference: string; settled_at: Date | null }>(`select status, bank_reference, settled_at from payouts where id = $1`, [id]);
    expect(row).toMatchObject({ status: 1, bank_reference: `SBX-payout-${id}` });
    expect(row!.settled_at).not.toBeNull();
    expect(await entryOf(api, `payout:${id}:paid`)).toMatchObject({ type: "payout", amount: 200, from_owner: "payout_clearing", to_owner: "external" });
    expect(await entryOf(api, `payout:${id}:failed`)).toBeUndefined();
    expect(await dollars(escort.id)).toBe(50);
    const listed = ZPayoutOverview.parse((await getJson(api, PATH, escort.token)).body.data).payouts[0]!;
    expect(listed).toMatchObject({ id, status: 1, status_name: "succeeded", failure_reason: null });
    // a second run of the same job settles nothing twice
    await api.database.query(`insert into jobs (kind, payload) values ('payout.transfer', $1::jsonb)`, [JSON.stringify({ payoutId: id })]);
    const entries = await entryCount(api);
    await api.jobs!.drain();
    expect(await entryCount(api)).toBe(entries);
  });

  it("refused (the sandbox's failing test IBAN): the payout fails and the amount goes back to the user as a refund", async () => {
    const escort = await earner(api, { dollars: 300 });
    const { status, body } = await ask(escort.token, { amount: 300, iban: SANDBOX_FAILING_IBAN });
    expect(status).toBe(201);
    const id = body.data.payout.id as number;
    expect(await dollars(escort.id)).toBe(0);
    await api.jobs!.drain();
    const [row] = await api.database.query<{ status: number; failure_reason: string }>(`select status, failure_reason from payouts where id = $1`, [id]);
    expect(row).toEqual({ status: 2, failure_reason: "exception.payout.bank_account_closed" });
    expect(await entryOf(api, `payout:${id}:failed`)).toMatchObject({ type: "refund", amount: 300, from_owner: "payout_clearing", to_owner: `user:${escort.id}` });
    expect(await entryOf(api, `payout:${id}:paid`)).toBeUndefined();
    expect(await dollars(escort.id)).toBe(300);
    const overview = ZPayoutOverview.parse((await getJson(api, PATH, escort.token)).body.data);
    expect(overview.payouts[0]).toMatchObject({ status_name: "failed", failure_reason: "exception.payout.bank_account_closed" });
    expect(overview.ongoing_count).toBe(0);
  });
});

describe("POST /api/v2/dev/money-setup", () => {
  it("does not exist unless the api runs with DEV_MONEY_SETUP=1", async () => {
    const escort = await earner(api);
    const { status } = await sendJson(api, "POST", "/api/v2/dev/money-setup", { dollars: 100 }, escort.token);
    expect(status).toBe(404);
    expect(await dollars(escort.id)).toBe(0);
  });
});
