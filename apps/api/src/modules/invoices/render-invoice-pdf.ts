import PDFDocument from "pdfkit";
import { INVOICE_TEXTS } from "./invoice-texts.js";
import type { TInvoiceDocument } from "./load-invoice.js";
import type { TInvoiceBrand } from "./sellers.js";

// The invoice as an A4 PDF (pdfkit). Layout after DIN 5008: sender line and address in the window of a
// window envelope, the invoice facts beside it, the lines, VAT per rate, the notes, the seller in the footer.
// Text uses Helvetica, a standard PDF font pdfkit ships the metrics of (WinAnsi: umlauts, ß, €, § and – are
// in it), so every PDF reader shows it without an embedded font file.

const ACCENT: Record<TInvoiceBrand, string> = { samtrot: "#7b1431", nachtfalter: "#4b3fb5" };
const ACCENT_SOFT: Record<TInvoiceBrand, string> = { samtrot: "#f6e4e8", nachtfalter: "#e9e6ff" };
const TEXT = "#2b1b1f";
const MUTED = "#6a5458";
const RULE = "#d9cdc8";

const PAGE = { width: 595.28, height: 841.89 };
const LEFT = 57; // 20 mm
const RIGHT = PAGE.width - 57;
const WIDTH = RIGHT - LEFT;

/** Characters outside WinAnsi that Intl may produce, mapped to what the font has. */
const pdfSafe = (text: string): string => text.replace(/[\u202f\u2009]/g, " ").replace(/\u2212/g, "-");

export function invoiceFormatters(locale: "de" | "en") {
  const tag = locale === "de" ? "de-DE" : "en-GB";
  const money = new Intl.NumberFormat(tag, { style: "currency", currency: "EUR" });
  const date = new Intl.DateTimeFormat(tag, { timeZone: "Europe/Berlin", day: "2-digit", month: locale === "de" ? "2-digit" : "short", year: "numeric" });
  return {
    money: (cents: number) => pdfSafe(money.format(cents / 100)),
    date: (at: Date) => pdfSafe(date.format(at)),
    /** a calendar day (YYYY-MM-DD) */
    day: (iso: string) => pdfSafe(date.format(new Date(`${iso}T12:00:00Z`))),
    rate: (bp: number) => {
      const value = new Intl.NumberFormat(tag, { maximumFractionDigits: 2 }).format(bp / 100);
      return locale === "de" ? `${value} %` : `${value}%`;
    },
    country: (code: string) => new Intl.DisplayNames([tag], { type: "region" }).of(code) ?? code,
  };
}

