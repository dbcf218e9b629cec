import { expect, seriousAxeViolations, test } from "./support";

// The cookie banner (TDDDG §25, decision 045), once, in the main brand: the rules themselves are proven by the unit
// tests of packages/web-routes/src/shell/cookie-consent and tracking.spec.ts.
test.describe("cookie consent", () => {
  test.use({ cookieChoice: null, viewport: { width: 390, height: 844 } });

  test("a guest rejects with one click and gets no tracking cookies; accepts later through the footer link", async ({ page, at, context }) => {
    await page.goto(at("/"));
    const banner = page.getByTestId("cookie-banner");
    await expect(banner).toBeVisible();
    // above the header in the flow: it covers none of the page's controls on a phone
    const bannerBox = (await banner.boundingBox())!;
    const headerBox = (await page.locator("header").first().boundingBox())!;
    expect(headerBox.y).toBeGreaterThanOrEqual(bannerBox.y + bannerBox.height - 1);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // keyboard: the banner comes first on the page, its privacy link and then the two choices
    await page.keyboard.press("Tab");
    await expect(banner.getByRole("link", { name: "Mehr in der Datenschutzerklärung" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(banner.getByRole("button", { name: "Nur notwendige" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(banner).toHaveCount(0);
    await expect(page.getByTestId("profile-tile").first()).toBeVisible();
    await page.goto(at("/escorts"));
    const names = (await context.cookies()).map((c) => c.name);
    expect(names).toContain("cookie_consent");
    expect(names).not.toContain("vid");
    expect(names).not.toContain("tsid");
    await expect(page.getByTestId("cookie-banner")).toHaveCount(0);

    await page.locator("footer").getByRole("link", { name: "Cookie-Einstellungen" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Cookie-Einstellungen" })).toBeVisible();
    await expect(page.getByTestId("cookie-choice-current")).toContainText("Nur notwendige Cookies");
    await page.getByRole("button", { name: "Alle akzeptieren" }).click();
    await expect(page.getByTestId("cookie-choice-current")).toContainText("Alle Cookies sind erlaubt");
    await page.goto(at("/"));
    await expect.poll(async () => (await context.cookies()).map((c) => c.name)).toEqual(expect.arrayContaining(["vid", "tsid"]));
  });
});
