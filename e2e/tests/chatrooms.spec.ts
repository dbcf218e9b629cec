import { signedInPage, uniqueName } from "./accounts-fixtures";
import { freshUser } from "./settings-support";
import { expect, seriousAxeViolations, test } from "./support";

// Issue 15 item 4: topic chat rooms (community/chat). Two fresh users in two browser contexts see each other's
// messages arrive live in the Lounge (slow mode 5 s: the sender's button counts down), and the team's moderator
// removes one, which disappears at once for the others, and mutes the other writer, who is told at once. One brand (the pages are shared; brand looks are in the
// screenshots). The rules — allow-list, slow mode, mutes, blocks, reports — are proven by the api tests
// (apps/api/src/modules/chatrooms).

test("two users chat live in a topic room; a moderator removes a message and it disappears for the others", async ({ browser, baseURL, at }) => {
  test.setTimeout(120_000);
  const [anna, ben] = await Promise.all([freshUser(browser, baseURL, at, "client"), freshUser(browser, baseURL, at, "client")]);
  const team = await signedInPage(browser, baseURL, at, "demo-team");

  // the room list: topics with members online; the header leads there
  await anna.page.goto(at("/"));
  await anna.page.getByTestId("header-chatrooms").click();
  await expect(anna.page.getByTestId("chat-rooms")).toBeVisible();
  await expect(anna.page.getByTestId("chat-room-lounge")).toContainText("Lounge");
  expect(await seriousAxeViolations(anna.page)).toEqual([]);
  await anna.page.getByTestId("chat-room-lounge").getByRole("link", { name: "Lounge" }).click();

  const open = async (page: typeof anna.page) => {
    if (!page.url().includes("/community/chat/lounge")) await page.goto(at("/community/chat/lounge"));
    await expect(page.getByTestId("chat-room")).toHaveAttribute("data-realtime", "online");
  };
  await Promise.all([open(anna.page), open(ben.page), open(team)]);

  // Anna writes: Ben gets it live; Anna's send button counts slow mode down
  const hello = `Hallo Lounge ${uniqueName("c")}`;
  await anna.page.getByTestId("chat-text").fill(hello);
  await anna.page.getByTestId("chat-text").press("Enter");
  await expect(ben.page.getByTestId("chat-message").filter({ hasText: hello })).toBeVisible();
  await expect(anna.page.getByTestId("chat-send")).toHaveText(/\d s/);
  await expect(anna.page.getByTestId("chat-hint")).toContainText("Langsamer Modus");
  await expect(anna.page.getByTestId("chat-text")).toHaveValue("");

  // Ben answers: Anna gets it live
  const answer = `Hi Anna ${uniqueName("c")}`;
  await ben.page.getByTestId("chat-text").fill(answer);
  await ben.page.getByTestId("chat-send").click();
  await expect(anna.page.getByTestId("chat-message").filter({ hasText: answer })).toBeVisible();
  await expect(ben.page.getByTestId("chat-message").filter({ hasText: hello }).getByTestId("chat-report")).toBeVisible();
  expect(await seriousAxeViolations(ben.page)).toEqual([]);

  // the moderator removes Anna's message: gone for Ben (and Anna) without a reload
  const line = team.getByTestId("chat-message").filter({ hasText: hello });
  await line.getByTestId("chat-moderate").locator("summary").click();
  await line.getByTestId("chat-remove").click();
  await expect(ben.page.getByTestId("chat-message").filter({ hasText: hello })).toHaveCount(0);
  await expect(anna.page.getByTestId("chat-message").filter({ hasText: hello })).toHaveCount(0);
  await expect(ben.page.getByTestId("chat-message").filter({ hasText: answer })).toBeVisible();
  await expect(team.getByTestId("chat-message").filter({ hasText: hello })).toHaveCount(0);

  // the moderator mutes Ben in this room: Ben is told at once and cannot write
  const benLine = team.getByTestId("chat-message").filter({ hasText: answer });
  await benLine.getByTestId("chat-moderate").locator("summary").click();
  await benLine.getByTestId("chat-mute-10").click();
  await expect(team.getByTestId("chat-notice")).toContainText("stummgeschaltet");
  await expect(ben.page.getByTestId("chat-hint")).toContainText("Du bist in diesem Raum bis");
  await expect(ben.page.getByTestId("chat-text")).toBeDisabled();

  await Promise.all([anna.page.context().close(), ben.page.context().close(), team.context().close()]);
});
