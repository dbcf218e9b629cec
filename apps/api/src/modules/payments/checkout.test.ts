import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZPaymentItemList, ZPaymentView } from "@samtrot/api-client/contracts";
import type { TTestApi } from "../../test/start-test-api.js";
import { getJson, sendJson, type TPerson } from "../profiles/test-support/people.js";
import { IBAN, WEB, client, dollarBalance, ledgerEntries, memberUntil, pay, payBody, postForm, settle, startCheckoutApi, status } from "./test-support/checkout.js";

let api: TTestApi;

beforeAll(async () => {
  api = await startCheckoutApi();
  await api.database.query(
    `insert into promotions (code, type, kind, percent_bp, amount_cents, goods, item_ids, valid_from, valid_until, max_uses, once_per_user, new_signup_days) values
       ('PLUS20', 'promo_code', 'percent', 2000, null, 'membership', null, null, null, null, true, null),
       ('FIVEOFF', 'normal', 'fixed', null, 500, null, null, null, null, null, false, null),
       ('OLD', 'promo_code', 'percent', 1000, null, null, null, now() - interval '30 days', now() - interval '1 day', null, true, null),
       ('SOON', 'promo_code', 'percent', 1000, null, null, null, now() + interval '1 day', null, null, true, null),
       ('ONCE', 'crm_promo_code', 'percent', 5000, null, null, null, null, null, 1, true, null),
       ('DOLLARONLY', 'normal', 'percent', 1000, null, 'dollar', null, null, null, null, true, null),
       ('WELCOME', 'landing_new_signup', 'percent', 3000, null, null, null, null, null, null, true, 30)`,
  );
}, 120_000);
afterAll(() => api?.close());

async function paymentCount(userId: number): Promise<number> {
  const [row] = await api.database.query<{ n: number }>(`select count(*)::int as n from payments where user_id = $1`, [userId]);
  return row!.n;
}

describe("catalogue", () => {
  it("lists the membership plans with net, VAT and gross (ipi 1 shows gross, 0 net)", async () => {
    const gross = await getJson(api, "/api/v2/payment/membership-packages?ipi=1");
    expect(gross.status).toBe(200);
    const list = ZPaymentItemList.parse(gross.body.data);
    expect(list.items.map((i) => i.code)).toEqual(["plus_1m_renewable", "plus_3m_renewable", "plus_12m_renewable", "plus_1m_once", "plus_3m_once", "plus_12m_once"]);
    const threeMonths = list.items[1]!;
    expect(threeMonths).toMatchObject({ months: 3, renewable: true, net_cents: 4201, vat_cents: 798, gross_cents: 4999, price_cents: 4999, methods: ["DD", "CC"], highlighted: true });
    expect(threeMonths.monthly_gross_cents).toBe(1666);
    expect(list.vat).toEqual({ country: "DE", rate_bp: 1900, reason: "domestic" });
    const net = await getJson(api, "/api/v2/payment/membership-packages?ipi=0&country_code=AT");
    expect(net.body.data.items[1]).toMatchObject({ net_cents: 4201, vat_cents: 840, gross_cents: 5041, price_cents: 4201 });
  });

  it("lists dollar and token packages; tokens only by invoice and cashtocode", async () => {
    const dollars = await getJson(api, "/api/v2/payment/packages?goods=dollar&ipi=1");
    expect(dollars.body.data.items.map((i: { amount: number; gross_cents: number }) => [i.amount, i.gross_cents])).toEqual([[10, 1000], [50, 5000], [100, 10000], [250, 25000]]);
    const tokens = await getJson(api, "/api/v2/payment/packages?goods=token");
    expect(tokens.body.data.items[0]).toMatchObject({ code: "token_100", amount: 100, methods: ["TR", "CT"] });
    expect((await getJson(api, "/api/v2/payment/packages?goods=gold")).status).toBe(422);
  });
});

