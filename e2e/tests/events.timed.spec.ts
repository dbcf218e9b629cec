import { signedInPage } from "./accounts-fixtures";
import { freshUser } from "./settings-support";
import { advanceApiClock, apiNow, setApiClockOffset } from "./api-clock";
import { expect, pageApi, seriousAxeViolations, test } from "./support";

// Issue 14, the events journey in real browser contexts: a fresh escort creates an event on events/add (pending,
// shown in my_events); the team accepts it (through the api, as the reviewers' other queues are tested); two fresh
// clients attend on the guest-visible detail page; the organizer rejects one, who then cannot attend again; the event
// passes — the api's clock is moved (TEST_CLOCK_FILE, tests/api-clock.ts; no event is seeded in the past), which is
// why this spec is a *.timed.spec.ts (runs after all others, alone); the remaining attendee reviews it, the rejected
// one is refused. On the way: JSON-LD Event and canonical on the server-rendered detail, the event in sitemap.xml
// while upcoming and out of it once past. The rules are proven by the api tests (apps/api/src/modules/events).

const HOUR = 60 * 60 * 1000;

function berlinFields(instant: Date): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Berlin", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

test.describe("events over time", () => {
  test.beforeAll(() => setApiClockOffset(0));
  test.afterAll(() => setApiClockOffset(0));

  test("an escort creates an event, the team accepts it, two clients attend, one is rejected; it passes; the other reviews it", async ({ browser, baseURL, at }) => {
    test.setTimeout(150_000);
    const [organizer, anna, ben] = await Promise.all([freshUser(browser, baseURL, at, "escort"), freshUser(browser, baseURL, at, "client"), freshUser(browser, baseURL, at, "client")]);
    const title = `Mottoparty ${organizer.username}`;

    // the organizer creates it on events/add; a start in the past is refused at the field first
    await organizer.page.goto(at("/events/add"));
    const start = berlinFields(new Date(apiNow().getTime() + 2 * HOUR));
    const end = berlinFields(new Date(apiNow().getTime() + 5 * HOUR));
    const past = berlinFields(new Date(apiNow().getTime() - 2 * HOUR));
    await organizer.page.getByTestId("event-title").fill(title);
    await organizer.page.getByTestId("event-category").selectOption("motto-party");
    // the description in the shared rich-text editor (TipTap, loaded on the editor pages only)
    const editor = organizer.page.getByTestId("event-description-editor");
    await expect(editor).toBeVisible();
    await editor.click();
    await organizer.page.keyboard.type("Ein Abend mit Motto: Maskenball. ");
    await organizer.page.getByTestId("rte-bold").click();
    await organizer.page.keyboard.type("Dresscode schwarz.");
    await organizer.page.getByTestId("event-start-date").fill(past.date);
    await organizer.page.getByTestId("event-start-time").fill(past.time);
    await organizer.page.getByTestId("event-end-date").fill(end.date);
    await organizer.page.getByTestId("event-end-time").fill(end.time);
    await organizer.page.getByTestId("event-city").selectOption("berlin");
    await organizer.page.getByTestId("event-address").fill("Oranienburger Straße 1");
    await organizer.page.getByTestId("event-price").fill("40");
    await organizer.page.getByTestId("event-submit").click();
    await expect(organizer.page.getByTestId("event-form")).toContainText("Der Beginn muss in der Zukunft liegen.");
    await organizer.page.getByTestId("event-start-date").fill(start.date);
    await organizer.page.getByTestId("event-start-time").fill(start.time);
    await organizer.page.getByTestId("event-submit").click();
    await expect(organizer.page).toHaveURL(/\/my_events\?done=created$/);
    await expect(organizer.page.getByTestId("event-card")).toHaveCount(1);
    await expect(organizer.page.getByTestId("event-state")).toHaveAttribute("data-state", "status.pending");
    const mine = (await pageApi(organizer.page, "GET", "/api/v2/my-events")) as { items: { id: number; slug: string; category: string }[] };
    const event = mine.items[0]!;
    const path = `/events/${event.category}/${event.slug}`;

    // the team accepts it (the api refuses anyone else; tested in the api)
    const team = await signedInPage(browser, baseURL, at, "demo-team");
    await pageApi(team, "POST", `/api/v2/moderation/events/${event.id}/accept`);

    // guests see it server-rendered with its JSON-LD and canonical; it is in the sitemap while upcoming
    const guestContext = await browser.newContext({ baseURL, locale: "de-DE" });
    const guest = await guestContext.newPage();
    const html = await (await guest.request.get(at(path))).text();
    expect(html).toContain('"@type":"Event"');
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/events\/motto-party\//);
    expect(await (await guest.request.get("/sitemap.xml")).text()).toContain(event.slug);
    await guest.goto(at(path));
    await expect(guest.getByTestId("event-heading")).toHaveText(title);
    expect(await seriousAxeViolations(guest)).toEqual([]);

    // two clients attend
    for (const client of [anna, ben]) {
      await client.page.goto(at(path));
      await client.page.getByTestId("event-attend").click();
      await expect(client.page.getByTestId("event-my-attendance")).toHaveAttribute("data-attendance", "attend");
    }
    await anna.page.reload();
    await expect(anna.page.getByTestId("event-attending-count")).toHaveText("2");

    // the organizer rejects ben, who then cannot attend again
    await organizer.page.goto(at(path));
    await organizer.page.locator(`[data-testid="event-attendee"][data-user-id]`, { hasText: ben.username }).getByTestId("event-attendee-reject").click();
    await expect(organizer.page.locator(`[data-testid="event-attendee"]`, { hasText: ben.username })).toHaveAttribute("data-attendance", "rejected_by_organizer");
    await ben.page.reload();
    await expect(ben.page.getByTestId("event-my-attendance")).toHaveAttribute("data-attendance", "rejected_by_organizer");
    await expect(ben.page.getByTestId("event-attend")).toHaveCount(0);

    // not yet over: no review
    await anna.page.goto(at(`${path}/reviews/add`));
    await expect(anna.page.getByTestId("event-review-refused")).toBeVisible();

    // the event passes (the api's clock moves on); it leaves the sitemap
    advanceApiClock(6 * HOUR);
    expect(await (await guest.request.get("/sitemap.xml")).text()).not.toContain(event.slug);
    await anna.page.goto(at(path));
    await expect(anna.page.getByTestId("event-state")).toHaveAttribute("data-state", "timing.past");
    await anna.page.getByTestId("event-review-link").click();
    const form = anna.page.getByTestId("event-review-form");
    for (const name of ["service", "event_organization", "location", "value_for_money"]) await form.locator(`input[name="ratings.${name}"][value="5"]`).check();
    for (const name of ["would_attend_again", "will_recommend"]) await form.locator(`input[name="radios.${name}"][value="yes"]`).check();
    await anna.page.getByTestId("event-review-comment").fill("Tolle Stimmung, gerne wieder.");
    await anna.page.getByTestId("event-review-submit").click();
    await expect(anna.page).toHaveURL(/\?done=review#reviews$/);
    await expect(anna.page.getByTestId("event-review")).toContainText("Tolle Stimmung, gerne wieder.");

    // the rejected attendee may not review
    await ben.page.goto(at(`${path}/reviews/add`));
    await expect(ben.page.getByTestId("event-review-refused")).toBeVisible();
    await Promise.all([organizer.page.context().close(), anna.page.context().close(), ben.page.context().close(), team.context().close(), guestContext.close()]);
  });
});
