import type { APIRequestContext, Page } from "@playwright/test";
import { noisyPng, signedInPage, testClientAddress, uploadPhotoThroughProxy } from "./accounts-fixtures";
import { freshUser, payByDebit } from "./settings-support";
import { expect, seriousAxeViolations, test } from "./support";

// Issue 11 (media bundles, spec 001 §2 bundle manager, §3 bundle status, §6 "locked-image bundles"): an escort puts
// two private photos into a bundle and submits it in the browser, the team reviewer (demo-team) accepts it through
// the api, a client buys 100 dollars by direct debit (the sandbox bank settles it) and unlocks the bundle in the
// browser, after which the photos open. Fresh accounts per brand, so the two projects never share one.

async function postThroughProxy(request: APIRequestContext, origin: string, path: string, body: unknown, address = testClientAddress()) {
  const response = await request.post(path, { headers: { origin, "content-type": "application/json", "x-forwarded-for": address }, data: JSON.stringify(body) });
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as { data: any };
}

/** Buys the 100-dollar package (item 103) by direct debit and waits until the sandbox bank's booking arrives. */
async function buyDollars(page: Page, origin: string): Promise<void> {
  await payByDebit(page, origin, 103);
  await expect
    .poll(async () => ((await (await page.request.get("/api/v2/ledger/balance")).json()) as { data: { dollar: number } }).data.dollar, { timeout: 40_000 })
    .toBe(100);
}

