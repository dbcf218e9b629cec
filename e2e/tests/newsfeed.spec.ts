import { noisyPng, signedInPage, testClientAddress, uploadPhotoThroughProxy } from "./accounts-fixtures";
import { expect, test } from "./support";

// Issue 14 item 4: the newsfeed. A client favourites an escort through the api, the escort adds a public photo
// through the api, the client finds it first on the favorites tab; a guest gets the page rendered by the server.
// Both brands, each its own pair of demo accounts.
const ESCORT = { samtrot: "demo-escort", nachtfalter: "demo-escort-plus" } as const;
const CLIENT = { samtrot: "demo-client", nachtfalter: "demo-client-plus" } as const;

test("a favourite's new photo shows on the favorites tab; guests get the page server-rendered", async ({ browser, baseURL, at, brandInfo, request }) => {
  const origin = new URL(baseURL!).origin;
  const escort = await signedInPage(browser, baseURL, at, ESCORT[brandInfo.brand]);
  const escortId = ((await (await escort.context().request.get("/api/v2/user/info", { headers: { origin } })).json()) as { data: { id: number } }).data.id;
  const client = await signedInPage(browser, baseURL, at, CLIENT[brandInfo.brand]);
  const fav = await client.context().request.post(`/api/v2/favorites/${escortId}`, { headers: { origin, "x-forwarded-for": testClientAddress() } });
  expect(fav.status(), await fav.text()).toBeLessThan(300);

  const mediaId = await uploadPhotoThroughProxy(escort.context().request, origin, noisyPng(320, 240), testClientAddress(), "gallery");
  const added = await escort.context().request.post("/api/v2/gallery", { headers: { origin, "content-type": "application/json" }, data: JSON.stringify({ media_id: mediaId, visibility: 1 }) });
  expect(added.status(), await added.text()).toBe(201);

  await client.goto(at("/newsfeed?tab=favorites"));
  await expect(client.getByTestId("newsfeed-tab-favorites")).toHaveAttribute("aria-current", "page");
  const first = client.getByTestId("newsfeed-item").first();
  await expect(first).toHaveAttribute("data-kind", "photo");
  await expect(first.locator(`img[src*="${mediaId}"]`)).toBeVisible();
  await escort.context().close();
  await client.context().close();

  // a guest: the server's HTML already holds the feed, and the favorites tab asks to sign in
  const html = await (await request.get(at("/newsfeed"))).text();
  expect(html).toContain('data-testid="newsfeed"');
  expect(html).toContain(`${mediaId}`);
  const guest = await browser.newPage({ baseURL, locale: "de-DE" });
  await guest.goto(at("/newsfeed?tab=favorites"));
  await expect(guest.getByTestId("newsfeed-empty")).toContainText("Du hast noch keine Favoriten.");
  await expect(guest.getByTestId("newsfeed-empty").getByRole("link", { name: "Anmelden" })).toBeVisible();
  await guest.close();
});
