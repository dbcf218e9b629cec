import { deflateSync } from "node:zlib";
import { randomBytes } from "node:crypto";
import { expect, type Browser, type Page } from "@playwright/test";

/** The demo accounts of the seeded database (README). */
export const DEMO_PASSWORD = "Samtrot-Demo-2026!";

/** A name unique per run and brand (both brands share one api). */
export function uniqueName(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${randomBytes(2).toString("hex")}`.slice(0, 20);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of buffer) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A real PNG of random RGB noise (noise does not compress, so width × height × 3 bytes is about its size):
 * 400 × 300 ≈ 360 KB, well above the 50 KB minimum and 200 px width of spec 001 §5.
 */
export function noisyPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  const noise = randomBytes(width * 3 * height);
  for (let y = 0; y < height; y += 1) {
    rows[y * (width * 3 + 1)] = 0; // filter: none
    noise.copy(rows, y * (width * 3 + 1) + 1, y * width * 3, (y + 1) * width * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * Signs in through the login form as a person would. Past the sign-in limits the form shows the captcha
 * (spec 000 §8); its proof of work runs by itself, then the form is sent again.
 */
export async function signIn(page: Page, input: { loginUrl: string; username: string; password?: string; remember?: boolean }) {
  await page.goto(input.loginUrl);
  await fillLogin(page, input);
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
  await page.waitForLoadState("networkidle");
  if (await page.getByTestId("captcha").isVisible()) {
    await solveCaptchaAndSubmit(page, input);
  }
  // Password hashing makes a sign-in take a moment on a busy machine.
  await expect(page.getByTestId("header-username")).toBeVisible({ timeout: 30_000 });
}

export async function fillLogin(page: Page, input: { username: string; password?: string; remember?: boolean }) {
  const main = page.locator("main");
  await main.getByRole("textbox", { name: "Benutzername oder E-Mail-Adresse" }).fill(input.username);
  await main.getByRole("textbox", { name: "Passwort", exact: true }).fill(input.password ?? DEMO_PASSWORD);
  if (input.remember) await main.getByRole("checkbox", { name: "Angemeldet bleiben" }).check();
}

/** Waits for the ALTCHA widget to finish its proof of work, then sends the form again. */
export async function solveCaptchaAndSubmit(page: Page, input: { username: string; password?: string; remember?: boolean }) {
  await expect(page.locator('altcha-widget input[name="captcha"]')).toHaveValue(/.{20,}/, { timeout: 20_000 });
  await fillLogin(page, input);
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
}

/** An account signed in within a browser context of its own (German browser language). */
export async function signedInPage(browser: Browser, baseURL: string | undefined, at: (path: string) => string, username: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: "de-DE" });
  const page = await context.newPage();
  await signIn(page, { loginUrl: at("/login"), username });
  return page;
}
