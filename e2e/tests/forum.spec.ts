import { uniqueName } from "./accounts-fixtures";
import { freshUser } from "./settings-support";
import { expect, seriousAxeViolations, test } from "./support";

// Issue 17 item 6: the forum (community/forum). Anna starts a topic through the pages, Ben replies quoting her, and
// Anna sees the reply in the thread and its notification arrive in her bell live. One brand (the pages are shared;
// brand looks are in the screenshots). The rules — allow-list, ad-text, flood limit, paging, blocks, lock, remove,
// reports, notifications on and off, the digest — are proven by the api tests (apps/api/src/modules/forum).

test("one user starts a topic, another replies, the first sees the reply and a notification", async ({ browser, baseURL, at }) => {
  test.setTimeout(120_000);
  const [anna, ben] = await Promise.all([freshUser(browser, baseURL, at, "client"), freshUser(browser, baseURL, at, "client")]);

  // the header leads to the boards; a board to its topics; "Neues Thema" to the form
  await anna.page.goto(at("/"));
  await anna.page.getByTestId("header-forum").click();
  await expect(anna.page.getByTestId("forum-boards")).toBeVisible();
  expect(await seriousAxeViolations(anna.page)).toEqual([]);
  await anna.page.getByTestId("forum-board-plauderecke").getByRole("link", { name: "Plauderecke" }).click();
  await expect(anna.page.getByTestId("forum-board")).toBeVisible();
  await anna.page.getByTestId("forum-new-topic").click();
  const title = `Wer ist neu hier? ${uniqueName("t")}`;
  await anna.page.getByTestId("forum-topic-title").fill(title);
  await anna.page.getByTestId("forum-topic-text").fill("Stellt euch gern kurz vor.");
  await anna.page.getByTestId("forum-topic-submit").click();
  await expect(anna.page.getByTestId("forum-topic-title")).toHaveText(title);
  const threadUrl = anna.page.url();
  await expect(anna.page.getByTestId("realtime-status")).toHaveAttribute("data-status", "online");

  // Ben finds it at the top of the board and replies, quoting Anna
  await ben.page.goto(at("/community/forum/plauderecke"));
  await ben.page.getByTestId("forum-topic").first().getByTestId("forum-topic-link").click();
  await expect(ben.page.getByTestId("forum-topic-title")).toHaveText(title);
  await ben.page.getByTestId("forum-quote").first().click();
  await expect(ben.page.getByTestId("forum-quote-preview")).toContainText("Stellt euch gern kurz vor.");
  await ben.page.getByTestId("forum-reply-text").fill("Hallo Anna, ich bin Ben.");
  await ben.page.getByTestId("forum-reply-submit").click();
  await expect(ben.page.getByTestId("forum-done")).toBeVisible();
  expect(await seriousAxeViolations(ben.page)).toEqual([]);

  // Anna: the notification arrives live in the bell and leads to the reply
  await expect(anna.page.getByTestId("notification-badge")).toHaveText("1");
  await anna.page.getByTestId("notification-bell").click();
  await expect(anna.page.getByTestId("bell-list").locator("li").first()).toContainText(`${ben.username} hat im Thema „${title}“ geantwortet.`);
  await anna.page.goto(threadUrl);
  const reply = anna.page.getByTestId("forum-post").filter({ hasText: "Hallo Anna, ich bin Ben." });
  await expect(reply).toBeVisible();
  await expect(reply.getByTestId("forum-post-quote")).toContainText("Stellt euch gern kurz vor.");
  await expect(reply.getByTestId("forum-report")).toBeVisible();

  await Promise.all([anna.page.context().close(), ben.page.context().close()]);
});
