import { signedInPage } from "./accounts-fixtures";
import { expect, hydrated, seriousAxeViolations, test } from "./support";

// Issue 11 (ledger slice): a client with dollars sets the security PIN on user/dollar, tips an escort from the
// profile's tip dialog, and finds the tip in the history; a wrong PIN and an amount over the monthly limit are
// refused with their message and book nothing. The dollars come from the demo seed (packages/db seed: every demo
// account starts with a `grant` booking); each brand uses its own client so the two projects never share a
// balance, a PIN or a monthly limit. The rules themselves are proven by the api tests (apps/api/src/modules/ledger).

const PIN = "2468";
const clientOf = (brand: string) => (brand === "samtrot" ? "demo-client" : "demo-client-plus");

test.describe("dollars and tips", () => {
  test("a client sets the PIN, tips an escort and sees the tip in the history; wrong PIN and over-limit tips book nothing", async ({ browser, baseURL, at, brandInfo }) => {
    test.setTimeout(120_000);
    const page = await signedInPage(browser, baseURL, at, clientOf(brandInfo.brand));

    // user/dollar: both balances and the history of the starting dollars
    await page.goto(at("/user/dollar"));
    await expect(page.getByRole("heading", { level: 1, name: "Dollar und Token" })).toBeVisible();
    const dollars = Number((await page.getByTestId("balance-dollar").locator(".wr-money__balance-value").innerText()).replace(/\D/g, ""));
    expect(dollars).toBeGreaterThan(50);
    await expect(page.getByTestId("buy-dollars")).toHaveAttribute("href", new RegExp(`/buy/dollar\\?return=${encodeURIComponent(at("/user/dollar")).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
    await expect(page.getByTestId("history-row").filter({ hasText: "Gutschrift" }).first()).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // security PIN: the repeated PIN must match, then it is saved with the password
    const pinForm = page.getByTestId("pin-form");
    await pinForm.getByLabel(/PIN/).first().fill(PIN);
    await pinForm.getByLabel("PIN wiederholen").fill("1357");
    await pinForm.getByLabel("Dein Passwort").fill("Samtrot-Demo-2026!");
    await page.getByTestId("pin-submit").click();
    await expect(pinForm.getByText("Die beiden PINs stimmen nicht überein.")).toBeVisible();
    await pinForm.getByLabel(/PIN/).first().fill(PIN);
    await pinForm.getByLabel("PIN wiederholen").fill(PIN);
    await pinForm.getByLabel("Dein Passwort").fill("Samtrot-Demo-2026!");
    await page.getByTestId("pin-submit").click();
    await expect(page.getByTestId("pin-saved")).toBeVisible();

    // the tip dialog on the escort's profile, keyboard first
    await page.goto(at("/p/demo-escort"));
    const dialog = page.getByTestId("tip-dialog");
    // The button opens the dialog once the page runs; its code loads on the first press (slow on a busy machine).
    await hydrated(page);
    await page.getByTestId("profile-tip").focus();
    await page.keyboard.press("Enter");
    await expect(dialog.getByTestId("tip-form")).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByTestId("tip-preview-before")).toHaveText(new Intl.NumberFormat("de-DE").format(dollars));
    await dialog.getByRole("radio", { name: "5", exact: true }).check();
    await expect(dialog.getByTestId("tip-preview-after")).toHaveText(new Intl.NumberFormat("de-DE").format(dollars - 5));
    expect(await seriousAxeViolations(page)).toEqual([]);

    // a wrong PIN is refused at the PIN field
    await dialog.getByTestId("tip-pin").fill("0000");
    await dialog.getByTestId("tip-submit").click();
    await expect(dialog.getByText(/Die PIN ist falsch/)).toBeVisible();

    // over the monthly limit (250): the dialog says how much is left and does not send
    await dialog.getByRole("radio", { name: "Anderer Betrag" }).check();
    await dialog.getByTestId("tip-amount-input").fill("251");
    await expect(dialog.getByText(/Monatliches Limit von 250 Dollar/)).toBeVisible();
    await expect(dialog.getByTestId("tip-submit")).toBeDisabled();

    // the right PIN and 5 dollars: booked, the balance after is shown
    await dialog.getByRole("radio", { name: "5", exact: true }).check();
    await dialog.getByTestId("tip-pin").fill(PIN);
    await dialog.getByTestId("tip-submit").click();
    await expect(dialog.getByTestId("tip-success")).toBeVisible();
    await expect(dialog.getByTestId("tip-balance-after")).toContainText(new Intl.NumberFormat("de-DE").format(dollars - 5));
    await dialog.getByTestId("tip-done").click();
    await expect(dialog).toBeHidden();

    // the history: exactly one new row, the tip of 5 to demo-escort (the refused tries booked nothing)
    await page.goto(at("/user/dollar?type=transfer&sort=date&order=desc"));
    const rows = page.getByTestId("history-row");
    await expect(rows.first()).toHaveAttribute("data-amount", "-5");
    await expect(rows.first()).toContainText("demo-escort");
    await expect(page.getByTestId("balance-dollar")).toContainText(new Intl.NumberFormat("de-DE").format(dollars - 5));

    // phone width: the history is readable cards, no sideways scrolling
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(at("/user/dollar"));
    await expect(rows.first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
