import type { Page } from "@playwright/test";
import { freshUser } from "./settings-support";
import { expect, pageApi, seriousAxeViolations, test } from "./support";

// Issue 13 item 4 (safety): on an accepted date the escort sets a timed check-in with her emergency contact and then
// checks in ("Ich bin sicher"); as a verified escort she sees the client's warnings box on the date; the client's
// own date page has neither. Both brands. The alert itself (sent once, never after a check-in, after a crash too),
// the bounds and who may read warnings are proven by the api tests (apps/api/src/modules/dating/safety) and
// packages/dating; a warning needs a date that has passed, which the system clock of the e2e api cannot do.

const SHOTS = process.env.SAFETY_SHOTS_DIR ?? "test-results/safety-shots";

/** The page at 1280 and 390 px wide (full page), for looking at the panel in both brands. */
async function shootBoth(page: Page, brand: string, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${SHOTS}/${brand}-${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${SHOTS}/${brand}-${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe("date safety", () => {
  test("the escort sets a check-in on an accepted date and checks in; the warnings box is hers, not the client's", async ({ browser, baseURL, at, brandInfo }) => {
    test.setTimeout(90_000);
    const [client, escort] = await Promise.all([freshUser(browser, baseURL, at, "client"), freshUser(browser, baseURL, at, "escort")]);

    // the date, requested and accepted through the api (the request journey is dating.spec.ts); she is verified
    const profile = await client.page.request.get(`/api/v2/profiles/${escort.username}`);
    const escortId = (await profile.json()).data.id as number;
    const sent = await pageApi(client.page, "POST", "/api/v2/dating/dates", {
      receiver_id: escortId,
      start_at: new Date(Date.now() + 3 * 60 * 60 * 1000).toISOString(),
      duration_minutes: 60,
      place_kind: "outcall",
      place_note: "Hotel Adlon, Zimmer 12",
    });
    const dateId = sent.date.id as number;
    await pageApi(escort.page, "POST", `/api/v2/dating/dates/${dateId}/accept`, {});
    await pageApi(escort.page, "POST", "/api/v2/dev/money-setup", { accept_age_check: true });

    await escort.page.goto(at(`/my_date/${dateId}`));
    const panel = escort.page.getByTestId("date-safety");
    await expect(panel).toHaveAttribute("data-state", "none");
    await expect(escort.page.getByTestId("client-warnings")).toHaveAttribute("data-count", "0");
    await expect(escort.page.getByTestId("client-warnings-none")).toHaveText("Keine Warnungen zu diesem Kunden.");

    // a bad address is refused at its field; then the check-in is set (the proposed time: an hour after the end)
    await escort.page.getByTestId("check-in-contact-name").fill("Lena");
    await escort.page.getByTestId("check-in-contact-email").fill("lena@");
    await escort.page.getByTestId("check-in-submit").click();
    await expect(escort.page.getByTestId("check-in-contact-email")).toHaveAttribute("aria-invalid", "true");
    await expect(escort.page.getByText("Bitte gib eine gültige E-Mail-Adresse an.").first()).toBeVisible();
    await escort.page.getByTestId("check-in-contact-email").fill("lena@example.test");
    await escort.page.getByTestId("check-in-submit").click();
    await expect(escort.page.getByTestId("date-done")).toHaveText("Dein Check-in ist festgelegt.");
    await expect(panel).toHaveAttribute("data-state", "scheduled");
    await expect(escort.page.getByTestId("check-in-status")).toContainText("Lena");
    expect(await seriousAxeViolations(escort.page)).toEqual([]);
    await shootBoth(escort.page, brandInfo.brand, "check-in-scheduled");

    // "Ich bin sicher"
    await escort.page.getByTestId("check-in-confirm").click();
    await expect(panel).toHaveAttribute("data-state", "checked_in");
    await expect(escort.page.getByTestId("date-done")).toContainText("Dein Check-in ist bestätigt.");
    await expect(escort.page.getByTestId("check-in-confirm")).toHaveCount(0);
    await shootBoth(escort.page, brandInfo.brand, "checked-in");

    // the client's page of the same date: no safety panel, no warnings box
    await client.page.goto(at(`/my_date/${dateId}`));
    await expect(client.page.getByTestId("date-facts")).toBeVisible();
    await expect(client.page.getByTestId("date-safety")).toHaveCount(0);
    await expect(client.page.getByTestId("client-warnings")).toHaveCount(0);
    expect(await client.page.content()).not.toContain("Lena");
  });
});
