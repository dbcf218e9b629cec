import type { TInvoiceItemType, TInvoiceType } from "@samtrot/constants-catalogue";
import type { DatabaseTx } from "@samtrot/db";
import type { TVatGroup, TVatReason } from "@samtrot/payments";
import type { TInvoiceCustomer } from "./issue-invoice.js";
import type { TInvoiceBrand, TSeller } from "./sellers.js";

/** An issued invoice as stored: everything its PDF shows. */
export interface TInvoiceDocument {
  id: number;
  brand: TInvoiceBrand;
  number: string;
  userId: number;
  invoiceType: TInvoiceType;
  status: number;
  issuedAt: Date;
  paidAt: Date | null;
  locale: "de" | "en";
  seller: TSeller;
  customer: TInvoiceCustomer;
  vatReason: TVatReason;
  vatCountry: string;
  netCents: number;
  vatCents: number;
  grossCents: number;
  vatBreakdown: TVatGroup[];
  items: {
    position: number;
    type: TInvoiceItemType;
    description: string;
    quantity: number;
    unitNetCents: number;
    netCents: number;
    vatRateBp: number;
    periodFrom: string | null;
    periodTo: string | null;
  }[];
}

type TInvoiceRow = {
  id: number; brand: TInvoiceBrand; number: string; user_id: number; invoice_type: TInvoiceType; status: number;
  issued_at: Date; paid_at: Date | null; locale: string; seller: TSeller; customer: TInvoiceCustomer; vat_reason: TVatReason;
  vat_country: string; net_cents: number; vat_cents: number; gross_cents: number; vat_breakdown: TVatGroup[];
};
type TItemRow = {
  position: number; item_type: TInvoiceItemType; description: string; quantity: number; unit_net_cents: number; net_cents: number;
  vat_rate_bp: number; period_from: string | null; period_to: string | null;
};

const asJson = <T>(value: unknown): T => (typeof value === "string" ? (JSON.parse(value) as T) : (value as T));

/**
 * The invoice `invoiceId` if it belongs to `userId` (owner only: another user's invoice is as unknown as a
 * missing one).
 */
export async function loadOwnInvoice(db: DatabaseTx, userId: number, invoiceId: number): Promise<TInvoiceDocument | null> {
  const [row] = await db.query<TInvoiceRow>(
    `select id, brand, number, user_id, invoice_type, status, issued_at, paid_at, locale, seller, customer, vat_reason, vat_country,
            net_cents, vat_cents, gross_cents, vat_breakdown
       from invoices where id = $1 and user_id = $2`,
    [invoiceId, userId],
  );
  if (!row) return null;
  const items = await db.query<TItemRow>(
    `select position, item_type, description, quantity, unit_net_cents, net_cents, vat_rate_bp,
            to_char(period_from, 'YYYY-MM-DD') as period_from, to_char(period_to, 'YYYY-MM-DD') as period_to
       from invoice_items where invoice_id = $1 order by position`,
    [invoiceId],
  );
  return {
    id: Number(row.id),
    brand: row.brand,
    number: row.number,
    userId: Number(row.user_id),
    invoiceType: row.invoice_type,
    status: Number(row.status),
    issuedAt: new Date(row.issued_at),
    paidAt: row.paid_at ? new Date(row.paid_at) : null,
    locale: row.locale === "de" ? "de" : "en",
    seller: asJson<TSeller>(row.seller),
    customer: asJson<TInvoiceCustomer>(row.customer),
    vatReason: row.vat_reason,
    vatCountry: row.vat_country,
    netCents: Number(row.net_cents),
    vatCents: Number(row.vat_cents),
    grossCents: Number(row.gross_cents),
    vatBreakdown: asJson<TVatGroup[]>(row.vat_breakdown),
    items: items.map((item) => ({
      position: Number(item.position),
      type: item.item_type,
      description: item.description,
      quantity: Number(item.quantity),
      unitNetCents: Number(item.unit_net_cents),
      netCents: Number(item.net_cents),
      vatRateBp: Number(item.vat_rate_bp),
      periodFrom: item.period_from,
      periodTo: item.period_to,
    })),
  };
}
