import { expect, test } from "./support";

// The search-engine index pages, the guide and the sitemap (issue 5, spec 000 §2, §9): server-rendered content
// or their redirect for every kind of path.

test.describe("index pages", () => {
  test("category, country, region and city pages are rendered on the server with results and head tags", async ({ request, at, baseURL }) => {
    for (const [path, heading] of [
      ["/escort", "Escort in Deutschland, Österreich, der Schweiz und den Niederlanden"],
      ["/escort/germany", "Escort in Deutschland"],
      ["/ladies/germany/bayern", "Ladies in Bayern"],
      ["/sex-and-erotic/germany/bayern/m%C3%BCnchen", "Sex &amp; Erotik in München"],
      ["/escort/germany/berlin", "Escort in Berlin"],
      ["/sex-and-erotic/austria/wien", "Sex &amp; Erotik in Wien"],
    ] as const) {
      const response = await request.get(at(path), { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain(`<h1>${heading}</h1>`);
      expect(html, path).toContain(`<title>${heading} | `);
      expect(html, path).toMatch(/<meta name="description" content="[^"]+"/);
      expect(html, path).toContain(`<link rel="canonical" href="${baseURL}${at(path)}"/>`);
      expect(html, path).toMatch(/<link rel="alternate" hrefLang="en" href="[^"]*\/en\//);
      expect(html, path).toContain('hrefLang="x-default"');
      expect((html.match(/data-testid="profile-tile"/g) ?? []).length, path).toBeGreaterThan(0);
      expect((html.match(/data-testid="profile-tile"/g) ?? []).length, path).toBeLessThanOrEqual(12);
      const ld = html.match(/<script type="application\/ld\+json">([^<]+)<\/script>/)?.[1];
      const graph = JSON.parse(ld!) as { "@type": string }[];
      expect(graph.map((entry) => entry["@type"])).toEqual(["BreadcrumbList", "ItemList"]);
    }
  });

  test("English pages, slash cities and paging", async ({ request, at }) => {
    const english = await request.get(at("/ladies/austria/wien", "en"));
    expect(await english.text()).toContain("<h1>Ladies in Wien</h1>");
    const slash = await request.get(at("/escort/germany/brandenburg/schwedt%2Foder"), { maxRedirects: 0 });
    expect(slash.status()).toBe(200);
    expect(await slash.text()).toContain("<h1>Escort in Schwedt/Oder</h1>");
    const second = await request.get(at("/escort/germany?page=2"), { maxRedirects: 0 });
    expect(second.status()).toBe(200);
    expect(await second.text()).toContain("Seite 2 | ");
    expect((await request.get(at("/escort/germany?page=7"), { maxRedirects: 0 })).status()).toBe(404);
    const first = await request.get(at("/escort/germany?page=1"), { maxRedirects: 0 });
    expect(first.status()).toBe(301);
    expect(first.headers()["location"]).toBe(at("/escort/germany"));
  });

  test("service slugs, same-slug cities and slash cities written with a slash redirect (301)", async ({ request, at }) => {
    for (const [from, to] of [
      ["/huren", "/huren-nutten"],
      ["/tantra/germany/berlin", "/tantra-erotische-massagen/germany/berlin"],
      ["/sex-and-erotic/germany/bayern/m%C3%BCnchen/bdsm", "/domina-bdsm/germany/bayern/m%C3%BCnchen"],
      ["/escort/germany/berlin/berlin", "/escort/germany/berlin"],
      ["/escort/germany/brandenburg/schwedt/oder", "/escort/germany/brandenburg/schwedt%2Foder"],
    ] as const) {
      const response = await request.get(at(from), { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers()["location"], from).toBe(at(to));
    }
  });

  test("unknown countries, regions and cities are the 404 page", async ({ request, at }) => {
    for (const path of ["/escort/france", "/escort/germany/narnia", "/escort/germany/bayern/berlin", "/escort/germany/bayern/m%C3%BCnchen/marienplatz"]) {
      const response = await request.get(at(path), { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain('data-testid="error-page"');
    }
  });

  test("in the browser: city links lead to city pages, the pager pages", async ({ page, at }) => {
    await page.goto(at("/escort/germany"));
    const cities = page.getByTestId("seo-cities");
    await expect(cities.getByRole("link")).toHaveCount(5);
    await cities.getByRole("link", { name: "Hamburg" }).click();
    await expect(page).toHaveURL(new RegExp(`${at("/escort/germany/hamburg")}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Escort in Hamburg");
    await page.goto(at("/escort/germany"));
    await page.getByRole("navigation", { name: "Ergebnisseiten" }).getByRole("link", { name: "Seite 2" }).click();
    await expect(page).toHaveURL(/\?page=2$/);
  });

  test("seo_guide lists about 75 German cities linking to their city pages", async ({ page, at }) => {
    await page.goto(at("/seo_guide"));
    const links = page.getByTestId("seo-guide-cities").getByRole("link");
    expect(await links.count()).toBeGreaterThanOrEqual(70);
    await links.filter({ hasText: "Köln" }).click();
    await expect(page).toHaveURL(new RegExp(`${at("/sex-and-erotic/germany/nordrhein-westfalen/k%C3%B6ln")}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sex & Erotik in Köln");
  });

  test("sitemap.xml covers the index pages in both languages under the brand's prefix rule", async ({ request, baseURL, brandInfo }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(locs.length).toBeGreaterThan(2000);
    const de = brandInfo.localePrefix ? "/de" : "";
    for (const path of ["/escort/germany/berlin", "/seo_guide", "/agenturen-clubs", "/escort/germany/brandenburg/schwedt%2Foder"]) {
      expect(locs, path).toContain(`${baseURL}${de}${path}`);
      expect(locs, path).toContain(`${baseURL}/en${path}`);
    }
    if (brandInfo.localePrefix) expect(locs.every((loc) => /\/(de|en)\//.test(loc))).toBe(true);
  });
});
