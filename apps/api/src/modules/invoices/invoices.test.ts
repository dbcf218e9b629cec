// Invoices over the real api and database: gapless numbers per brand and year even with parallel and rolled-back
// transactions, the §14 UStG content read back from the PDF, the owner-only download, paging and sorting, and
// invoices that cannot be changed once issued.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZInvoiceList } from "@samtrot/api-client/contracts";
import { startTestApi, type TTestApi } from "../../test/start-test-api.js";
import { bearer } from "../../test/accounts-helpers.js";
import { getJson, person, type TPerson } from "../profiles/test-support/people.js";
import { issueInvoice, markInvoicePayment, type TIssueInvoiceInput } from "./issue-invoice.js";
import { DEMO_SELLERS } from "./sellers.js";
import { pdfText } from "./test-support/pdf-text.js";

let api: TTestApi;
let buyer: TPerson;
let stranger: TPerson;
let year: number;

beforeAll(async () => {
  api = await startTestApi({ env: { SIGNUP_LIMIT_PER_IP_HOUR: "1000" } });
  buyer = await person(api, { user_type: 1, gender: 1 });
  stranger = await person(api, { user_type: 1, gender: 1 });
  const [row] = await api.database.query<{ year: number }>(`select extract(year from now() at time zone 'Europe/Berlin')::int as year`);
  year = Number(row!.year);
}, 120_000);
afterAll(() => api?.close());

const GERMAN = { firstname: "Jürgen", lastname: "Größer", street: "Domstraße", house: "5a", zipcode: "50667", city: "Köln", country: "DE" };
const membership = (userId: number, more: Partial<TIssueInvoiceInput> = {}): TIssueInvoiceInput => ({
  userId,
  paymentId: null,
  items: [
    {
      type: "renewable_membership",
      description: "Plus-Mitgliedschaft, 3 Monate",
      netCents: 2490,
      vatRateBp: 1900,
      period: { from: new Date("2026-03-01T10:00:00Z"), to: new Date("2026-05-31T10:00:00Z") },
    },
  ],
  customer: GERMAN,
  paidAt: new Date("2026-03-01T10:00:00Z"),
  locale: "de",
  ...more,
});
const issue = (input: TIssueInvoiceInput) => api.database.transaction((tx) => issueInvoice(tx, input));
const downloadPdf = (path: string, token?: string) => fetch(api.url + path, { headers: token ? bearer(token) : {} });
const seqOf = (number: string) => Number(number.split("-")[2]);

describe("issueInvoice", () => {
  it("numbers each brand's invoices per year from 1, and answers the same invoice for the same payment", async () => {
    const first = await issue(membership(buyer.id, { paymentId: 9001 }));
    expect(first).toEqual({ invoiceId: expect.any(Number), number: `ST-${year}-000001`, replayed: false });
    const again = await issue(membership(buyer.id, { paymentId: 9001 }));
    expect(again).toEqual({ ...first, replayed: true });
    const nachtfalter = await issue(membership(buyer.id, { brand: "Nachtfalter" }));
    expect(nachtfalter.number).toBe(`NF-${year}-000001`);
    expect((await issue(membership(buyer.id))).number).toBe(`ST-${year}-000002`);
  });

  it("has no gaps when parallel transactions issue and some roll back", async () => {
    const [{ last }] = (await api.database.query<{ last: number }>(`select last_number as last from invoice_counters where brand = 'samtrot' and year = $1`, [year])) as [{ last: number }];
    const attempts = 24;
    const results = await Promise.allSettled(
      Array.from({ length: attempts }, (_, index) =>
        api.database.transaction(async (tx) => {
          const issued = await issueInvoice(tx, membership(stranger.id));
          // every third payment fails after its invoice was drafted: the number must come back
          if (index % 3 === 0) throw new Error("rolled back");
          return issued;
        }),
      ),
    );
    const kept = results.filter((r): r is PromiseFulfilledResult<Awaited<ReturnType<typeof issue>>> => r.status === "fulfilled").map((r) => r.value);
    expect(kept).toHaveLength(attempts - attempts / 3);
    const seqs = kept.map((invoice) => seqOf(invoice.number)).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: kept.length }, (_, index) => Number(last) + 1 + index));
    const stored = await api.database.query<{ seq: number }>(`select seq from invoices where brand = 'samtrot' and year = $1 order by seq`, [year]);
    expect(stored.map((row) => Number(row.seq))).toEqual(Array.from({ length: stored.length }, (_, index) => index + 1));
  });

  it("refuses VAT rates that do not fit the customer and an incomplete address, issuing nothing", async () => {
    const before = await api.database.query(`select id from invoices`);
    await expect(issue(membership(buyer.id, { customer: { ...GERMAN, country: "CH" } }))).rejects.toThrow(/VAT rates/);
    await expect(issue(membership(buyer.id, { customer: { ...GERMAN, street: " " } }))).rejects.toThrow(/address/);
    expect(await api.database.query(`select id from invoices`)).toHaveLength(before.length);
  });

  it("keeps an issued invoice as it is: no change but the status, no delete", async () => {
    const { invoiceId } = await issue(membership(buyer.id, { paymentId: 9002 }));
    await expect(api.database.query(`update invoices set gross_cents = 1, net_cents = 1, vat_cents = 0 where id = $1`, [invoiceId])).rejects.toThrow(/only its status/);
    await expect(api.database.query(`delete from invoices where id = $1`, [invoiceId])).rejects.toThrow(/kept/);
    await expect(api.database.query(`update invoice_items set description = 'x' where invoice_id = $1`, [invoiceId])).rejects.toThrow(/kept/);
    expect(await api.database.transaction((tx) => markInvoicePayment(tx, 9002, "refund"))).toBe(true);
    expect(await api.database.transaction((tx) => markInvoicePayment(tx, 9002, "refund"))).toBe(false);
    const [row] = await api.database.query<{ status: number }>(`select status from invoices where id = $1`, [invoiceId]);
    expect(Number(row!.status)).toBe(6);
  });
});

