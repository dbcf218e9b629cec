import { DEMO_PASSWORD, signedInPage, signInThroughProxy, testClientAddress } from "./accounts-fixtures";
import { expect, test } from "./support";

// Decision 010: security headers of the brand servers and the api, the CSP nonce, no-store for signed-in pages,
// HTTPS behind a trusted proxy. The brands share their server, so this runs in the main brand only (the
// zero-violation check of support.ts covers every page of both brands).
const apiUrl = `http://127.0.0.1:${Number(process.env.E2E_PORT_BASE ?? 4100)}`;

function directives(csp: string | undefined): Map<string, string[]> {
  return new Map(
    (csp ?? "").split(";").map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values];
    }),
  );
}

test.describe("security headers", () => {
  test("a brand page sends its CSP with a fresh nonce on every script, hydrates, and navigates in the browser", async ({ page, at }) => {
    const first = await page.goto(at("/"));
    const headers = first!.headers();
    const csp = directives(headers["content-security-policy"]);
    const nonce = /^'nonce-([A-Za-z0-9+/=]+)'$/.exec(csp.get("script-src")?.[0] ?? "")?.[1];
    expect(nonce, headers["content-security-policy"]).toBeTruthy();
    expect(csp.get("script-src")).toEqual([`'nonce-${nonce}'`, "'strict-dynamic'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'none'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("form-action")).toEqual(["'self'"]);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["permissions-policy"]).toContain("camera=(self)");
    expect(headers["strict-transport-security"]).toBeUndefined();

    // Every executable script the server wrote carries this response's nonce.
    const html = await first!.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !tag.includes("application/ld+json"));
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);

    // Hydrated: the pager's link changes the page in the browser, without a new document (the marker survives).
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    const before = page.url();
    await page.locator(".wr-search__pager").getByRole("link").last().click();
    await expect(page).not.toHaveURL(before);
    await expect(page.getByTestId("profile-tile").first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

    const again = await page.goto(at("/"));
    const nextNonce = /'nonce-([^']+)'/.exec(again!.headers()["content-security-policy"] ?? "")?.[1];
    expect(nextNonce).toBeTruthy();
    expect(nextNonce).not.toBe(nonce);
  });

  test("an injected inline script without the nonce is blocked and reported", async ({ page, at, csp }) => {
    // As a stored or reflected injection would arrive: an inline script inside the server's HTML (the answer's
    // own headers, CSP included, are kept). Scripts run from page.evaluate would bypass the CSP (DevTools).
    await page.route(
      (url) => url.pathname === new URL(at("/"), "http://x").pathname,
      async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace("<body>", "<body><script>window.__injectedRan = true;</script>");
        await route.fulfill({ response, body: html });
      },
    );
    await page.goto(at("/"));
    await expect(page.getByTestId("profile-tile").first()).toBeVisible();
    await expect.poll(() => csp.violations.length).toBeGreaterThan(0);
    const violations = csp.take();
    expect(violations).toHaveLength(1);
    expect(violations[0]!.directive).toMatch(/^script-src/);
    expect(violations[0]!.blocked).toBe("inline");
    expect(await page.evaluate(() => (window as unknown as { __injectedRan?: boolean }).__injectedRan)).toBeUndefined();
    // The page's own inline scripts (with the nonce) still ran.
    expect(await page.evaluate(() => typeof (window as unknown as { __remixContext?: unknown }).__remixContext)).toBe("object");
  });

  test("the api sends its own headers, directly and through the brand's proxy", async ({ request }) => {
    for (const url of [`${apiUrl}/api/v2/health`, "/api/v2/health"]) {
      const response = await request.get(url);
      expect(response.status()).toBe(200);
      const headers = response.headers();
      expect(headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["x-frame-options"]).toBe("DENY");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    }
  });

  test("a signed-in page is private, no-store; a guest page is not", async ({ page, browser, baseURL, at }) => {
    const guest = await page.goto(at("/"));
    expect(guest!.headers()["cache-control"] ?? "").not.toContain("no-store");
    const member = await signedInPage(browser, baseURL, at, "demo-client");
    for (const path of ["/", "/user"]) {
      const response = await member.goto(at(path));
      expect(response!.status(), path).toBe(200);
      expect(response!.headers()["cache-control"], path).toBe("private, no-store");
    }
    await member.context().close();
  });

  test("behind a trusted proxy that says HTTPS: Strict-Transport-Security and Secure cookies", async ({ playwright, baseURL, at }) => {
    const origin = new URL(baseURL!).origin;
    const overHttps = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-proto": "https" } });
    const page = await overHttps.get(at("/"));
    expect(page.headers()["strict-transport-security"]).toMatch(/^max-age=\d{7,}/);
    expect(page.headersArray().filter((h) => h.name.toLowerCase() === "set-cookie").every((h) => /;\s*Secure/i.test(h.value))).toBe(true);
    const signIn = await overHttps.post("/oauth/v2/token", {
      headers: { origin, "x-forwarded-for": testClientAddress() },
      form: { grant_type: "password", username: "demo-client", password: DEMO_PASSWORD },
    });
    expect(signIn.status()).toBe(200);
    const cookies = signIn.headersArray().filter((h) => h.name.toLowerCase() === "set-cookie");
    expect(cookies.some((h) => h.value.startsWith("tk="))).toBe(true);
    for (const cookie of cookies) expect(cookie.value).toMatch(/;\s*Secure/i);
    await overHttps.dispose();

    // Plain HTTP: no HSTS, no Secure (the browser would drop Secure cookies on http).
    const overHttp = await playwright.request.newContext({ baseURL });
    await signInThroughProxy(overHttp, origin, "demo-client");
    const state = await overHttp.storageState();
    expect(state.cookies.find((c) => c.name === "tk")?.secure).toBe(false);
    await overHttp.dispose();
  });
});
