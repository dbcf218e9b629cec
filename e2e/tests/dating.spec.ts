import { freshUser } from "./settings-support";
import { expect, pageApi, seriousAxeViolations, test } from "./support";

// Issue 13 (dates-web). The journey — request, another time, accept live, the date passes, both review, the profile
// shows the reviews — is dating.timed.spec.ts (it moves the api's clock, so it runs after all other specs). Here,
// beside the others: an accepted date (made through the api) is listed under "upcoming" for both sides, the
// escort's reviews tab is empty, and without JavaScript the actions are plain form posts (the escort cancels). The
// rules themselves are proven by the api tests (apps/api/src/modules/dating) and packages/dating.

test.describe("dates", () => {
  test("an accepted date is upcoming for both; without JavaScript the escort cancels it", async ({ browser, baseURL, at }) => {
    test.setTimeout(90_000);
    const [client, escort] = await Promise.all([freshUser(browser, baseURL, at, "client"), freshUser(browser, baseURL, at, "escort")]);
    const escortId = (await pageApi(escort.page, "GET", "/api/v2/user/info")).id as number;
    const date = await pageApi(client.page, "POST", "/api/v2/dating/dates", {
      receiver_id: escortId,
      start_at: new Date(Date.now() + 3 * 60 * 60 * 1000).toISOString(),
      duration_minutes: 60,
      place_kind: "incall",
      message: "Ich freue mich auf dich.",
    });
    await pageApi(escort.page, "POST", `/api/v2/dating/dates/${(date.date as { id: number }).id}/accept`, {});

    for (const side of [client, escort]) {
      await side.page.goto(at("/my_date?tab=upcoming"));
      await expect(side.page.getByTestId("dates-tab-upcoming")).toHaveAttribute("aria-current", "page");
      await expect(side.page.getByTestId("date-item")).toHaveCount(1);
      await expect(side.page.getByTestId("date-item").getByTestId("date-stage")).toHaveText("Bestätigt");
    }
    expect(await seriousAxeViolations(escort.page)).toEqual([]);
    await client.page.goto(at(`/p/${escort.username}/reviews`));
    await expect(client.page.getByTestId("profile-reviews-empty")).toBeVisible();

    // without JavaScript the actions are plain form posts: the escort cancels the date
    const plain = await browser.newContext({ baseURL, locale: "de-DE", javaScriptEnabled: false, storageState: await escort.page.context().storageState() });
    const noScript = await plain.newPage();
    await noScript.goto(at("/my_date?tab=upcoming"));
    await noScript.getByTestId("date-open").click();
    await noScript.getByTestId("date-action-cancel").click();
    await expect(noScript).toHaveURL(/\/my_date\/\d+\?done=cancel$/);
    await expect(noScript.getByTestId("date-stage")).toHaveText("Abgesagt");
    await expect(noScript.getByTestId("timeline-event").last()).toContainText("Du hast das Date abgesagt.");
    await plain.close();
    await client.page.context().close();
    await escort.page.context().close();
  });
});
