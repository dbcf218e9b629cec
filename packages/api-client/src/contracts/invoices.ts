import { z } from "zod";
import { INVOICE_ITEM_TYPES, INVOICE_TYPES } from "@samtrot/constants-catalogue";
import { defineContract } from "./define-contract.js";
import { ZPageNo } from "./gallery.js";

// Invoices of settings/billing_invoices (spec 001 §3 "Payment and invoice"): the signed-in user's own
// invoices, paged and sorted by the api, and each invoice as a PDF. Amounts are integer cents.

export const INVOICE_SORTS = ["issued_at", "number", "gross"] as const;
export const INVOICE_PAGE_SIZE = { default: 10, max: 50 } as const;

/** Invoice status names of the subscription/invoice codes (spec 001 §4) an invoice can be in. */
export const INVOICE_STATUS_NAMES = ["paid", "refunded", "charge_back", "reversed"] as const;
export type TInvoiceStatusName = (typeof INVOICE_STATUS_NAMES)[number];

export const invoicePdfPath = (invoiceId: number): string => `/api/v2/invoices/${invoiceId}/pdf`;

export const ZInvoiceListQuery = z
  .object({
    page_no: ZPageNo,
    page_size: z.coerce.number({ invalid_type_error: "validation.common.invalid_type" }).int().min(1).max(INVOICE_PAGE_SIZE.max).default(INVOICE_PAGE_SIZE.default),
    sort: z.enum(INVOICE_SORTS).default("issued_at"),
    order: z.enum(["asc", "desc"]).default("desc"),
  })
  .strict();
export type TInvoiceListQuery = z.input<typeof ZInvoiceListQuery>;

export const ZInvoiceSummary = z.object({
  id: z.number().int(),
  /** gapless per seller and year, e.g. ST-2026-000042 */
  number: z.string(),
  /** ISO 8601: the invoice date */
  issued_at: z.string(),
  paid_at: z.string().nullable(),
  invoice_type: z.enum(INVOICE_TYPES),
  item_types: z.array(z.enum(INVOICE_ITEM_TYPES)),
  /** the first line's description (in the invoice's language) */
  description: z.string(),
  currency: z.literal("EUR"),
  net_cents: z.number().int(),
  vat_cents: z.number().int(),
  gross_cents: z.number().int(),
  status: z.enum(INVOICE_STATUS_NAMES),
  /** same-origin path of the PDF (owner only) */
  pdf_url: z.string(),
});
export type TInvoiceSummary = z.infer<typeof ZInvoiceSummary>;

export const ZInvoiceList = z.object({
  items: z.array(ZInvoiceSummary),
  total: z.number().int(),
  page_no: z.number().int(),
  page_size: z.number().int(),
  sort: z.enum(INVOICE_SORTS),
  order: z.enum(["asc", "desc"]),
});
export type TInvoiceList = z.infer<typeof ZInvoiceList>;

export const invoicesContract = defineContract({
  id: "invoices",
  method: "GET",
  path: "/api/v2/invoices",
  summary: `My invoices, newest first unless sorted otherwise (issued_at, number, gross; asc/desc), pages of ${INVOICE_PAGE_SIZE.default} (page_size up to ${INVOICE_PAGE_SIZE.max})`,
  tags: ["invoices"],
  auth: "user",
  query: ZInvoiceListQuery,
  response: ZInvoiceList,
});

export const invoicePdfContract = defineContract({
  id: "invoicePdf",
  method: "GET",
  path: "/api/v2/invoices/:invoiceId/pdf",
  summary:
    "One of my invoices as a PDF (application/pdf, private, no-store) in the invoice's language. Another user's or an unknown invoice: 404 exception.invoice.not_found",
  tags: ["invoices"],
  auth: "user",
  params: z.object({ invoiceId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }),
  responseContentType: "application/pdf",
});

export const invoiceContracts = [invoicesContract, invoicePdfContract] as const;
