import type { Page } from "@playwright/test";
import { buyPlusByDebit, freshUser } from "./settings-support";
import { expect, seriousAxeViolations, test } from "./support";

// Issue 12 (realtime, notifications): a Plus escort's bell counts a profile visit live (with a toast), catches up on
// what happened while her browser was offline, and the counts follow every mark and removal in the bell and on
// my_notification. A fresh escort made Plus by direct debit, so no other spec running beside it (messages to the
// demo escorts, visits of their profiles) adds to her counts; a fresh client per visit, so each visit notifies.

async function counts(page: Page): Promise<{ unread_count: number; total: number }> {
  const response = await page.request.get("/api/v2/notification?page_size=1");
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { unread_count: number; total: number } };
  return { unread_count: data.unread_count, total: data.total };
}

test("notifications arrive live, after being offline too, and the counts follow marks and removals", async ({ browser, baseURL, at }) => {
  test.setTimeout(90_000);
  const fresh = await freshUser(browser, baseURL, at, "escort");
  const escortName = fresh.username;
  const escort = fresh.page;
  await buyPlusByDebit(escort, new URL(baseURL!).origin);
  // Start from nothing unread, so the badge shows exactly what this test causes.
  expect((await escort.request.put("/api/v2/notification", { data: { ids: [] }, headers: { origin: new URL(baseURL!).origin } })).status()).toBe(200);
  await escort.goto(at("/"));
  const bell = escort.getByTestId("notification-bell");
  await expect(bell).toBeVisible();
  await expect(escort.getByTestId("realtime-status")).toHaveAttribute("data-status", "online");
  await expect(escort.getByTestId("notification-badge")).toHaveCount(0);

  // A visit: badge 1 and a toast, without a reload.
  const visitor = await freshUser(browser, baseURL, at, "client");
  await visitor.page.goto(at(`/p/${escortName}`));
  await expect(escort.getByTestId("notification-badge")).toHaveText("1");
  await expect(escort.getByTestId("notification-toasts")).toContainText(`${visitor.username} hat dein Profil besucht.`);

  // Offline: the header says so; what happens meanwhile arrives after the reconnect (catch-up by event id).
  await escort.context().setOffline(true);
  await expect(escort.getByTestId("realtime-status")).toHaveAttribute("data-status", "offline");
  await expect(escort.getByTestId("realtime-status")).toContainText("Offline");
  const second = await freshUser(browser, baseURL, at, "client");
  await second.page.goto(at(`/p/${escortName}`));
  await expect.poll(async () => (await counts(escort)).unread_count).toBe(2);
  await escort.context().setOffline(false);
  await expect(escort.getByTestId("realtime-status")).toHaveAttribute("data-status", "online", { timeout: 20_000 });
  await expect(escort.getByTestId("notification-badge")).toHaveText("2");

  // The bell: the newest on top; mark all read → no badge.
  await bell.click();
  const list = escort.getByTestId("bell-list");
  await expect(list.locator("li").first()).toContainText(`${second.username} hat dein Profil besucht.`);
  await expect(list).toContainText(`${visitor.username} hat dein Profil besucht.`);
  expect(await list.locator("li").count()).toBeLessThanOrEqual(8);
  await escort.getByTestId("bell-read-all").click();
  await expect(escort.getByTestId("notification-badge")).toHaveCount(0);
  expect((await counts(escort)).unread_count).toBe(0);
  await escort.keyboard.press("Escape");
  await expect(bell).toBeFocused();

  // my_notification: one more unread arrives live; removing it lowers total and unread.
  await escort.goto(at("/my_notification"));
  const before = await counts(escort);
  await expect(escort.getByTestId("notification-summary")).toHaveText(`0 ungelesen · ${before.total} insgesamt`);
  const third = await freshUser(browser, baseURL, at, "client");
  await third.page.goto(at(`/p/${escortName}`));
  await expect(escort.getByTestId("notification-summary")).toHaveText(`1 ungelesen · ${before.total + 1} insgesamt`);
  const newest = escort.getByTestId("notification-item").first();
  await expect(newest).toHaveAttribute("data-read", "0");
  await expect(newest).toContainText(third.username);
  expect(await seriousAxeViolations(escort)).toEqual([]);
  await newest.getByTestId("notification-remove").click();
  await expect(escort.getByTestId("notification-summary")).toHaveText(`0 ungelesen · ${before.total} insgesamt`);
  await expect(escort.getByTestId("notification-list")).not.toContainText(third.username);
  expect(await counts(escort)).toEqual({ unread_count: 0, total: before.total });

  for (const who of [visitor, second, third]) await who.page.context().close();
  await escort.context().close();
});
