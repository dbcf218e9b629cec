import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TTestApi } from "../../test/start-test-api.js";
import { getJson, sendJson, type TPerson } from "../profiles/test-support/people.js";
import { CARD, IBAN, cardCheckout, client, dollarBalance, memberUntil, pay, runSchedules, settle, startCheckoutApi, status } from "./test-support/checkout.js";

let api: TTestApi;
beforeAll(async () => {
  api = await startCheckoutApi();
}, 120_000);
afterAll(() => api?.close());

const subscriptions = async (me: TPerson) => (await getJson(api, "/api/v2/payment/subscriptions", me.token)).body.data.items;
const payments = (userId: number) =>
  api.database.query<{ id: number; kind: string; status: number; payment_type: string }>(`select id, kind, status, payment_type from payments where user_id = $1 order by id`, [userId]);

async function member(item = 1, iban: string = IBAN.ok) {
  const me = await client(api);
  const placed = await pay(api, me, { item_id: item, iban });
  await settle(api);
  expect((await status(api, me, placed.body.data.id)).body.data.status).toBe(1);
  const [sub] = await subscriptions(me);
  return { me, sub, paymentId: placed.body.data.id as number };
}

/** The renewal is due now (as if the period had run to two days before its end). */
async function makeRebillDue(subscriptionId: number) {
  await api.database.query(`update subscriptions set next_rebill_at = now() - interval '1 second' where id = $1`, [subscriptionId]);
}

describe("rebills of renewable subscriptions", () => {
  it("a due direct-debit renewal is pre-notified, charged under the stored mandate and extends the period", async () => {
    const { me, sub } = await member(1);
    const firstEnd = new Date(sub.period_end);
    // 2 days before the renewal: the pre-notification goes out once
    await api.database.query(`update subscriptions set next_rebill_at = now() + interval '2 days' where id = $1`, [sub.id]);
    await runSchedules(api);
    await runSchedules(api);
    const notices = await api.database.query<{ n: number }>(`select count(*)::int as n from mail_outbox where user_id = $1 and kind = 'payment_prenotification'`, [me.id]);
    expect(notices[0]!.n).toBe(2); // the first order's and this renewal's
    expect((await payments(me.id)).length).toBe(1);

    // due now: the renewal told of is charged without a second notice
    await api.database.query(`update subscriptions set next_rebill_at = now() - interval '1 second', prenotified_for = now() - interval '1 second' where id = $1`, [sub.id]);
    await api.database.query(`update subscriptions set prenotified_for = next_rebill_at where id = $1`, [sub.id]);
    await runSchedules(api);
    const after2 = await api.database.query<{ n: number }>(`select count(*)::int as n from mail_outbox where user_id = $1 and kind = 'payment_prenotification'`, [me.id]);
    expect(after2[0]!.n).toBe(2);
    const all = await payments(me.id);
    expect(all.map((p) => [p.kind, p.status, p.payment_type])).toEqual([["order", 1, "DD"], ["rebill", 1, "DD"]]);
    const [after] = await subscriptions(me);
    expect(after).toMatchObject({ state: "running", active: true, rebill_group: "active_paying" });
    expect(new Date(after.period_start).getTime()).toBe(firstEnd.getTime());
    expect(new Date(after.period_end).getTime()).toBeGreaterThan(firstEnd.getTime() + 27 * 86_400_000);
    expect((await memberUntil(api, me.id))!.toISOString()).toBe(after.period_end);
    const [mandates] = await api.database.query<{ n: number }>(`select count(distinct mandate_id)::int as n from payments where user_id = $1`, [me.id]);
    expect(mandates!.n).toBe(1);
    // running the schedule again charges nothing more (next_rebill_at moved on)
    await runSchedules(api);
    expect((await payments(me.id)).length).toBe(2);
  });

  it("a renewal that bounces fails the subscription, keeps the benefits to the period end, mails the paywall link; paying there renews it", async () => {
    const { me, sub } = await member(1, IBAN.rebillBounce);
    const until = await memberUntil(api, me.id);
    await makeRebillDue(sub.id);
    await runSchedules(api);
    const [failed] = await subscriptions(me);
    expect(failed).toMatchObject({ state: "failed", rebill_group: "second_request_for_payment", active: true, next_rebill_at: null });
    expect(failed.rebill_token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect((await memberUntil(api, me.id))!.getTime()).toBe(until!.getTime());
    const [mail] = await api.database.query<{ links: string[]; subject: string }>(`select links, subject from mail_outbox where user_id = $1 and kind = 'payment_rebill_failed'`, [me.id]);
    expect(mail!.links[0]).toMatch(new RegExp(`/(de|en)/paywall/rebill/${failed.rebill_token}$`));

    const token = failed.rebill_token as string;
    const page = await getJson(api, `/api/v2/payment/rebill/${token}`, me.token);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ open: true, quote: { gross_cents: 1999 }, subscription: { id: sub.id, state: "failed" } });
    const stranger = await client(api);
    expect((await getJson(api, `/api/v2/payment/rebill/${token}`, stranger.token)).status).toBe(404);
    const badIban = await sendJson(api, "POST", `/api/v2/payment/rebill/${token}`, { payment_type: "DD", iban: "DE00123", accountholder: "Erika Mustermann" }, me.token);
    expect(badIban.status).toBe(422);
    const paid = await sendJson(api, "POST", `/api/v2/payment/rebill/${token}`, { payment_type: "DD", iban: IBAN.ok, accountholder: "Erika Mustermann" }, me.token);
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ status: 2, payment_type: "DD" });
    await settle(api);
    const [renewed] = await subscriptions(me);
    expect(renewed).toMatchObject({ state: "subscribed", active: true, rebill_token: null, rebill_group: "active_paying" });
    expect((await getJson(api, `/api/v2/payment/rebill/${token}`, me.token)).status).toBe(404);
  });

  it("a card renewal with the stored card token; the card that declines rebills fails it", async () => {
    const good = await client(api);
    const first = await cardCheckout(api, good, CARD.approve, { item_id: 1 });
    await settle(api);
    expect((await status(api, good, first.paymentId)).body.data.status).toBe(1);
    const [goodSub] = await subscriptions(good);
    await makeRebillDue(goodSub.id);
    await runSchedules(api);
    expect((await subscriptions(good))[0]).toMatchObject({ state: "running" });

    const bad = await client(api);
    await cardCheckout(api, bad, CARD.rebillDeclined, { item_id: 1 });
    await settle(api);
    const [badSub] = await subscriptions(bad);
    expect(badSub.state).toBe("subscribed");
    await makeRebillDue(badSub.id);
    await runSchedules(api);
    expect((await subscriptions(bad))[0]).toMatchObject({ state: "failed" });
    const rebill = (await payments(bad.id)).at(-1)!;
    expect((await status(api, bad, rebill.id)).body.data.failure).toBe("exception.checkout.card_declined");
  });

  it("a renewable plan cannot be bought twice while one runs (409)", async () => {
    const { me } = await member(3);
    const again = await pay(api, me, { item_id: 1 });
    expect(again.status).toBe(409);
    expect(again.body.errors[0]).toEqual({ code: 409, title: "exception.checkout.subscription_running", source: "item_id" });
  });
});

