import type { Page } from "@playwright/test";
import { signIn } from "./accounts-fixtures";
import { expect, test } from "./support";

// Issue 5 "Done when": a guest, a non-member client, a member client and an escort each get the results,
// filters, sorts and radius choices the spec gives them (spec 000 §4, spec 001 §3, §6; DECISIONS.md "Search").

const NON_MEMBER_RADII = ["5", "10", "20", "30", "50", "100"];
const MEMBER_RADII = [...NON_MEMBER_RADII, "150", "200", "300", "500"];
const ESCORT_SEARCH_SORTS = ["top_ranking", "last_login_at", "distance", "price_low_to_high", "price_high_to_low"];
const CLIENT_SEARCH_SORTS = ["top_ranking", "rating", "reviews_count", "last_login_at"];

/** Opens a search page and waits until its panel runs in the browser (changes then apply at once). */
async function openSearch(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByTestId("search-panel")).toHaveAttribute("data-interactive", "true");
}

/** Signs in through the login page and waits until the header shows the user (the session is in place). */
async function signInAs(page: Page, at: (path: string) => string, username: string) {
  await signIn(page, { loginUrl: at("/login"), username });
  await expect(page.getByTestId("header-username")).toContainText(username, { timeout: 20_000 });
}

async function options(page: Page, label: string): Promise<string[]> {
  return page.getByLabel(label, { exact: true }).locator("option").evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value));
}

/** Opens every section of the filter panel, so its fields can be read. */
async function openPanel(page: Page) {
  const summaries = page.getByTestId("search-panel").locator("details:not([open]) > summary");
  for (let count = await summaries.count(); count > 0; count = await summaries.count()) await summaries.first().click();
}

test.describe("what each viewer gets", () => {
  test("a guest: escorts, escort sorts with 'default' first on the home, radii up to 100, price and escort filters", async ({ page, at }) => {
    await page.goto(at("/"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Escorts in deiner Nähe");
    expect(await options(page, "Sortieren nach")).toEqual(["default", ...ESCORT_SEARCH_SORTS]);
    await expect(page.getByLabel("Sortieren nach", { exact: true })).toHaveValue("default");
    expect(await options(page, "Umkreis")).toEqual(NON_MEMBER_RADII);
    await openPanel(page);
    await expect(page.getByRole("group", { name: "Preis pro Stunde" })).toBeVisible();
    await expect(page.getByRole("group", { name: "Escort-Service" })).toBeVisible();
    await expect(page.getByRole("group", { name: "Körbchengröße" })).toBeVisible();
    await expect(page.getByRole("group", { name: "Gesuchter Service" })).toHaveCount(0);
    await expect(page.getByRole("checkbox", { name: "auf Tour sind" })).toBeVisible();
    await expect(page.getByRole("group", { name: "Geschlecht", exact: true })).toBeVisible();
    await expect(page.getByTestId("profile-tile").first()).toContainText("Escort");
    // Above the standard radius the URL is corrected for a guest.
    await page.goto(at("/escorts?mode=radius&city=berlin&radius=500"));
    await expect(page).toHaveURL(/radius=100&city=berlin$/);
  });

  test("a non-member client: escorts, no distance-ring sort, radii up to 100", async ({ page, at }) => {
    await signInAs(page, at, "demo-client");
    await page.goto(at("/"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Escorts in deiner Nähe");
    expect(await options(page, "Sortieren nach")).toEqual(["default", ...ESCORT_SEARCH_SORTS]);
    // Signed-in viewers get their own default: top_ranking (spec 000 §4).
    await expect(page.getByLabel("Sortieren nach", { exact: true })).toHaveValue("top_ranking");
    expect(await options(page, "Umkreis")).toEqual(NON_MEMBER_RADII);
    await expect(page.getByText("Mit Plus-Mitgliedschaft suchst du bis zu 500 km weit.")).toBeVisible();
    await openPanel(page);
    await expect(page.getByRole("group", { name: "Preis pro Stunde" })).toBeVisible();
    // The gender rule: a male client sees female escorts unless he chooses.
    await expect(page.getByTestId("profile-tile").first()).toContainText("Frau");
    await page.goto(at("/escorts?mode=radius&city=berlin&radius=300"));
    await expect(page).toHaveURL(/radius=100&city=berlin$/);
  });

  test("a member client: the distance-ring sort by default and radii up to 500", async ({ page, at }) => {
    await signInAs(page, at, "demo-client-plus");
    await openSearch(page, at("/"));
    expect(await options(page, "Sortieren nach")).toEqual(["default", "top_ranking_distance_ring", ...ESCORT_SEARCH_SORTS]);
    await expect(page.getByLabel("Sortieren nach", { exact: true })).toHaveValue("top_ranking_distance_ring");
    expect(await options(page, "Umkreis")).toEqual(MEMBER_RADII);
    await page.getByLabel("Umkreis", { exact: true }).selectOption("300");
    await expect(page).toHaveURL(/radius=300/);
    await page.reload();
    await expect(page.getByLabel("Umkreis", { exact: true })).toHaveValue("300");
  });

  test("an escort: the home lists clients, client sorts, client primary service, no price, cup or hair filters", async ({ page, at }) => {
    await signInAs(page, at, "demo-escort");
    await page.goto(at("/"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kunden in deiner Nähe");
    await expect(page.getByTestId("profile-tile").first()).toContainText("Kunde");
    expect(await options(page, "Sortieren nach")).toEqual(["default", ...CLIENT_SEARCH_SORTS]);
    expect(await options(page, "Umkreis")).toEqual(NON_MEMBER_RADII);
    await openPanel(page);
    await expect(page.getByRole("group", { name: "Gesuchter Service" })).toBeVisible();
    await expect(page.getByRole("group", { name: "Preis pro Stunde" })).toHaveCount(0);
    await expect(page.getByRole("group", { name: "Körbchengröße" })).toHaveCount(0);
    await expect(page.getByRole("group", { name: "Haarfarbe" })).toHaveCount(0);
    await expect(page.getByRole("checkbox", { name: "auf Tour sind" })).toHaveCount(0);
    // A price filter in the URL is dropped for an escort (spec 001 §3).
    await page.goto(at("/clients?mode=radius&city=berlin&price=0-99"));
    await expect(page).toHaveURL(/radius=100&city=berlin$/);
  });

  test("promo/code needs a signed-in user", async ({ page, at }) => {
    await page.goto(at("/promo/code"));
    await expect(page).toHaveURL(/\/login\?r=/);
    await signInAs(page, at, "demo-client");
    await page.goto(at("/promo/code"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Deine Aktion: passende Profile");
  });

  test("the type listings /escorts, /clients and /agenturen-clubs list that type for everyone", async ({ page, at }) => {
    for (const [path, badge] of [
      ["/escorts", "Escort"],
      ["/clients", "Kunde"],
      ["/agenturen-clubs", "Business"],
    ] as const) {
      await page.goto(at(path));
      await expect(page.getByTestId("profile-tile").first(), path).toContainText(badge);
    }
    await expect(page.getByRole("group", { name: "Geschlecht", exact: true })).toHaveCount(0);
    const sorts = await options(page, "Sortieren nach");
    expect(sorts).toEqual(["default", "top_ranking", "rating", "reviews_count"]);
  });
});
