import { noisyPng, signedInPage } from "./accounts-fixtures";
import { galleryIds, newTile } from "./gallery-fixtures";
import { expect, test } from "./support";

// Issue 6 (web): favourites and visitors (Plus upsell for non-members), and a gallery upload that resumes after a
// failed piece. Both brands; each brand its own accounts where something is changed.
const OWNER = { samtrot: "demo-escort", nachtfalter: "demo-escort-plus" } as const;

test.describe("favourites and visitors", () => {
  test.describe.configure({ mode: "serial" });

  test("a non-member sees the upsell on visitor and favorite_visitor, a member the list", async ({ browser, baseURL, at }) => {
    const client = await signedInPage(browser, baseURL, at, "demo-client");
    await client.goto(at("/visitor"));
    await expect(client.getByTestId("relations-upsell")).toContainText("Mit Plus siehst du, wer.");
    await client.goto(at("/favorite_visitor"));
    await expect(client.getByTestId("relations-upsell")).toBeVisible();
    await client.context().close();
    const member = await signedInPage(browser, baseURL, at, "demo-client-plus");
    await member.goto(at("/visitor"));
    await expect(member.getByTestId("relations-upsell")).toHaveCount(0);
    await expect(member.getByTestId("search-results").or(member.getByTestId("relations-empty"))).toBeVisible();
    await member.context().close();
  });

  test("the favourite button adds a profile to /favorite and removes it again", async ({ browser, baseURL, at, brandInfo }) => {
    const viewer = brandInfo.brand === "samtrot" ? "demo-client" : "demo-client-plus";
    const page = await signedInPage(browser, baseURL, at, viewer);
    const target = OWNER[brandInfo.brand];
    await page.goto(at(`/p/${target}`));
    const button = page.getByTestId("profile-favorite");
    if ((await button.getAttribute("aria-pressed")) === "true") {
      await button.click();
      await expect(page.getByTestId("profile-favorite")).toHaveAttribute("aria-pressed", "false");
    }
    await page.getByTestId("profile-favorite").click();
    await expect(page.getByText("Zu deinen Favoriten hinzugefügt.")).toBeVisible();
    await expect(page.getByTestId("profile-favorite")).toHaveAttribute("aria-pressed", "true");
    await page.goto(at("/favorite"));
    await expect(page.getByTestId("search-results")).toContainText(target);
    await page.goto(at(`/p/${target}`));
    await page.getByTestId("profile-favorite").click();
    await expect(page.getByTestId("profile-favorite")).toHaveAttribute("aria-pressed", "false");
    await page.goto(at("/favorite"));
    await expect(page.getByTestId("relations-favorite")).not.toContainText(target);
    await page.context().close();
  });
});

// Agency accounts, so this never shares a gallery with profile-pages.spec.ts running at the same time.
const AGENCY = { samtrot: "demo-agentur", nachtfalter: "demo-agentur-plus" } as const;

test("gallery upload resumes after a failed piece", async ({ browser, baseURL, at, brandInfo }) => {
  const owner = await signedInPage(browser, baseURL, at, AGENCY[brandInfo.brand]);
  await owner.goto(at("/user/media_gallery"));
  await expect(owner.getByTestId("media-gallery")).toHaveAttribute("data-interactive", "true");
  const before = await galleryIds(owner);
  // Every try of the second piece fails until the network "comes back".
  let broken = true;
  await owner.route("**/api/v2/media/upload**", async (route) => {
    const body = route.request().postDataBuffer()?.toString("latin1") ?? "";
    if (broken && /"chunkIndex":1\b/.test(body)) return route.abort("failed");
    return route.continue();
  });
  await owner.locator("#gallery-file").setInputFiles({ name: "gross.png", mimeType: "image/png", buffer: noisyPng(700, 500) });
  await expect(owner.getByTestId("gallery-upload-resume")).toBeVisible({ timeout: 30_000 });
  await expect(owner.getByRole("progressbar", { name: "Upload" })).not.toHaveAttribute("aria-valuenow", "100");
  broken = false;
  await owner.getByTestId("gallery-upload-resume").click();
  await expect(owner.getByTestId("gallery-message")).toContainText("Foto hinzugefügt.", { timeout: 30_000 });
  const { tile } = await newTile(owner, before);
  owner.once("dialog", (dialog) => void dialog.accept());
  await tile.getByTestId("gallery-delete").click();
  await expect(owner.getByTestId("gallery-message")).toContainText("Gelöscht.");
  await owner.context().close();
});
