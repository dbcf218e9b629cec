import { expect, test } from "./support";

test.describe("visitor tracking", () => {
  test("a page view in the browser lands as a stored tracking event", async ({ page, at, context, request, brandInfo }) => {
    await page.goto(at("/"));
    await expect(page.getByTestId("profile-tile").first()).toBeVisible();
    const cookies = await context.cookies();
    const visitorId = cookies.find((c) => c.name === "tsid")?.value;
    expect(visitorId, "the tracking session cookie is set").toBeTruthy();
    // The server asks for 2 years (spec 000 §9); Chromium itself caps any cookie at 400 days.
    const fresh = await request.get(at("/"), { headers: { cookie: "" } });
    const setCookies = fresh.headersArray().filter((h) => h.name.toLowerCase() === "set-cookie").map((h) => h.value);
    expect(setCookies.find((c) => c.startsWith("tsid="))).toMatch(new RegExp(`Max-Age=${730 * 86400}(;|$)`));

    // The buffer flushes 4 s after the view was tracked (spec 000 §9); the page stays open meanwhile.
    await expect
      .poll(
        async () => {
          const response = await request.get(`/api/v2/dev/tracking-events?visitor_id=${encodeURIComponent(visitorId!)}`);
          const { data } = await response.json();
          return data.items.filter((e: { title: string }) => e.title === "page_view").map((e: { provider: string; object: { id: string } }) => `${e.provider} ${e.object.id}`);
        },
        { timeout: 15_000, intervals: [250, 500, 1000] },
      )
      .toContain(`${brandInfo.brand} ${at("/")}`);
  });
});
