import type { TInvoiceItemType, TInvoiceType } from "@samtrot/constants-catalogue";
import { SUBSCRIPTION_STATUS } from "@samtrot/constants-catalogue";
import type { DatabaseTx } from "@samtrot/db";
import { invoiceTotals, invoiceVat, nextSubscriptionState, subscriptionStateOfCode, type TSubscriptionEvent } from "@samtrot/payments";
import type { TEnv } from "../../env.js";
import { INVOICE_PREFIX, invoiceBrandOf, sellerOf } from "./sellers.js";

/** The buyer as the payment form collected it (spec 001 §3 customer data fields). */
export interface TInvoiceCustomer {
  firstname: string;
  lastname: string;
  company?: string | null;
  street: string;
  house?: string | null;
  zipcode: string;
  city: string;
  /** ISO 3166 alpha-2 of the address */
  country: string;
  /** the VAT country of the form (defaults to the address country) */
  vatCountry?: string | null;
  /** a business customer's VAT id: reverse charge inside the EU */
  vatNumber?: string | null;
  email?: string | null;
}

export interface TInvoiceItemInput {
  type: TInvoiceItemType;
  /** shown as written, in the invoice's language, e.g. "Plus-Mitgliedschaft, 3 Monate" */
  description: string;
  /** net price of one unit in cents */
  netCents: number;
  /** the VAT rate the checkout charged, basis points (1900 = 19 %); 0 for reverse charge and outside the EU */
  vatRateBp: number;
  quantity?: number;
  /** date of supply: the period a membership covers (§14 (4) no. 6 UStG); null = the invoice date */
  period?: { from: Date; to: Date } | null;
}

export interface TIssueInvoiceInput {
  userId: number;
  /** one invoice per payment: issuing again for the same payment answers the first invoice */
  paymentId: number | null;
  items: TInvoiceItemInput[];
  customer: TInvoiceCustomer;
  paidAt: Date | null;
  /** normal_payment (default) or auto_renew (a rebill), spec 001 §3 */
  invoiceType?: TInvoiceType;
  /** the brand the payment was made on ("Samtrot", "Nachtfalter"): its company issues the invoice */
  brand?: string | null;
  /** the invoice's language; default the user's (de, or en for every other language) */
  locale?: string | null;
}

export interface TIssuedInvoice {
  invoiceId: number;
  number: string;
  /** the payment had its invoice already: nothing new was issued */
  replayed: boolean;
}

/** Invoices are German or English (es and pl read the English one, like the e-mails). */
export function invoiceLocaleOf(locale: string | null | undefined): "de" | "en" {
  return locale === "de" ? "de" : "en";
}

const clean = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/**
 * Issues an invoice inside the caller's transaction (the payment's): the next number of the brand's series for
 * the year (Europe/Berlin) is taken from its counter row, which stays locked until commit, so parallel invoices
 * wait for each other and a rollback returns the number — the series has no gaps. Seller, customer, lines and
 * totals (VAT per rate, @samtrot/payments) are stored as issued; the PDF is rendered from them on demand.
 */
