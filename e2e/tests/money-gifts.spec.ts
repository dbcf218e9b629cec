import type { Page } from "@playwright/test";
import { freshUser, PASSWORD, saveAndExpectSaved, openSection } from "./settings-support";
import { expect, hydrated, seriousAxeViolations, test } from "./support";

// Issue 17 item 4 gifts in a real browser (one brand; decision 040): a client sends an escort a gift from her profile
// through the picker (picture, price, message, PIN, balance before → after); she finds it under user/gifts, chooses to
// show her gifts, and the profile then shows them. The rules (once per request key, balance, blocks, self, settings)
// are proven by the api's tests (apps/api/src/modules/gifts/gifts-http.test.ts).

async function apiCall(page: Page, method: "POST" | "PUT", path: string, body: unknown) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.fetch(path, { method, headers: { origin, "content-type": "application/json" }, data: JSON.stringify(body) });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

test.describe("gifts (issue 17)", () => {
  test.describe.configure({ timeout: 120_000 });

  test("a client sends an escort a gift from her profile; she shows it and the profile lists it", async ({ browser, baseURL, at }) => {
    const escort = await freshUser(browser, baseURL, at, "escort");
    const client = await freshUser(browser, baseURL, at, "client");
    await client.page.goto(at("/"));
    await apiCall(client.page, "POST", "/api/v2/dev/money-setup", { dollars: 30 });
    await apiCall(client.page, "PUT", "/api/v2/security-pin", { password: PASSWORD, pin: "2580" });

    const page = client.page;
    await page.goto(at(`/p/${escort.username}`));
    await hydrated(page);
    await page.getByTestId("profile-gift").click();
    const dialog = page.getByTestId("gift-dialog");
    await expect(dialog.getByTestId("gift-preview-before")).toHaveText("30");
    // the perfume costs more than the balance: refused before sending, with the way to buy dollars
    await dialog.getByTestId("gift-choice-perfume").click();
    await expect(dialog.getByTestId("gift-insufficient")).toContainText("Dollar kaufen");
    await expect(dialog.getByTestId("gift-submit")).toBeDisabled();
    await dialog.getByTestId("gift-choice-champagne").click();
    await expect(dialog.getByTestId("gift-preview-after")).toHaveText("5");
    await dialog.getByLabel("Nachricht (optional)").fill("Auf einen schönen Abend!");
    await dialog.getByLabel("PIN").fill("2580");
    expect(await seriousAxeViolations(page), "gift picker").toEqual([]);
    await dialog.getByTestId("gift-submit").click();
    await expect(dialog.getByTestId("gift-success")).toContainText("Dein Guthaben: 5 Dollar");
    await dialog.getByTestId("gift-done").click();

    // She sees it under user/gifts (the settings section) and shows her gifts on the profile.
    const her = escort.page;
    await openSection(her, at, "gifts");
    const received = her.getByTestId("gifts-received");
    await expect(received).toContainText("Champagner");
    await expect(received).toContainText(client.username);
    await expect(received).toContainText("Auf einen schönen Abend!");
    await expect(her.getByTestId("gifts-shown-state")).toHaveText("Dein Profil zeigt deine Geschenke nicht.");
    await her.getByLabel("Erhaltene Geschenke im Profil zeigen").check();
    await saveAndExpectSaved(her);
    await expect(her.getByTestId("gifts-shown-state")).toHaveText("Dein Profil zeigt deine Geschenke.");
    expect(await seriousAxeViolations(her), "user/gifts").toEqual([]);

    // The client's profile view now shows the gift with its count; his user/gifts lists it as sent.
    await page.goto(at(`/p/${escort.username}`));
    await expect(page.getByTestId("profile-gift-counts-champagne")).toContainText("Champagner");
    await expect(page.getByTestId("profile-gift-counts-champagne")).toContainText("1×");
    await page.goto(at("/user/gifts"));
    await expect(page.getByTestId("gifts-sent")).toContainText(escort.username);
    await her.context().close();
    await page.context().close();
  });
});
