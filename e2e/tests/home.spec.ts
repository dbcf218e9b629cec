import { expect, seriousAxeViolations, test } from "./support";

test.describe("home page", () => {
  test("is rendered on the server with real profiles, in German by default", async ({ request, at, brandInfo }) => {
    const response = await request.get(at("/"), { headers: { "accept-language": "de-DE,de;q=0.9" } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('lang="de"');
    const tiles = html.match(/data-testid="profile-tile"/g) ?? [];
    expect(tiles.length).toBeGreaterThanOrEqual(12);
    expect(html).toContain(brandInfo.brandName);
    // The tiles are real profiles of the api: the first tile's username answers as a profile there.
    const firstTile = html.slice(html.indexOf('data-testid="profile-tile"'));
    const username = decodeURIComponent(firstTile.match(/href="[^"]*\/p\/([^"/?]+)"/)?.[1] ?? "");
    expect(username).not.toBe("");
    const profile = await request.get(`/api/v2/profiles/${encodeURIComponent(username)}`);
    expect(profile.status()).toBe(200);
    expect((await profile.json()).data.username).toBe(username);
  });

  test("shows profile tiles with avatars in the browser and is accessible", async ({ page, at }) => {
    await page.goto(at("/"));
    const tiles = page.getByTestId("profile-tile");
    await expect(tiles.first()).toBeVisible();
    expect(await tiles.count()).toBeGreaterThanOrEqual(12);
    const avatar = tiles.first().locator("img");
    await expect(avatar).toHaveJSProperty("complete", true);
    expect(await avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test("switches language to English and back, remembering the choice", async ({ page, at, context, brandInfo }) => {
    await page.goto(at("/"));
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    const germanHeading = await page.getByRole("heading", { level: 1 }).textContent();
    await page.getByRole("navigation", { name: /sprache|language/i }).getByRole("link", { name: /english/i }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    // Nachtfalter carries the language in the path; Samtrot keeps its URLs and remembers the choice in the cookie.
    if (brandInfo.localePrefix) await expect(page).toHaveURL(/\/en\/?(\?|$)/);
    else await expect(page).not.toHaveURL(/[?&]lng=/);
    const englishHeading = await page.getByRole("heading", { level: 1 }).textContent();
    expect(englishHeading).not.toBe(germanHeading);
    const cookies = await context.cookies();
    const lng = cookies.find((c) => c.name === "lng");
    expect(lng?.value).toBe("en");
    // 12 months of 30 days (spec 000 §9), give or take a minute
    expect(Math.abs(lng!.expires - Date.now() / 1000 - 360 * 86400)).toBeLessThan(120);
    await page.getByRole("navigation", { name: /sprache|language/i }).getByRole("link", { name: /deutsch/i }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
  });

  test("is usable by keyboard: the skip link reaches the main content", async ({ page, at }) => {
    await page.goto(at("/"));
    await page.keyboard.press("Tab");
    const focused = page.locator(":focus");
    await expect(focused).toHaveAttribute("href", "#main");
    await page.keyboard.press("Enter");
    await expect(page.locator("#main")).toBeFocused();
  });
});

test.describe("layout", () => {
  test("footer links of spec 000 §2; the magazine only in the main brand", async ({ page, at, brandInfo }) => {
    await page.goto(at("/"));
    const footer = page.locator("footer");
    for (const path of ["/about", "/about/social_responsibility", "/misc/press", "/misc/advertisement", "/about/guidelines_and_policies", "/about/content_removal_request"]) {
      await expect(footer.locator(`a[href$="${path}"]`)).toHaveCount(1);
    }
    await expect(footer.locator('a[href$="/about/magazine"]')).toHaveCount(brandInfo.brand === "samtrot" ? 1 : 0);
    await expect(page.locator("html")).toHaveAttribute("data-theme", brandInfo.brand);
  });

  test("the white-label serves under a locale prefix", async ({ request, brandInfo }) => {
    const response = await request.get("/", { maxRedirects: 0, headers: { "accept-language": "en-US,en;q=0.9" } });
    if (brandInfo.localePrefix) {
      expect([301, 302, 303, 307, 308]).toContain(response.status());
      expect(response.headers()["location"]).toMatch(/^(https?:\/\/[^/]+)?\/en\/?$/);
    } else {
      expect(response.status()).toBe(200);
    }
    const en = await request.get("/en/");
    expect(en.status()).toBe(200);
    expect(await en.text()).toContain('lang="en"');
  });
});

test.describe("errors", () => {
  test("error/{code} and the catch-all show the error page with the right status", async ({ request, page, at }) => {
    expect((await request.get(at("/error/500"))).status()).toBe(500);
    expect((await request.get(at("/error/404"))).status()).toBe(404);
    const missing = await request.get(at("/this/does/not/exist"));
    expect(missing.status()).toBe(404);
    await page.goto(at("/this/does/not/exist"));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("footer")).toBeVisible();
  });
});

test.describe("same-origin proxy", () => {
  test("forwards api calls and translations", async ({ request }) => {
    const health = await request.get("/api/v2/health");
    expect(health.status()).toBe(200);
    expect((await health.json()).data.database.kind).toBe("pglite");
    const locales = await request.get("/public/locales/en/common.json");
    expect(locales.status()).toBe(200);
    expect(await locales.json()).toBeTruthy();
    expect((await request.get("/public/locales/xx/common.json")).status()).toBe(404);
  });

  test("refuses a cross-site mutation (CSRF)", async ({ request }) => {
    const response = await request.post("/api/v2/search/users", {
      headers: { origin: "https://evil.example" },
      data: { page_no: 1, page_size: 1, query: "", filterquery: {}, facets: { terms: [], ranges: [] }, sort: "default" },
    });
    expect(response.status()).toBe(403);
    expect((await response.json()).errors[0].title).toBe("exception.common.csrf_rejected");
  });
});