describe("promotion codes", () => {
  let me: TPerson;
  beforeAll(async () => {
    me = await client(api);
  });
  const check = (code: string, extra = "") => getJson(api, `/api/v2/market-promotions/code?code=${encodeURIComponent(code)}${extra}`, me.token);

  it("prices a code for an item: promotion off the net price, then VAT", async () => {
    const { status: code, body } = await check(" plus20 ", "&item_id=2");
    expect(code).toBe(200);
    expect(body.data.promotion).toMatchObject({ code: "PLUS20", type: "promo_code", kind: "percent", percent_bp: 2000, goods: "membership" });
    // 4201 − 20 % (840) = 3361 net, + 19 % VAT (639) = 4000
    expect(body.data.quote).toMatchObject({ original_net_cents: 4201, discount_cents: 840, net_cents: 3361, vat_cents: 639, gross_cents: 4000 });
    const austria = await check("PLUS20", "&item_id=2&country_code=AT");
    expect(austria.body.data.quote).toMatchObject({ net_cents: 3361, vat_cents: 672, gross_cents: 4033, vat: { country: "AT", rate_bp: 2000, reason: "eu_oss" } });
    const business = await check("PLUS20", "&item_id=2&country_code=AT&vat=ATU12345678");
    expect(business.body.data.quote).toMatchObject({ net_cents: 3361, vat_cents: 0, gross_cents: 3361, vat: { reason: "reverse_charge" } });
  });

  it("refuses unknown, expired, not yet valid and misapplied codes with their keys", async () => {
    const cases: [string, string, string][] = [
      ["NOPE", "", "validation.payment.promotion_invalid"],
      ["OLD", "", "exception.checkout.promotion_expired"],
      ["SOON", "", "exception.checkout.promotion_not_started"],
      ["DOLLARONLY", "&item_id=2", "exception.checkout.promotion_not_applicable"],
    ];
    for (const [code, extra, key] of cases) {
      const answer = await check(code, extra);
      expect(answer.status, code).toBe(422);
      expect(answer.body.errors[0], code).toEqual({ code: 422, title: key, source: "code" });
    }
    expect((await check("")).body.errors[0]).toMatchObject({ title: "validation.common.required", source: "query.code" });
  });

  it("a new-signup code is for young accounts only", async () => {
    expect((await check("WELCOME")).status).toBe(200);
    const old = await client(api);
    await api.database.query(`update users set created_at = now() - interval '40 days' where id = $1`, [old.id]);
    const refused = await getJson(api, "/api/v2/market-promotions/code?code=WELCOME", old.token);
    expect(refused.body.errors[0].title).toBe("exception.checkout.promotion_new_signup_only");
  });

  it("a code with one use is used up by a payment that did not fail, and free again when it fails", async () => {
    const first = await client(api);
    const placed = await pay(api, first, { item_id: 5, payment_type: "TR", iban: undefined, promotion_code: "ONCE" });
    expect(placed.status).toBe(200);
    expect(placed.body.data.quote.discount_cents).toBe(2101);
    const second = await client(api);
    const usedUp = await getJson(api, "/api/v2/market-promotions/code?code=ONCE", second.token);
    expect(usedUp.body.errors[0].title).toBe("exception.checkout.promotion_used_up");
    await api.database.query(`update payments set expires_at = now() - interval '1 second' where id = $1`, [placed.body.data.id]);
    await api.database.query(`update job_schedules set next_run_at = now() - interval '1 second' where name = 'payments.expire_overdue'`);
    await settle(api);
    expect((await status(api, first, placed.body.data.id)).body.data).toMatchObject({ status: -1, failure: "exception.checkout.payment_timeout" });
    expect((await getJson(api, "/api/v2/market-promotions/code?code=ONCE", second.token)).status).toBe(200);
  });

  it("needs a signed-in caller", async () => {
    expect((await getJson(api, "/api/v2/market-promotions/code?code=PLUS20")).status).toBe(401);
  });
});

