import { chromiumFlags, liveVideoFlags } from "../chromium-flags";
import { freshUser } from "./settings-support";
import { expect, test } from "./support";

test.use({ launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: [...chromiumFlags, ...liveVideoFlags] } });

test("screens", async ({ browser, baseURL, at, brandInfo }) => {
  test.setTimeout(200_000);
  const [escort, client] = await Promise.all([freshUser(browser, baseURL, at, "escort"), freshUser(browser, baseURL, at, "client")]);
  const shot = async (page: import("@playwright/test").Page, name: string) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.waitForTimeout(400);
      await page.screenshot({ path: `/tmp/shots/${brandInfo.brand}-${name}-${width}.png`, fullPage: true });
    }
  };
  await escort.page.goto(at("/start_streaming"));
  await escort.page.getByTestId("live-camera-start").click();
  await escort.page.waitForTimeout(1500);
  await shot(escort.page, "start");
  await escort.page.setViewportSize({ width: 1280, height: 900 });
  await escort.page.getByTestId("live-title").fill("Abendplausch mit Lena");
  await escort.page.getByTestId("live-tags").fill("Chat, Dessous, Plaudern");
  await escort.page.getByTestId("live-start-submit").click();
  await expect(escort.page.getByTestId("live-producer-stage")).toHaveAttribute("data-phase", "live", { timeout: 20_000 });
  await client.page.goto(at("/browse_streaming"));
  await shot(client.page, "browse");
  await client.page.getByTestId(`live-room-${escort.page.url().split("/").pop()}`).getByRole("link", { name: /^Zuschauen/ }).click();
  await expect(client.page.getByTestId("live-viewer-stage")).toHaveAttribute("data-phase", "playing", { timeout: 15_000 });
  await client.page.getByTestId("live-chat-input").fill("Hallo Lena, schön dich zu sehen!");
  await client.page.getByTestId("live-chat-send").click();
  await client.page.waitForTimeout(1500);
  await shot(client.page, "viewer");
  await escort.page.waitForTimeout(1200);
  await shot(escort.page, "producer");
  const guest = await browser.newPage({ baseURL, locale: "de-DE" });
  await guest.goto(at(`/streaming_live/${escort.page.url().split("/").pop()}`));
  await shot(guest, "guest-room");
});
