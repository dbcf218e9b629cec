import { noisyPng, uploadPhotoThroughProxy } from "./accounts-fixtures";
import { PASSWORD, freshUser } from "./settings-support";
import { expect, pageApi, seriousAxeViolations, test } from "./support";

// Issue 16 item 3 (decision 044): an fsk18 photo is refused to an adult who is not verified; the user verifies
// through the sandbox age-verification provider, enters the password again, and the photo is served. The rules
// themselves (signatures, expiry, attempts, audit) are proven over HTTP in apps/api identity.test.ts.

test("closed user group: fsk18 photo refused → verified at the provider → password again → served", async ({ browser, baseURL, at }) => {
  const origin = new URL(baseURL!).origin;
  const escort = await freshUser(browser, baseURL, at, "escort");
  await escort.page.goto(at("/user"));
  const mediaId = await uploadPhotoThroughProxy(escort.page.request, origin, noisyPng(400, 300), undefined, "gallery");
  const item = (await pageApi(escort.page, "POST", "/api/v2/gallery", { media_id: mediaId, visibility: 4 })) as { urls: { thumb: string } };
  await escort.page.context().close();

  const { page } = await freshUser(browser, baseURL, at, "client");
  const photo = () => page.request.get(item.urls.thumb);
  expect((await photo()).status()).toBe(403);

  // The profile says why the photo is locked and leads to the verification.
  await page.goto(at(`/p/${escort.username}`));
  await expect(page.getByTestId("profile-adult-lock")).toHaveAttribute("data-reason", "age_check");
  await expect(page.getByTestId("profile-adult-lock")).toContainText("Fotos ab 18");
  await page.getByTestId("profile-adult-lock-link").click();
  await expect(page.getByTestId("identity-fsk18")).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The provider (the api's sandbox) answers with a signed result; the page shows it and asks for the password.
  await page.getByTestId("fsk18-start").click();
  await expect(page.getByRole("heading", { name: "Age verification" })).toBeVisible();
  await page.getByTestId("sandbox-adult").click();
  await expect(page.getByTestId("identity-flash")).toContainText("Dein Alter ist bestätigt");
  await expect(page.getByTestId("identity-adult")).toHaveAttribute("data-state", "yes");
  await expect(page.getByTestId("identity-group")).toHaveAttribute("data-state", "closed");
  expect((await photo()).status()).toBe(403);

  await page.getByTestId("identity-reauth").getByLabel("Passwort").fill(PASSWORD);
  await page.getByTestId("reauth-submit").click();
  await expect(page.getByTestId("identity-saved")).toContainText("60 Minuten");
  await expect(page.getByTestId("identity-group")).toHaveAttribute("data-state", "open");
  expect((await photo()).status()).toBe(200);

  // On the profile the photo is shown now, and loads.
  await page.goto(at(`/p/${escort.username}`));
  await expect(page.getByTestId("profile-adult-lock")).toHaveCount(0);
  await expect(page.getByTestId("gallery-locked")).toHaveCount(0);
  const shown = page.locator(`img[src="${item.urls.thumb}"]`).first();
  await expect(shown).toBeVisible();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.context().close();
});
