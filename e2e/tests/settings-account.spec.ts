import type { Page } from "@playwright/test";
import { signIn } from "./accounts-fixtures";
import { demoUser, freshUser, openSection, PASSWORD, postWithoutScript, saveAndExpectRefused, saveAndExpectSaved } from "./settings-support";
import { expect, seriousAxeViolations, test } from "./support";

// Issue 6 "done when", account area: every section edited with a valid value (stored, shown after a reload) and an
// invalid one (refused with its translated message, nothing stored). Sections made only of checkboxes cannot be
// given an invalid value in the browser; for them the invalid value goes to the api through the brand's proxy,
// as a forged request would, and must be refused with a validation key and change nothing.

/** PUT through the same-origin proxy with a value of the wrong type. */
async function forgedPut(page: Page, key: string, body: unknown) {
  const response = await page.request.put(`/api/v2/settings/${key}`, {
    headers: { origin: new URL(page.url()).origin, "content-type": "application/json" },
    data: JSON.stringify(body),
  });
  const json = (await response.json()) as { errors?: { title: string }[] };
  return { status: response.status(), title: json.errors?.[0]?.title ?? "" };
}

/** A checkbox section: toggled and saved, stored after a reload; a forged non-boolean refused, nothing stored. */
async function checkboxSection(page: Page, at: (path: string) => string, key: string, label: string, field: string) {
  await openSection(page, at, key);
  const box = page.getByRole("checkbox", { name: label, exact: true });
  const before = await box.isChecked();
  await box.setChecked(!before);
  await saveAndExpectSaved(page);
  await openSection(page, at, key);
  await expect(box).toBeChecked({ checked: !before });
  const forged = await forgedPut(page, key, { [field]: "ja" });
  expect(forged.status).toBe(422);
  expect(forged.title).toMatch(/^validation\./);
  await openSection(page, at, key);
  await expect(box).toBeChecked({ checked: !before });
}

