import { deflateSync } from "node:zlib";
import { randomBytes } from "node:crypto";
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from "@playwright/test";

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

/** A documentation address (RFC 5737, TEST-NET-2) per sign-in: the sign-in limits count per client address. */
export function testClientAddress(): string {
  return `198.51.100.${1 + (randomBytes(1)[0]! % 250)}`;
}

/**
 * Signs in through the brand's same-origin proxy (POST /oauth/v2/token, as the browser's request helper does): the
 * proxy sets the session cookies on the context. The login form itself is proven by accounts-signin.spec.ts; the
 * other specs only need a signed-in browser, and this is seconds cheaper than the form.
 */
export async function signInThroughProxy(request: APIRequestContext, origin: string, username: string, password = DEMO_PASSWORD) {
  const response = await request.post("/oauth/v2/token", {
    headers: { origin, "x-forwarded-for": testClientAddress() },
    form: { grant_type: "password", username, password },
  });
  expect(response.status(), `sign-in of ${username}: ${await response.text()}`).toBe(200);
}

// Session cookies per brand and account, kept for the life of this worker: a sign-out revokes only its own token
// (apps/api accounts), so contexts of one account may share a session. Cookies only, never local storage: a new
// context is still "another browser" for the tests that need one.
const sessions = new Map<string, Awaited<ReturnType<BrowserContext["cookies"]>>>();

/**
 * An account signed in within a browser context of its own (German browser language), on a blank page. The
 * first call per worker, brand and account signs in through the proxy; later calls reuse its cookies.
 */
export async function signedInPage(
  browser: Browser,
  baseURL: string | undefined,
  _at: (path: string) => string,
  username: string,
  options: { password?: string; newSession?: boolean } = {},
): Promise<Page> {
  const password = options.password ?? DEMO_PASSWORD;
  const key = `${baseURL}|${username}`;
  const known = options.newSession ? undefined : sessions.get(key);
  const context = await browser.newContext({ baseURL, locale: "de-DE", storageState: known ? { cookies: known, origins: [] } : undefined });
  if (!known) {
    await signInThroughProxy(context.request, new URL(baseURL!).origin, username, password);
    if (!options.newSession) sessions.set(key, await context.cookies());
  }
  return context.newPage();
}

/**
 * Uploads an image through the brand's proxy with the chunked upload protocol (spec 000 §7: 512 KB pieces, then
 * action=end), as the photo field does in the browser; answers the new medium's id. For specs that need an account
 * with a photo, not a test of the upload field (accounts-registration.spec.ts and the gallery specs test that).
 */
export async function uploadPhotoThroughProxy(
  request: APIRequestContext,
  origin: string,
  image: Buffer,
  address = testClientAddress(),
  /** "gallery": an upload for the media gallery (its own token endpoint); default the registration photo */
  purpose: "avatar" | "gallery" = "avatar",
): Promise<number> {
  const headers = { origin, "x-forwarded-for": address };
  const tokenPath = purpose === "gallery" ? "/api/v2/gallery/upload-token" : "/api/v2/media/upload-token";
  const tokenResponse = await request.post(tokenPath, { headers: { ...headers, "content-type": "application/json" }, data: JSON.stringify({ purpose }) });
  expect(tokenResponse.status(), await tokenResponse.text()).toBe(200);
  const { token, upload_path: uploadPath } = ((await tokenResponse.json()) as { data: { token: string; upload_path: string } }).data;
  const url = `${uploadPath}?token=${encodeURIComponent(token)}`;
  const pieceBytes = 512 * 1024;
  const chunkCount = Math.ceil(image.length / pieceBytes);
  for (let chunkIndex = 0; chunkIndex < chunkCount; chunkIndex += 1) {
    const start = chunkIndex * pieceBytes;
    const end = Math.min(start + pieceBytes, image.length);
    const meta = { chunkIndex, chunkRange: `${start}-${end - 1}`, chunkSize: end - start, totalSize: image.length, mimeType: "image/png" };
    const piece = await request.post(url, { headers, multipart: { chunk: { name: "chunk", mimeType: "image/png", buffer: image.subarray(start, end) }, meta: JSON.stringify(meta), action: "upload" } });
    expect(piece.status(), await piece.text()).toBeLessThan(300);
  }
  const done = await request.post(url, { headers, multipart: { meta: JSON.stringify({ chunkCount, totalSize: image.length, mimeType: "image/png" }), action: "end" } });
  expect(done.status(), await done.text()).toBeLessThan(300);
  return ((await done.json()) as { data: { media: { id: number } } }).data.media.id;
}
