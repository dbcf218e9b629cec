import type { Page } from "@playwright/test";
import { demoUser, freshUser } from "./settings-support";
import { advanceApiClock, apiNow, setApiClockOffset } from "./api-clock";
import { expect, pageApi, seriousAxeViolations, test } from "./support";

// Issue 13, the whole journey in two real browser contexts: a fresh client requests a date from a fresh escort's
// profile; the escort sees it arrive live, is refused a time less than 45 minutes ahead (the api's message at the
// time field) and proposes another time; the client accepts live; the api's clock then lets the date pass
// (TEST_CLOCK_FILE, tests/api-clock.ts: this spec runs after all others, alone); both review with every criterion, the
// reviews appear together on the escort's profile, and disappear when she switches date_review_display off. Refused
// with their messages on the way: reviewing too early, by a third person, and after the 7 days (a second date). The
// rules themselves are proven by the api tests (apps/api/src/modules/dating) and packages/dating.

const HOUR = 60 * 60 * 1000;
// longer than the public excerpt (140 characters): the rest is for the date's sides and who unlocks it
const LONG_REVIEW =
  "Sehr herzlich und pünktlich. Wir haben uns im Hotel getroffen, sie war aufmerksam, diskret und genau wie im Profil beschrieben. Gern wieder, dann mit mehr Zeit.";
const DAY = 24 * HOUR;

/** Berlin wall-clock fields (YYYY-MM-DD, HH:MM) of an instant, as the date forms take them. */
function berlinFields(instant: Date): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Berlin", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** Rates every criterion the form shows, answers its questions and sends it. */
async function writeReview(page: Page, rating: number, comment: string) {
  const form = page.getByTestId("review-form");
  const criteria = await form.locator('input[type="radio"][name^="ratings."]').evaluateAll((inputs) => [...new Set(inputs.map((i) => (i as HTMLInputElement).name))]);
  expect(criteria.length).toBe(6);
  for (const name of criteria) await form.locator(`input[name="${name}"][value="${rating}"]`).check();
  for (const name of ["radios.would_you_recommend_this_user", "radios.profile_match_reality", "radios.would_you_come_again"]) {
    await form.locator(`input[name="${name}"][value="yes"]`).check();
  }
  await form.locator('input[name="show_up"][value="1"]').check();
  await page.getByTestId("review-comment").fill(comment);
  await page.getByTestId("review-submit").click();
  await expect(page).toHaveURL(/\/my_date\/\d+\?done=review/);
}

