import type { Hono } from "hono";
import { invoicePdfContract, invoicesContract } from "@samtrot/api-client/contracts";
import { requireUser } from "../../http/auth.js";
import { route } from "../../http/contract-route.js";
import { AppError } from "../../http/errors.js";
import type { TAppDeps, TAppEnv } from "../../http/types.js";
import { listInvoices } from "./list-invoices.js";
import { loadOwnInvoice } from "./load-invoice.js";
import { renderInvoicePdf } from "./render-invoice-pdf.js";

export function registerInvoiceRoutes(app: Hono<TAppEnv>, deps: TAppDeps): void {
  const { database } = deps;

  route(app, invoicesContract, async ({ c, query }) => {
    const { userId } = await requireUser(c);
    c.header("cache-control", "private, no-store");
    return listInvoices(database, userId, query as Parameters<typeof listInvoices>[2]);
  });

  route(app, invoicePdfContract, async ({ c, params }) => {
    const { userId } = await requireUser(c);
    // Owner only: another user's invoice answers exactly like one that does not exist.
    const invoice = await loadOwnInvoice(database, userId, Number(params.invoiceId));
    if (!invoice) throw new AppError(404, "exception.invoice.not_found");
    const pdf = await renderInvoicePdf(invoice);
    return new Response(new Uint8Array(pdf), {
      headers: {
        "content-type": "application/pdf",
        "content-disposition": `attachment; filename="${invoice.number}.pdf"`,
        "content-length": String(pdf.length),
        "cache-control": "private, no-store",
        "x-content-type-options": "nosniff",
      },
    });
  });
}
