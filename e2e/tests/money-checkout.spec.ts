import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { freshUser } from "./settings-support";
import { ONE_BRAND, expect, seriousAxeViolations, test } from "./support";

// Issue 11 checkout journeys in a real browser, both brands: a client buys Plus by direct debit and by card (through
// the sandbox provider's hosted card page with a 3-D Secure challenge), a promotion code lowers the shown price, a
// client buys dollars and sees the new balance, a wrong IBAN and a missing consent are refused with their message.
// The other rules of the form and the api (VAT, postcodes, price changes, rebills, callbacks) are proven by the
// api's and @samtrot/payments' tests. Every page is checked with axe and photographed at 390 and 1280 px.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const SHOTS = process.env.CHECKOUT_SHOTS_DIR ?? "test-results/checkout-shots";
mkdirSync(SHOTS, { recursive: true });

const IBAN_OK = "DE89 3704 0044 0532 0130 00";
const IBAN_BAD_CHECKSUM = "DE89 3704 0044 0532 0130 01";

async function noAxeViolations(page: Page, where: string) {
  expect(await seriousAxeViolations(page), where).toEqual([]);
}

async function shoot(page: Page, brand: string, name: string) {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${SHOTS}/${brand}-${name}-${page.viewportSize()?.width}.png`, fullPage: true });
}

/** Waits until the checkout runs in the browser (its steps then check themselves before moving on). */
async function checkoutReady(page: Page) {
  await expect(page.getByTestId("buy-page")).toHaveAttribute("data-interactive", "true");
}

/** The customer data of step_custom_data (spec 000 §3): every field. */
async function fillCustomer(page: Page) {
  await page.getByTestId("salutation-Miss").check();
  await page.getByLabel("Vorname").fill("Erika");
  await page.getByLabel("Nachname").fill("Mustermann");
  await page.getByLabel("Straße").fill("Domkloster");
  await page.getByLabel("Hausnr.").fill("4");
  await page.getByLabel(/^PLZ\*?$/).fill("50667");
  await page.getByLabel(/^Ort\*?$/).fill("Köln");
  await page.getByLabel(/^Land\*?$/).selectOption("DE");
  await page.getByLabel("E-Mail für die Rechnung").fill("erika@example.test");
  await page.getByLabel("Tag", { exact: true }).selectOption("12");
  await page.getByLabel("Monat", { exact: true }).selectOption("4");
  await page.getByLabel("Jahr", { exact: true }).selectOption("1990");
}

async function consent(page: Page, both = true) {
  await page.getByTestId("consent-cancellation").check();
  if (both) await page.getByTestId("consent-revocation").check();
}

test.describe("checkout (issue 11)", () => {
  test.describe.configure({ timeout: 150_000 });

  test("a client buys Plus by direct debit: plans with prices, the form with every field, a wrong IBAN and a missing consent refused, the confirmation, Plus at once", ONE_BRAND, async ({ browser, baseURL, at, brandInfo }) => {
    const { page } = await freshUser(browser, baseURL, at, "client");
    await page.setViewportSize(PHONE);

    // user/membership: status, plans with net + VAT per month, benefits of the user type.
    await page.goto(at("/user/membership"));
    await expect(page.getByTestId("membership-status")).toHaveAttribute("data-member", "false");
    await expect(page.getByTestId("plans-vat")).toContainText("19");
    const plan = page.getByTestId("plan-plus_3m_renewable");
    await expect(plan).toContainText("/ Monat");
    await expect(plan.getByTestId("plan-net-vat")).toContainText("netto 42,01");
    await expect(page.getByTestId("membership-benefits")).toContainText("Unsichtbar surfen");
    await noAxeViolations(page, "membership, free");
    await shoot(page, brandInfo.brand, "membership-free");
    await page.setViewportSize(DESKTOP);
    await shoot(page, brandInfo.brand, "membership-free");
    await page.setViewportSize(PHONE);

    // The plan's buy link opens the checkout at the customer data, the plan chosen.
    await page.getByTestId("buy-plus_3m_renewable").click();
    await checkoutReady(page);
    await expect(page.getByTestId("buy-page")).toHaveAttribute("data-step", "step_custom_data");
    // A missing field is refused here already, at its field.
    await page.getByTestId("next-step_pay_info").click();
    await expect(page.getByTestId("salutation-Mister")).toBeFocused();
    await expect(page.getByTestId("step-step_custom_data")).toContainText("Dieses Feld ist erforderlich.");
    await fillCustomer(page);
    await noAxeViolations(page, "checkout, customer data");
    await shoot(page, brandInfo.brand, "buy-customer");
    await page.getByTestId("next-step_pay_info").click();
    await expect(page.getByTestId("buy-page")).toHaveAttribute("data-step", "step_pay_info");

    // Direct debit: the IBAN is checked by the api when the field is left.
    await page.getByTestId("method-DD").click();
    const iban = page.getByLabel(/^IBAN\*?$/);
    await iban.fill(IBAN_BAD_CHECKSUM);
    await iban.blur();
    await expect(page.getByTestId("direct-debit-fields")).toContainText("Die IBAN ist nicht gültig – bitte prüfe die Ziffern.");
    await iban.fill(IBAN_OK);
    await iban.blur();
    await expect(page.getByTestId("direct-debit-fields")).toContainText("IBAN geprüft: DE89 3704 0044 0532 0130 00");
    await expect(page.getByTestId("summary-total")).toHaveText(/49,99\s€/);

    // One consent missing: refused at its checkbox, nothing lost.
    await consent(page, false);
    await page.getByTestId("pay-submit").click();
    await expect(page.getByTestId("consent-revocation")).toBeFocused();
    await expect(page.getByTestId("step-step_pay_info")).toContainText("Bitte stimme zu, um fortzufahren.");
    await expect(iban).toHaveValue(IBAN_OK);
    await noAxeViolations(page, "checkout, pay info with errors");
    await shoot(page, brandInfo.brand, "buy-pay-dd");
    await page.setViewportSize(DESKTOP);
    await shoot(page, brandInfo.brand, "buy-pay-dd");
    await page.setViewportSize(PHONE);

    await page.getByTestId("consent-revocation").check();
    await page.getByTestId("pay-submit").click();

    // buy/confirm: the debit is placed (pending, mandate shown), polled until the sandbox bank collected it.
    await expect(page.getByTestId("buy-confirm")).toBeVisible();
    await expect(page.getByTestId("confirm-mandate")).toContainText("DE89");
    await expect(page.getByTestId("confirm-progress")).toBeVisible();
    await noAxeViolations(page, "confirm, pending");
    await shoot(page, brandInfo.brand, "confirm-pending");
    await expect(page.getByTestId("buy-confirm")).toHaveAttribute("data-status", "success", { timeout: 30_000 });
    await expect(page.getByTestId("confirm-result")).toContainText("Plus ist aktiv bis");
    await noAxeViolations(page, "confirm, success");
    await shoot(page, brandInfo.brand, "confirm-success");
    await page.setViewportSize(DESKTOP);
    await shoot(page, brandInfo.brand, "confirm-success");

    // The benefits at once: Plus in the settings, the members' search radii.
    await page.goto(at("/user/membership"));
    await expect(page.getByTestId("membership-status")).toHaveAttribute("data-member", "true");
    await expect(page.getByTestId("membership-renewal")).toContainText("Verlängert sich am");
    await noAxeViolations(page, "membership, member");
    await shoot(page, brandInfo.brand, "membership-member");
    await page.goto(at("/escorts?mode=radius&city=berlin"));
    await expect(page.locator('select[name="radius"] option[value="500"]')).toHaveCount(1);

    // Cancelling asks first, then keeps Plus until the end of the period.
    await page.goto(at("/user/membership"));
    await page.getByTestId("membership-cancel").click();
    await expect(page.getByTestId("membership-cancel-confirm")).toBeVisible();
    await noAxeViolations(page, "membership, cancel confirmation");
    await shoot(page, brandInfo.brand, "membership-cancel");
    await page.getByTestId("membership-cancel-submit").click();
    await expect(page.getByTestId("membership-cancelled")).toBeVisible();
    await expect(page.getByTestId("membership-renewal")).toContainText("Gekündigt – Plus bleibt bis");
    await expect(page.getByTestId("membership-status")).toHaveAttribute("data-member", "true");
    await page.context().close();
  });

  test("a client buys Plus by card through the sandbox card page with a 3-D Secure challenge; a promotion code lowers the price", async ({ browser, baseURL, at, brandInfo }) => {
    const { page } = await freshUser(browser, baseURL, at, "client");
    await page.setViewportSize(DESKTOP);
    await page.goto(at("/buy/membership"));
    await checkoutReady(page);
    await expect(page.getByTestId("buy-page")).toHaveAttribute("data-step", "select_goods");
    await page.getByTestId("item-plus_1m_renewable").click();
    await noAxeViolations(page, "checkout, select goods");
    await shoot(page, brandInfo.brand, "buy-select");
    await page.setViewportSize(PHONE);
    await shoot(page, brandInfo.brand, "buy-select");
    await page.setViewportSize(DESKTOP);
    await page.getByTestId("next-step_custom_data").click();
    await fillCustomer(page);
    await page.getByTestId("next-step_pay_info").click();
    await page.getByTestId("method-CC").click();
    await expect(page.getByTestId("summary-total")).toHaveText(/19,99\s€/);

    // An unknown code is refused at its field; a real one lowers the price shown (and charged).
    await page.getByTestId("promotion-code").fill("NICHTDA");
    await page.getByTestId("promotion-check").click();
    await expect(page.getByTestId("step-step_pay_info")).toContainText("Dieser Aktionscode ist nicht gültig.");
    await page.getByTestId("promotion-code").fill("PLUS20");
    await page.getByTestId("promotion-check").click();
    await expect(page.getByTestId("summary-discount")).toHaveText(/−3,36\s€/);
    await expect(page.getByTestId("summary-total")).toHaveText(/15,99\s€/);
    await noAxeViolations(page, "checkout, promotion");
    await shoot(page, brandInfo.brand, "buy-pay-cc-promotion");
    await page.setViewportSize(PHONE);
    await shoot(page, brandInfo.brand, "buy-pay-cc-promotion");

    await consent(page);
    await page.getByTestId("pay-submit").click();

    // The sandbox provider's hosted page on the api's origin (a real form post of page_number and cipher).
    await page.waitForURL(/\/sandbox-provider\/card/);
    await expect(page.locator(".amount")).toContainText("15,99");
    await shoot(page, brandInfo.brand, "sandbox-card");
    await page.getByLabel(/Kartennummer|Card number/).fill("4000 0000 0000 3220");
    await page.getByLabel(/Gültig|Expiry/).fill("12/30");
    await page.getByLabel(/CVC|Prüfziffer/).fill("123");
    await page.getByLabel(/Karteninhaber|Cardholder|Name/).fill("Erika Mustermann");
    await page.getByRole("button", { name: /15,99/ }).click();
    const otp = page.getByTestId("sandbox-otp");
    await expect(otp).toBeVisible();
    await shoot(page, brandInfo.brand, "sandbox-3ds");
    await page.locator("#code").fill((await otp.textContent())!.trim());
    await page.locator('button[value="confirm"]').click();

    // Back on the brand: the confirmation polls until the card payment is confirmed.
    await page.waitForURL(/\/buy\/confirm\?/);
    await expect(page.getByTestId("buy-confirm")).toHaveAttribute("data-status", "success", { timeout: 30_000 });
    await expect(page.getByTestId("confirm-result")).toContainText("Plus ist aktiv bis");
    await expect(page.getByTestId("summary-discount")).toHaveText(/−3,36\s€/);
    await noAxeViolations(page, "confirm, card success");
    await page.goto(at("/user/membership"));
    await expect(page.getByTestId("membership-status")).toHaveAttribute("data-member", "true");
    await page.context().close();
  });

  test("a client buys dollars and sees the new balance; tokens only by invoice (bank details shown) or cashtocode", ONE_BRAND, async ({ browser, baseURL, at, brandInfo }) => {
    const { page } = await freshUser(browser, baseURL, at, "client");
    await page.setViewportSize(PHONE);
    await page.goto(at("/buy/token"));
    await checkoutReady(page);
    await page.getByTestId("next-step_custom_data").click();
    await fillCustomer(page);
    await page.getByTestId("next-step_pay_info").click();
    await expect(page.getByTestId("step-step_pay_info").locator('input[name="payment_type"]')).toHaveCount(2);
    await expect(page.getByTestId("method-TR")).toBeVisible();
    await expect(page.getByTestId("method-CT")).toBeVisible();
    await noAxeViolations(page, "checkout, tokens");
    await shoot(page, brandInfo.brand, "buy-token");
    // By invoice: the confirmation gives the bank details and the reference, and waits for the transfer.
    await page.getByTestId("method-TR").click();
    await consent(page);
    await page.getByTestId("pay-submit").click();
    await expect(page.getByTestId("buy-confirm")).toHaveAttribute("data-status", "pending");
    await expect(page.getByTestId("transfer-reference")).toHaveText(/\S{6,}/);
    await noAxeViolations(page, "confirm, invoice");
    await shoot(page, brandInfo.brand, "confirm-transfer");

    await page.goto(at("/buy/dollar?package=103"));
    await checkoutReady(page);
    await expect(page.getByTestId("buy-page")).toHaveAttribute("data-step", "step_custom_data");
    await fillCustomer(page);
    await page.getByTestId("next-step_pay_info").click();
    await page.getByTestId("method-DD").click();
    await page.getByLabel(/^IBAN\*?$/).fill(IBAN_OK);
    await consent(page);
    await shoot(page, brandInfo.brand, "buy-dollar");
    await page.setViewportSize(DESKTOP);
    await shoot(page, brandInfo.brand, "buy-dollar");
    await page.getByTestId("pay-submit").click();
    await expect(page.getByTestId("buy-confirm")).toHaveAttribute("data-status", "success", { timeout: 30_000 });
    await expect(page.getByTestId("confirm-result")).toContainText("100 Dollar wurden deinem Konto gutgeschrieben.");
    await expect(page.getByTestId("confirm-balance")).toHaveText("Neuer Kontostand: 100 Dollar");
    await noAxeViolations(page, "confirm, dollars");
    await shoot(page, brandInfo.brand, "confirm-dollar");
    await page.setViewportSize(PHONE);
    await shoot(page, brandInfo.brand, "confirm-dollar");

    // Auto recharge on user/dollar: the direct-debit mandate of this purchase lets it be switched on.
    await page.goto(at("/user/dollar"));
    const recharge = page.getByTestId("auto-recharge");
    await expect(recharge).toContainText("DE89");
    await recharge.getByTestId("auto-recharge-enabled").check();
    await recharge.getByTestId("auto-recharge-save").click();
    await expect(recharge.getByRole("status")).toHaveText("Gespeichert.");
    await noAxeViolations(page, "dollar page with auto recharge");
    await shoot(page, brandInfo.brand, "dollar-auto-recharge");
    await page.reload();
    await expect(page.getByTestId("auto-recharge-enabled")).toBeChecked();
    await page.context().close();
  });
});
