import type { TInvoiceItemType } from "@samtrot/constants-catalogue";
import type { TVatReason } from "@samtrot/payments";

// Texts of the invoice PDF, German first, English for every other language (as the e-mails). The legally
// required notes (§14 (4) UStG; reverse charge §14a (5) UStG) are worded as German invoices usually are.

export interface TInvoiceTexts {
  title: string;
  number: string;
  date: string;
  supplyDate: string;
  customerNo: string;
  customerVatId: string;
  sellerVatId: string;
  position: string;
  description: string;
  quantity: string;
  unitNet: string;
  vatRate: string;
  lineNet: string;
  netAt: (rate: string) => string;
  vatAt: (rate: string) => string;
  net: string;
  vat: string;
  gross: string;
  period: (from: string, to: string) => string;
  paid: (date: string) => string;
  unpaid: string;
  note: Record<TVatReason, (country: string) => string | null>;
  itemType: Record<TInvoiceItemType, string>;
  invoiceType: { normal_payment: string; auto_renew: string };
  footerRegister: string;
  footerDirector: string;
  page: (n: number, of: number) => string;
  thanks: string;
}

export const INVOICE_TEXTS: Record<"de" | "en", TInvoiceTexts> = {
  de: {
    title: "Rechnung",
    number: "Rechnungsnummer",
    date: "Rechnungsdatum",
    supplyDate: "Leistungsdatum",
    customerNo: "Kundennummer",
    customerVatId: "USt-IdNr. Kunde",
    sellerVatId: "USt-IdNr.",
    position: "Pos.",
    description: "Beschreibung",
    quantity: "Menge",
    unitNet: "Einzelpreis netto",
    vatRate: "USt.",
    lineNet: "Betrag netto",
    netAt: (rate) => `Nettobetrag (${rate} USt.)`,
    vatAt: (rate) => `Umsatzsteuer ${rate}`,
    net: "Summe netto",
    vat: "Summe Umsatzsteuer",
    gross: "Gesamtbetrag",
    period: (from, to) => `Leistungszeitraum: ${from} – ${to}`,
    paid: (date) => `Der Gesamtbetrag wurde am ${date} bezahlt.`,
    unpaid: "Bitte überweisen Sie den Gesamtbetrag innerhalb von 14 Tagen.",
    note: {
      domestic: () => null,
      eu_oss: (country) => `Umsatzsteuer des Mitgliedstaats ${country} (One-Stop-Shop, § 18j UStG).`,
      reverse_charge: () =>
        "Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge): Die Umsatzsteuer schuldet der Leistungsempfänger (§ 13b UStG, Art. 196 MwStSystRL).",
      outside_eu: () => "Nicht im Inland steuerbare Leistung: Keine deutsche Umsatzsteuer (Leistungsort außerhalb der EU, § 3a UStG).",
    },
    itemType: {
      renewable_membership: "Plus-Mitgliedschaft mit automatischer Verlängerung",
      non_renewable_membership: "Plus-Mitgliedschaft",
      fsk18_check: "Altersverifikation (FSK 18)",
      dollars: "Dollar-Guthaben",
    },
    invoiceType: { normal_payment: "Zahlung", auto_renew: "Automatische Verlängerung" },
    footerRegister: "Handelsregister",
    footerDirector: "Geschäftsführung",
    page: (n, of) => `Seite ${n} von ${of}`,
    thanks: "Vielen Dank für Ihr Vertrauen.",
  },
  en: {
    title: "Invoice",
    number: "Invoice number",
    date: "Invoice date",
    supplyDate: "Date of supply",
    customerNo: "Customer number",
    customerVatId: "Customer VAT ID",
    sellerVatId: "VAT ID",
    position: "No.",
    description: "Description",
    quantity: "Qty",
    unitNet: "Unit price (net)",
    vatRate: "VAT",
    lineNet: "Amount (net)",
    netAt: (rate) => `Net amount (${rate} VAT)`,
    vatAt: (rate) => `VAT ${rate}`,
    net: "Total net",
    vat: "Total VAT",
    gross: "Total",
    period: (from, to) => `Service period: ${from} – ${to}`,
    paid: (date) => `The total was paid on ${date}.`,
    unpaid: "Please transfer the total within 14 days.",
    note: {
      domestic: () => null,
      eu_oss: (country) => `VAT of the member state ${country} (One-Stop-Shop).`,
      reverse_charge: () => "Reverse charge: VAT is payable by the recipient of the service (Art. 196 Council Directive 2006/112/EC).",
      outside_eu: () => "Not taxable in Germany: no German VAT (place of supply outside the EU).",
    },
    itemType: {
      renewable_membership: "Plus membership, renewed automatically",
      non_renewable_membership: "Plus membership",
      fsk18_check: "Age verification (18+)",
      dollars: "Dollar credit",
    },
    invoiceType: { normal_payment: "Payment", auto_renew: "Automatic renewal" },
    footerRegister: "Commercial register",
    footerDirector: "Managing director",
    page: (n, of) => `Page ${n} of ${of}`,
    thanks: "Thank you for your trust.",
  },
};
