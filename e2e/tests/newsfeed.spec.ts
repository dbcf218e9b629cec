import { noisyPng, testClientAddress, uploadPhotoThroughProxy } from "./accounts-fixtures";
import { freshUser } from "./settings-support";
import { expect, seriousAxeViolations, test } from "./support";

// Issue 14 item 4: the newsfeed. A fresh client favourites a fresh escort through the api, the escort adds a public
// photo through the api, the client finds it first on the favorites tab (fresh accounts: other specs running beside
// this one add photos and blogs of the demo accounts); a guest gets the page rendered by the server. Both brands.

test("a favourite's new photo shows on the favorites tab; guests get the page server-rendered", async ({ browser, baseURL, at, request }) => {
  const origin = new URL(baseURL!).origin;
  const [client, escort] = await Promise.all([freshUser(browser, baseURL, at, "client"), freshUser(browser, baseURL, at, "escort")]);
  const escortId = ((await (await escort.page.request.get("/api/v2/user/info", { headers: { origin } })).json()) as { data: { id: number } }).data.id;
  const fav = await client.page.request.post(`/api/v2/favorites/${escortId}`, { headers: { origin, "x-forwarded-for": testClientAddress() } });
  expect(fav.status(), await fav.text()).toBeLessThan(300);

  const mediaId = await uploadPhotoThroughProxy(escort.page.request, origin, noisyPng(320, 240), testClientAddress(), "gallery");
  const added = await escort.page.request.post("/api/v2/gallery", { headers: { origin, "content-type": "application/json" }, data: JSON.stringify({ media_id: mediaId, visibility: 1 }) });
  expect(added.status(), await added.text()).toBe(201);

  await client.page.goto(at("/newsfeed?tab=favorites"));
  await expect(client.page.getByTestId("newsfeed-tab-favorites")).toHaveAttribute("aria-current", "page");
  const first = client.page.getByTestId("newsfeed-item").first();
  await expect(first).toHaveAttribute("data-kind", "photo");
  await expect(first.locator(`img[src*="${mediaId}"]`)).toBeVisible();
  expect(await seriousAxeViolations(client.page)).toEqual([]);
  await escort.page.context().close();
  await client.page.context().close();

  // a guest: the server's HTML already holds the feed, and the favorites tab asks to sign in
  const html = await (await request.get(at("/newsfeed"))).text();
  expect(html).toContain('data-testid="newsfeed"');
  expect(html).toContain('data-testid="newsfeed-item"');
  const guest = await browser.newPage({ baseURL, locale: "de-DE" });
  await guest.goto(at("/newsfeed?tab=favorites"));
  await expect(guest.getByTestId("newsfeed-empty")).toContainText("Du hast noch keine Favoriten.");
  await expect(guest.getByTestId("newsfeed-empty").getByRole("link", { name: "Anmelden" })).toBeVisible();
  await guest.close();
});
