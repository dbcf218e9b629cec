import { randomUUID } from "node:crypto";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { noisyPng, signedInPage, testClientAddress, uniqueName, uploadPhotoThroughProxy } from "./accounts-fixtures";
import { expect } from "./support";

// Fresh accounts for the settings specs (issue 6): each test changes an account of its own, so tests and brands
// never step on each other or on the demo accounts. Registration goes through the brand's same-origin api proxy,
// as the registration pages do (the proxy keeps the session cookies); the escort's photo goes through the photo
// step's chunked upload in the browser.

export const PASSWORD = "Einstellungen-2026!";

export type TFreshUser = { page: Page; username: string; email: string };

/** A documentation address per account: the sign-up limit counts per client address. */
const clientAddress = testClientAddress;

async function postJson(request: APIRequestContext, origin: string, path: string, body: unknown, address: string) {
  const response = await request.post(path, { headers: { origin, "content-type": "application/json", "x-forwarded-for": address }, data: JSON.stringify(body) });
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  return response;
}

/** Confirms the newest verification mail of `email` (the development mailbox of the api). */
async function verifyEmail(request: APIRequestContext, origin: string, email: string, address: string) {
  let token: string | null = null;
  await expect
    .poll(
      async () => {
        const mailbox = await request.get(`/api/v2/dev/mailbox?to=${encodeURIComponent(email)}`);
        const items = ((await mailbox.json()) as { data: { items: { kind: string; links: string[] }[] } }).data.items;
        const link = items.find((item) => item.kind === "verify_email")?.links[0];
        token = link ? new URL(link).searchParams.get("token") : null;
        return token;
      },
      { timeout: 20_000 },
    )
    .not.toBeNull();
  await postJson(request, origin, "/api/v2/user/email/verify", { token }, address);
}

/**
 * A new client (man) or escort (woman), registration finished and e-mail confirmed, signed in in a context of
 * its own. Escorts upload their (required) photo through the photo step in the browser.
 */
export async function freshUser(browser: Browser, baseURL: string | undefined, at: (path: string) => string, kind: "client" | "escort"): Promise<TFreshUser> {
  const context = await browser.newContext({ baseURL, locale: "de-DE" });
  const page = await context.newPage();
  const origin = new URL(baseURL!).origin;
  const address = clientAddress();
  const username = uniqueName(kind === "client" ? "kunde" : "esc");
  const email = `${username}@example.test`;
  const escort = kind === "escort";
  const year = new Date().getUTCFullYear() - 30;
  await postJson(page.request, origin, "/api/v2/registration/user", {
    user_type: escort ? 2 : 1,
    gender: escort ? 2 : 1,
    username,
    email,
    password: PASSWORD,
    birth_date: `04/12/${year}`,
    accept_terms: true,
    // both special-category consents (decision 045): these accounts fill every profile field
    consents: ["sexuality", "services"],
  }, address);
  await verifyEmail(page.request, origin, email, address);
  // The photo step's upload field is tested by accounts-registration.spec.ts; here the escort's required photo goes
  // through the same chunked upload, from the test instead of the browser (no race with hydration, seconds faster).
  const mediaId = escort ? await uploadPhotoThroughProxy(page.request, origin, noisyPng(400, 300), address) : null;
  await postJson(page.request, origin, "/api/v2/registration/user/photo", { media_id: mediaId }, address);
  // relationship single, race european, sexuality heterosexual (trait value ids of the catalogue)
  await postJson(page.request, origin, "/api/v2/registration/user/profile", { relationship_status: 241, race_type: 38, sexuality: 34 }, address);
  await postJson(page.request, origin, "/api/v2/registration/user/appearance", escort ? { height: 170, weight: 60 } : {}, address);
  if (escort) {
    await postJson(page.request, origin, "/api/v2/registration/user/services", { prices: [{ name: 60, price: 200 }], escort_services: [130] }, address);
    await postJson(page.request, origin, "/api/v2/registration/user/availability", { working_hours: [{ day: 1, time_from: "10:00", time_to: "18:00", is_over_day: false }] }, address);
  }
  return { page, username, email };
}

/** A demo account signed in in a context of its own. */
export const demoUser = signedInPage;

/** Opens a settings section and waits until its form checks itself in the browser. */
export async function openSection(page: Page, at: (path: string) => string, key: string) {
  await page.goto(at(`/user/${key}`));
  await expect(page.getByTestId(`settings-${key}`)).toHaveAttribute("data-interactive", "true");
}

/** Sends the section's form and expects the success message. */
export async function saveAndExpectSaved(page: Page) {
  await page.getByTestId("settings-submit").click();
  await expect(page.getByTestId("settings-saved")).toBeVisible();
}

/** Sends the section's form and expects the overall refusal message (nothing stored). */
export async function saveAndExpectRefused(page: Page) {
  await page.getByTestId("settings-submit").click();
  await expect(page.getByTestId("form-error")).toContainText("Bitte korrigiere alle ungültigen Felder");
  await expect(page.getByTestId("settings-saved")).toHaveCount(0);
}

/**
 * Posts a form to a settings page without JavaScript, as a browser without scripts would: the server checks it
 * with the same rules. Answers the status and the page text.
 */
export async function postWithoutScript(page: Page, path: string, form: Record<string, string>) {
  const response = await page.request.post(path, { headers: { origin: new URL(page.url()).origin }, form });
  return { status: response.status(), text: await response.text() };
}

/**
 * Pays a catalogue item by direct debit through the proxy, as the checkout page does; the sandbox bank collects it
 * after PAYMENT_SANDBOX_SETTLE_MS and its callback books it.
 */
export async function payByDebit(page: Page, origin: string, itemId: number): Promise<void> {
  const response = await page.request.post("/api/v2/payment/pay", {
    headers: { origin, "content-type": "application/json", "x-forwarded-for": clientAddress() },
    data: JSON.stringify({
      item_id: itemId,
      payment_type: "DD",
      using_vat: 0,
      country_code: "DE",
      vat: "",
      salutation: "2F",
      firstname: "Erika",
      lastname: "Musterfrau",
      street: "Heidestraße",
      house: "17",
      zipcode: "51147",
      city: "Köln",
      country: "DE",
      birth_date: "08/12/1990",
      email: "erika@example.test",
      accept_cancellation_policy: 1,
      accept_revocation_rights: 1,
      iban: "DE89370400440532013000",
      request_key: randomUUID(),
    }),
  });
  expect(response.status(), `pay: ${await response.text()}`).toBeLessThan(300);
}

/**
 * Makes a fresh user Plus (one month, item 1) and waits until the api says the membership runs. For tests that need
 * a Plus account no other test touches (the demo Plus accounts are shared by specs running in parallel).
 */
export async function buyPlusByDebit(page: Page, origin: string): Promise<void> {
  await payByDebit(page, origin, 1);
  await expect
    .poll(async () => ((await (await page.request.get("/api/v2/user/info")).json()) as { data: { is_member: boolean } }).data.is_member, { timeout: 40_000 })
    .toBe(true);
}
