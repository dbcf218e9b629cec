import { test as base, expect, type Browser, type BrowserContext, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";

export interface TBrandInfo {
  brand: "samtrot" | "nachtfalter";
  localePrefix: boolean;
  brandName: string;
}

/** A Content-Security-Policy violation a page reported (its `securitypolicyviolation` event). */
export type TCspViolation = { page: string; directive: string; blocked: string; sample: string; source: string; line: number };

export type TCspWatch = {
  /** Violations reported so far in this test, by every page of every context it opened. */
  readonly violations: TCspViolation[];
  /** Takes the violations reported so far (a test that provokes one on purpose); they no longer fail the test. */
  take(): TCspViolation[];
};

const CSP_BINDING = "__samtrotCspViolation";

/** Every page of the context reports its CSP violations to the test (before any page script runs). */
async function watchContext(context: BrowserContext, violations: TCspViolation[]): Promise<void> {
  await context.exposeBinding(CSP_BINDING, (_source, violation: TCspViolation) => {
    violations.push(violation);
  });
  await context.addInitScript((binding: string) => {
    document.addEventListener(
      "securitypolicyviolation",
      (event) => {
        const report = (window as unknown as Record<string, ((v: unknown) => void) | undefined>)[binding];
        report?.({
          page: location.href,
          directive: event.effectiveDirective || event.violatedDirective,
          blocked: event.blockedURI,
          sample: event.sample,
          source: event.sourceFile,
          line: event.lineNumber,
        });
      },
      true,
    );
  }, CSP_BINDING);
}

/**
 * The cookie choice every browser context of a test starts with (decision 045): "all" by default, so journeys meet
 * no banner and tracking runs as before; `test.use({ cookieChoice: null })` for a visitor who has not chosen yet
 * (the banner's own tests, tracking.spec.ts). One cookie for both brands: cookies do not tell ports apart.
 */
async function giveCookieChoice(context: BrowserContext, choice: "all" | "essential" | null): Promise<void> {
  if (choice === null) return;
  await context.addCookies([{ name: "cookie_consent", value: choice, domain: "127.0.0.1", path: "/", sameSite: "Lax" }]);
}

export const test = base.extend<{
  brandInfo: TBrandInfo;
  at: (path: string, lang?: "de" | "en") => string;
  csp: TCspWatch;
  cookieChoice: "all" | "essential" | null;
  cookieChoiceGiven: void;
}>({
  cookieChoice: ["all", { option: true }],
  cookieChoiceGiven: [
    async ({ context, browser, cookieChoice }, use) => {
      await giveCookieChoice(context, cookieChoice);
      const original = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const created = await original(options);
        await giveCookieChoice(created, cookieChoice);
        return created;
      };
      try {
        await use();
      } finally {
        browser.newContext = original;
      }
    },
    { auto: true },
  ],
  /**
   * Automatic for every test (decision 010): each page the test opens — in its own context or in contexts it
   * creates with browser.newContext — loads and hydrates without a single CSP violation.
   */
  csp: [
    async ({ context, browser }, use, testInfo) => {
      const violations: TCspViolation[] = [];
      await watchContext(context, violations);
      const original = browser.newContext.bind(browser);
      const patched: Browser["newContext"] = async (options) => {
        const created = await original(options);
        await watchContext(created, violations);
        return created;
      };
      browser.newContext = patched;
      try {
        await use({
          violations,
          take: () => violations.splice(0, violations.length),
        });
      } finally {
        browser.newContext = original;
      }
      if (testInfo.status === testInfo.expectedStatus) {
        expect(violations, "Content-Security-Policy violations").toEqual([]);
      }
    },
    { auto: true },
  ],
  brandInfo: async ({}, use, testInfo) => {
    await use(testInfo.project.metadata as TBrandInfo);
  },
  /** A path of the brand: Nachtfalter always carries the locale prefix, Samtrot only for non-default languages. */
  at: async ({ brandInfo }, use) => {
    await use((path: string, lang: "de" | "en" = "de") => {
      const clean = path.startsWith("/") ? path : `/${path}`;
      if (!brandInfo.localePrefix && lang === "de") return clean;
      return `/${lang}${clean === "/" ? "/" : clean}`;
    });
  },
});

export { expect };

/**
 * For tests of rules that do not depend on the brand, inside specs that run in both brands: they run in the main
 * brand only (the white-label project leaves out the tag; playwright.config.ts). `test("…", ONE_BRAND, async …)`.
 */
export const ONE_BRAND = { tag: "@one-brand" };

/**
 * An api call through the web's same-origin proxy with the page's session (its cookies), for setting up data a
 * journey needs without clicking through it; fails the test on an answer of 300 or more. Returns the answer's data.
 */
export async function pageApi(page: Page, method: "GET" | "POST" | "PUT" | "DELETE", path: string, body?: unknown): Promise<any> {
  const origin = new URL(page.url().startsWith("http") ? page.url() : test.info().project.use.baseURL!).origin;
  const response = await page.request.fetch(path, { method, headers: { origin, "content-type": "application/json" }, data: body === undefined ? undefined : JSON.stringify(body) });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return ((await response.json()) as { data: unknown }).data;
}

/**
 * Resolves once the page runs: the root layout marks `<html data-hydrated>` after React hydrated the document. A click
 * before that reaches no handler (seen on a loaded machine with buttons that open dialogs or copy a link).
 */
export async function hydrated(page: Page) {
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1, { timeout: 30_000 });
}

/** Serious and critical axe violations, with enough detail to act on. */
export async function seriousAxeViolations(page: import("@playwright/test").Page) {
  // Not while a part of the page loads (aria-busy: results and summaries are dimmed then) or fades: axe measures the
  // contrast of what it sees at that moment (flaky color-contrast findings under load).
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 3).map((n) => n.target.join(" ")) }));
}