describe("inquiry and pay: every bad input is refused and books nothing", () => {
  let me: TPerson;
  beforeAll(async () => {
    me = await client(api);
  });

  it("inquiry quotes the order the pay call will charge", async () => {
    const answer = await sendJson(api, "POST", "/api/v2/payment/inquiry", { id: 3, novat: 0, novat_country: "DE", payment_type: "CC", promotion_code: "FIVEOFF" }, me.token);
    expect(answer.status).toBe(200);
    // 12604 − 500 = 12104 net, VAT 2300 (2299.76 rounded half up), 14404 gross
    expect(answer.body.data.quote).toMatchObject({ original_net_cents: 12604, discount_cents: 500, net_cents: 12104, vat_cents: 2300, gross_cents: 14404 });
    const noVat = await sendJson(api, "POST", "/api/v2/payment/inquiry", { id: 3, novat: 1, novat_country: "NL", payment_type: "CC" }, me.token);
    expect(noVat.body.errors[0]).toMatchObject({ title: "validation.payment.vat_number_invalid", source: "vat" });
    const tokensByCard = await sendJson(api, "POST", "/api/v2/payment/inquiry", { id: 201, payment_type: "CC" }, me.token);
    expect(tokensByCard.body.errors[0]).toEqual({ code: 422, title: "validation.checkout.method_not_allowed", source: "payment_type" });
  });

  it("refuses a wrong IBAN with the mod-97 key", async () => {
    const answer = await pay(api, me, { iban: "DE88370400440532013000" });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toContainEqual({ code: 422, title: "validation.payment.iban_checksum_invalid", source: "iban" });
    expect(await paymentCount(me.id)).toBe(0);
  });

  it("refuses missing consents, each under its field", async () => {
    const answer = await pay(api, me, { accept_cancellation_policy: 0, accept_revocation_rights: 0 });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual(
      expect.arrayContaining([
        { code: 422, title: "validation.payment.consent_required", source: "accept_cancellation_policy" },
        { code: 422, title: "validation.payment.consent_required", source: "accept_revocation_rights" },
      ]),
    );
    expect(await paymentCount(me.id)).toBe(0);
  });

  it("refuses the form's other errors with the form's keys under the pay field names", async () => {
    const answer = await pay(api, me, { zipcode: "1234", birth_date: "02/30/1990", firstname: " ", email: "no-at-sign", iban: "" });
    expect(answer.status).toBe(422);
    const bySource = Object.fromEntries(answer.body.errors.map((e: { source: string; title: string }) => [e.source, e.title]));
    expect(bySource).toMatchObject({
      zipcode: "validation.payment.zipcode_invalid",
      birth_date: "validation.birth_date.invalid",
      firstname: "validation.common.required",
      email: "validation.email.invalid",
      iban: "validation.common.required",
    });
    const minor = await pay(api, me, { birth_date: "01/01/2015" });
    expect(minor.body.errors[0]).toMatchObject({ title: "validation.birth_date.under_18", source: "birth_date" });
    const salutation = await pay(api, me, { salutation: "Mister" });
    expect(salutation.body.errors[0]).toMatchObject({ title: "validation.common.invalid_choice", source: "salutation" });
    expect(await paymentCount(me.id)).toBe(0);
  });

  it("refuses a bad promotion code, an unknown item, tokens by direct debit and a gift", async () => {
    expect((await pay(api, me, { promotion_code: "NOPE" })).body.errors[0]).toEqual({ code: 422, title: "validation.payment.promotion_invalid", source: "promotion_code" });
    expect((await pay(api, me, { item_id: 999 })).body.errors[0]).toEqual({ code: 422, title: "validation.checkout.item_unknown", source: "item_id" });
    expect((await pay(api, me, { item_id: 201 })).body.errors[0]).toEqual({ code: 422, title: "validation.checkout.method_not_allowed", source: "payment_type" });
    expect((await pay(api, me, { item_id: 1, payment_type: "TR" })).body.errors[0]).toMatchObject({ title: "validation.checkout.method_not_allowed" });
    const other = await client(api);
    expect((await pay(api, me, { target_user_id: other.id })).body.errors[0]).toMatchObject({ title: "validation.checkout.gift_unavailable", source: "target_user_id" });
    expect(await paymentCount(me.id)).toBe(0);
  });

  it("refuses a price the customer did not see (409), unless ignore_price", async () => {
    const changed = await pay(api, me, { price: 4500 });
    expect(changed.status).toBe(409);
    expect(changed.body.errors[0]).toEqual({ code: 409, title: "exception.checkout.price_changed", source: "price" });
    expect(await paymentCount(me.id)).toBe(0);
    const seen = await pay(api, me, { price: 4999, item_id: 5, payment_type: "TR", iban: undefined });
    expect(seen.status).toBe(200);
    expect(seen.body.data.quote.gross_cents).toBe(4999);
  });

  it("charges the promotion and the customer's VAT: Austrian consumer, Dutch business (reverse charge)", async () => {
    const austria = await pay(api, me, { item_id: 4, payment_type: "TR", iban: undefined, country_code: "AT", country: "AT", zipcode: "1010", promotion_code: "FIVEOFF" });
    expect(austria.status).toBe(200);
    // 1680 − 500 = 1180 net, + 20 % = 236 → 1416
    expect(austria.body.data.quote).toMatchObject({ net_cents: 1180, vat_cents: 236, gross_cents: 1416, vat: { country: "AT", rate_bp: 2000, reason: "eu_oss" } });
    expect(austria.body.data.promotion_code).toBe("FIVEOFF");
    const business = await pay(api, me, { item_id: 4, payment_type: "TR", iban: undefined, using_vat: 1, country_code: "NL", vat: "NL123456789B01", country: "NL", zipcode: "1012 AB" });
    expect(business.status).toBe(200);
    expect(business.body.data.quote).toMatchObject({ net_cents: 1680, vat_cents: 0, gross_cents: 1680, vat: { reason: "reverse_charge" } });
    const badVat = await pay(api, me, { using_vat: 1, country_code: "NL", vat: "DE123456789" });
    expect(badVat.body.errors[0]).toMatchObject({ title: "validation.payment.vat_number_invalid", source: "vat" });
  });

  it("a double click (same request_key) places one order", async () => {
    const buyer = await client(api);
    const body = payBody({ item_id: 102, payment_type: "TR", iban: undefined });
    const [a, b] = await Promise.all([
      sendJson(api, "POST", "/api/v2/payment/pay", body, buyer.token),
      sendJson(api, "POST", "/api/v2/payment/pay", body, buyer.token),
    ]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body.data.id).toBe(b.body.data.id);
    expect(await paymentCount(buyer.id)).toBe(1);
  });

  it("only the owner sees a payment", async () => {
    const buyer = await client(api);
    const placed = await pay(api, buyer, { item_id: 102, payment_type: "TR", iban: undefined });
    const stranger = await client(api);
    expect((await status(api, stranger, placed.body.data.id)).status).toBe(404);
    expect((await status(api, buyer, placed.body.data.id)).status).toBe(200);
    expect((await getJson(api, `/api/v2/payment/${placed.body.data.id}/status`)).status).toBe(401);
  });
});

