import { randomUUID } from "node:crypto";
import { startTestApi, type TTestApi } from "../../../test/start-test-api.js";
import { getJson, person, sendJson, type TPerson } from "../../profiles/test-support/people.js";
import { signCallback } from "../sandbox/sandbox-crypto.js";

// Test support of the checkout: the real api with the job runner driven by drain() (the sandbox's bank and its
// callbacks are jobs, delivered over HTTP to the api), a callback key the test knows, debits settling at once.

export const TEST_HMAC_KEY = "test-callback-hmac-key-0123456789abcdef";
export const WEB = "http://127.0.0.1:3000";

export const IBAN = {
  ok: "DE89370400440532013000",
  bounce: "DE78370400440000000402",
  rebillBounce: "DE51370400440000000403",
  returned: "DE40370400440000000601",
} as const;

export const CARD = { approve: "4242 4242 4242 4242", decline: "4000 0000 0000 0002", challenge: "4000 0000 0000 3220", rebillDeclined: "4000 0000 0000 0341" } as const;

export async function startCheckoutApi(env: Record<string, string> = {}): Promise<TTestApi> {
  return startTestApi({
    jobs: "manual",
    env: {
      SIGNUP_LIMIT_PER_IP_HOUR: "1000",
      PAYMENT_CALLBACK_HMAC_KEY: TEST_HMAC_KEY,
      PAYMENT_SANDBOX_SETTLE_MS: "0",
      PAYMENT_SANDBOX_RETURN_MS: "0",
      JOB_RETRY_BASE_MS: "1",
      PROMOTION_CHECK_LIMIT_PER_USER_HOUR: "1000",
      ...env,
    },
  });
}

export async function client(api: TTestApi): Promise<TPerson> {
  return person(api, { user_type: 1, gender: 1 });
}

/** A complete pay body (Erika Mustermann, Köln, direct debit of plan 2). */
export function payBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    item_id: 2,
    payment_type: "DD",
    using_vat: 0,
    country_code: "DE",
    vat: "",
    salutation: "2F",
    firstname: "Erika",
    lastname: "Mustermann",
    street: "Heidestraße",
    house: "17",
    zipcode: "51147",
    city: "Köln",
    country: "DE",
    birth_date: "08/12/1964",
    email: "erika@example.test",
    accept_cancellation_policy: 1,
    accept_revocation_rights: 1,
    iban: IBAN.ok,
    request_key: randomUUID(),
    ...overrides,
  };
}

export const pay = (api: TTestApi, me: TPerson, overrides: Record<string, unknown> = {}) => sendJson(api, "POST", "/api/v2/payment/pay", payBody(overrides), me.token);
export const status = (api: TTestApi, me: TPerson, id: number) => getJson(api, `/api/v2/payment/${id}/status`, me.token);

/** Runs every due job (sandbox bank, callbacks over HTTP, mails, recurring work) until none is due. */
export async function settle(api: TTestApi): Promise<void> {
  for (let i = 0; i < 5; i++) if ((await api.jobs!.drain()) === 0) return;
}

/** Makes the recurring schedules due now and runs them. */
export async function runSchedules(api: TTestApi): Promise<void> {
  await api.database.query(`update job_schedules set next_run_at = now() - interval '1 second'`);
  await settle(api);
}

export async function dollarBalance(api: TTestApi, userId: number, currency: "dollar" | "token" = "dollar"): Promise<number> {
  const [row] = await api.database.query<{ balance: string }>(`select balance from ledger_accounts where user_id = $1 and currency = $2`, [userId, currency]);
  return Number(row?.balance ?? 0);
}

export async function ledgerEntries(api: TTestApi, key: string): Promise<number> {
  const [row] = await api.database.query<{ n: number }>(`select count(*)::int as n from ledger_entries where idempotency_key = $1`, [key]);
  return row!.n;
}

export async function memberUntil(api: TTestApi, userId: number): Promise<Date | null> {
  const [row] = await api.database.query<{ is_member: boolean; member_until: Date | null }>(`select is_member, member_until from users where id = $1`, [userId]);
  return row?.is_member && row.member_until ? new Date(row.member_until) : null;
}

/** A provider callback signed like the sandbox signs it (the key the test api was started with). */
export function sendCallback(api: TTestApi, event: Record<string, unknown>, options: { key?: string; at?: Date; signature?: string } = {}) {
  const body = JSON.stringify(event);
  return api.fetchJson("/api/v2/payment/callback/sandbox", {
    method: "POST",
    headers: { "content-type": "application/json", "x-payment-signature": options.signature ?? signCallback(options.key ?? TEST_HMAC_KEY, body, options.at) },
    body,
  });
}

/** Posts an HTML form like a browser (no redirects followed). */
export async function postForm(api: TTestApi, path: string, fields: Record<string, string>) {
  const response = await fetch(api.url + path, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString(), redirect: "manual" });
  return { status: response.status, html: await response.text(), location: response.headers.get("location"), csp: response.headers.get("content-security-policy") };
}

/** A card payment through the sandbox card page: pay (CC) → encryption → card page → card → (3DS) → back. */
export async function cardCheckout(api: TTestApi, me: TPerson, card: string, overrides: Record<string, unknown> = {}) {
  const placed = await pay(api, me, { payment_type: "CC", iban: undefined, ...overrides });
  if (placed.status !== 200) throw new Error(`pay: ${placed.status} ${JSON.stringify(placed.body)}`);
  const paymentId = placed.body.data.id as number;
  const encrypted = await sendJson(api, "POST", "/api/v2/payment/encryption", {
    item_id: placed.body.data.item.id,
    params: { payment_id: paymentId, return_url: `${WEB}/de/buy/confirm`, locale: "de" },
    vat: "",
    country_code: placed.body.data.quote.vat.country,
  }, me.token);
  if (encrypted.status !== 200) throw new Error(`encryption: ${encrypted.status} ${JSON.stringify(encrypted.body)}`);
  const { page_number, cipher, action_url } = encrypted.body.data;
  const actionPath = new URL(action_url).pathname;
  const pageAnswer = await postForm(api, actionPath, { page_number, cipher });
  const formPath = /action="(\/sandbox-provider\/card\/[^"]+)"/.exec(pageAnswer.html)?.[1];
  const submitted = await postForm(api, formPath!, { card_number: card, expiry: "12/30", cvc: "123", holder: "Erika Mustermann" });
  return { paymentId, placed, encrypted: encrypted.body.data, pageAnswer, formPath: formPath!, submitted };
}
