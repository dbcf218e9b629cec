import { freshUser } from "./settings-support";
import { expect, seriousAxeViolations, test } from "./support";

// Issue 17 items 3–4: the dashboard and tours. A fresh client visits a fresh escort's profile twice through the api;
// the escort's dashboard shows the two visits beside its chart and in the table of days, and the announcements of her
// language. She announces a tour to Hamburg running today in the form and then finds herself, with the "Auf Tour"
// badge, in a radius search around Hamburg. The rules (limit, dates, the tour's end) are api tests. One brand.

/** Today and the day after tomorrow as Central European days (the tours' calendar). */
function berlinDay(offsetDays: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(Date.now() + offsetDays * 86_400_000));
}

test("the dashboard counts visits; a tour puts the escort into the tour city's search with a badge", async ({ browser, baseURL, at }) => {
  const origin = new URL(baseURL!).origin;
  const [escort, client] = await Promise.all([freshUser(browser, baseURL, at, "escort"), freshUser(browser, baseURL, at, "client")]);
  for (let i = 0; i < 2; i++) {
    const visit = await client.page.request.get(`/api/v2/profiles/${encodeURIComponent(escort.username)}`, { headers: { origin } });
    expect(visit.status()).toBe(200);
  }
  await client.page.context().close();

  const page = escort.page;
  await page.goto(at("/my_dashboard"));
  await expect(page.getByTestId("dashboard-announcements")).toContainText("Deine Zahlen im Blick");
  await expect(page.getByTestId("dashboard-total-visits")).toHaveText("2");
  await expect(page.getByTestId("dashboard-metric-visits")).toContainText("Profilbesuche in den letzten 30 Tagen: 2 insgesamt");
  await expect(page.getByTestId("dashboard-metric-phone_views")).toBeVisible();
  await page.getByTestId("dashboard-period-7").click();
  await expect(page).toHaveURL(/days=7/);
  await expect(page.getByTestId("dashboard-period-7")).toHaveAttribute("aria-current", "page");
  await page.getByText("Zahlen pro Tag").click();
  await expect(page.getByTestId("dashboard-table").locator("tbody tr")).toHaveCount(7);
  await expect(page.getByTestId("dashboard-table").locator("tbody tr").first().locator("td").first()).toHaveText("2");
  expect(await seriousAxeViolations(page)).toEqual([]);

  // a tour running from today: the form, then the search around the tour city
  await page.getByTestId("tour-city").selectOption("hamburg");
  await page.getByTestId("tour-from").fill(berlinDay(0));
  await page.getByTestId("tour-to").fill(berlinDay(2));
  await page.getByTestId("tour-submit").click();
  await expect(page.getByTestId("dashboard-tour-done")).toContainText("Die Tour ist eingetragen.");
  await expect(page.getByTestId("dashboard-tour")).toContainText("Hamburg");
  await expect(page.getByTestId("dashboard-tour")).toContainText("läuft gerade");
  await expect(page.getByTestId("dashboard-tours-count")).toHaveText("1 von 3 Touren");
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.context().close();

  // a guest looking for escorts on tour around Hamburg finds her there
  const guest = await browser.newPage({ baseURL, locale: "de-DE" });
  await guest.goto(at("/escorts?mode=radius&city=hamburg&radius=20&only_show_type=on_tour"));
  const tile = guest.getByTestId("profile-tile").filter({ has: guest.getByRole("link", { name: escort.username, exact: true }) });
  await expect(tile).toContainText("Auf Tour");
  await expect(tile).toContainText("Hamburg");
  await guest.close();
});
