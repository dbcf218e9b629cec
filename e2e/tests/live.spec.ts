import type { Page } from "@playwright/test";
import { chromiumFlags, liveVideoFlags } from "../chromium-flags";
import { freshUser, PASSWORD } from "./settings-support";
import { expect, seriousAxeViolations, test } from "./support";

// Issue 15: live streaming with real WebRTC. A fresh escort goes live from start_streaming with Chromium's fake
// camera; a fresh client finds the room on browse_streaming and receives the video through the api's SFU (the
// video has a size and the decoder's framesDecoded keeps rising), chats and tips 10 $ after the 7 s countdown; the
// producer sees the chat and the tip at once and kicks the viewer out, who then sees the kicked-out state, also after
// a reload. The producer ends the stream, publishes the server's recording (WebM → HLS by a job) for 5 $; the client
// unlocks it, plays it with hls.js (decoded frames) and comments. A guest gets the browse page from the server. The rules (filter, guests, kick, tip amounts and limits)
// are proven over HTTP in apps/api/src/modules/live/live-http.test.ts; one brand (the pages are shared).

test.use({ launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: [...chromiumFlags, ...liveVideoFlags] } });

const PIN = "2580";

/** Keeps every RTCPeerConnection the page makes, so the test can read the receiver's getStats(). */
async function recordPeerConnections(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const Original = window.RTCPeerConnection;
    const made: RTCPeerConnection[] = [];
    (window as unknown as { __livePeers: RTCPeerConnection[] }).__livePeers = made;
    window.RTCPeerConnection = class extends Original {
      constructor(config?: RTCConfiguration) {
        super(config);
        made.push(this);
      }
    } as typeof RTCPeerConnection;
  });
}

async function framesDecoded(page: Page): Promise<number> {
  return page.evaluate(async () => {
    let frames = 0;
    for (const pc of (window as unknown as { __livePeers: RTCPeerConnection[] }).__livePeers ?? []) {
      (await pc.getStats()).forEach((report) => {
        if (report.type === "inbound-rtp" && report.kind === "video") frames += report.framesDecoded ?? 0;
      });
    }
    return frames;
  });
}

async function apiPost(page: Page, path: string, body: unknown, method = "POST") {
  const origin = new URL(page.url()).origin;
  const response = await page.request.fetch(path, { method, headers: { origin, "content-type": "application/json" }, data: JSON.stringify(body) });
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()).data;
}

