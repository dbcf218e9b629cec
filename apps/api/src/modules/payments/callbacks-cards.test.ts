import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TTestApi } from "../../test/start-test-api.js";
import { sendJson } from "../profiles/test-support/people.js";
import { CARD, WEB, cardCheckout, client, dollarBalance, ledgerEntries, memberUntil, pay, postForm, sendCallback, settle, startCheckoutApi, status } from "./test-support/checkout.js";

let api: TTestApi;
beforeAll(async () => {
  api = await startCheckoutApi();
}, 120_000);
afterAll(() => api?.close());

async function eventCount(eventId: string): Promise<number> {
  const [row] = await api.database.query<{ n: number }>(`select count(*)::int as n from payment_provider_events where event_id = $1`, [eventId]);
  return row!.n;
}

describe("card payments through the sandbox's hosted card page", () => {
  it("encryption answers page_number and a cipher that does not show the order; the card page has a strict CSP", async () => {
    const me = await client(api);
    const { encrypted, pageAnswer } = await cardCheckout(api, me, CARD.approve, { item_id: 103 });
    expect(encrypted.method).toBe("POST");
    expect(encrypted.action_url).toBe(`${api.url}/sandbox-provider/card`);
    expect(encrypted.page_number).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const decoded = Buffer.from(encrypted.cipher, "base64url").toString("latin1");
    expect(decoded).not.toContain("payment_id");
    expect(decoded).not.toContain("return_url");
    expect(pageAnswer.status).toBe(200);
    expect(pageAnswer.csp).toContain("default-src 'none'");
    expect(pageAnswer.csp).toContain("frame-ancestors 'none'");
    expect(pageAnswer.csp).toContain(`form-action 'self' ${WEB}`);
    expect(pageAnswer.csp).not.toContain("script-src");
    expect(pageAnswer.html).not.toContain("<script");
  });

  it("an altered cipher or another page number is refused", async () => {
    const me = await client(api);
    const { encrypted } = await cardCheckout(api, me, CARD.approve, { item_id: 101 });
    const flipped = encrypted.cipher.slice(0, 20) + (encrypted.cipher[20] === "A" ? "B" : "A") + encrypted.cipher.slice(21);
    expect((await postForm(api, "/sandbox-provider/card", { page_number: encrypted.page_number, cipher: flipped })).status).toBe(400);
    expect((await postForm(api, "/sandbox-provider/card", { page_number: "x".repeat(24), cipher: encrypted.cipher })).status).toBe(400);
  });

  it("approve: back to the shop at once, paid when the asynchronous callback arrives, dollars credited once", async () => {
    const me = await client(api);
    const { submitted, paymentId } = await cardCheckout(api, me, CARD.approve, { item_id: 103 });
    expect(submitted.status).toBe(303);
    expect(submitted.location).toBe(`${WEB}/de/buy/confirm?payment_id=${paymentId}`);
    expect((await status(api, me, paymentId)).body.data.status).toBe(0);
    await settle(api);
    const paid = (await status(api, me, paymentId)).body.data;
    expect(paid).toMatchObject({ status: 1, result: { credited: { currency: "dollar", amount: 100 } } });
    expect(await dollarBalance(api, me.id)).toBe(100);
    expect(await ledgerEntries(api, `payment:${paymentId}`)).toBe(1);
  });

  it("decline: the payment fails with card_declined, nothing credited", async () => {
    const me = await client(api);
    const { submitted, paymentId } = await cardCheckout(api, me, CARD.decline, { item_id: 103 });
    expect(submitted.status).toBe(303);
    await settle(api);
    expect((await status(api, me, paymentId)).body.data).toMatchObject({ status: -1, failure: "exception.checkout.card_declined" });
    expect(await dollarBalance(api, me.id)).toBe(0);
  });

  it("a wrong card number stays on the card page with its message", async () => {
    const me = await client(api);
    const { formPath } = await cardCheckout(api, me, "4242 4242 4242 4241", { item_id: 101 });
    const again = await postForm(api, formPath, { card_number: "4242 4242 4242 4241", expiry: "12/30", cvc: "123", holder: "E M" });
    expect(again.status).toBe(422);
    expect(again.html).toContain("Bitte prüfe die Kartennummer.");
    const expired = await postForm(api, formPath, { card_number: CARD.approve, expiry: "01/20", cvc: "123", holder: "E M" });
    expect(expired.html).toContain("nicht abgelaufenes Datum");
  });

  it("3-D Secure: the challenge page shows a one-time code; a wrong code is refused, the right one pays, and works only once", async () => {
    const me = await client(api);
    const { submitted, paymentId, formPath } = await cardCheckout(api, me, CARD.challenge, { item_id: 2 });
    expect(submitted.status).toBe(200);
    expect(submitted.html).toContain("3-D Secure");
    const code = /data-testid="sandbox-otp">(\d{6})</.exec(submitted.html)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await postForm(api, `${formPath}/challenge`, { code: code === "000000" ? "111111" : "000000", action: "confirm" });
    expect(wrong.status).toBe(422);
    expect(wrong.html).toContain("Versuche übrig: 2");
    expect(wrong.html).not.toContain(code!);
    const right = await postForm(api, `${formPath}/challenge`, { code: code!, action: "confirm" });
    expect(right.status).toBe(303);
    expect(right.location).toContain(`payment_id=${paymentId}`);
    const replay = await postForm(api, `${formPath}/challenge`, { code: code!, action: "confirm" });
    expect(replay.status).toBe(410);
    await settle(api);
    expect((await status(api, me, paymentId)).body.data.status).toBe(1);
    expect(await memberUntil(api, me.id)).not.toBeNull();
  });

  it("3-D Secure: three wrong codes decline the payment", async () => {
    const me = await client(api);
    const { paymentId, formPath } = await cardCheckout(api, me, CARD.challenge, { item_id: 101 });
    let last;
    for (let i = 0; i < 3; i++) last = await postForm(api, `${formPath}/challenge`, { code: "999999", action: "confirm" });
    expect(last!.status).toBe(303);
    await settle(api);
    expect((await status(api, me, paymentId)).body.data).toMatchObject({ status: -1, failure: "exception.checkout.authentication_failed" });
  });

  it("an abandoned card checkout is superseded by a new membership order: it fails, its card page takes no money", async () => {
    const me = await client(api);
    const first = await pay(api, me, { item_id: 1, payment_type: "CC", iban: undefined });
    const encrypted = await sendJson(api, "POST", "/api/v2/payment/encryption", {
      item_id: 1,
      params: { payment_id: first.body.data.id, return_url: `${WEB}/de/buy/confirm` },
      country_code: "DE",
    }, me.token);
    const page = await postForm(api, "/sandbox-provider/card", { page_number: encrypted.body.data.page_number, cipher: encrypted.body.data.cipher });
    const formPath = /action="(\/sandbox-provider\/card\/[^"]+)"/.exec(page.html)![1]!;
    const second = await pay(api, me, { item_id: 1 });
    expect(second.status).toBe(200);
    expect((await status(api, me, first.body.data.id)).body.data).toMatchObject({ status: -1, failure: "exception.checkout.payment_cancelled" });
    const late = await postForm(api, formPath, { card_number: CARD.approve, expiry: "12/30", cvc: "123", holder: "E M" });
    expect(late.status).toBe(410);
    await settle(api);
    expect((await status(api, me, first.body.data.id)).body.data.status).toBe(-1);
    expect((await status(api, me, second.body.data.id)).body.data.status).toBe(1);
  });

  it("encryption only for one's own open card payment, with a return address of our web", async () => {
    const me = await client(api);
    const placed = await pay(api, me, { item_id: 101, payment_type: "CC", iban: undefined });
    const body = { item_id: 101, params: { payment_id: placed.body.data.id, return_url: `${WEB}/de/buy/confirm` }, country_code: "DE" };
    const stranger = await client(api);
    expect((await sendJson(api, "POST", "/api/v2/payment/encryption", body, stranger.token)).status).toBe(404);
    const evil = await sendJson(api, "POST", "/api/v2/payment/encryption", { ...body, params: { ...body.params, return_url: "https://evil.example/x" } }, me.token);
    expect(evil.body.errors[0]).toEqual({ code: 422, title: "validation.checkout.return_url_invalid", source: "params.return_url" });
    expect((await sendJson(api, "POST", "/api/v2/payment/encryption", { ...body, item_id: 102 }, me.token)).status).toBe(409);
    const dd = await pay(api, me, { item_id: 101 });
    const notCard = await sendJson(api, "POST", "/api/v2/payment/encryption", { ...body, params: { ...body.params, payment_id: dd.body.data.id } }, me.token);
    expect(notCard.body.errors[0].title).toBe("exception.checkout.payment_not_open");
  });
});

