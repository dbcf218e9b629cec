import { invoicePdfPath, type TInvoiceList, type TInvoiceListQuery, type TInvoiceStatusName } from "@samtrot/api-client/contracts";
import type { TInvoiceItemType, TInvoiceType } from "@samtrot/constants-catalogue";
import type { DatabaseTx } from "@samtrot/db";
import { subscriptionStateOfCode } from "@samtrot/payments";

/** Sort columns; each ends with the id so a page is stable when values tie. */
const ORDER_BY = {
  issued_at: (dir: string) => `i.issued_at ${dir}, i.id ${dir}`,
  number: (dir: string) => `i.number ${dir}, i.id ${dir}`,
  gross: (dir: string) => `i.gross_cents ${dir}, i.id ${dir}`,
} as const;

/** What the list says about an invoice's state (spec 001 §4 codes): paid until money came back. */
export function invoiceStatusName(code: number): TInvoiceStatusName {
  const state = subscriptionStateOfCode(code);
  if (state === "refunded" || state === "charge_back" || state === "reversed") return state;
  return "paid";
}

/** The signed-in user's invoices, a page at a time, sorted as asked (the web's table sorts through this). */
export async function listInvoices(db: DatabaseTx, userId: number, query: Required<TInvoiceListQuery>): Promise<TInvoiceList> {
  const pageSize = query.page_size;
  const direction = query.order === "asc" ? "asc" : "desc";
  const [count] = await db.query<{ total: number }>(`select count(*)::int as total from invoices where user_id = $1`, [userId]);
  const rows = await db.query<{
    id: number; number: string; issued_at: Date; paid_at: Date | null; invoice_type: TInvoiceType; description: string;
    net_cents: number; vat_cents: number; gross_cents: number; status: number; item_types: TInvoiceItemType[];
  }>(
    `select i.id, i.number, i.issued_at, i.paid_at, i.invoice_type, i.description, i.net_cents, i.vat_cents, i.gross_cents, i.status,
            array(select it.item_type from invoice_items it where it.invoice_id = i.id order by it.position) as item_types
       from invoices i
      where i.user_id = $1
      order by ${ORDER_BY[query.sort](direction)}
      limit $2 offset $3`,
    [userId, pageSize, (query.page_no - 1) * pageSize],
  );
  return {
    items: rows.map((row) => ({
      id: Number(row.id),
      number: row.number,
      issued_at: new Date(row.issued_at).toISOString(),
      paid_at: row.paid_at ? new Date(row.paid_at).toISOString() : null,
      invoice_type: row.invoice_type,
      item_types: row.item_types,
      description: row.description,
      currency: "EUR" as const,
      net_cents: Number(row.net_cents),
      vat_cents: Number(row.vat_cents),
      gross_cents: Number(row.gross_cents),
      status: invoiceStatusName(Number(row.status)),
      pdf_url: invoicePdfPath(Number(row.id)),
    })),
    total: Number(count!.total),
    page_no: query.page_no,
    page_size: pageSize,
    sort: query.sort,
    order: direction,
  };
}
