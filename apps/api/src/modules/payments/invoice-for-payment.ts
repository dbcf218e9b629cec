import type { DatabaseTx } from "@samtrot/db";
import type { TEnv } from "../../env.js";
import type { Logger } from "../../logger.js";
import { invoiceLocaleOf, issueInvoice, markInvoicePayment } from "../invoices/issue-invoice.js";
import type { TItemRow } from "./catalogue.js";
import type { TPaymentRow } from "./payment-outcomes.js";
import { describeItem } from "./place-order.js";

type TStoredCustomer = {
  firstname?: string;
  lastname?: string;
  street?: string;
  house?: string;
  zipcode?: string;
  city?: string;
  country?: string;
  email?: string;
  brand?: string;
};

/**
 * The invoice of a paid payment (modules/invoices, gapless numbers), in the payment's transaction: one line with
 * the net price the customer paid (after the promotion) and the VAT rate charged; a membership line names the
 * period it covers; a rebill is an auto_renew invoice. A payment without a billing address (cannot happen for an
 * order: the pay call requires it) gets no invoice rather than failing the booking.
 */
export async function invoicePayment(
  tx: DatabaseTx,
  payment: TPaymentRow,
  item: TItemRow,
  period: { from: Date; to: Date } | null,
  deps: { env: TEnv; logger?: Logger },
): Promise<{ id: number; number: string } | null> {
  const [row] = await tx.query<{ customer: TStoredCustomer; net_cents: number; vat_rate_bp: number; vat_country: string; vat_number: string | null; locale: string }>(
    `select p.customer, p.net_cents, p.vat_rate_bp, p.vat_country, p.vat_number, u.locale from payments p join users u on u.id = p.user_id where p.id = $1`,
    [payment.id],
  );
  const customer = row?.customer ?? {};
  if (!row || !(customer.firstname || customer.lastname) || !customer.street || !customer.zipcode || !customer.city) {
    deps.logger?.warn({ paymentId: payment.id }, "paid payment without a billing address: no invoice");
    return null;
  }
  const locale = invoiceLocaleOf(row.locale);
  const type = item.goods === "membership" ? (item.renewable ? "renewable_membership" : "non_renewable_membership") : "dollars";
  const issued = await issueInvoice(
    tx,
    {
      userId: payment.user_id,
      paymentId: payment.id,
      items: [{ type, description: describeItem(item, locale), netCents: row.net_cents, vatRateBp: row.vat_rate_bp, period }],
      customer: {
        firstname: customer.firstname ?? "",
        lastname: customer.lastname ?? "",
        street: customer.street,
        house: customer.house ?? null,
        zipcode: customer.zipcode,
        city: customer.city,
        country: customer.country ?? "DE",
        vatCountry: row.vat_country,
        vatNumber: row.vat_number,
        email: customer.email ?? null,
      },
      paidAt: new Date(),
      invoiceType: payment.kind === "rebill" ? "auto_renew" : "normal_payment",
      brand: customer.brand ?? null,
      locale,
    },
    { env: deps.env },
  );
  return { id: issued.invoiceId, number: issued.number };
}

export { markInvoicePayment };