test("an escort goes live; a client watches the video, chats and tips; the escort kicks the client out; the recording plays", async ({ browser, baseURL, at, request }) => {
  test.setTimeout(330_000);
  const [escort, client] = await Promise.all([freshUser(browser, baseURL, at, "escort"), freshUser(browser, baseURL, at, "client")]);
  const producer = escort.page;
  const viewer = client.page;
  await recordPeerConnections(viewer);
  await viewer.goto(at("/browse_streaming"));
  await apiPost(viewer, "/api/v2/dev/money-setup", { dollars: 50 });
  await apiPost(viewer, "/api/v2/security-pin", { password: PASSWORD, pin: PIN }, "PUT");

  // start_streaming: describe the stream; the room page turns the fake camera on and publishes to the SFU
  await producer.goto(at("/start_streaming"));
  await expect(producer.getByRole("heading", { level: 1, name: "Live gehen" })).toBeVisible();
  await producer.getByTestId("live-title").fill("Abendplausch mit Lena");
  await producer.getByTestId("live-tags").fill("Chat, Dessous");
  await producer.getByTestId("live-language").selectOption("DE");
  expect(await seriousAxeViolations(producer)).toEqual([]);
  await producer.getByTestId("live-start-submit").click();
  await expect(producer).toHaveURL(/\/streaming_live\/\d+$/);
  const roomId = Number(producer.url().split("/").pop());
  await expect(producer.getByTestId("live-producer-stage")).toHaveAttribute("data-phase", "live", { timeout: 20_000 });
  await expect(producer.getByTestId("live-room")).toHaveAttribute("data-status", "live");

  // a guest gets the list from the server, with the room and a sign-in link
  const html = await (await request.get(at("/browse_streaming?tag=dessous"))).text();
  expect(html).toContain(`data-testid="live-room-${roomId}"`);
  expect(html).toContain('data-access="sign_in"');

  // the client finds the room and watches: a real picture, frames decoded and rising
  await viewer.goto(at("/browse_streaming?language=DE"));
  const card = viewer.getByTestId(`live-room-${roomId}`);
  await expect(card).toContainText("Abendplausch mit Lena");
  await expect(card).toContainText("#dessous");
  await card.getByRole("link", { name: /^Zuschauen/ }).click();
  await expect(viewer.getByTestId("live-viewer-stage")).toHaveAttribute("data-phase", "playing", { timeout: 15_000 });
  await expect.poll(() => viewer.getByTestId("live-player").evaluate((video: HTMLVideoElement) => video.videoWidth), { timeout: 15_000 }).toBeGreaterThan(0);
  const before = await framesDecoded(viewer);
  await viewer.waitForTimeout(3_000);
  expect(await framesDecoded(viewer)).toBeGreaterThan(before + 30);
  await expect(viewer.getByTestId("live-producer-link")).toHaveAttribute("href", new RegExp(`/p/${escort.username}$`));
  await expect(producer.getByTestId("live-viewer-count")).toContainText("1");
  expect(await seriousAxeViolations(viewer)).toEqual([]);

  // chat: the producer reads it at once
  await viewer.getByTestId("live-chat-input").fill("Hallo Lena!");
  await viewer.getByTestId("live-chat-send").click();
  await expect(producer.getByTestId("live-chat-line").filter({ hasText: "Hallo Lena!" })).toBeVisible();

  // a tip of 10 $: the 7 s countdown, then booked; the producer sees it in the chat and in the total
  await viewer.getByTestId("live-tip-pin").fill(PIN);
  await viewer.getByTestId("live-tip-10").click();
  await expect(viewer.getByTestId("live-tip-pending")).toContainText("10 $");
  await expect(viewer.getByTestId("live-tip-success")).toBeVisible({ timeout: 15_000 });
  await expect(producer.getByTestId("live-chat-tip").filter({ hasText: client.username })).toContainText("10 $");
  await expect(producer.getByTestId("live-tips-total")).toContainText("10 $");
  expect(await seriousAxeViolations(producer)).toEqual([]);

  // the kick: the viewer's player goes, the kicked-out state stays after a reload (the api refuses)
  const row = producer.getByTestId(`live-viewer-${client.username}`);
  await row.getByTestId("live-kick").click();
  await row.getByTestId("live-kick-confirm").click();
  await expect(viewer.getByTestId("live-state-kicked_out")).toBeVisible();
  await viewer.reload();
  await expect(viewer.getByTestId("live-state-kicked_out")).toContainText("Du wurdest entfernt");
  await expect(producer.getByTestId("live-viewer-count")).toContainText("0");

  // the producer ends the stream; the server's recording is converted by a job and published for 5 $; the client
  // unlocks it (through the ledger), it plays, and the client comments; the producer sees the unlock
  await producer.getByTestId("live-end").click();
  await expect(producer.getByTestId("live-room")).toHaveAttribute("data-status", "ended");
  await producer.goto(at("/start_streaming"));
  const recording = producer.getByTestId("live-recordings").locator("li").first();
  await expect(async () => {
    await producer.reload();
    await expect(recording).toHaveAttribute("data-status", "ready", { timeout: 2_000 });
  }).toPass({ timeout: 180_000 });
  await recording.getByTestId("recording-visibility").selectOption("price");
  await recording.getByTestId("recording-price").fill("5");
  await recording.getByTestId("recording-save").click();
  await expect(recording.getByRole("status")).toHaveText("Gespeichert.");
  const recordingHref = await recording.getByTestId("recording-watch").getAttribute("href");
  await viewer.goto(recordingHref!);
  await expect(viewer.getByTestId("recording-balance")).toHaveText("Dein Guthaben: 40 $");
  await viewer.getByTestId("recording-unlock").click();
  await expect(viewer.getByTestId("recording-unlocked")).toContainText("Dein Guthaben: 35 $");
  const player = viewer.getByTestId("recording-player");
  await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.readyState), { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
  await player.evaluate((video: HTMLVideoElement) => {
    video.muted = true;
    return video.play();
  });
  await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.getVideoPlaybackQuality().totalVideoFrames), { timeout: 20_000 }).toBeGreaterThan(10);
  expect(await player.evaluate((video: HTMLVideoElement) => video.duration)).toBeGreaterThan(1);
  await viewer.getByTestId("recording-comment-text").fill("Schöner Abend, danke!");
  await viewer.getByTestId("recording-comment-submit").click();
  await expect(viewer.getByTestId("recording-comment").first()).toContainText("Schöner Abend, danke!");
  expect(await seriousAxeViolations(viewer)).toEqual([]);
  await producer.reload();
  await expect(recording.getByTestId("recording-unlocks")).toContainText("1 Freischaltung · 5 $ verdient");
  await escort.page.context().close();
  await client.page.context().close();
});