test("an escort creates and submits a bundle, the team accepts it, a client with dollars unlocks it and sees the photos", async ({ browser, baseURL, at }) => {
  test.setTimeout(150_000);
  const origin = new URL(baseURL!).origin;
  const escort = await freshUser(browser, baseURL, at, "escort");
  const address = testClientAddress();
  const mediaIds: number[] = [];
  for (const size of [[640, 480], [480, 640], [600, 600]] as const) {
    const mediaId = await uploadPhotoThroughProxy(escort.page.request, origin, noisyPng(size[0], size[1]), address, "gallery");
    await postThroughProxy(escort.page.request, origin, "/api/v2/gallery", { media_id: mediaId, visibility: 5 }, address);
    mediaIds.push(mediaId);
  }

  // my_bundles: the empty state leads to the editor.
  const seller = escort.page;
  await seller.goto(at("/my_bundles"));
  await expect(seller.getByTestId("bundles-empty")).toBeVisible();
  expect(await seriousAxeViolations(seller)).toEqual([]);
  await seller.getByTestId("bundles-new").click();
  // creation_selection: the photos are chosen with the keyboard (each tile is a checkbox).
  await expect(seller.getByTestId("bundle-selection")).toBeVisible();
  for (const id of mediaIds.slice(0, 2)) {
    await seller.locator(`[data-testid="bundle-pick"][data-id="${id}"] input`).focus();
    await seller.keyboard.press("Space");
  }
  await expect(seller.getByTestId("bundle-selected-count")).toContainText("2");
  expect(await seriousAxeViolations(seller)).toEqual([]);
  await seller.getByTestId("bundle-selection-next").click();
  // creation_meta_info: a price out of range is refused at its field, then the bundle is submitted for review.
  await expect(seller.getByTestId("bundle-meta")).toBeVisible();
  const title = `Abendlicht ${Date.now().toString(36)}`;
  await seller.getByTestId("bundle-title").fill(title);
  await seller.getByTestId("bundle-price").fill("900");
  await seller.getByTestId("bundle-save-submit").click();
  await expect(seller.getByText("Der Preis muss zwischen 1 und 500 Dollar liegen")).toBeVisible();
  await seller.getByTestId("bundle-price").fill("20");
  await expect(seller.getByTestId("bundle-preview")).toContainText(title);
  expect(await seriousAxeViolations(seller)).toEqual([]);
  await seller.getByTestId("bundle-save-submit").click();
  await expect(seller.getByTestId("bundles-saved")).toBeVisible();
  const card = seller.getByTestId("bundle-card").filter({ hasText: title });
  await expect(card).toHaveAttribute("data-status", "pending");
  await expect(card.getByTestId("bundle-status")).toHaveText("In Prüfung");
  const bundleId = Number(await card.getAttribute("data-id"));

  // The team reviewer accepts it through the api (the moderation console is a later issue).
  const team = await signedInPage(browser, baseURL, at, "demo-team");
  const queue = (await (await team.request.get("/api/v2/bundle-review")).json()) as { data: { items: { id: number }[] } };
  expect(queue.data.items.map((b) => b.id)).toContain(bundleId);
  const accepted = await postThroughProxy(team.request, origin, `/api/v2/bundles/${bundleId}/review`, { decision: "accept" });
  expect(accepted.data.status).toBe("accepted");
  await seller.reload();
  await expect(seller.getByTestId("bundle-card").filter({ hasText: title })).toHaveAttribute("data-status", "accepted");

  // A client with 100 dollars unlocks it on the escort's profile.
  const client = await freshUser(browser, baseURL, at, "client");
  const buyer = client.page;
  await buyDollars(buyer, origin);
  await buyer.goto(at(`/p/${escort.username}`));
  const shopCard = buyer.locator(`[data-testid="shop-bundle"][data-id="${bundleId}"]`);
  await expect(shopCard).toHaveAttribute("data-bought", "false");
  await expect(shopCard.getByTestId("shop-bundle-photos")).toHaveCount(0);
  // Locked for the buyer until bought: the media route refuses the bytes.
  expect((await buyer.request.get(`/api/v2/media/${mediaIds[0]}/thumb`)).status()).toBe(403);
  await shopCard.getByTestId("shop-bundle-unlock").click();
  const dialog = buyer.getByTestId("unlock-dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("unlock-price")).toContainText("20");
  await expect(dialog.getByTestId("unlock-balance-before")).toContainText("100");
  await expect(dialog.getByTestId("unlock-balance-after")).toContainText("80");
  expect(await seriousAxeViolations(buyer)).toEqual([]);
  await dialog.getByTestId("unlock-confirm").click();
  await expect(buyer.getByTestId("unlock-success")).toBeVisible();
  await expect(shopCard).toHaveAttribute("data-bought", "true");
  const photos = shopCard.getByTestId("shop-bundle-photo").locator("img");
  await expect(photos).toHaveCount(2);
  await expect.poll(async () => photos.evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0))).toBe(true);
  expect((await buyer.request.get(`/api/v2/media/${mediaIds[0]}/full`)).status()).toBe(200);
  const balance = (await (await buyer.request.get("/api/v2/ledger/balance")).json()) as { data: { dollar: number } };
  expect(balance.data.dollar).toBe(80);
  // The photos open in the lightbox.
  await shopCard.getByTestId("shop-bundle-photo").first().click();
  await expect(buyer.getByRole("dialog", { name: title })).toBeVisible();
  await buyer.keyboard.press("Escape");

  // A single private photo: the escort prices it in her gallery, the client unlocks it from the profile's photos.
  const single = mediaIds[2]!;
  await seller.goto(at("/user/media_gallery"));
  const tile = seller.locator(`[data-testid="gallery-item"][data-id="${single}"]`);
  await tile.getByTestId("gallery-unlocks").locator("summary").click();
  await tile.getByLabel("Preis zum Freischalten (Dollar)").fill("5");
  await tile.getByTestId("gallery-unlock-price-save").click();
  await expect(seller.getByTestId("gallery-message")).toContainText("Der Preis ist gespeichert");
  await buyer.goto(at(`/p/${escort.username}`));
  await buyer.locator(`a[href*="unlock=medium-${single}"]`).click();
  const photoDialog = buyer.getByTestId("unlock-dialog");
  await expect(photoDialog).toBeVisible();
  await expect(photoDialog.getByTestId("unlock-balance-before")).toContainText("80");
  await expect(photoDialog.getByTestId("unlock-balance-after")).toContainText("75");
  await photoDialog.getByTestId("unlock-confirm").click();
  await expect(buyer.getByTestId("unlock-success")).toContainText("Das Foto ist jetzt für dich sichtbar");
  expect((await buyer.request.get(`/api/v2/media/${single}/full`)).status()).toBe(200);
  expect((await (await buyer.request.get("/api/v2/ledger/balance")).json()).data.dollar).toBe(75);
});
