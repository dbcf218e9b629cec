import { signedInPage, uniqueName } from "./accounts-fixtures";
import { expect, seriousAxeViolations, test } from "./support";

// Issue 14 item 1 and 3 (blogs): an escort writes a blog in the editor, saves it as a draft and submits it, the team approves it on the
// moderation page, a guest gets it server-rendered with BlogPosting JSON-LD, a client comments. Accounts are the
// demo accounts (signed in through the proxy), so the journey stays in the browser where it matters.

test("an escort writes a blog, the team approves it, a guest reads it server-rendered, a client comments", async ({ browser, baseURL, at }) => {
  test.setTimeout(120_000);
  const title = `Ein Abend in Berlin ${uniqueName("b")}`;
  const text = "Ein ganz normaler Abend in Berlin mit guten Gesprächen, gutem Essen und viel Gelächter bis spät.";

  // The escort writes in the rich-text editor (loaded after hydration) and submits.
  const escort = await signedInPage(browser, baseURL, at, "demo-escort");
  await escort.goto(at("/blogs/add"));
  await escort.getByTestId("blog-title-input").fill(title);
  await escort.getByTestId("blog-category-select").selectOption("experiences");
  const editor = escort.getByTestId("blog-editor");
  await expect(editor).toBeVisible();
  await editor.click();
  await escort.keyboard.type(text);
  await escort.getByTestId("rte-bold").click();
  await escort.keyboard.type(" Fett!");
  // saved as a draft (3) first, then submitted from my_blogs: pending (0)
  await escort.getByTestId("blog-save").click();
  await expect(escort).toHaveURL(/my_blogs\?done=saved/);
  const mine = escort.getByTestId("my-blog").filter({ hasText: title });
  await expect(mine).toHaveAttribute("data-status", "3");
  await mine.getByTestId("my-blog-submit").click();
  await expect(escort).toHaveURL(/my_blogs\?done=submitted/);
  await expect(mine).toHaveAttribute("data-status", "0");

  // The team opens the queue and approves it with the keyboard.
  const team = await signedInPage(browser, baseURL, at, "demo-team");
  await team.goto(at("/moderation/blogs"));
  const item = team.getByTestId("moderation-item").filter({ hasText: title });
  await item.getByTestId("moderation-open").click();
  await expect(team.getByTestId("moderation-blog")).toContainText(text);
  await team.getByTestId("moderation-approve").focus();
  await team.keyboard.press("Enter");
  await expect(team).toHaveURL(/moderation\/blogs\?done=approved/);
  await expect(team.getByTestId("moderation-item").filter({ hasText: title })).toHaveCount(0);

  // A guest: the list shows it, the detail is server-rendered with canonical, hreflang and BlogPosting JSON-LD.
  const guestContext = await browser.newContext({ baseURL, locale: "de-DE" });
  const guest = await guestContext.newPage();
  await guest.goto(at("/blogs/experiences"));
  await guest.getByTestId("blog-tile-link").filter({ hasText: title }).click();
  await expect(guest.getByTestId("blog-title")).toHaveText(title);
  const path = new URL(guest.url()).pathname;
  const html = await (await guestContext.request.get(path)).text();
  expect(html).toContain(`<h1 id="blog-title" data-testid="blog-title">${title}</h1>`);
  expect(html).toContain("<strong>");
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/blogs\/experiences\/ein-abend-in-berlin-[a-z0-9-]+"/);
  expect(html).toMatch(/hrefLang="en"|hreflang="en"/);
  const ld = JSON.parse(await guest.locator('script[type="application/ld+json"]').first().textContent() ?? "{}");
  expect(ld).toMatchObject({ "@type": "BlogPosting", headline: title, author: { "@type": "Person" } });
  expect(ld.datePublished).toBeTruthy();
  expect(await seriousAxeViolations(guest)).toEqual([]);
  const sitemap = await (await guestContext.request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(path.replace(/^\/(de|en)\//, "/"));

  // A client comments; the comment shows under the blog.
  const client = await signedInPage(browser, baseURL, at, "demo-client");
  await client.goto(path);
  await client.getByTestId("blog-comment-text").fill("Schön geschrieben <b>danke</b>!");
  await client.getByTestId("blog-comment-submit").click();
  await expect(client.getByTestId("blog-comment").first()).toContainText("Schön geschrieben danke!");
  await guestContext.close();
});
