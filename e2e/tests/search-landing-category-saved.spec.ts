import type { Page } from "@playwright/test";
import { signedInPage } from "./accounts-fixtures";
import { expect, test } from "./support";

// Issue 5 leftovers: SEO landing pages (lp/{shortUrl} runs the search the api's landing page describes), the
// business search's {activeCategory} (a business type), and a signed-in user's saved search following them
// to another browser (GET/PUT /api/v2/user/search-filters).

/** Opens a search page and waits until its panel runs in the browser (changes then apply at once). */
async function openSearch(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByTestId("search-panel")).toHaveAttribute("data-interactive", "true");
}

const countOf = async (page: Page) => Number((await page.getByTestId("search-count").textContent())!.replace(/\D/g, ""));

// Club accounts: no other spec searches with them, so their saved search is this file's alone; one per brand,
// as both brands share one api.
const CLUB = { samtrot: "demo-club", nachtfalter: "demo-club-plus" } as const;

test.describe("landing pages", () => {
  test("lp/{shortUrl} shows the results of its landing page's search", async ({ page, at }) => {
    await openSearch(page, at("/lp/hamburg-trans-escorts"));
    // No redirect: the page keeps its own address and runs the search of its urlDetail.
    expect(new URL(page.url()).pathname).toBe(at("/lp/hamburg-trans-escorts"));
    await expect(page.getByText("Aktueller Ort: Hamburg")).toBeVisible();
    await expect(page.getByRole("checkbox", { name: /^Trans/ })).toBeChecked();
    await expect(page.getByLabel("Umkreis", { exact: true })).toHaveValue("50");
    const tiles = page.getByTestId("profile-tile");
    await expect(tiles.first()).toBeVisible();
    for (const text of await tiles.allTextContents()) expect(text).toContain("Trans");
    // The same search without the landing page's filter finds more.
    const filtered = await countOf(page);
    await openSearch(page, at("/escorts?mode=radius&city=hamburg&radius=50"));
    expect(await countOf(page)).toBeGreaterThan(filtered);
  });

  test("an unknown landing page goes to the home page", async ({ page, at }) => {
    await page.goto(at("/lp/gibt-es-nicht"));
    await expect(page).toHaveURL(new RegExp(`${at("/").replace(/\//g, "\\/")}$`));
    await expect(page.getByTestId("search-panel")).toBeVisible();
  });
});

test.describe("business categories", () => {
  test("/agenturen-clubs/{activeCategory} lists that business type; the panel changes it", async ({ page, at }) => {
    await openSearch(page, at("/agenturen-clubs"));
    const all = await countOf(page);
    await openSearch(page, at("/agenturen-clubs/saunaclubs"));
    const sauna = page.getByRole("checkbox", { name: /^Saunaclub/ });
    await expect(sauna).toBeChecked();
    await expect(page.getByRole("checkbox", { name: /^Club/ })).not.toBeChecked();
    const saunaClubs = await countOf(page);
    expect(saunaClubs).toBeLessThan(all);
    await page.getByRole("checkbox", { name: /^Club/ }).check();
    await expect(page).toHaveURL(/[?&]business_type=3,3\.1(&|$)/);
    await expect.poll(() => countOf(page)).toBeGreaterThan(saunaClubs);
    // A reload keeps the choice.
    await page.reload();
    await expect(page.getByRole("checkbox", { name: /^Club/ })).toBeChecked();
    await expect(sauna).toBeChecked();
  });
});

test.describe("saved search of signed-in users", () => {
  test("a filter set in one browser is restored after signing in from another", async ({ browser, baseURL, at, brandInfo }) => {
    const username = CLUB[brandInfo.brand];
    const first = await signedInPage(browser, baseURL, at, username);
    await openSearch(first, at("/escorts?mode=radius&city=köln&radius=50"));
    const saved = first.waitForResponse(
      (response) =>
        response.url().endsWith("/api/v2/user/search-filters") &&
        response.request().method() === "PUT" &&
        (response.request().postDataJSON() as { filters: { genders: number[] | null } }).filters.genders?.includes(3) === true,
    );
    await first.getByText("Person", { exact: true }).click();
    await first.getByRole("checkbox", { name: /^Trans/ }).check();
    await expect(first).toHaveURL(/[?&]gender=3(&|$)/);
    expect((await saved).status()).toBe(200);
    await first.context().close();

    // Another browser (a new context: empty local storage): the search comes from the account.
    const second = await signedInPage(browser, baseURL, at, username, { newSession: true });
    await openSearch(second, at("/escorts"));
    await expect(second).toHaveURL(/city=(k%C3%B6ln|köln).*gender=3/);
    await expect(second.getByText("Deine letzte Auswahl wurde wiederhergestellt.")).toBeVisible();
    await expect(second.getByRole("checkbox", { name: /^Trans/ })).toBeChecked();
    await second.context().close();
  });

  test("a guest's search stays in this browser's local storage only", async ({ page, at }) => {
    const calls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/v2/user/search-filters")) calls.push(request.method());
    });
    await openSearch(page, at("/escorts?mode=radius&city=bremen&radius=30"));
    await expect
      .poll(async () => JSON.parse((await page.evaluate(() => window.localStorage.getItem("user_filters"))) ?? "null"))
      .toMatchObject({ value: { city: "bremen", radius: 30 } });
    expect(calls).toEqual([]);
  });
});