test.describe("settings: account area", () => {
  test.describe.configure({ timeout: 120_000 });

  test("gifts, search_visibility, notifications, data_privacy and forum_notifications (client)", async ({ browser, baseURL, at }) => {
    const { page } = await freshUser(browser, baseURL, at, "client");
    await checkboxSection(page, at, "gifts", "Geschenke annehmen", "accept_gifts");
    await checkboxSection(page, at, "search_visibility", "In der Suche sichtbar", "search_visible");
    await checkboxSection(page, at, "notifications", "Newsletter", "email_newsletter");
    await checkboxSection(page, at, "data_privacy", "Seitenaufrufe mit meinem Konto verknüpfen", "allow_tracking");

    await openSection(page, at, "forum_notifications");
    const digest = page.getByRole("combobox", { name: "Zusammenfassung" });
    await digest.selectOption("weekly");
    await saveAndExpectSaved(page);
    await openSection(page, at, "forum_notifications");
    await expect(digest).toHaveValue("weekly");
    const refused = await postWithoutScript(page, at("/user/forum_notifications"), { replies: "on", digest: "monthly" });
    expect(refused.status).toBe(422);
    expect(refused.text).toContain("Bitte korrigiere alle ungültigen Felder");
    await openSection(page, at, "forum_notifications");
    await expect(digest).toHaveValue("weekly");
    await page.context().close();
  });

  test("date_review_display (escort)", async ({ browser, baseURL, at }) => {
    const { page } = await freshUser(browser, baseURL, at, "escort");
    await checkboxSection(page, at, "date_review_display", "Date-Bewertungen im Profil zeigen", "show_date_reviews");
    await page.context().close();
  });

  test("email_password: a wrong current password is refused and changes nothing; the right one sets the new password", async ({ browser, baseURL, at }) => {
    const { page, username } = await freshUser(browser, baseURL, at, "client");
    await openSection(page, at, "email_password");
    await page.getByLabel("Aktuelles Passwort").fill("falsch-falsch-falsch");
    await page.getByLabel("Neues Passwort").fill("Neu-und-Sicher-2026!");
    await saveAndExpectRefused(page);
    await expect(page.getByText("Das aktuelle Passwort stimmt nicht.")).toBeVisible();
    await openSection(page, at, "email_password");
    await page.getByLabel("Aktuelles Passwort").fill(PASSWORD);
    await page.getByLabel("Neue E-Mail-Adresse").fill("keine-adresse");
    await saveAndExpectRefused(page);
    await expect(page.getByText("Bitte gib eine gültige E-Mail-Adresse an.")).toBeVisible();
    await openSection(page, at, "email_password");
    await page.getByLabel("Aktuelles Passwort").fill(PASSWORD);
    await page.getByLabel("Neues Passwort").fill("kurz");
    await saveAndExpectRefused(page);
    await expect(page.getByText("Das Passwort ist zu kurz.")).toBeVisible();
    await openSection(page, at, "email_password");
    await page.getByLabel("Aktuelles Passwort").fill(PASSWORD);
    await page.getByLabel("Neues Passwort").fill("Neu-und-Sicher-2026!");
    await saveAndExpectSaved(page);
    // The new password signs in; the old one no longer does.
    const fresh = await browser.newContext({ baseURL, locale: "de-DE" });
    const again = await fresh.newPage();
    await signIn(again, { loginUrl: at("/login"), username, password: "Neu-und-Sicher-2026!" });
    await fresh.close();
    // From an address of its own, so this failure counts against no other test's sign-in limit.
    const old = await page.request.post("/oauth/v2/token", {
      headers: { origin: new URL(page.url()).origin, "x-forwarded-for": "192.0.2.77" },
      form: { grant_type: "password", username, password: PASSWORD },
    });
    expect(old.status()).toBe(400);
    expect(((await old.json()) as { error: string }).error).toBe("invalid_grant");
    await page.context().close();
  });

  test("membership shows the status, the Plus benefits and the plans; billing_invoices starts empty and cannot be changed", async ({ browser, baseURL, at }) => {
    const { page } = await freshUser(browser, baseURL, at, "client");
    await page.goto(at("/user/membership"));
    await expect(page.getByTestId("membership-status")).toHaveAttribute("data-member", "false");
    await expect(page.getByTestId("membership-status")).toContainText("Du nutzt die kostenlose Mitgliedschaft");
    await expect(page.getByTestId("membership-benefits")).toContainText("Unsichtbar surfen");
    await expect(page.getByTestId("membership-plans")).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await openSection(page, at, "billing_invoices");
    await expect(page.getByTestId("invoices-empty")).toContainText("Noch keine Rechnungen");
    expect(await seriousAxeViolations(page)).toEqual([]);
    const billing = await postWithoutScript(page, at("/user/billing_invoices"), { invoices: "[]" });
    expect(billing.status).toBe(405);
    expect(billing.text).toContain("Dieser Bereich kann hier nicht geändert werden.");
    await page.context().close();

    const member = await demoUser(browser, baseURL, at, "demo-client-plus");
    await member.goto(at("/user/membership"));
    await expect(member.getByTestId("membership-status")).toHaveAttribute("data-member", "true");
    await expect(member.getByRole("heading", { name: "Deine Plus-Vorteile" })).toBeVisible();
    await member.context().close();
  });

  test("in English the new sections speak English", async ({ browser, baseURL, at }) => {
    const { page } = await freshUser(browser, baseURL, at, "client");
    await page.goto(at("/user/first_contact_filter_and_blocklist", "en"));
    await expect(page.getByText("Choose who may write to you first.")).toBeVisible();
    await expect(page.getByTestId("blocklist-empty")).toContainText("You have not blocked anyone.");
    await page.goto(at("/user/billing_invoices", "en"));
    await expect(page.getByTestId("invoices-empty")).toContainText("No invoices yet");
    await page.goto(at("/user/membership", "en"));
    await expect(page.getByTestId("membership-status")).toContainText("You use the free membership");
    await page.goto(at("/user/age_check_verification", "en"));
    await expect(page.getByRole("heading", { name: "Upload your ID" })).toBeVisible();
    await page.context().close();
  });
});
