import { expect, seriousAxeViolations, test } from "./support";

// The search on a phone (issue 10): at 390px the first screen shows results; the filters open in a bottom sheet
// from a sticky Filter button that counts the filters set; the sheet's apply button names the number of results.
// The rules behind it (which filters count, the button text) are unit-tested; this is the journey, in both brands.

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

/** The first number of a text ("87 Profile · Seite 1 von 4" → 87, "1.234 Ergebnisse anzeigen" → 1234). */
const firstNumber = (text: string | null) => Number(/\d[\d.,]*/.exec(text ?? "")?.[0].replace(/\D/g, "") ?? NaN);

test.describe("search on a phone", () => {
  test("results first; the filter sheet applies a filter with the count it names; Escape closes it and focus returns", async ({ page, at }) => {
    await page.goto(at("/"));
    await expect(page.getByTestId("search-panel")).toHaveAttribute("data-interactive", "true");

    // The first screen shows a result; the side panel is not there (the filters are in the sheet).
    const tiles = page.getByTestId("profile-tile");
    const first = (await tiles.first().boundingBox())!;
    expect(first.y).toBeLessThan(PHONE.height * 0.6);
    await expect(page.getByTestId("search-panel")).toBeHidden();
    // The first row (as wide as the grid gets: 4) loads at once with high priority, the rest lazily.
    const images = page.locator('[data-testid="profile-tile"] img');
    await expect(images.nth(0)).toHaveAttribute("fetchpriority", "high");
    await expect(images.nth(3)).toHaveAttribute("loading", "eager");
    await expect(images.nth(4)).toHaveAttribute("loading", "lazy");
    expect(await images.nth(4).getAttribute("fetchpriority")).toBeNull();

    const filter = page.getByRole("button", { name: "Filter", exact: true });
    await filter.click();
    const sheet = page.getByRole("dialog", { name: "Filter" });
    await expect(sheet).toBeVisible();
    const apply = sheet.getByTestId("search-sheet-apply");
    const shown = firstNumber(await page.getByTestId("search-count").textContent());
    await expect(apply).toHaveText(`${new Intl.NumberFormat("de-DE").format(shown)} Ergebnisse anzeigen`);
    expect(await seriousAxeViolations(page), "open sheet").toEqual([]);

    // A filter set in the sheet is counted there first; the page keeps its results until applied.
    await sheet.getByText("Person", { exact: true }).click();
    await sheet.getByRole("checkbox", { name: /^Trans/ }).check();
    await expect(apply).toHaveText(/^[\d.]+ Ergebnis(se)? anzeigen$/);
    await expect(apply).not.toHaveText(`${new Intl.NumberFormat("de-DE").format(shown)} Ergebnisse anzeigen`);
    const counted = firstNumber(await apply.textContent());
    expect(page.url()).not.toMatch(/gender=/);

    await apply.click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/[?&]gender=3(&|$)/);
    await expect(page.getByTestId("search-count")).toHaveText(new RegExp(`^${counted} Profil`));
    const withOne = page.getByRole("button", { name: "Filter, 1 gesetzt" });
    await expect(withOne).toBeFocused();
    await expect(withOne).toContainText("1");

    // Escape closes the sheet without applying what was changed in it; focus goes back to the button.
    await withOne.click();
    await expect(sheet).toBeVisible();
    await sheet.getByRole("checkbox", { name: /^Frau/ }).check();
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(withOne).toBeFocused();
    expect(new URL(page.url()).searchParams.get("gender")).toBe("3");
    expect(await seriousAxeViolations(page), "closed sheet").toEqual([]);
  });

  test("a city page shows results first and leads to its search; without JavaScript the filters follow the results", async ({ page, browser, at, baseURL }) => {
    await page.goto(at("/ladies/germany/berlin"));
    const first = (await page.getByTestId("profile-tile").first().boundingBox())!;
    expect(first.y).toBeLessThan(PHONE.height * 0.6);
    const refine = page.getByRole("link", { name: "Filter, 1 gesetzt" });
    await expect(refine).toHaveAttribute("href", /\/escorts\?mode=radius&.*city=berlin&gender=2$/);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const context = await browser.newContext({ baseURL, locale: "de-DE", viewport: PHONE, javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto(at("/"));
    const panel = plain.getByTestId("search-panel");
    await expect(panel).toBeVisible();
    const tile = (await plain.getByTestId("profile-tile").first().boundingBox())!;
    expect(tile.y).toBeLessThan(PHONE.height * 0.6);
    expect((await panel.boundingBox())!.y).toBeGreaterThan(tile.y);
    await expect(plain.getByRole("link", { name: "Filter", exact: true })).toHaveAttribute("href", "#search-filters");
    await context.close();
  });
});