describe("direct debit: mandate, pre-notification, settlement, bounce and return", () => {
  it("a membership by direct debit: pending with mandate and pre-notification, then settled → member", async () => {
    const me = await client(api);
    const placed = await pay(api, me, { item_id: 2 });
    expect(placed.status).toBe(200);
    const view = ZPaymentView.parse(placed.body.data);
    expect(view).toMatchObject({ status: 2, status_name: "pending", payment_type: "DD", goods: "membership", next: { kind: "confirm" }, poll: true });
    expect(view.mandate?.reference).toMatch(/^STM-\d+-[0-9A-F]{10}$/);
    expect(view.mandate?.iban_masked).toBe("DE89 •••• •••• 3000");
    const [mail] = await api.database.query<{ kind: string; text_body: string }>(`select kind, text_body from mail_outbox where user_id = $1 and kind = 'payment_prenotification'`, [me.id]);
    expect(mail!.kind).toBe("payment_prenotification");
    expect(mail!.text_body).toContain(view.mandate!.reference);
    expect(mail!.text_body).toContain("49,99");
    expect(await memberUntil(api, me.id)).toBeNull();

    await settle(api);
    const paid = (await status(api, me, view.id)).body.data;
    expect(paid).toMatchObject({ status: 1, status_name: "success", poll: false });
    const until = await memberUntil(api, me.id);
    expect(until).not.toBeNull();
    expect(paid.result.member_until).toBe(until!.toISOString());
    // the invoice (modules/invoices): gapless number, the net and VAT the customer paid, the period it covers
    expect(paid.result.invoice?.number).toMatch(/^[A-Z]+-\d{4}-\d{6}$/);
    const [invoice] = await api.database.query<{ number: string; net_cents: number; vat_cents: number; gross_cents: number; payment_id: number }>(
      `select number, net_cents, vat_cents, gross_cents, payment_id from invoices where id = $1`,
      [paid.result.invoice.id],
    );
    expect(invoice).toMatchObject({ number: paid.result.invoice.number, net_cents: 4201, vat_cents: 798, gross_cents: 4999 });
    expect(Number(invoice!.payment_id)).toBe(view.id);
    const [line] = await api.database.query<{ item_type: string; period_to: string }>(`select item_type, period_to::text from invoice_items where invoice_id = $1`, [paid.result.invoice.id]);
    expect(line!.item_type).toBe("renewable_membership");
    expect(line!.period_to).toBe(new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(until!));
    const months = (until!.getTime() - Date.now()) / (24 * 3600 * 1000);
    expect(months).toBeGreaterThan(88);
    expect(months).toBeLessThan(93);
    const subs = (await getJson(api, "/api/v2/payment/subscriptions", me.token)).body.data.items;
    expect(subs[0]).toMatchObject({ state: "subscribed", state_code: 1, active: true, payment_type: "DD" });
    expect(new Date(subs[0].next_rebill_at).getTime()).toBeLessThan(until!.getTime());
  });

  it("a debit that bounces (test IBAN …0402) fails: no membership, subscription failed", async () => {
    const me = await client(api);
    const placed = await pay(api, me, { item_id: 4, iban: IBAN.bounce });
    expect(placed.body.data.status).toBe(2);
    await settle(api);
    const failed = (await status(api, me, placed.body.data.id)).body.data;
    expect(failed).toMatchObject({ status: -1, failure: "exception.checkout.debit_failed" });
    expect(await memberUntil(api, me.id)).toBeNull();
    const subs = (await getJson(api, "/api/v2/payment/subscriptions", me.token)).body.data.items;
    expect(subs[0]).toMatchObject({ state: "failed", active: false });
  });

  it("dollars by a debit that is returned after settlement (…0601): credited, then reclaimed", async () => {
    const me = await client(api);
    const placed = await pay(api, me, { item_id: 103, iban: IBAN.returned });
    await settle(api);
    const view = (await status(api, me, placed.body.data.id)).body.data;
    expect(view).toMatchObject({ status: 1, failure: "exception.checkout.debit_returned" });
    expect(await dollarBalance(api, me.id)).toBe(0);
    expect(await ledgerEntries(api, `payment:${view.id}`)).toBe(1);
    expect(await ledgerEntries(api, `payment:${view.id}:reclaim`)).toBe(1);
  });

  it("a membership whose debit is returned is reversed and ends at once", async () => {
    const me = await client(api);
    const placed = await pay(api, me, { item_id: 1, iban: IBAN.returned });
    await settle(api);
    expect(await memberUntil(api, me.id)).toBeNull();
    const subs = (await getJson(api, "/api/v2/payment/subscriptions", me.token)).body.data.items;
    expect(subs[0]).toMatchObject({ state: "reversed", active: false, next_rebill_at: null });
    expect((await status(api, me, placed.body.data.id)).body.data.status).toBe(1);
  });
});