export function renderInvoicePdf(invoice: TInvoiceDocument): Promise<Buffer> {
  const t = INVOICE_TEXTS[invoice.locale];
  const f = invoiceFormatters(invoice.locale);
  const { seller, customer } = invoice;
  const accent = ACCENT[invoice.brand];
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: 50, bottom: 20, left: LEFT, right: PAGE.width - RIGHT },
    info: {
      Title: `${t.title} ${invoice.number}`,
      Author: seller.name,
      Subject: `${t.title} ${invoice.number}`,
      CreationDate: invoice.issuedAt,
      ModDate: invoice.issuedAt,
    },
    lang: invoice.locale === "de" ? "de-DE" : "en-GB",
    displayTitle: true,
    bufferPages: true,
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  // Header: the seller's name in the brand colour, its address on the right.
  doc.fillColor(accent).font("Helvetica-Bold").fontSize(20).text(seller.name, LEFT, 50, { width: 300 });
  doc.fillColor(MUTED).font("Helvetica").fontSize(8.5);
  doc.text([seller.street, `${seller.postcode} ${seller.city}`, f.country(seller.country), seller.email, seller.website].join("\n"), RIGHT - 180, 52, {
    width: 180,
    align: "right",
    lineGap: 1.5,
  });
  doc.moveTo(LEFT, 112).lineTo(RIGHT, 112).lineWidth(2).strokeColor(accent).stroke();

  // The address window: sender line, then the customer.
  doc.fillColor(MUTED).fontSize(6.5).text(`${seller.name} · ${seller.street} · ${seller.postcode} ${seller.city}`, LEFT, 132, { width: 260, height: 10, ellipsis: true });
  const name = [customer.firstname, customer.lastname].filter(Boolean).join(" ");
  const recipient = [
    customer.company,
    name || null,
    [customer.street, customer.house].filter(Boolean).join(" "),
    `${customer.zipcode} ${customer.city}`,
    f.country(customer.country),
  ].filter((line): line is string => Boolean(line));
  doc.fillColor(TEXT).fontSize(10.5).text(recipient.join("\n"), LEFT, 148, { width: 240, lineGap: 2 });

  // The invoice facts beside the window.
  const periods = invoice.items.filter((item) => item.periodFrom && item.periodTo);
  const facts: [string, string][] = [
    [t.number, invoice.number],
    [t.date, f.date(invoice.issuedAt)],
    periods.length > 0
      ? [t.supplyDate, `${f.day(periods[0]!.periodFrom!)} – ${f.day(periods[0]!.periodTo!)}`]
      : [t.supplyDate, f.date(invoice.paidAt ?? invoice.issuedAt)],
    [t.customerNo, String(invoice.userId)],
    [t.sellerVatId, seller.vatId],
  ];
  if (customer.vatNumber) facts.push([t.customerVatId, customer.vatNumber]);
  let factY = 140;
  for (const [label, value] of facts) {
    doc.fillColor(MUTED).font("Helvetica").fontSize(8.5).text(label, 330, factY, { width: 95 });
    doc.fillColor(TEXT).font("Helvetica-Bold").fontSize(8.5).text(value, 425, factY, { width: RIGHT - 425, align: "right" });
    factY += 15;
  }

  // Title.
  doc.fillColor(TEXT).font("Helvetica-Bold").fontSize(17).text(`${t.title} ${invoice.number}`, LEFT, 268);
  doc.fillColor(MUTED).font("Helvetica").fontSize(9).text(t.invoiceType[invoice.invoiceType], LEFT, 290);

  // Lines.
  const columns = [
    { key: "position", label: t.position, width: 30, align: "left" as const },
    { key: "description", label: t.description, width: 206, align: "left" as const },
    { key: "quantity", label: t.quantity, width: 40, align: "right" as const },
    { key: "unit", label: t.unitNet, width: 80, align: "right" as const },
    { key: "rate", label: t.vatRate, width: 45, align: "right" as const },
    { key: "net", label: t.lineNet, width: 80, align: "right" as const },
  ];
  let y = 312;
  doc.rect(LEFT, y, WIDTH, 20).fill(ACCENT_SOFT[invoice.brand]);
  let x = LEFT;
  doc.fillColor(TEXT).font("Helvetica-Bold").fontSize(8.5);
  for (const column of columns) {
    doc.text(column.label, x + 4, y + 6, { width: column.width - 8, align: column.align, lineBreak: false });
    x += column.width;
  }
  y += 26;
  for (const item of invoice.items) {
    const cells: Record<string, string> = {
      position: String(item.position),
      description: item.description,
      quantity: String(item.quantity),
      unit: f.money(item.unitNetCents),
      rate: f.rate(item.vatRateBp),
      net: f.money(item.netCents),
    };
    doc.font("Helvetica").fontSize(9.5).fillColor(TEXT);
    const descriptionHeight = doc.heightOfString(item.description, { width: columns[1]!.width - 8 });
    x = LEFT;
    for (const column of columns) {
      doc.text(cells[column.key]!, x + 4, y, { width: column.width - 8, align: column.align });
      x += column.width;
    }
    y += descriptionHeight + 2;
    doc.fillColor(MUTED).fontSize(8).text(t.itemType[item.type], LEFT + columns[0]!.width + 4, y, { width: columns[1]!.width - 8 });
    y += 11;
    if (item.periodFrom && item.periodTo) {
      doc.text(t.period(f.day(item.periodFrom), f.day(item.periodTo)), LEFT + columns[0]!.width + 4, y, { width: columns[1]!.width + 160 });
      y += 11;
    }
    y += 6;
    doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor(RULE).stroke();
    y += 8;
  }

  // Totals: net and VAT per rate, then the gross total.
  const labelX = RIGHT - 250;
  const row = (label: string, value: string, bold = false) => {
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(bold ? 11 : 9.5).fillColor(TEXT);
    doc.text(label, labelX, y, { width: 160 });
    doc.text(value, RIGHT - 90, y, { width: 90, align: "right" });
    y += bold ? 18 : 15;
  };
  y += 4;
  for (const group of invoice.vatBreakdown) row(t.netAt(f.rate(group.rate)), f.money(group.net));
  for (const group of invoice.vatBreakdown) row(t.vatAt(f.rate(group.rate)), f.money(group.vat));
  doc.moveTo(labelX, y).lineTo(RIGHT, y).lineWidth(1).strokeColor(accent).stroke();
  y += 6;
  row(t.gross, f.money(invoice.grossCents), true);

  // Notes: the VAT note where the law asks for one, and the payment.
  y += 16;
  const notes = [t.note[invoice.vatReason](f.country(invoice.vatCountry)), invoice.paidAt ? t.paid(f.date(invoice.paidAt)) : t.unpaid, t.thanks].filter(
    (note): note is string => Boolean(note),
  );
  doc.font("Helvetica").fontSize(9.5).fillColor(TEXT);
  for (const note of notes) {
    doc.text(note, LEFT, y, { width: WIDTH });
    y = doc.y + 6;
  }

  // Footer on every page: who the seller is (§ 35a GmbHG asks for register and managing directors too).
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const footerY = PAGE.height - 78;
    doc.moveTo(LEFT, footerY - 8).lineTo(RIGHT, footerY - 8).lineWidth(0.5).strokeColor(RULE).stroke();
    doc.fillColor(MUTED).font("Helvetica").fontSize(7.5);
    const third = WIDTH / 3;
    doc.text(`${seller.name}\n${seller.street}\n${seller.postcode} ${seller.city}`, LEFT, footerY, { width: third - 8, lineGap: 1 });
    doc.text(`${t.footerRegister}: ${seller.register}\n${t.footerDirector}: ${seller.managingDirector}`, LEFT + third, footerY, { width: third - 8, lineGap: 1 });
    doc.text(`${t.sellerVatId}: ${seller.vatId}\n${seller.email}\n${seller.website}`, LEFT + 2 * third, footerY, { width: third, lineGap: 1, align: "right" });
    doc.text(t.page(index - range.start + 1, range.count), LEFT, PAGE.height - 34, { width: WIDTH, align: "center", lineBreak: false });
  }
  doc.end();
  return done;
}