test.describe("dates over time", () => {
  test.beforeAll(() => setApiClockOffset(0));
  test.afterAll(() => setApiClockOffset(0));

  test("request, another time, accept; the date passes; both review; the profile shows the reviews as the escort allows", async ({ browser, baseURL, at }) => {
    test.setTimeout(150_000);
    const [client, escort] = await Promise.all([freshUser(browser, baseURL, at, "client"), freshUser(browser, baseURL, at, "escort")]);

    // the escort waits on her empty request tab, connected
    await escort.page.goto(at("/my_date?tab=request"));
    await expect(escort.page.getByTestId("my-dates")).toHaveAttribute("data-realtime", "online");
    await expect(escort.page.getByTestId("dates-empty")).toBeVisible();
    await expect(escort.page.getByTestId("dates-tab-request")).toHaveAttribute("aria-current", "page");

    // the client asks from her profile; the form shows her listed price for an hour
    await client.page.goto(at(`/p/${escort.username}`));
    await client.page.getByTestId("profile-date-request").click();
    await expect(client.page).toHaveURL(new RegExp(`/my_date/new/${escort.username}$`));
    await expect(client.page.getByTestId("date-request-price")).toContainText("200");
    const first = berlinFields(new Date(apiNow().getTime() + 3 * HOUR));
    await client.page.getByTestId("date-form-date").fill(first.date);
    await client.page.getByTestId("date-form-time").fill(first.time);
    await client.page.getByTestId("date-form-message").fill("Ich freue mich auf dich.");
    await client.page.getByTestId("date-request-submit").click();
    await expect(client.page).toHaveURL(/\/my_date\/\d+\?done=request$/);
    await expect(client.page.getByTestId("date-stage")).toHaveText("Wartet auf Antwort");
    await expect(client.page.getByTestId("date-detail")).toHaveAttribute("data-realtime", "online");
    const dateId = /\/my_date\/(\d+)/.exec(client.page.url())?.[1];
    expect(dateId).toBeTruthy();

    // the escort's request tab shows it without a reload
    const item = escort.page.getByTestId("date-item");
    await expect(item).toHaveCount(1);
    await expect(item.getByTestId("date-stage")).toHaveText("Wartet auf deine Antwort");
    await item.getByTestId("date-open").click();
    await expect(escort.page.getByTestId("timeline-event").first()).toContainText("hat ein Date angefragt");

    // another time: too soon is refused at the time field with the api's message, then a later one is sent
    await escort.page.getByTestId("date-action-reschedule").click();
    const soon = berlinFields(new Date(apiNow().getTime() + 10 * 60 * 1000));
    await escort.page.getByTestId("date-form-date").fill(soon.date);
    await escort.page.getByTestId("date-form-time").fill(soon.time);
    await escort.page.getByTestId("reschedule-submit").click();
    await expect(escort.page.getByTestId("date-form-time")).toHaveAttribute("aria-invalid", "true");
    await expect(escort.page.getByText("Ein Date muss mindestens 45 Minuten im Voraus beginnen.")).toBeVisible();
    const later = berlinFields(new Date(apiNow().getTime() + 5 * HOUR));
    await escort.page.getByTestId("date-form-date").fill(later.date);
    await escort.page.getByTestId("date-form-time").fill(later.time);
    await escort.page.getByTestId("reschedule-submit").click();
    await expect(escort.page.getByTestId("date-done")).toBeVisible();

    // the client's page follows live: the other time to accept
    await expect(client.page.getByTestId("date-action-accept")).toHaveText("Andere Zeit annehmen");
    await expect(client.page.getByTestId("date-when")).toContainText(later.time);
    await client.page.getByTestId("date-action-accept").click();
    await expect(client.page.getByTestId("date-stage")).toHaveText("Bestätigt");
    await expect(client.page.getByTestId("timeline-event")).toHaveCount(3);
    await expect(escort.page.getByTestId("date-stage")).toHaveText("Bestätigt");

    // reviewing before the date is refused with its message and a way back
    await client.page.goto(at(`/dating/reviews/add/${dateId}`));
    await expect(client.page.getByTestId("review-refused-reason")).toHaveText("Bewerten kannst du das Date erst, wenn es vorbei ist.");
    await client.page.getByTestId("review-refused-back").click();
    await expect(client.page).toHaveURL(new RegExp(`/my_date/${dateId}$`));

    // a second accepted date of the two, through the api: it stays unreviewed until its 7 days are over
    const escortId = (await pageApi(escort.page, "GET", "/api/v2/user/info")).id as number;
    const second = await pageApi(client.page, "POST", "/api/v2/dating/dates", {
      receiver_id: escortId,
      start_at: new Date(apiNow().getTime() + 2 * HOUR).toISOString(),
      duration_minutes: 60,
      place_kind: "incall",
    });
    const secondId = (second.date as { id: number }).id;
    await pageApi(escort.page, "POST", `/api/v2/dating/dates/${secondId}/accept`, {});

    // the dates pass (the later one ends 6 hours from now)
    advanceApiClock(7 * HOUR);
    await client.page.goto(at(`/my_date/${dateId}`));
    await expect(client.page.getByTestId("date-stage")).toHaveText("Bewertung offen");

    // the client reviews first: hers stays hidden until the escort's is there
    await client.page.goto(at(`/dating/reviews/add/${dateId}`));
    expect(await seriousAxeViolations(client.page)).toEqual([]);
    await writeReview(client.page, 5, LONG_REVIEW);
    await expect(client.page.getByTestId("review-pending")).toBeVisible();
    await expect(client.page.getByTestId("review-theirs")).toHaveCount(0);

    // a third person cannot review it
    const third = await demoUser(browser, baseURL, at, "demo-client");
    await third.goto(at(`/dating/reviews/add/${dateId}`));
    await expect(third.getByTestId("review-form")).toHaveCount(0);
    await expect(third.getByRole("heading", { level: 1 })).toContainText(/nicht gefunden|gibt es nicht/i);

    // the escort sees that the client wrote one, reviews him; both reviews are published together
    await escort.page.goto(at(`/my_date/${dateId}`));
    await expect(escort.page.getByTestId("review-theirs-waiting")).toBeVisible();
    await escort.page.goto(at(`/dating/reviews/add/${dateId}`));
    await writeReview(escort.page, 4, "Angenehmer, respektvoller Gast.");
    await expect(escort.page.getByTestId("review-mine")).toBeVisible();
    await expect(escort.page.getByTestId("review-theirs")).toContainText(LONG_REVIEW);
    await client.page.reload();
    await expect(client.page.getByTestId("review-theirs")).toContainText("Angenehmer, respektvoller Gast.");

    // her profile shows the client's review to a guest, with the averages; its words only in part
    const guestContext = await browser.newContext({ baseURL, locale: "de-DE" });
    const guest = await guestContext.newPage();
    await guest.goto(at(`/p/${escort.username}/reviews`));
    await expect(guest.getByTestId("profile-review")).toHaveCount(1);
    await expect(guest.getByTestId("profile-review")).toContainText("Sehr herzlich und pünktlich. Wir haben uns im Hotel getroffen");
    await expect(guest.getByTestId("profile-review")).not.toContainText("dann mit mehr Zeit");
    await expect(guest.getByTestId("review-averages")).toBeVisible();
    expect(await seriousAxeViolations(guest)).toEqual([]);

    // a signed-in reader unlocks the date's reviews for 5 dollars and reads them whole
    await third.goto(at(`/p/${escort.username}/reviews`));
    await third.getByTestId("review-unlock-link").click();
    await expect(third).toHaveURL(new RegExp(`/dating/reviews/unlock/${dateId}$`));
    await expect(third.getByTestId("unlock-price")).toHaveText(/5/);
    const before = Number((await third.getByTestId("unlock-balance-before").innerText()).replace(/\D/g, ""));
    await expect(third.getByTestId("unlock-balance-after")).toHaveText(new RegExp(String(before - 5)));
    expect(await seriousAxeViolations(third)).toEqual([]);
    await third.getByTestId("unlock-confirm").click();
    await expect(third).toHaveURL(new RegExp(`/dating/reviews/detail/${dateId}\\?done=unlock$`));
    await expect(third.getByTestId("review-unlocked")).toBeVisible();
    await expect(third.getByTestId("public-review").first()).toContainText(LONG_REVIEW);
    await third.context().close();

    // she switches date_review_display off: the guest sees that she does not show them
    await escort.page.goto(at("/user/date_review_display"));
    await expect(escort.page.getByTestId("settings-date_review_display")).toHaveAttribute("data-interactive", "true");
    await escort.page.getByRole("checkbox", { name: "Date-Bewertungen im Profil zeigen" }).uncheck();
    await escort.page.getByTestId("settings-submit").click();
    await expect(escort.page.getByTestId("settings-saved")).toBeVisible();
    await guest.reload();
    await expect(guest.getByTestId("profile-reviews-hidden")).toBeVisible();
    await expect(guest.getByTestId("profile-review")).toHaveCount(0);
    await guestContext.close();

    // eight days on, the second date's 7 days are over: its review is refused with the message
    advanceApiClock(8 * DAY);
    await client.page.goto(at(`/dating/reviews/add/${secondId}`));
    await expect(client.page.getByTestId("review-refused-reason")).toHaveText("Die 7 Tage zum Bewerten dieses Dates sind vorbei.");

    await client.page.context().close();
    await escort.page.context().close();
  });
});