export async function issueInvoice(tx: DatabaseTx, input: TIssueInvoiceInput, options: { env?: Partial<TEnv> } = {}): Promise<TIssuedInvoice> {
  if (input.paymentId !== null) {
    const [existing] = await tx.query<{ id: number; number: string }>(`select id, number from invoices where payment_id = $1`, [input.paymentId]);
    if (existing) return { invoiceId: Number(existing.id), number: existing.number, replayed: true };
  }
  if (input.items.length === 0) throw new RangeError("issueInvoice: no items");
  const lines = input.items.map((item) => {
    const description = clean(item.description);
    if (!description) throw new RangeError("issueInvoice: an item without description");
    return { ...item, description, quantity: item.quantity ?? 1, unitNetCents: item.netCents };
  });
  const customer = {
    firstname: clean(input.customer.firstname) ?? "",
    lastname: clean(input.customer.lastname) ?? "",
    company: clean(input.customer.company),
    street: clean(input.customer.street) ?? "",
    house: clean(input.customer.house),
    zipcode: clean(input.customer.zipcode) ?? "",
    city: clean(input.customer.city) ?? "",
    country: (clean(input.customer.country) ?? "DE").toUpperCase(),
    vatCountry: clean(input.customer.vatCountry)?.toUpperCase() ?? null,
    vatNumber: clean(input.customer.vatNumber)?.toUpperCase().replace(/\s+/g, "") ?? null,
    email: clean(input.customer.email),
  };
  if (!customer.firstname && !customer.lastname && !customer.company) throw new RangeError("issueInvoice: the customer has no name");
  if (!customer.street || !customer.zipcode || !customer.city) throw new RangeError("issueInvoice: the customer address is incomplete");
  const vat = invoiceVat(customer, lines);
  if (!vat.consistent) throw new RangeError(`issueInvoice: VAT rates do not fit a ${vat.reason} customer`);
  const totals = invoiceTotals(lines);

  const brand = invoiceBrandOf(input.brand);
  const seller = sellerOf(brand, options.env);
  const [user] = await tx.query<{ locale: string }>(`select locale from users where id = $1`, [input.userId]);
  if (!user) throw new RangeError(`issueInvoice: no user ${input.userId}`);
  const locale = invoiceLocaleOf(input.locale ?? user.locale);

  const [clock] = await tx.query<{ year: number }>(`select extract(year from now() at time zone 'Europe/Berlin')::int as year`);
  const year = Number(clock!.year);
  // The counter row is locked by this upsert until the transaction ends (the whole point: see above).
  const [counter] = await tx.query<{ last_number: number }>(
    `insert into invoice_counters as c (brand, year, last_number) values ($1, $2, 1)
     on conflict (brand, year) do update set last_number = c.last_number + 1
     returning last_number`,
    [brand, year],
  );
  const seq = Number(counter!.last_number);
  const number = `${INVOICE_PREFIX[brand]}-${year}-${String(seq).padStart(6, "0")}`;

  const [invoice] = await tx.query<{ id: number }>(
    `insert into invoices (brand, year, seq, number, user_id, payment_id, invoice_type, status, paid_at, locale, seller, customer,
                           vat_reason, vat_country, net_cents, vat_cents, gross_cents, vat_breakdown, description)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12::jsonb, $13, $14, $15, $16, $17, $18::jsonb, $19)
     returning id`,
    [
      brand, year, seq, number, input.userId, input.paymentId, input.invoiceType ?? "normal_payment", SUBSCRIPTION_STATUS.subscribed,
      input.paidAt ? input.paidAt.toISOString() : null, locale, JSON.stringify(seller), JSON.stringify(customer),
      vat.reason, vat.country, totals.net, totals.vat, totals.gross, JSON.stringify(totals.groups), lines[0]!.description,
    ],
  );
  const invoiceId = Number(invoice!.id);
  await tx.query(
    `insert into invoice_items (invoice_id, position, item_type, description, quantity, unit_net_cents, net_cents, vat_rate_bp, period_from, period_to)
     select $1, p, t, d, q, u, u * q, r, f, e
       from unnest($2::int[], $3::text[], $4::text[], $5::int[], $6::bigint[], $7::int[], $8::date[], $9::date[]) as l(p, t, d, q, u, r, f, e)`,
    [
      invoiceId,
      lines.map((_, index) => index + 1),
      lines.map((line) => line.type),
      lines.map((line) => line.description),
      lines.map((line) => line.quantity),
      lines.map((line) => line.unitNetCents),
      lines.map((line) => line.vatRateBp),
      lines.map((line) => (line.period ? berlinDate(line.period.from) : null)),
      lines.map((line) => (line.period ? berlinDate(line.period.to) : null)),
    ],
  );
  return { invoiceId, number, replayed: false };
}

/** The calendar day in Germany of an instant (YYYY-MM-DD). */
export function berlinDate(at: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin", year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}

/**
 * Money came back after an invoice was paid: the invoice's status follows the payment (refund → refunded,
 * charge_back, returned → reversed; spec 001 §4 codes). The amounts stay as issued (a credit note would be a
 * document of its own). Returns false when there is no invoice for the payment or the event does not apply.
 */
export async function markInvoicePayment(tx: DatabaseTx, paymentId: number, event: Extract<TSubscriptionEvent, "refund" | "charge_back" | "returned">): Promise<boolean> {
  const [invoice] = await tx.query<{ id: number; status: number }>(`select id, status from invoices where payment_id = $1 for update`, [paymentId]);
  if (!invoice) return false;
  const state = subscriptionStateOfCode(Number(invoice.status));
  const next = state ? nextSubscriptionState(state, event) : null;
  if (!next?.ok) return false;
  await tx.query(`update invoices set status = $2, updated_at = now() where id = $1`, [invoice.id, SUBSCRIPTION_STATUS[next.value]]);
  return true;
}