describe("invoice (TR) and cashtocode (CT)", () => {
  it("tokens by invoice: pending with bank details until the sandbox bank receives the transfer", async () => {
    const me = await client(api);
    const placed = await pay(api, me, { item_id: 201, payment_type: "TR", iban: undefined });
    expect(placed.status).toBe(200);
    expect(placed.body.data).toMatchObject({ status: 2, next: { kind: "confirm" } });
    expect(placed.body.data.transfer).toMatchObject({ iban: "DE02120300000000202051", amount_cents: 10000, currency: "EUR" });
    expect(placed.body.data.transfer.reference).toMatch(new RegExp(`^ST-${placed.body.data.id}-`));
    await settle(api);
    expect((await status(api, me, placed.body.data.id)).body.data.status).toBe(2);
    const received = await sendJson(api, "POST", "/api/v2/payment/sandbox/transfer-received", { payment_id: placed.body.data.id }, me.token);
    expect(received.status).toBe(200);
    await settle(api);
    const paid = (await status(api, me, placed.body.data.id)).body.data;
    expect(paid).toMatchObject({ status: 1, result: { credited: { currency: "token", amount: 100 } } });
    const [invoice] = await api.database.query<{ net_cents: number; gross_cents: number }>(`select net_cents, gross_cents from invoices where payment_id = $1`, [paid.id]);
    expect(invoice).toMatchObject({ net_cents: 8403, gross_cents: 10000 });
    expect(await dollarBalance(api, me.id, "token")).toBe(100);
  });

  it("cashtocode: jump to the sandbox page, pay at the till, back to the jump link", async () => {
    const me = await client(api);
    const placed = await pay(api, me, { item_id: 202, payment_type: "CT", iban: undefined, jump_link: `${WEB}/de/buy/confirm?from=ct` });
    expect(placed.status).toBe(200);
    expect(placed.body.data.next.kind).toBe("redirect");
    const pagePath = new URL(placed.body.data.next.url).pathname;
    const pageHtml = await (await fetch(api.url + pagePath)).text();
    expect(pageHtml).toContain("CashtoCode");
    const back = await postForm(api, pagePath, { action: "paid" });
    expect(back.status).toBe(303);
    expect(back.location).toBe(`${WEB}/de/buy/confirm?from=ct&payment_id=${placed.body.data.id}`);
    await settle(api);
    expect(await dollarBalance(api, me.id, "token")).toBe(500);
    const again = await postForm(api, pagePath, { action: "paid" });
    expect(again.status).toBe(410);
    await settle(api);
    expect(await dollarBalance(api, me.id, "token")).toBe(500);
    const foreign = await pay(api, me, { item_id: 202, payment_type: "CT", iban: undefined, jump_link: "https://evil.example/steal" });
    expect(foreign.body.errors[0]).toEqual({ code: 422, title: "validation.checkout.return_url_invalid", source: "jump_link" });
  });
});
