import { mkdirSync, readFileSync } from "node:fs";
import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { freshUser } from "./settings-support";
import { expect, seriousAxeViolations, test } from "./support";

// Issue 11 invoices in a real browser, both brands: what only a browser can show — the billing page lists the
// invoice of a paid order (in a table on the desktop, a card on a phone) and its PDF downloads through the web
// server's same-origin proxy. Numbers, the PDF's content, owner-only access, paging and sorting are proven by the
// api's tests (apps/api/src/modules/invoices). The order is paid the way a customer pays by bank transfer: the
// pay call, then the sandbox bank receives the money and the provider calls back.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const SHOTS = process.env.INVOICE_SHOTS_DIR ?? "test-results/invoice-shots";
mkdirSync(SHOTS, { recursive: true });

async function postThroughProxy(request: APIRequestContext, origin: string, path: string, body: unknown) {
  const response = await request.post(path, { headers: { origin, "content-type": "application/json" }, data: JSON.stringify(body) });
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as { data: Record<string, unknown> };
}

/** Buys 10 dollars by bank transfer and lets the sandbox bank receive it; resolves once the invoice is listed. */
async function paidInvoice(page: Page, origin: string): Promise<string> {
  const placed = await postThroughProxy(page.request, origin, "/api/v2/payment/pay", {
    item_id: 101,
    payment_type: "TR",
    using_vat: 0,
    country_code: "DE",
    vat: "",
    salutation: "1M",
    firstname: "Jürgen",
    lastname: "Größer",
    street: "Domstraße",
    house: "5a",
    zipcode: "50667",
    city: "Köln",
    country: "DE",
    birth_date: "08/12/1964",
    email: "juergen@example.test",
    accept_cancellation_policy: 1,
    accept_revocation_rights: 1,
    request_key: randomUUID(),
  });
  await postThroughProxy(page.request, origin, "/api/v2/payment/sandbox/transfer-received", { payment_id: placed.data.id });
  let number = "";
  await expect
    .poll(
      async () => {
        const list = await page.request.get("/api/v2/invoices");
        const items = ((await list.json()) as { data?: { items: { number: string }[] } }).data?.items ?? [];
        number = items[0]?.number ?? "";
        return number;
      },
      { timeout: 30_000 },
    )
    .not.toBe("");
  return number;
}

test.describe("invoices (issue 11)", () => {
  test.describe.configure({ timeout: 120_000 });

  test("the billing page lists the invoice of a paid order and its PDF downloads", async ({ browser, baseURL, at, brandInfo }) => {
    const { page } = await freshUser(browser, baseURL, at, "client");
    const origin = new URL(baseURL!).origin;

    // Before any purchase: the empty state.
    await page.setViewportSize(PHONE);
    await page.goto(at("/user/billing_invoices"));
    await expect(page.getByTestId("invoices-empty")).toBeVisible();

    const number = await paidInvoice(page, origin);
    expect(number).toMatch(brandInfo.brand === "nachtfalter" ? /^NF-\d{4}-\d{6}$/ : /^ST-\d{4}-\d{6}$/);

    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto(at("/user/billing_invoices"));
      const row = page.getByTestId("invoice-row").filter({ hasText: number });
      await expect(row).toBeVisible();
      await expect(row).toContainText("10 Dollar");
      await expect(row).toContainText("10,00");
      await expect(row.getByTestId("invoice-status")).toHaveText("Bezahlt");
      expect(await seriousAxeViolations(page), `axe at ${viewport.width} px`).toEqual([]);
      if (process.env.E2E_SHOTS) await page.screenshot({ path: `${SHOTS}/${brandInfo.brand}-billing-invoices-${viewport.width}.png`, fullPage: true });
    }

    // The PDF: a real download through the brand's own origin.
    const link = page.getByTestId("invoice-row").filter({ hasText: number }).getByTestId("invoice-download");
    expect(new URL(await link.evaluate((a: HTMLAnchorElement) => a.href)).origin).toBe(origin);
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe(`${number}.pdf`);
    const pdf = readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.length).toBeGreaterThan(1500);
  });
});
