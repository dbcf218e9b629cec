import { expect, test } from "./support";

test.describe("visitor tracking", () => {
  // A visitor who has not chosen yet: the tracking cookies wait for consent (TDDDG §25, decision 045).
  test.use({ cookieChoice: null });

  test("a page view in the browser lands as a stored tracking event, after the visitor accepted the cookies", async ({ page, at, context, request, brandInfo }) => {
    await page.goto(at("/"));
    await expect(page.getByTestId("cookie-banner")).toBeVisible();
    const before = (await context.cookies()).map((c) => c.name);
    expect(before, "no tracking cookie before consent").not.toContain("vid");
    expect(before).not.toContain("tsid");
    await page.getByTestId("cookie-banner").getByRole("button", { name: "Alle akzeptieren" }).click();
    await expect(page.getByTestId("cookie-banner")).toHaveCount(0);
    await expect(page.getByTestId("profile-tile").first()).toBeVisible();
    const cookies = await context.cookies();
    const visitorId = cookies.find((c) => c.name === "tsid")?.value;
    expect(visitorId, "the tracking session cookie is set").toBeTruthy();
    expect(cookies.find((c) => c.name === "vid")?.value).toBe(visitorId);
    // The server asks for 2 years (spec 000 §9); Chromium itself caps any cookie at 400 days.
    const fresh = await request.get(at("/"), { headers: { cookie: "cookie_consent=all" } });
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
