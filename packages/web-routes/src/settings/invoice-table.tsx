import { Link, useLocation } from "@remix-run/react";
import type { TCamelCased } from "@samtrot/api-client";
import { INVOICE_SORTS, type TInvoiceList, type TInvoiceSummary } from "@samtrot/api-client/contracts";
import { Alert, EmptyState, Pager, Spinner } from "@samtrot/ui-kit";
import { createColumnHelper, flexRender, getCoreRowModel, useReactTable, type SortingState } from "@tanstack/react-table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { formatEuro, formatInvoiceDay, invoiceDayIso } from "./invoice-format";
import { pagerLabels } from "../shell/i18n/pager-labels";

/** The list's address parameters (the api's query names); empty ones are left out. */
export type TInvoiceQuery = Partial<Record<(typeof INVOICE_PARAMS)[number], string>>;
const INVOICE_PARAMS = ["sort", "order", "page_no"] as const;

export function invoiceQueryOf(url: URL): TInvoiceQuery {
  const query: TInvoiceQuery = {};
  for (const name of INVOICE_PARAMS) {
    const value = url.searchParams.get(name)?.trim();
    if (value) query[name] = value;
  }
  return query;
}

/** The query the api gets: unknown values fall back to its defaults instead of an error page. */
export function invoiceApiQuery(query: TInvoiceQuery): { page_no: number; sort: (typeof INVOICE_SORTS)[number]; order: "asc" | "desc" } {
  const page = Number(query.page_no);
  return {
    page_no: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    sort: (INVOICE_SORTS as readonly string[]).includes(query.sort ?? "") ? (query.sort as (typeof INVOICE_SORTS)[number]) : "issued_at",
    order: query.order === "asc" ? "asc" : "desc",
  };
}

type TItem = TCamelCased<TInvoiceSummary>;
const column = createColumnHelper<TItem>();

/**
 * billing_invoices: the user's invoices as a @tanstack/react-table table. Sorting and paging are the api's (manual
 * mode): a sortable header and the pager are links to the page's address with the new query, so they work before
 * hydration too. On a phone each row becomes a card (labels from data-label, invoices.css). Every PDF link goes
 * through the web server's same-origin proxy to the api, which hands out the owner's invoices only.
 */
