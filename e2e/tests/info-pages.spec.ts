import { freshUser } from "./settings-support";
import { ONE_BRAND, expect, hydrated, seriousAxeViolations, test } from "./support";

// Issue 17 items 5 and 6 (decision 036). Over HTTP, in both brands (the magazine and the 2257 declaration differ by
// brand): every information key of the spec answers its page, every unknown key its redirect, the /previous
// variants come without header and footer, the sitemap lists the pages. In a browser, one brand: the footer leads to
// the pages; a signed-in client shares her link (copy) and signs into the help desk and out again.

const ABOUT = ["social_responsibility", "guidelines_and_policies", "content_removal_request"];
const LEGAL = ["imprint", "terms_and_conditions", "privacy"];

test("every information key answers as the spec says, per brand", async ({ request, at, brandInfo, baseURL }) => {
  const main = brandInfo.brand === "samtrot";
  const page = async (path: string) => {
    const answer = await request.get(at(path), { maxRedirects: 0 });
    expect(answer.status(), path).toBe(200);
    const html = await answer.text();
    expect(html, path).toContain('data-testid="info-page"');
    return html;
  };
  const redirects = async (path: string, to: string) => {
    const answer = await request.get(at(path), { maxRedirects: 0 });
    expect([path, answer.status(), answer.headers().location]).toEqual([path, 302, at(to)]);
  };

  const index = await page("/about");
  expect(index).toContain(`<link rel="canonical" href="${new URL(baseURL!).origin}${at("/about")}"`);
  expect(index).toContain('hrefLang="en"');
  for (const key of ABOUT) await page(`/about/${key}`);
  for (const key of [...LEGAL, "2257_declaration"].filter((key) => key !== "2257_declaration" || !main)) await page(`/legal/${key}`);
  for (const key of ["press", "advertisement"]) await page(`/misc/${key}`);
  await page("/partners");
  const imprint = await page("/legal/imprint");
  expect(imprint).toMatch(/Jugendschutzbeauftragte/);
  expect(imprint).toContain(`${brandInfo.brandName} Demo`);
  expect(await page("/legal/privacy")).not.toContain("{{");
  const english = await request.get(at("/legal/terms_and_conditions", "en"));
  expect(await english.text()).toContain("Terms and conditions");

  // magazine on the main brand only; 2257 only where the legal list holds it (Nachtfalter)
  if (main) {
    await page("/about/magazine");
    await redirects("/legal/2257_declaration", "/legal/terms_and_conditions");
  } else {
    await redirects("/about/magazine", "/about");
  }
  await redirects("/about/unknown", "/about");
  await redirects("/legal", "/legal/terms_and_conditions");
  await redirects("/legal/unknown", "/legal/terms_and_conditions");
  await redirects("/misc", "/misc/press");
  await redirects("/misc/unknown", "/misc/press");
  await redirects("/legal/unknown/previous", "/legal/terms_and_conditions/previous");

  // /previous: the text without header and footer, not indexed
  const bare = await page("/legal/privacy/previous");
  expect(bare).toContain('name="robots" content="noindex"');
  expect(bare).not.toContain("<header");
  expect(bare).not.toContain("<footer");
  expect(await page("/about/previous")).not.toContain("<footer");
  expect(await page("/legal/privacy")).toContain("<footer");

  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`${at("/legal/imprint")}</loc>`);
  expect(sitemap.includes(`${at("/about/magazine")}</loc>`)).toBe(main);
  expect(sitemap.includes("2257_declaration")).toBe(!main);
  expect(sitemap).not.toContain("/previous");
});

test("the footer leads to the pages; a client shares her link and signs into the help desk and out", ONE_BRAND, async ({ browser, baseURL, at, brandInfo }) => {
  const guestContext = await browser.newContext({ baseURL, locale: "de-DE" });
  const guest = await guestContext.newPage();
  await guest.goto(at("/about"));
  await expect(guest.getByRole("heading", { level: 1 })).toHaveText(`Über ${brandInfo.brandName}`);
  await guest.getByRole("contentinfo").getByRole("link", { name: "Presse" }).click();
  await expect(guest).toHaveURL(new RegExp(`${at("/misc/press")}$`));
  await expect(guest.getByRole("navigation", { name: "Informationsseiten" }).getByRole("link", { name: "Presse" })).toHaveAttribute("aria-current", "page");
  expect(await seriousAxeViolations(guest)).toEqual([]);
  await guestContext.close();

  const client = await freshUser(browser, baseURL, at, "client");
  const page = client.page;
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(baseURL!).origin });
  await page.goto(at("/user/share"));
  const link = await page.getByTestId("share-link").inputValue();
  const code = await page.getByTestId("share-code").textContent();
  expect(link).toBe(`${new URL(baseURL!).origin}${at(`/invitation-code/${code}`)}`);
  await hydrated(page);
  await page.getByTestId("share-copy").click();
  await expect(page.getByTestId("share-status")).toHaveText("Link kopiert.");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  expect(await seriousAxeViolations(page)).toEqual([]);
  // the code is the user's for good
  await page.reload();
  await expect(page.getByTestId("share-code")).toHaveText(code!);
  // the link opens the invitation search, which names who invited
  const invited = await browser.newContext({ baseURL, locale: "de-DE" });
  const visitor = await invited.newPage();
  await visitor.goto(link);
  await expect(visitor.getByText(`${client.username} hat dich zu ${brandInfo.brandName} eingeladen (Code ${code})`)).toBeVisible();
  await invited.close();

  // support/sso → the help desk (the api's stand-in) knows who came; support/signout ends it and comes home
  await page.goto(at("/my_dashboard"));
  await page.getByTestId("dashboard-link-support").click();
  await expect(page.getByTestId("helpdesk-signed-in")).toContainText(`Signed in as ${client.username}`);
  const helpdesk = page.url();
  await page.goto(at("/support/signout"));
  await expect(page).toHaveURL(new RegExp(`${at("/")}$`));
  await page.goto(helpdesk);
  await expect(page.getByTestId("helpdesk-signed-out")).toBeVisible();
  await page.context().close();
});