describe("cancellation", () => {
  it("keeps the benefits until the period ends, then ends without a rebill", async () => {
    const { me, sub } = await member(1);
    const until = await memberUntil(api, me.id);
    const cancelled = await sendJson(api, "POST", `/api/v2/payment/subscriptions/${sub.id}/cancel`, {}, me.token);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ state: "cancelled", state_code: 4, active: true, next_rebill_at: null });
    expect((await memberUntil(api, me.id))!.getTime()).toBe(until!.getTime());
    const info = await getJson(api, "/api/v2/user/info", me.token);
    if (info.status === 200 && info.body.data && "is_member" in info.body.data) expect(info.body.data.is_member).toBe(true);
    expect((await sendJson(api, "POST", `/api/v2/payment/subscriptions/${sub.id}/cancel`, {}, me.token)).status).toBe(409);
    await runSchedules(api);
    expect((await payments(me.id)).length).toBe(1);
    // the period runs out
    await api.database.query(`update subscriptions set period_end = now() - interval '1 second' where id = $1`, [sub.id]);
    await api.database.query(`update users set member_until = now() - interval '1 second' where id = $1`, [me.id]);
    await runSchedules(api);
    expect((await subscriptions(me))[0]).toMatchObject({ state: "ended", active: false });
    expect(await memberUntil(api, me.id)).toBeNull();
    expect((await payments(me.id)).length).toBe(1);
  });

  it("a one-off plan and someone else's subscription cannot be cancelled", async () => {
    const { me, sub } = await member(4);
    expect((await sendJson(api, "POST", `/api/v2/payment/subscriptions/${sub.id}/cancel`, {}, me.token)).status).toBe(409);
    const stranger = await client(api);
    expect((await sendJson(api, "POST", `/api/v2/payment/subscriptions/${sub.id}/cancel`, {}, stranger.token)).status).toBe(404);
  });
});

describe("auto recharge", () => {
  it("needs a mandate; buys the 10-dollar package by direct debit when the balance is below the threshold, once", async () => {
    const me = await client(api);
    const off = await sendJson(api, "PUT", "/api/v2/payment/auto-recharge", { enabled: true }, me.token);
    expect(off.status).toBe(422);
    expect(off.body.errors[0].title).toBe("exception.checkout.mandate_missing");
    await pay(api, me, { item_id: 101 });
    await settle(api);
    expect(await dollarBalance(api, me.id)).toBe(10);
    const on = await sendJson(api, "PUT", "/api/v2/payment/auto-recharge", { enabled: true, threshold: 15 }, me.token);
    expect(on.status).toBe(200);
    expect(on.body.data).toMatchObject({ enabled: true, threshold: 15, item: { code: "dollar_10", amount: 10 } });
    expect(on.body.data.mandate.iban_masked).toBe("DE89 •••• •••• 3000");
    await runSchedules(api);
    expect(await dollarBalance(api, me.id)).toBe(20);
    await runSchedules(api);
    expect(await dollarBalance(api, me.id)).toBe(20);
    const kinds = await payments(me.id);
    expect(kinds.map((p) => p.kind)).toEqual(["order", "auto_recharge"]);
    const setting = await getJson(api, "/api/v2/payment/auto-recharge", me.token);
    expect(setting.body.data.last_recharged_at).not.toBeNull();
  });
});

describe("pending-payment timeouts", () => {
  it("an abandoned card payment fails after its time; its card page is gone", async () => {
    const me = await client(api);
    const placed = await pay(api, me, { item_id: 101, payment_type: "CC", iban: undefined });
    expect(placed.body.data).toMatchObject({ status: 0, next: { kind: "encryption" } });
    await api.database.query(`update payments set expires_at = now() - interval '1 second' where id = $1`, [placed.body.data.id]);
    await runSchedules(api);
    expect((await status(api, me, placed.body.data.id)).body.data).toMatchObject({ status: -1, failure: "exception.checkout.payment_timeout", poll: false });
  });
});
