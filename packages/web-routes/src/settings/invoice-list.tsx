import { EmptyState } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";

export type TInvoiceRow = { id: number; number: string; issuedAt: string; amount: number; currency: string; status: string; downloadUrl: string | null };

/** billing_invoices: the user's invoices as a table, newest first, or the empty state. */
export function InvoiceList({ invoices }: { invoices: TInvoiceRow[] }) {
  const { t, i18n } = useTranslation("common");
  const locale = i18n.language === "en" ? "en-US" : "de-DE";
  if (invoices.length === 0) {
    return (
      <EmptyState title={t("settings.invoices.empty")} data-testid="invoices-empty">
        <p>{t("settings.invoices.empty_hint")}</p>
      </EmptyState>
    );
  }
  return (
    <table className="wr-table" data-testid="invoices">
      <caption className="sr-visually-hidden">{t("settings.key.billing_invoices")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("settings.invoices.number")}</th>
          <th scope="col">{t("settings.invoices.date")}</th>
          <th scope="col">{t("settings.invoices.amount")}</th>
          <th scope="col">{t("settings.invoices.status")}</th>
          <th scope="col">{t("settings.invoices.download")}</th>
        </tr>
      </thead>
      <tbody>
        {invoices.map((invoice) => (
          <tr key={invoice.id} data-testid="invoice">
            <td>{invoice.number}</td>
            <td>{new Date(invoice.issuedAt).toLocaleDateString(locale, { timeZone: "UTC" })}</td>
            <td>{new Intl.NumberFormat(locale, { style: "currency", currency: invoice.currency }).format(invoice.amount)}</td>
            <td>{invoice.status}</td>
            <td>{invoice.downloadUrl ? <a href={invoice.downloadUrl}>{t("settings.invoices.download")}</a> : "–"}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