describe("the invoice PDF (§14 UStG content)", () => {
  it("shows seller, VAT id, buyer, number, dates, the line, net per rate, VAT and gross, in German with umlauts", async () => {
    const { invoiceId, number } = await issue(membership(buyer.id, { paymentId: 9010 }));
    const response = await downloadPdf(`/api/v2/invoices/${invoiceId}/pdf`, buyer.token);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${number}.pdf"`);
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(pdf);
    const seller = DEMO_SELLERS.samtrot;
    for (const expected of [
      seller.name, seller.street, `${seller.postcode} ${seller.city}`, `USt-IdNr.\n${seller.vatId}`, // seller, address, VAT id
      "Jürgen Größer", "Domstraße 5a", "50667 Köln", // buyer
      `Rechnungsnummer\n${number}`, `Rechnung ${number}`,
      "Rechnungsdatum", "Leistungszeitraum: 01.03.2026 – 31.05.2026", // date of supply
      "Plus-Mitgliedschaft, 3 Monate", "Menge\n", // description and quantity
      "Nettobetrag (19 % USt.)\n24,90 €", "Umsatzsteuer 19 %\n4,73 €", "Gesamtbetrag\n29,63 €",
      "Der Gesamtbetrag wurde am 01.03.2026 bezahlt.",
      "Handelsregister: Amtsgericht Berlin", "HRB 000001", `Geschäftsführung: ${seller.managingDirector}`,
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toMatch(/Reverse Charge|Keine deutsche Umsatzsteuer/);
  });

  it("notes reverse charge for an EU business with a VAT number, in English", async () => {
    const { invoiceId } = await issue(
      membership(buyer.id, {
        locale: "en",
        customer: { firstname: "Anna", lastname: "Huber", company: "Huber Events GmbH", street: "Ringstraße", house: "1", zipcode: "1010", city: "Wien", country: "AT", vatNumber: "ATU12345678" },
        items: [{ type: "dollars", description: "500 Dollars", netCents: 4990, vatRateBp: 0 }],
      }),
    );
    const text = pdfText(Buffer.from(await (await downloadPdf(`/api/v2/invoices/${invoiceId}/pdf`, buyer.token)).arrayBuffer()));
    for (const expected of ["Invoice number", "Huber Events GmbH", "Austria", "Customer VAT ID\nATU12345678", "Reverse charge", "Net amount (0% VAT)\n€49.90", "Total\n€49.90", "500 Dollars"]) {
      expect(text, expected).toContain(expected);
    }
  });

  it("notes that no German VAT applies outside the EU, and a Nachtfalter invoice names its own company", async () => {
    const { invoiceId, number } = await issue(
      membership(buyer.id, { brand: "nachtfalter", customer: { ...GERMAN, city: "Zürich", zipcode: "8001", country: "CH" }, items: [{ type: "fsk18_check", description: "Altersprüfung", netCents: 299, vatRateBp: 0 }] }),
    );
    expect(number).toMatch(/^NF-/);
    const text = pdfText(Buffer.from(await (await downloadPdf(`/api/v2/invoices/${invoiceId}/pdf`, buyer.token)).arrayBuffer()));
    for (const expected of [DEMO_SELLERS.nachtfalter.name, DEMO_SELLERS.nachtfalter.vatId, "Schweiz", "Keine deutsche Umsatzsteuer", "Altersprüfung", "Gesamtbetrag\n2,99 €"]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain(DEMO_SELLERS.samtrot.name);
  });
});

describe("GET /api/v2/invoices and the PDF download", () => {
  it("lets only the owner download: another user and an unknown id get 404, no session 401", async () => {
    const { invoiceId } = await issue(membership(buyer.id));
    const other = await downloadPdf(`/api/v2/invoices/${invoiceId}/pdf`, stranger.token);
    expect(other.status).toBe(404);
    expect(((await other.json()) as { errors: { title: string }[] }).errors[0]!.title).toBe("exception.invoice.not_found");
    expect((await downloadPdf(`/api/v2/invoices/999999999/pdf`, buyer.token)).status).toBe(404);
    expect((await downloadPdf(`/api/v2/invoices/${invoiceId}/pdf`)).status).toBe(401);
    expect((await downloadPdf(`/api/v2/invoices/abc/pdf`, buyer.token)).status).toBe(422);
    const list = (await getJson(api, "/api/v2/invoices?page_size=50", stranger.token)).body.data;
    expect(list.items.map((item: { id: number }) => item.id)).not.toContain(invoiceId);
  });

  it("lists my invoices newest first, pages them, sorts by number and amount, and names refunded ones", async () => {
    const fresh = await person(api, { user_type: 2, gender: 2 });
    const amounts = [1000, 3000, 2000];
    const issued = [];
    for (const [index, net] of amounts.entries()) {
      issued.push(await issue(membership(fresh.id, { paymentId: 9100 + index, items: [{ type: "dollars", description: `Dollars ${index}`, netCents: net, vatRateBp: 1900 }] })));
    }
    await api.database.transaction((tx) => markInvoicePayment(tx, 9101, "charge_back"));
    const list = async (query: string) => {
      const answer = await getJson(api, `/api/v2/invoices?${query}`, fresh.token);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("cache-control")).toBe("private, no-store");
      return ZInvoiceList.parse(answer.body.data);
    };
    const newest = await list("");
    expect(newest).toMatchObject({ total: 3, page_no: 1, page_size: 10, sort: "issued_at", order: "desc" });
    expect(newest.items.map((item) => item.number)).toEqual(issued.map((invoice) => invoice.number).reverse());
    expect(newest.items[0]).toMatchObject({ description: "Dollars 2", item_types: ["dollars"], net_cents: 2000, vat_cents: 380, gross_cents: 2380, status: "paid", pdf_url: `/api/v2/invoices/${issued[2]!.invoiceId}/pdf` });
    expect(newest.items[1]!.status).toBe("charge_back");
    const byGross = await list("sort=gross&order=asc&page_size=2&page_no=2");
    expect(byGross.items.map((item) => item.gross_cents)).toEqual([3570]);
    expect((await list("sort=number&order=asc")).items.map((item) => item.number)).toEqual(issued.map((invoice) => invoice.number));
  });

  it("refuses a bad query with validation keys", async () => {
    for (const [query, source] of [["page_size=51", "query.page_size"], ["sort=amount", "query.sort"], ["order=up", "query.order"], ["page_no=0", "query.page_no"], ["extra=1", null]] as const) {
      const answer = await getJson(api, `/api/v2/invoices?${query}`, buyer.token);
      expect(answer.status, query).toBe(422);
      expect(answer.body.errors[0].title).toMatch(/^validation\./);
      if (source) expect(answer.body.errors[0].source).toBe(source);
    }
  });
});
