import { noisyPng, signedInPage } from "./accounts-fixtures";
import { galleryIds, newTile } from "./gallery-fixtures";
import { ONE_BRAND, expect, seriousAxeViolations, test } from "./support";

// Issue 6 (web): profiles, settings, media gallery and data export, both brands. Each brand works with its own
// escort so the two projects never change the same account at the same time.
const OWNER = { samtrot: "demo-escort", nachtfalter: "demo-escort-plus" } as const;

test.describe("profile page", () => {
  test("a guest opens a demo profile: name, facts, prices, tabs with empty states", async ({ page, at }) => {
    const response = await page.goto(at("/p/demo-escort"));
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId("profile-name")).toBeVisible();
    await expect(page.getByTestId("profile-facts")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Preise", level: 2 })).toBeVisible();
    // Guests get no favourite or block button.
    await expect(page.getByTestId("profile-favorite")).toHaveCount(0);
    // Photo first: the gallery hero leads the page (or its placeholder while the profile has no public photo).
    await expect(page.getByTestId("gallery-hero")).toBeVisible();
    // Real tabs: arrow keys move between them, the address follows the selected tab.
    const reviewsTab = page.getByTestId("profile-tab-reviews");
    await expect(reviewsTab).toHaveAttribute("role", "tab");
    await reviewsTab.click();
    await expect(page).toHaveURL(/\/p\/demo-escort\/reviews$/);
    await expect(reviewsTab).toHaveAttribute("aria-selected", "true");
    await expect(page.getByTestId("profile-reviews-empty")).toContainText("Noch keine veröffentlichten Bewertungen.");
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test("username check: invalid → 404 page with reason, favicon → 500, unknown tab → 404, unknown name → 404", async ({ page, at }) => {
    await page.goto(at("/p/bad--name"));
    await expect(page).toHaveURL(/\/error\/404\?reason=username_invalid$/);
    expect((await page.request.get(at("/p/favicon.ico"))).status()).toBe(500);
    expect((await page.request.get(at("/p/demo-escort/favicon.ico"))).status()).toBe(500);
    expect((await page.request.get(at("/p/demo-escort/nope"))).status()).toBe(404);
    expect((await page.request.get(at("/p/no-such-user-xyz"))).status()).toBe(404);
  });

  test("in English the profile speaks English", async ({ page, at }) => {
    await page.goto(at("/p/demo-escort", "en"));
    await expect(page.getByRole("heading", { name: "Prices", level: 2 })).toBeVisible();
  });
});

test.describe("settings, gallery, export (signed in)", ONE_BRAND, () => {
  test.describe.configure({ mode: "serial" });

  test("settings: a valid value is stored, an invalid one refused with its message and nothing stored", async ({ browser, baseURL, at, brandInfo }) => {
    const page = await signedInPage(browser, baseURL, at, OWNER[brandInfo.brand]);
    await page.goto(at("/user"));
    await expect(page.getByTestId("settings-area-profile_appearance")).toBeVisible();
    await page.getByTestId("settings-link-status_description").click();
    await expect(page.getByTestId("settings-status_description")).toHaveAttribute("data-interactive", "true");
    const status = `Heute da ${Date.now().toString(36)}`;
    await page.getByLabel("Status", { exact: true }).fill(status);
    await page.getByTestId("settings-submit").click();
    await expect(page.getByTestId("settings-saved")).toBeVisible();
    await page.goto(at("/user/status_description"));
    await expect(page.getByLabel("Status", { exact: true })).toHaveValue(status);
    // The profile shows the new status.
    await page.goto(at(`/p/${OWNER[brandInfo.brand]}`));
    await expect(page.getByTestId("profile-page")).toContainText(status);

    // Invalid phone: refused at the field with the catalogue's message; the stored number stays.
    await page.goto(at("/user/contact"));
    await expect(page.getByTestId("settings-contact")).toHaveAttribute("data-interactive", "true");
    const phone = page.getByLabel("Telefonnummer", { exact: true });
    const before = await phone.inputValue();
    await phone.fill("abc-not-a-phone");
    await page.getByTestId("settings-submit").click();
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Bitte eine Telefonnummer aus Ziffern angeben, optional mit + am Anfang.")).toBeVisible();
    await page.goto(at("/user/contact"));
    await expect(page.getByLabel("Telefonnummer", { exact: true })).toHaveValue(before);

    // Without JavaScript the server refuses the same value (nothing stored either).
    const refused = await page.request.post(at("/user/contact"), {
      headers: { origin: new URL(page.url()).origin },
      form: { phone: "abc-not-a-phone", city: "berlin" },
    });
    expect(refused.status()).toBe(422);
    expect(await refused.text()).toContain("Bitte eine Telefonnummer aus Ziffern angeben");
    await page.goto(at("/user/contact"));
    await expect(page.getByLabel("Telefonnummer", { exact: true })).toHaveValue(before);
    await page.context().close();
  });

  test("gallery: upload with a progress bar, set visibility; the media URL gives exactly what the visibility allows", async ({ browser, baseURL, at, brandInfo }) => {
    const owner = await signedInPage(browser, baseURL, at, OWNER[brandInfo.brand]);
    await owner.goto(at("/user/media_gallery"));
    await expect(owner.getByTestId("media-gallery")).toHaveAttribute("data-interactive", "true");
    const before = await galleryIds(owner);
    await owner.locator("#gallery-file").setInputFiles({ name: "foto.png", mimeType: "image/png", buffer: noisyPng(400, 300) });
    await expect(owner.getByRole("progressbar", { name: "Upload" })).toBeVisible();
    await expect(owner.getByTestId("gallery-message")).toContainText("Foto hinzugefügt.", { timeout: 30_000 });
    const { id, tile } = await newTile(owner, before);
    await tile.getByLabel("Sichtbarkeit").selectOption("3");
    await tile.getByTestId("gallery-visibility-save").click();
    await expect(owner.getByTestId("gallery-message")).toContainText("Sichtbarkeit gespeichert.");
    const url = `/api/v2/media/${id}/thumb`;
    expect((await owner.request.get(url)).status()).toBe(200);

    const guest = await browser.newContext({ baseURL });
    expect((await guest.request.get(url)).status()).toBe(403);
    await guest.close();
    const client = await signedInPage(browser, baseURL, at, "demo-client");
    expect((await client.request.get(url)).status()).toBe(403);
    await client.context().close();
    const member = await signedInPage(browser, baseURL, at, "demo-client-plus");
    const allowed = await member.request.get(url);
    expect(allowed.status()).toBe(200);
    expect(allowed.headers()["content-type"]).toMatch(/^image\//);
    await member.context().close();

    // Clean up: the demo account keeps its gallery as it was.
    owner.once("dialog", (dialog) => void dialog.accept());
    await owner.locator(`[data-testid="gallery-item"][data-id="${id}"]`).getByTestId("gallery-delete").click();
    await expect(owner.getByTestId("gallery-message")).toContainText("Gelöscht.");
    await owner.context().close();
  });

  test("data export: request, wait for ready, download the archive", async ({ browser, baseURL, at, brandInfo }) => {
    const page = await signedInPage(browser, baseURL, at, OWNER[brandInfo.brand]);
    await page.goto(at("/user/data_privacy"));
    if (await page.getByTestId("data-export-start").isVisible()) await page.getByTestId("data-export-start").click();
    await expect(page.getByTestId("data-export-download")).toBeVisible({ timeout: 30_000 });
    const download = page.waitForEvent("download");
    await page.getByTestId("data-export-download").click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.zip$/);
    await page.context().close();
  });
});
