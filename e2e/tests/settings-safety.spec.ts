import { noisyPng } from "./accounts-fixtures";
import { demoUser, freshUser, openSection, PASSWORD, postWithoutScript, saveAndExpectRefused, saveAndExpectSaved } from "./settings-support";
import { expect, seriousAxeViolations, test } from "./support";

// Issue 6 "done when": first-contact filter and blocklist, age check upload, pause and delete, and the unlock of a
// private medium for one viewer. Valid input is stored and shown after a reload; invalid input is refused with its
// translated message and stores nothing. Fresh accounts per test, both brands.

test.describe("settings: first contact, blocklist, age check, pause/delete, private unlocks", () => {
  test.describe.configure({ timeout: 120_000 });

  test("first_contact_filter_and_blocklist: filter stored; no gender / min above max refused; a blocked profile is listed and unblocked", async ({ browser, baseURL, at }) => {
    const { page } = await freshUser(browser, baseURL, at, "client");
    await openSection(page, at, "first_contact_filter_and_blocklist");
    const genders = page.getByRole("group", { name: "Geschlecht" });
    const min = page.getByRole("textbox", { name: "Mindestalter" });
    const max = page.getByRole("textbox", { name: "Höchstalter" });
    await expect(min).toHaveValue("18");
    await genders.getByRole("checkbox", { name: "Trans" }).uncheck();
    await min.fill("25");
    await page.getByRole("checkbox", { name: "Nur Plus-Mitglieder" }).check();
    await saveAndExpectSaved(page);
    await openSection(page, at, "first_contact_filter_and_blocklist");
    await expect(genders.getByRole("checkbox", { name: "Trans" })).not.toBeChecked();
    await expect(genders.getByRole("checkbox", { name: "Frau" })).toBeChecked();
    await expect(min).toHaveValue("25");
    await expect(page.getByRole("checkbox", { name: "Nur Plus-Mitglieder" })).toBeChecked();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // No gender at all, and a minimum above the maximum: refused at their fields, nothing stored.
    for (const name of ["Mann", "Frau"]) await genders.getByRole("checkbox", { name }).uncheck();
    await min.fill("50");
    await max.fill("30");
    await saveAndExpectRefused(page);
    await expect(page.getByText("Bitte wähle mindestens eine Option.")).toBeVisible();
    await expect(page.getByTestId("first-contact-age-error")).toHaveText("Das Mindestalter darf nicht über dem Höchstalter liegen.");
    // The server refuses the same without JavaScript.
    const refused = await postWithoutScript(page, at("/user/first_contact_filter_and_blocklist"), {
      "first_contact.user_types": "1",
      "first_contact.age_range.min": "50",
      "first_contact.age_range.max": "30",
    });
    expect(refused.status).toBe(422);
    expect(refused.text).toContain("Bitte wähle mindestens eine Option.");
    await openSection(page, at, "first_contact_filter_and_blocklist");
    await expect(genders.getByRole("checkbox", { name: "Frau" })).toBeChecked();
    await expect(min).toHaveValue("25");
    await expect(max).toHaveValue("99");

    // Blocklist: empty, then a profile blocked from its page is listed, and unblocked here.
    await expect(page.getByTestId("blocklist-empty")).toBeVisible();
    await page.goto(at("/p/demo-escort"));
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByTestId("profile-block").click();
    await expect(page.getByTestId("profile-unavailable").or(page.getByRole("alert"))).toBeVisible();
    await openSection(page, at, "first_contact_filter_and_blocklist");
    const blocked = page.locator('[data-testid="blocked-user"][data-username="demo-escort"]');
    await expect(blocked).toBeVisible();
    await blocked.getByRole("button", { name: "Blockierung von demo-escort aufheben" }).click();
    await expect(page.getByTestId("settings-saved")).toContainText("Blockierung aufgehoben.");
    await openSection(page, at, "first_contact_filter_and_blocklist");
    await expect(page.getByTestId("blocklist-empty")).toBeVisible();
    await page.goto(at("/p/demo-escort"));
    await expect(page.getByTestId("profile-name")).toBeVisible();
    await page.context().close();
  });

  test("age_check_verification: not uploaded → too small refused, unknown document refused → upload → pending", async ({ browser, baseURL, at }) => {
    const { page } = await freshUser(browser, baseURL, at, "client");
    await page.goto(at("/user/age_check_verification"));
    await expect(page.getByTestId("settings-age_check_verification")).toHaveAttribute("data-interactive", "true");
    await expect(page.getByTestId("age-check-status")).toHaveAttribute("data-status", "not_uploaded");
    await expect(page.getByTestId("age-check-status")).toHaveText("Status: noch nichts hochgeladen.");
    expect(await seriousAxeViolations(page)).toEqual([]);
    const file = page.getByLabel("Foto des Ausweises");
    await file.setInputFiles({ name: "klein.png", mimeType: "image/png", buffer: noisyPng(60, 60) });
    await expect(page.getByText("Die Datei ist zu klein (mindestens 50 KB).")).toBeVisible();
    // A document id that is not this user's upload: refused by the server, the status stays.
    const refused = await postWithoutScript(page, at("/user/age_check_verification"), { media_id: "999999" });
    expect(refused.status).toBe(422);
    expect(refused.text).toContain("Bitte lade ein gültiges Foto für die Altersprüfung hoch.");
    await page.goto(at("/user/age_check_verification"));
    await expect(page.getByTestId("age-check-status")).toHaveAttribute("data-status", "not_uploaded");

    await expect(page.getByTestId("settings-age_check_verification")).toHaveAttribute("data-interactive", "true");
    await file.setInputFiles({ name: "ausweis.png", mimeType: "image/png", buffer: noisyPng(400, 300) });
    await expect(page.getByRole("progressbar", { name: "Upload" })).toBeVisible();
    await expect(page.getByTestId("settings-saved")).toContainText("Dein Dokument ist eingereicht");
    await page.goto(at("/user/age_check_verification"));
    await expect(page.getByTestId("age-check-status")).toHaveAttribute("data-status", "pending");
    await expect(page.getByTestId("age-check-status")).toContainText("Status: wird geprüft.");
    await expect(page.getByTestId("age-check-upload")).toHaveCount(0);
    await page.context().close();
  });

  test("pause_delete: pause hides the profile, resume shows it; delete with a wrong password is refused, with the right one the account is gone", async ({ browser, baseURL, at }) => {
    const { page, username } = await freshUser(browser, baseURL, at, "client");
    const guest = await browser.newContext({ baseURL });
    const profileStatus = async () => (await guest.request.get(at(`/p/${username}`))).status();
    expect(await profileStatus()).toBe(200);
    await openSection(page, at, "pause_delete");
    await page.getByTestId("pause-submit").click();
    await expect(page.getByTestId("pause-state")).toHaveText("Dein Profil ist pausiert: niemand findet oder sieht es.");
    await openSection(page, at, "pause_delete");
    await expect(page.getByTestId("pause-state")).toContainText("pausiert");
    expect(await profileStatus()).toBe(404);
    await page.getByTestId("pause-submit").click();
    await expect(page.getByTestId("pause-state")).toHaveText("Dein Profil ist aktiv.");
    expect(await profileStatus()).toBe(200);

    page.on("dialog", (dialog) => void dialog.accept());
    await page.getByLabel("Passwort", { exact: true }).fill("nicht-mein-passwort");
    await page.getByTestId("delete-submit").click();
    await expect(page.getByText("Das aktuelle Passwort stimmt nicht.")).toBeVisible();
    expect(await profileStatus()).toBe(200);
    await openSection(page, at, "pause_delete");
    await page.getByLabel("Passwort", { exact: true }).fill(PASSWORD);
    await page.getByTestId("delete-submit").click();
    // Signed out and home: "/" (Samtrot) or "/de/" (Nachtfalter), not the sign-in page.
    await expect(page).toHaveURL((url) => [at("/"), at("/").replace(/\/$/, "")].includes(url.pathname) && url.search === "");
    await expect(page.getByTestId("header-username")).toHaveCount(0);
    expect(await profileStatus()).toBe(404);
    await guest.close();
    await page.context().close();
  });

  test("private medium: unlocked for one member by name (unknown name refused), the media URL follows the unlock", async ({ browser, baseURL, at }) => {
    const owner = await freshUser(browser, baseURL, at, "client");
    const viewer = await freshUser(browser, baseURL, at, "client");
    const page = owner.page;
    await page.goto(at("/user/media_gallery"));
    await expect(page.getByTestId("media-gallery")).toHaveAttribute("data-interactive", "true");
    await page.locator("#gallery-file").setInputFiles({ name: "privat.png", mimeType: "image/png", buffer: noisyPng(400, 300) });
    await expect(page.getByTestId("gallery-message")).toContainText("Foto hinzugefügt.", { timeout: 30_000 });
    const tile = page.getByTestId("gallery-item").first();
    const id = await tile.getAttribute("data-id");
    await tile.getByLabel("Sichtbarkeit").selectOption("5");
    await tile.getByTestId("gallery-visibility-save").click();
    await expect(page.getByTestId("gallery-message")).toContainText("Sichtbarkeit gespeichert.");
    const url = `/api/v2/media/${id}/thumb`;
    expect((await viewer.page.request.get(url)).status()).toBe(403);

    const unlocks = page.getByTestId("gallery-unlocks");
    await unlocks.locator("summary").click();
    await expect(unlocks).toContainText("Nur du siehst dieses private Medium.");
    await unlocks.getByRole("textbox", { name: "Für Benutzername freischalten" }).fill("niemand-hier-xyz");
    await unlocks.getByTestId("gallery-unlock-submit").click();
    await expect(page.getByTestId("gallery-message")).toContainText("Für dieses Mitglied kann nichts freigeschaltet werden.");
    await expect(unlocks.getByRole("textbox", { name: "Für Benutzername freischalten" })).toHaveAttribute("aria-invalid", "true");
    expect((await viewer.page.request.get(url)).status()).toBe(403);

    await unlocks.getByRole("textbox", { name: "Für Benutzername freischalten" }).fill(viewer.username);
    await unlocks.getByTestId("gallery-unlock-submit").click();
    await expect(page.getByTestId("gallery-message")).toContainText(`Für ${viewer.username} freigeschaltet.`);
    await page.goto(at("/user/media_gallery"));
    await expect(page.locator(`[data-testid="gallery-unlocked-user"][data-username="${viewer.username}"]`)).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect((await viewer.page.request.get(url)).status()).toBe(200);
    const guest = await browser.newContext({ baseURL });
    expect((await guest.request.get(url)).status()).toBe(403);
    await guest.close();
    const other = await demoUser(browser, baseURL, at, "demo-client-plus");
    expect((await other.request.get(url)).status()).toBe(403);
    await other.context().close();

    await page.getByRole("button", { name: `Freischaltung für ${viewer.username} zurücknehmen` }).click();
    await expect(page.getByTestId("gallery-message")).toContainText("Freischaltung zurückgenommen.");
    await expect(page.locator(`[data-testid="gallery-unlocked-user"][data-username="${viewer.username}"]`)).toHaveCount(0);
    expect((await viewer.page.request.get(url)).status()).toBe(403);
    await viewer.page.context().close();
    await page.context().close();
  });
});
