import type { APIRequestContext } from "@playwright/test";
import { noisyPng, signedInPage, testClientAddress, uploadPhotoThroughProxy } from "./accounts-fixtures";
import { freshUser } from "./settings-support";
import { expect, seriousAxeViolations, test } from "./support";

// Issue 14 item 4: the newsfeed. A fresh client favourites a fresh escort through the api; the escort adds a public
// photo, publishes a blog, has an event accepted and sets a new status (all through the api, the team approving); the
// client finds the four on the favorites tab, the photo first, and the blog and the event on the escort's profile tabs (fresh
// accounts: other specs running beside this one add photos and blogs of the demo accounts); a guest gets the page
// rendered by the server.

async function post(request: APIRequestContext, origin: string, path: string, body: unknown = {}): Promise<{ id: number }> {
  const response = await request.post(path, { headers: { origin, "content-type": "application/json" }, data: JSON.stringify(body) });
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  return ((await response.json()) as { data: { id: number } }).data;
}

test("a favourite's new photo, blog, event and status show on the favorites tab; guests get the page server-rendered", async ({ browser, baseURL, at, request }) => {
  const origin = new URL(baseURL!).origin;
  const [client, escort] = await Promise.all([freshUser(browser, baseURL, at, "client"), freshUser(browser, baseURL, at, "escort")]);
  const escortId = ((await (await escort.page.request.get("/api/v2/user/info", { headers: { origin } })).json()) as { data: { id: number } }).data.id;
  const fav = await client.page.request.post(`/api/v2/favorites/${escortId}`, { headers: { origin, "x-forwarded-for": testClientAddress() } });
  expect(fav.status(), await fav.text()).toBeLessThan(300);

  // a blog and an event of the favourite, approved by the team (the moderation pages are proven by their own specs)
  const team = await signedInPage(browser, baseURL, at, "demo-team");
  const blogTitle = `Feed-Blog ${escortId}`;
  const blog = await post(escort.page.request, origin, "/api/v2/blogs", { title: blogTitle, body: "<p>Ein Abend in Berlin, mit Freunden, gutem Essen und viel Gelächter bis spät in die Nacht.</p>", submit: true });
  await post(team.request, origin, `/api/v2/moderation/blogs/${blog.id}/approve`);
  const eventTitle = `Feed-Event ${escortId}`;
  const starts = Date.now() + 3 * 86_400_000;
  const event = await post(escort.page.request, origin, "/api/v2/events", {
    title: eventTitle,
    category: "motto-party",
    description: "<p>Ein Abend mit Motto.</p>",
    starts_at: new Date(starts).toISOString(),
    ends_at: new Date(starts + 4 * 3_600_000).toISOString(),
    city: "berlin",
    address: "Musterstraße 1",
    price: 30,
  });
  await post(team.request, origin, `/api/v2/moderation/events/${event.id}/accept`);
  await team.context().close();

  // a new status (a profile update), before the photo so the photo stays the newest item
  const statusText = `Heute Abend in Berlin ${escortId}`;
  const status = await escort.page.request.put("/api/v2/settings/status_description", { headers: { origin, "content-type": "application/json" }, data: JSON.stringify({ status: statusText }) });
  expect(status.status(), await status.text()).toBe(200);

  const mediaId = await uploadPhotoThroughProxy(escort.page.request, origin, noisyPng(320, 240), testClientAddress(), "gallery");
  const added = await escort.page.request.post("/api/v2/gallery", { headers: { origin, "content-type": "application/json" }, data: JSON.stringify({ media_id: mediaId, visibility: 1 }) });
  expect(added.status(), await added.text()).toBe(201);

  await client.page.goto(at("/newsfeed?tab=favorites"));
  await expect(client.page.getByTestId("newsfeed-tab-favorites")).toHaveAttribute("aria-current", "page");
  const first = client.page.getByTestId("newsfeed-item").first();
  await expect(first).toHaveAttribute("data-kind", "photo");
  await expect(first.locator(`img[src*="${mediaId}"]`)).toBeVisible();
  const items = client.page.getByTestId("newsfeed-item");
  await expect(items.filter({ hasText: blogTitle })).toHaveAttribute("data-kind", "blog");
  await expect(items.filter({ hasText: eventTitle })).toHaveAttribute("data-kind", "event");
  await expect(items.filter({ hasText: statusText })).toHaveAttribute("data-kind", "profile_update");
  // the favourite's profile lists them on its blogs and events tabs (the lists' author and organizer filters)
  await client.page.goto(at(`/p/${escort.username}/blogs`));
  await expect(client.page.getByTestId("profile-blogs")).toContainText(blogTitle);
  await client.page.goto(at(`/p/${escort.username}/events`));
  await expect(client.page.getByTestId("profile-events")).toContainText(eventTitle);
  expect(await seriousAxeViolations(client.page)).toEqual([]);
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
