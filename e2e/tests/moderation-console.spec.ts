import { signedInPage } from "./accounts-fixtures";
import { freshUser } from "./settings-support";
import { expect, hydrated, pageApi, seriousAxeViolations, test } from "./support";

// The moderation console (issue 16, decision 043) as one journey: a client reports a profile and sees the receipt;
// the team (demo-team) decides it in the console; the affected escort reads the statement of reasons and appeals;
// the team approves the escort's website and her profile links it; the reporter sees the decision. Who may reach the
// console, the restrictions' effects, the appeal window and the second reviewer are proven over HTTP
// (apps/api/src/modules/moderation/moderation-console-http.test.ts, website-review-http.test.ts).

test.describe("moderation console", () => {
  test("report → decision in the console → statement and appeal → the reporter sees the decision", async ({ browser, baseURL, at }) => {
    test.setTimeout(150_000);
    const [client, escort] = await Promise.all([freshUser(browser, baseURL, at, "client"), freshUser(browser, baseURL, at, "escort")]);

    // the client reports the escort's profile and gets the receipt
    await client.page.goto(at(`/p/${escort.username}`));
    await client.page.getByTestId("profile-report").click();
    await client.page.getByRole("radio", { name: "Fake-Profil oder Identitätsmissbrauch" }).check();
    await client.page.getByTestId("report-explanation").fill("Die Fotos stammen von einer anderen Seite.");
    await client.page.getByTestId("report-good-faith").check();
    await client.page.getByTestId("report-submit").click();
    await expect(client.page.getByTestId("report-received")).toBeVisible();
    const number = ((await client.page.getByTestId("report-number").textContent()) ?? "").trim();
    expect(number).toMatch(/^R-\d{6,}$/);

    // the team opens it from the console and restricts the profile's visibility
    const team = await signedInPage(browser, baseURL, at, "demo-team");
    await team.goto(at("/moderation"));
    await expect(team.getByTestId("console-overview")).toBeVisible();
    await team.getByTestId("console-card-reports").click();
    const row = team.getByTestId("reports-row").filter({ hasText: number });
    await row.getByTestId("report-open").click();
    await expect(team.getByTestId("report-item")).toContainText(escort.username);
    await expect(team.getByTestId("report-status")).toHaveText("In Prüfung");
    await team.getByRole("radio", { name: "Sichtbarkeit einschränken" }).check();
    await team.getByTestId("decide-reason").fill("Die Profilfotos stammen nachweislich von einer anderen Person.");
    expect(await seriousAxeViolations(team)).toEqual([]);
    await team.getByTestId("decide-submit").click();
    await expect(team.getByTestId("report-decided")).toBeVisible();
    await expect(team.getByTestId("report-decision")).toContainText("Sichtbarkeit einschränken");

    // the escort follows the notification to the statement of reasons and appeals
    const notes = await pageApi(escort.page, "GET", "/api/v2/notification");
    const link = (notes.items as Array<{ kind: string; link: string }>).find((n) => n.kind === "statement_of_reasons")!.link;
    await escort.page.goto(at(link));
    await expect(escort.page.getByTestId("statement-kind")).toContainText("Dein Profil erscheint nicht mehr in der Suche.");
    await expect(escort.page.getByTestId("statement-facts-text")).toHaveText("Die Profilfotos stammen nachweislich von einer anderen Person.");
    await expect(escort.page.getByTestId("statement-automation")).toContainText("ohne automatisierte Mittel");
    expect(await seriousAxeViolations(escort.page)).toEqual([]);
    await escort.page.getByTestId("appeal-text").fill("Das sind meine eigenen Fotos, ich kann es belegen.");
    await escort.page.getByTestId("appeal-submit").click();
    await expect(escort.page.getByTestId("appeal-sent")).toBeVisible();
    await expect(escort.page.getByTestId("appeal-status")).toHaveAttribute("data-status", "open");

    // the appeal waits in the console's queue
    await team.goto(at("/moderation/appeals"));
    await expect(team.getByTestId("appeals-row").filter({ hasText: escort.username })).toBeVisible();

    // the escort enters a website; the team approves it in the websites queue; then her profile links it
    await pageApi(escort.page, "PUT", "/api/v2/settings/contact", { website: `${escort.username}.example.com` });
    await team.goto(at("/moderation/websites"));
    const site = team.getByTestId("websites-row").filter({ hasText: escort.username });
    // the selection is the table's state: checked once the page runs
    await hydrated(team);
    await site.getByTestId("websites-select").check();
    await expect(team.getByTestId("websites-bulk-approve")).toBeEnabled();
    await team.getByTestId("websites-bulk-approve").click();
    await expect(team.getByTestId("websites-done")).toBeVisible();
    await client.page.goto(at(`/p/${escort.username}`));
    await expect(client.page.getByTestId("profile-website")).toHaveAttribute("href", `https://${escort.username.toLowerCase()}.example.com/`);
    await expect(client.page.getByTestId("profile-website")).toHaveAttribute("rel", "nofollow ugc noopener");

    // the reporter sees the decision and that no automation was used
    await client.page.goto(at("/user/reports"));
    const mine = client.page.getByTestId("my-report").filter({ hasText: number });
    await expect(mine.getByTestId("my-report-status")).toHaveText("Entschieden");
    await expect(mine.getByTestId("my-report-decision")).toContainText("Sichtbarkeit einschränken");
    await expect(mine.getByTestId("my-report-decision")).toContainText("Ohne automatisierte Mittel");
    for (const page of [client.page, escort.page, team]) await page.context().close();
  });
});
