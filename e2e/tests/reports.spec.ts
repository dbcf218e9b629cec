import { freshUser } from "./settings-support";
import { expect, pageApi, seriousAxeViolations, test } from "./support";

// Reports (DSA notice and action): a guest reports a profile with name and e-mail and sees the receipt; a signed-in
// client reports a date from its detail page and finds it under "Meine Meldungen". Data is made through the api; the
// rules (guest rule, refusals, visibility, limits) are proven by apps/api/src/modules/reports.

test.describe("reports", () => {
  test("a guest reports a profile with name and e-mail; a client reports a date and sees it in Meine Meldungen", async ({ browser, baseURL, at }) => {
    test.setTimeout(90_000);
    const [client, escort] = await Promise.all([freshUser(browser, baseURL, at, "client"), freshUser(browser, baseURL, at, "escort")]);

    // a guest, from the profile page
    const guestContext = await browser.newContext({ baseURL, locale: "de-DE" });
    const guest = await guestContext.newPage();
    await guest.goto(at(`/p/${escort.username}`));
    await guest.getByTestId("profile-report").click();
    await expect(guest.getByTestId("report-page")).toBeVisible();
    await expect(guest.getByRole("heading", { level: 1 })).toHaveText("Profil melden");
    expect(await seriousAxeViolations(guest)).toEqual([]);
    await guest.getByRole("radio", { name: "Fake-Profil oder Identitätsmissbrauch" }).check();
    await guest.getByTestId("report-explanation").fill("Die Fotos stammen von einer anderen Seite.");
    await guest.getByTestId("report-submit").click();
    // without name, e-mail and the good-faith box the fields say what is missing
    await expect(guest.getByTestId("report-page").getByText("Bitte gib deinen Namen und deine E-Mail-Adresse an", { exact: false }).first()).toBeVisible();
    await expect(guest.getByText("Bitte bestätige, dass deine Angaben richtig und vollständig sind.")).toBeVisible();
    await guest.getByTestId("report-name").fill("Petra Muster");
    await guest.getByTestId("report-email").fill("petra.muster@example.test");
    await guest.getByTestId("report-good-faith").check();
    await guest.getByTestId("report-submit").click();
    await expect(guest.getByTestId("report-received")).toBeVisible();
    await expect(guest.getByTestId("report-number")).toHaveText(/^R-\d{6,}$/);
    await expect(guest.getByTestId("report-received")).toContainText("Eingangsbestätigung per E-Mail");
    await guest.getByTestId("report-back").click();
    await expect(guest.getByTestId("profile-page")).toBeVisible();
    await guestContext.close();

    // the client, from the date's detail page
    const escortId = (await pageApi(escort.page, "GET", "/api/v2/user/info")).id as number;
    const sent = await pageApi(client.page, "POST", "/api/v2/dating/dates", {
      receiver_id: escortId,
      start_at: new Date(Date.now() + 3 * 60 * 60 * 1000).toISOString(),
      duration_minutes: 60,
      place_kind: "incall",
    });
    const dateId = (sent.date as { id: number }).id;
    await client.page.goto(at(`/my_date/${dateId}`));
    await client.page.getByTestId("date-report").click();
    await expect(client.page.getByRole("heading", { level: 1 })).toHaveText("Date melden");
    await expect(client.page.getByTestId("report-signed-in")).toContainText(client.username);
    await client.page.getByRole("radio", { name: "Belästigung oder Beleidigung" }).check();
    await client.page.getByTestId("report-good-faith").check();
    await client.page.getByTestId("report-submit").click();
    const number = (await client.page.getByTestId("report-number").textContent()) ?? "";
    expect(number).toMatch(/^R-\d{6,}$/);
    await client.page.getByTestId("report-mine").click();
    await expect(client.page.getByTestId("my-report")).toHaveCount(1);
    await expect(client.page.getByTestId("my-report")).toContainText(number);
    await expect(client.page.getByTestId("my-report-status")).toHaveText("Eingegangen");
    expect(await seriousAxeViolations(client.page)).toEqual([]);
    await client.page.context().close();
    await escort.page.context().close();
  });
});