export function InvoiceTable({ invoices, query, loading }: { invoices: TCamelCased<TInvoiceList> | null; query: TInvoiceQuery; loading: boolean }) {
  const { t, i18n } = useTranslation("payment");
  const { href } = usePageLocale();
  const location = useLocation();
  const lang = i18n.language;
  const { sort, order } = invoiceApiQuery(query);
  const sorting: SortingState = [{ id: sort, desc: order === "desc" }];
  const withQuery = (changes: TInvoiceQuery) => {
    const next = new URLSearchParams();
    for (const [name, value] of Object.entries({ ...query, ...changes })) if (value) next.set(name, value);
    const text = next.toString();
    return `${location.pathname}${text ? `?${text}` : ""}`;
  };

  const columns = useMemo(
    () => [
      column.accessor("number", {
        id: "number",
        header: () => t("invoice.column.number"),
        enableSorting: true,
        cell: (info) => <span className="wr-invoices__number">{info.getValue()}</span>,
      }),
      column.accessor("issuedAt", {
        id: "issued_at",
        header: () => t("invoice.column.date"),
        enableSorting: true,
        cell: (info) => <time dateTime={invoiceDayIso(info.getValue())}>{formatInvoiceDay(info.getValue(), lang)}</time>,
      }),
      column.accessor("description", {
        id: "description",
        header: () => t("invoice.column.description"),
        enableSorting: false,
        cell: (info) => {
          const item = info.row.original;
          return (
            <>
              <span className="wr-invoices__description">{info.getValue()}</span>
              <span className="wr-invoices__kind">
                {[...new Set(item.itemTypes)].map((type) => t(`invoice.item_type.${type}`)).join(", ")}
                {item.invoiceType === "auto_renew" ? ` · ${t("invoice.type.auto_renew")}` : ""}
              </span>
            </>
          );
        },
      }),
      column.accessor("grossCents", {
        id: "gross",
        header: () => t("invoice.column.gross"),
        enableSorting: true,
        cell: (info) => {
          const item = info.row.original;
          return (
            <>
              <span className="wr-invoices__gross">{formatEuro(info.getValue(), lang)}</span>
              <span className="wr-invoices__net">{t("invoice.net_vat", { net: formatEuro(item.netCents, lang), vat: formatEuro(item.vatCents, lang) })}</span>
            </>
          );
        },
      }),
      column.accessor("status", {
        id: "status",
        header: () => t("invoice.column.status"),
        enableSorting: false,
        cell: (info) => (
          <span className={`wr-invoices__status wr-invoices__status--${info.getValue()}`} data-testid="invoice-status">
            {t(`invoice.status.${info.getValue()}`)}
          </span>
        ),
      }),
      column.accessor("pdfUrl", {
        id: "pdf",
        header: () => t("invoice.column.pdf"),
        enableSorting: false,
        cell: (info) => (
          <a
            className="wr-invoices__download"
            href={info.getValue()}
            download={`${info.row.original.number}.pdf`}
            aria-label={t("invoice.download_label", { number: info.row.original.number })}
            data-testid="invoice-download"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18" focusable="false">
              <path d="M10 2.5v10m0 0-4-4m4 4 4-4M3.5 15.5h13" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {t("invoice.download")}
          </a>
        ),
      }),
    ],
    [t, lang],
  );

  const items = invoices?.items ?? [];
  const pageSize = invoices?.pageSize ?? 10;
  const pageCount = invoices ? Math.max(1, Math.ceil(invoices.total / pageSize)) : 1;
  const table = useReactTable({
    data: items as TItem[],
    columns,
    state: { sorting },
    manualSorting: true,
    manualPagination: true,
    pageCount,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(row.id),
  });

  if (!invoices) {
    return (
      <Alert tone="error" data-testid="invoices-error">
        <p>{t("invoice.load_failed")}</p>
        <p>
          <Link to={withQuery({})} reloadDocument>
            {t("invoice.retry")}
          </Link>
        </p>
      </Alert>
    );
  }
  if (invoices.total === 0) {
    return (
      <EmptyState title={t("invoice.empty")} data-testid="invoices-empty">
        <p>{t("invoice.empty_hint")}</p>
        <p>
          <a className="sr-button sr-button--primary" href={href("/user/membership")}>
            {t("invoice.empty_action")}
          </a>
        </p>
      </EmptyState>
    );
  }
  return (
    <section className="wr-invoices" aria-labelledby="invoices-heading" data-testid="invoices">
      <p className="wr-invoices__intro">{t("invoice.intro")}</p>
      <h2 id="invoices-heading" className="sr-visually-hidden">
        {t("invoice.heading")}
      </h2>
      <div className="wr-invoices__body" aria-busy={loading || undefined} data-loading={loading ? "true" : undefined}>
        {loading ? (
          <div className="wr-invoices__loading" role="status">
            <Spinner label={t("invoice.loading")} />
          </div>
        ) : null}
        <table className="wr-invoices__table" data-testid="invoices-table">
          <caption className="sr-visually-hidden">{t("invoice.caption", { total: invoices.total })}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sortable = header.column.getCanSort();
                  const active = header.column.id === sort;
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  const nextOrder = active && order === "desc" ? "asc" : "desc";
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className={`wr-invoices__th wr-invoices__th--${header.column.id}`}
                      aria-sort={sortable ? (active ? (order === "asc" ? "ascending" : "descending") : "none") : undefined}
                    >
                      {sortable ? (
                        <Link to={withQuery({ sort: header.column.id, order: nextOrder, page_no: undefined })} className="wr-invoices__sort" data-testid={`invoice-sort-${header.column.id}`} preventScrollReset>
                          {label}
                          <span aria-hidden="true" className="wr-invoices__sort-mark">
                            {active ? (order === "asc" ? "▲" : "▼") : "↕"}
                          </span>
                        </Link>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} data-testid="invoice-row" data-number={row.original.number}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className={`wr-invoices__td wr-invoices__td--${cell.column.id}`} data-label={String(t(`invoice.column.${cell.column.id === "issued_at" ? "date" : cell.column.id}`))}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pageCount > 1 ? (
        <Pager
          current={invoices.pageNo}
          pageCount={pageCount}
          labels={pagerLabels(t, t("invoice.pages"))}
          hrefFor={(page: number) => withQuery({ page_no: page === 1 ? undefined : String(page) })}
        />
      ) : null}
    </section>
  );
}