describe("provider callbacks: signature, age, replay, idempotency", () => {
  async function openTransfer() {
    const me = await client(api);
    const placed = await pay(api, me, { item_id: 103, payment_type: "TR", iban: undefined });
    return { me, id: placed.body.data.id as number, gross: placed.body.data.quote.gross_cents as number };
  }

  it("refuses a wrong signature, another key and a missing header; nothing booked, nothing recorded", async () => {
    const { me, id, gross } = await openTransfer();
    const event = { id: "evt_badsig_1", type: "payment.succeeded", payment_id: id, amount_cents: gross, currency: "EUR" };
    const wrongKey = await sendCallback(api, event, { key: "another-key-another-key-another-key!" });
    expect(wrongKey.status).toBe(401);
    expect(wrongKey.body.errors[0].title).toBe("exception.checkout.callback_signature_invalid");
    const garbage = await sendCallback(api, event, { signature: "t=1,v1=abc" });
    expect(garbage.status).toBe(401);
    const none = await api.fetchJson("/api/v2/payment/callback/sandbox", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(event) });
    expect(none.status).toBe(401);
    // a body changed after signing
    const { signCallback } = await import("./sandbox/sandbox-crypto.js");
    const signature = signCallback("test-callback-hmac-key-0123456789abcdef", JSON.stringify(event));
    const tampered = await api.fetchJson("/api/v2/payment/callback/sandbox", {
      method: "POST",
      headers: { "content-type": "application/json", "x-payment-signature": signature },
      body: JSON.stringify({ ...event, amount_cents: 1 }),
    });
    expect(tampered.status).toBe(401);
    expect(await eventCount("evt_badsig_1")).toBe(0);
    expect((await status(api, me, id)).body.data.status).toBe(2);
    expect(await dollarBalance(api, me.id)).toBe(0);
  });

  it("refuses a timestamp older (or further ahead) than 5 minutes", async () => {
    const { me, id, gross } = await openTransfer();
    const event = { id: "evt_old_1", type: "payment.succeeded", payment_id: id, amount_cents: gross, currency: "EUR" };
    const old = await sendCallback(api, event, { at: new Date(Date.now() - 360_000) });
    expect(old.status).toBe(401);
    expect(old.body.errors[0].title).toBe("exception.checkout.callback_expired");
    expect((await sendCallback(api, event, { at: new Date(Date.now() + 360_000) })).status).toBe(401);
    expect((await sendCallback(api, event, { at: new Date(Date.now() - 240_000) })).status).toBe(200);
    expect(await dollarBalance(api, me.id)).toBe(100);
  });

  it("a replayed event id is refused (409) and books nothing more; another event saying the same books nothing more either", async () => {
    const { me, id, gross } = await openTransfer();
    const event = { id: "evt_replay_1", type: "payment.succeeded", payment_id: id, amount_cents: gross, currency: "EUR" };
    const first = await sendCallback(api, event);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ received: true, event_id: "evt_replay_1", payment_status: 1 });
    const replay = await sendCallback(api, event);
    expect(replay.status).toBe(409);
    expect(replay.body.errors[0].title).toBe("exception.checkout.callback_replayed");
    const sameNews = await sendCallback(api, { ...event, id: "evt_replay_2" });
    expect(sameNews.status).toBe(200);
    expect(await dollarBalance(api, me.id)).toBe(100);
    expect(await ledgerEntries(api, `payment:${id}`)).toBe(1);
    const [outcome] = await api.database.query<{ outcome: string }>(`select outcome from payment_provider_events where event_id = 'evt_replay_2'`);
    expect(outcome!.outcome).toBe("ignored");
  });

  it("a return that overtakes the payment's success is refused as too early (425, not kept), and reverses it when sent again after the success", async () => {
    const { me, id, gross } = await openTransfer();
    const returned = { id: "evt_early_return", type: "debit.returned", payment_id: id, transaction: "tx_early", amount_cents: gross, currency: "EUR", reason: "MD06" };
    const early = await sendCallback(api, returned);
    expect(early.status).toBe(425);
    expect(early.body.errors[0].title).toBe("exception.checkout.callback_too_early");
    expect(await api.database.query(`select 1 from payment_provider_events where event_id = 'evt_early_return'`)).toHaveLength(0);
    expect((await status(api, me, id)).body.data.status).toBe(2);
    const paid = await sendCallback(api, { id: "evt_early_paid", type: "payment.succeeded", payment_id: id, transaction: "tx_early", amount_cents: gross, currency: "EUR" });
    expect(paid.body.data.payment_status).toBe(1);
    expect(await dollarBalance(api, me.id)).toBe(100);
    const again = await sendCallback(api, returned);
    expect(again.status).toBe(200);
    expect(await dollarBalance(api, me.id)).toBe(0);
    const [outcome] = await api.database.query<{ outcome: string }>(`select outcome from payment_provider_events where event_id = 'evt_early_return'`);
    expect(outcome!.outcome).toBe("returned");
  });

  it("the same event delivered concurrently books once", async () => {
    const { me, id, gross } = await openTransfer();
    const events = Array.from({ length: 6 }, (_, i) => ({ id: `evt_conc_${i % 2}`, type: "payment.succeeded", payment_id: id, amount_cents: gross, currency: "EUR" }));
    const answers = await Promise.all(events.map((event) => sendCallback(api, event)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(4);
    expect(await dollarBalance(api, me.id)).toBe(100);
    expect(await ledgerEntries(api, `payment:${id}`)).toBe(1);
  });

  it("an amount that differs from the order is not booked", async () => {
    const { me, id } = await openTransfer();
    const answer = await sendCallback(api, { id: "evt_amount_1", type: "payment.succeeded", payment_id: id, amount_cents: 1, currency: "EUR" });
    expect(answer.status).toBe(200);
    expect(answer.body.data.payment_status).toBe(2);
    expect(await dollarBalance(api, me.id)).toBe(0);
  });

  it("refund books refund, charge-back books froze (as far as the balance holds), lifting it defrosts", async () => {
    const { me, id, gross } = await openTransfer();
    await sendCallback(api, { id: "evt_rf_paid", type: "payment.succeeded", payment_id: id, amount_cents: gross, currency: "EUR" });
    expect(await dollarBalance(api, me.id)).toBe(100);
    // 30 dollars spent meanwhile
    const { book } = await import("../ledger/book.js");
    await api.database.transaction((tx) => book(tx, { idempotencyKey: `test-spend:${me.id}`, type: "consume", subtype: "rise_up", currency: "dollar", amount: 30, from: { userId: me.id }, to: { system: "revenue" } }));
    const chargeback = await sendCallback(api, { id: "evt_cb_1", type: "payment.charged_back", payment_id: id });
    expect(chargeback.status).toBe(200);
    expect(await dollarBalance(api, me.id)).toBe(0);
    expect(await ledgerEntries(api, `payment:${id}:froze`)).toBe(1);
    const [frozen] = await api.database.query<{ result: { reversed: { amount: number; shortfall: number } } }>(`select result from payments where id = $1`, [id]);
    expect(frozen!.result.reversed).toEqual({ type: "froze", amount: 70, shortfall: 30 });
    await sendCallback(api, { id: "evt_cb_2", type: "payment.charged_back", payment_id: id });
    expect(await ledgerEntries(api, `payment:${id}:froze`)).toBe(1);
    await sendCallback(api, { id: "evt_cb_lift", type: "payment.charge_back_lifted", payment_id: id });
    expect(await dollarBalance(api, me.id)).toBe(70);
    await sendCallback(api, { id: "evt_cb_lift2", type: "payment.charge_back_lifted", payment_id: id });
    expect(await dollarBalance(api, me.id)).toBe(70);

    const other = await openTransfer();
    await sendCallback(api, { id: "evt_rf2_paid", type: "payment.succeeded", payment_id: other.id, amount_cents: other.gross, currency: "EUR" });
    await sendCallback(api, { id: "evt_rf2_refund", type: "payment.refunded", payment_id: other.id });
    expect(await dollarBalance(api, other.me.id)).toBe(0);
    expect(await ledgerEntries(api, `payment:${other.id}:refund`)).toBe(1);
    const [invoice] = await api.database.query<{ status: number }>(`select status from invoices where payment_id = $1`, [other.id]);
    expect(invoice!.status).toBe(6); // refunded (spec 001 §4)
  });

  it("a refunded membership ends at once", async () => {
    const me = await client(api);
    const placed = await pay(api, me, { item_id: 4 });
    await settle(api);
    expect(await memberUntil(api, me.id)).not.toBeNull();
    await sendCallback(api, { id: `evt_mrf_${placed.body.data.id}`, type: "payment.refunded", payment_id: placed.body.data.id });
    expect(await memberUntil(api, me.id)).toBeNull();
  });

  it("refuses a malformed event (signed, but not an event)", async () => {
    expect((await sendCallback(api, { id: "evt_x", type: "nonsense", payment_id: 1 })).status).toBe(422);
  });
});
