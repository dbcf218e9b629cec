import type { Page } from "@playwright/test";
import { ONE_BRAND, expect, test } from "./support";
import { noisyPng, signIn, uniqueName } from "./accounts-fixtures";

const PASSWORD = "Sehr-geheim-2026";
const thisYear = new Date().getUTCFullYear();

async function next(page: Page) {
  await page.getByRole("button", { name: "Weiter", exact: true }).click();
}

async function uploadPhoto(page: Page, png: Buffer, name = "foto.png") {
  await page.locator('input[type="file"][name="photo"]').setInputFiles({ name, mimeType: "image/png", buffer: png });
}

/** Opens the newest mail to `email` in the dev mailbox and follows its link. */
async function openMailLink(page: Page, at: (path: string) => string, email: string) {
  await page.goto(`${at("/dev/mailbox")}?to=${encodeURIComponent(email)}`);
  const mail = page.getByTestId("mail").first();
  await expect(mail.getByTestId("mail-to")).toHaveText(email);
  await mail.getByTestId("mail-link").first().click();
}

test.describe("registration", () => {
  test("a new escort registers through every step, verifies the e-mail from the mailbox, signs out and back in (kept)", async ({ page, at, context }) => {
    test.setTimeout(120_000);
    const username = uniqueName("esc");
    const email = `${username}@example.test`;

    // Step 1: sign-up. Under 18 is refused.
    await page.goto(at("/join/user/escort/lp"));
    await expect(page.getByRole("navigation", { name: "Fortschritt der Registrierung" })).toContainText("Schritt 1 von 7");
    await expect(page.getByRole("radio", { name: "Escort" })).toBeChecked();
    await page.getByRole("radio", { name: "Frau" }).check();
    await page.getByRole("textbox", { name: "Benutzername" }).fill(username);
    await page.getByRole("textbox", { name: "E-Mail-Adresse" }).fill(email);
    await page.getByRole("textbox", { name: "Passwort", exact: true }).fill(PASSWORD);
    await page.locator('select[name="birth_day"]').selectOption("5");
    await page.locator('select[name="birth_month"]').selectOption("3");
    await page.locator('select[name="birth_year"]').selectOption(String(thisYear - 17));
    await page.getByRole("checkbox", { name: /Nutzungsbedingungen/ }).check();
    // the two special-category consents are separate boxes, not ticked in advance (decision 045)
    const sexualityConsent = page.getByRole("checkbox", { name: /Angaben zu meiner Sexualität/ });
    const servicesConsent = page.getByRole("checkbox", { name: /sexuellen Dienstleistungen/ });
    await expect(sexualityConsent).not.toBeChecked();
    await expect(servicesConsent).not.toBeChecked();
    await sexualityConsent.check();
    await servicesConsent.check();
    await next(page);
    await expect(page.getByText("Du musst mindestens 18 Jahre alt sein.")).toBeVisible();
    await expect(page.getByTestId("form-error")).toContainText("Bitte korrigiere alle ungültigen Felder");
    await page.locator('select[name="birth_year"]').selectOption(String(thisYear - 30));
    await next(page);

    // Step 2: photo. A picture narrower than 200 px gets the translated message (spec 000 §5).
    await expect(page).toHaveURL(new RegExp(`${at("/join/user/photo")}$`));
    await uploadPhoto(page, noisyPng(150, 400), "schmal.png");
    await expect(page.getByText("Das Bild ist zu klein (mindestens 200 px breit).")).toBeVisible();
    await uploadPhoto(page, noisyPng(400, 300));
    await expect(page.getByRole("progressbar", { name: "Upload" })).toHaveAttribute("aria-valuenow", "100");
    await expect(page.getByRole("img", { name: "Vorschau deines Fotos" })).toBeVisible();
    await next(page);

    // Step 3: profile. Nothing chosen is refused field by field.
    await expect(page).toHaveURL(new RegExp(`${at("/join/user/profile")}$`));
    await next(page);
    await expect(page.getByText("Dieses Feld ist erforderlich.")).toHaveCount(3);
    await page.getByRole("radiogroup", { name: "Beziehungsstatus" }).getByRole("radio").first().check();
    await page.getByRole("radiogroup", { name: "Typ" }).getByRole("radio").first().check();
    await page.getByRole("radiogroup", { name: "Sexualität" }).getByRole("radio").first().check();
    await next(page);

    // Step 4: appearance, with the %min%/%max% messages filled.
    await expect(page).toHaveURL(new RegExp(`${at("/join/user/appearance")}$`));
    await page.getByRole("textbox", { name: "Größe (cm)" }).fill("300");
    await page.getByRole("textbox", { name: "Gewicht (kg)" }).fill("60");
    await next(page);
    await expect(page.getByText("Bitte eine Größe von 145 bis 230 cm angeben.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Penislänge (cm)" })).toHaveCount(0); // not for a woman
    await page.getByRole("textbox", { name: "Größe (cm)" }).fill("170");
    await next(page);

    // Step 5: services and prices.
    await expect(page).toHaveURL(new RegExp(`${at("/join/user/services")}$`));
    await page.getByRole("textbox", { name: "1 Stunde" }).fill("0");
    await next(page);
    await expect(page.getByText("Bitte eine Zahl von 1 bis 100000 angeben.")).toBeVisible();
    await page.getByRole("textbox", { name: "1 Stunde" }).fill("150");
    await page.locator('input[name="escort_services"]').first().check();
    await next(page);

    // Step 6: availability, one slot over midnight.
    await expect(page).toHaveURL(new RegExp(`${at("/join/user/availability")}$`));
    await next(page);
    await expect(page.getByText("Bitte gib mindestens eine Arbeitszeit an.")).toBeVisible();
    await page.getByRole("checkbox", { name: "Freitag verfügbar" }).check();
    await page.locator('input[name="wh_from_4"]').fill("22:00");
    await page.locator('input[name="wh_to_4"]').fill("04:00");
    await expect(page.getByTestId("hours-row-4")).toContainText("bis zum nächsten Tag");
    await next(page);

    // E-mail step: waiting for the link.
    await expect(page).toHaveURL(new RegExp(`${at("/join/user/email")}$`));
    await expect(page.getByTestId("email-pending")).toContainText(email);
    // A wrong address is refused at its field; resending works.
    await page.getByRole("textbox", { name: "Neue E-Mail-Adresse" }).fill("nicht@gültig");
    await page.getByRole("button", { name: "Adresse ändern" }).click();
    await expect(page.getByText("Bitte gib eine gültige E-Mail-Adresse an.")).toBeVisible();
    await page.getByRole("button", { name: "E-Mail erneut senden" }).click();
    await expect(page.getByText("Wir haben dir eine neue E-Mail geschickt.")).toBeVisible();
    // Guarded pages send an unconfirmed address here.
    await page.goto(at("/my_dashboard"));
    await expect(page).toHaveURL(new RegExp(`${at("/join/user/email")}$`));

    await openMailLink(page, at, email);
    await expect(page.getByTestId("email-verified")).toBeVisible();
    await page.getByRole("link", { name: "Zu meinem Bereich" }).click();
    await expect(page.getByTestId("dashboard-greeting")).toHaveText(`Hallo ${username}!`);
    await expect(page.getByTestId("dashboard-email-state")).toContainText("bestätigt");

    // Sign out, then in again with "keep me logged in".
    await page.getByRole("banner").getByRole("button", { name: "Abmelden" }).click();
    await expect(page.getByRole("banner").getByRole("link", { name: "Anmelden" })).toBeVisible();
    await signIn(page, { loginUrl: at("/login"), username: email, password: PASSWORD, remember: true });
    await expect(page.getByTestId("header-username")).toContainText(username);
    const cookies = await context.cookies();
    const fifteenDays = 15 * 86_400;
    const tk = cookies.find((c) => c.name === "tk")!;
    expect(tk.httpOnly).toBe(true);
    expect(Math.abs(tk.expires - Date.now() / 1000 - fifteenDays)).toBeLessThan(120);
    const keep = cookies.find((c) => c.name === "keep_logged_in")!;
    expect(Math.abs(keep.expires - Date.now() / 1000 - fifteenDays)).toBeLessThan(120);
    expect(cookies.find((c) => c.name === "session_expiry")).toBeUndefined();
  });

  test("a business registers through its steps", ONE_BRAND, async ({ page, at }) => {
    test.setTimeout(90_000);
    const name = uniqueName("club");
    const email = `${name}@example.test`;
    await page.goto(at("/join/business"));
    await next(page);
    await expect(page.getByText("Bitte wähle eine gültige Option.")).toBeVisible();
    await expect(page.getByText("Bitte akzeptiere die Nutzungsbedingungen.")).toBeVisible();
    await page.getByRole("radio", { name: "Escort-Agentur" }).check();
    await page.getByRole("textbox", { name: "Name (Benutzername)" }).fill(name);
    await page.getByRole("textbox", { name: "E-Mail-Adresse" }).fill(email);
    await page.getByRole("textbox", { name: "Passwort", exact: true }).fill(PASSWORD);
    await page.getByRole("checkbox", { name: /Nutzungsbedingungen/ }).check();
    await next(page);

    await expect(page).toHaveURL(new RegExp(`${at("/join/business/services")}$`));
    await next(page);
    await expect(page.getByText("Bitte wähle mindestens einen Service.")).toBeVisible();
    await page.locator('input[name="services"]').first().check();
    await next(page);

    await expect(page).toHaveURL(new RegExp(`${at("/join/business/schedule")}$`));
    await next(page);
    await expect(page.getByText("Bitte gib mindestens eine Arbeitszeit an.")).toBeVisible();
    await page.getByRole("checkbox", { name: "Montag verfügbar" }).check();
    await next(page);

    await expect(page).toHaveURL(new RegExp(`${at("/join/business/description")}$`));
    const description = page.getByRole("textbox", { name: "Beschreibung" });
    await description.fill("Zu kurz.");
    await expect(page.getByText("8 / 2500 Zeichen")).toBeVisible();
    await next(page);
    await expect(page.getByText("Der Text ist zu kurz.")).toBeVisible();
    await description.fill("Diskrete Escort-Agentur mit langjähriger Erfahrung. ".repeat(4));
    await next(page);

    await expect(page).toHaveURL(new RegExp(`${at("/join/business/photo")}$`));
    await next(page);
    await expect(page.getByText("Dieses Feld ist erforderlich.")).toBeVisible();
    await uploadPhoto(page, noisyPng(320, 240));
    await expect(page.getByRole("progressbar", { name: "Upload" })).toHaveAttribute("aria-valuenow", "100");
    await next(page);

    await expect(page).toHaveURL(new RegExp(`${at("/join/business/escorts")}$`));
    await page.getByRole("textbox", { name: "Benutzernamen eurer Escorts" }).fill("niemand-bekannt-x1");
    await next(page);
    await expect(page.getByText("Dieses Escort-Profil gibt es nicht.")).toBeVisible();
    await page.getByRole("textbox", { name: "Benutzernamen eurer Escorts" }).fill("demo-escort");
    await next(page);

    await expect(page).toHaveURL(new RegExp(`${at("/join/business/email")}$`));
    await expect(page.getByRole("textbox", { name: "E-Mail-Adresse" })).toHaveValue(email);
    await page.getByRole("textbox", { name: "E-Mail-Adresse" }).fill("keine-adresse");
    await page.getByRole("button", { name: "Registrierung abschließen" }).click();
    await expect(page.getByText("Bitte gib eine gültige E-Mail-Adresse an.")).toBeVisible();
    await page.getByRole("textbox", { name: "E-Mail-Adresse" }).fill(email);
    await page.getByRole("button", { name: "Registrierung abschließen" }).click();
    await expect(page.getByTestId("email-pending")).toContainText(email);
    await openMailLink(page, at, email);
    await expect(page.getByTestId("email-verified")).toBeVisible();
    await page.goto(at("/my_dashboard"));
    await expect(page.getByTestId("dashboard-user-type")).toHaveText("Business");
  });
});
