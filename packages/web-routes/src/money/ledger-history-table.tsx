import { Form, Link, useLocation } from "@remix-run/react";
import type { TCamelCased } from "@samtrot/api-client";
import type { TLedgerHistory, TLedgerHistoryItem } from "@samtrot/api-client/contracts";
import { LEDGER_PAGE_SIZES, LEDGER_TYPES } from "@samtrot/constants-catalogue";
import { Button, EmptyState, Pager, Select, Spinner, TextInput } from "@samtrot/ui-kit";
import { createColumnHelper, flexRender, getCoreRowModel, useReactTable, type SortingState } from "@tanstack/react-table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { formatLedgerDay, formatLedgerTime, formatUnits } from "./ledger-format";
import { pagerLabels } from "../shell/i18n/pager-labels";

/** The history's address parameters (the api's query names); empty ones are left out. */
export type THistoryQuery = Partial<Record<(typeof HISTORY_PARAMS)[number], string>>;
const HISTORY_PARAMS = ["currency", "type", "from", "to", "sort", "order", "page_no", "page_size"] as const;

export function historyQueryOf(url: URL): THistoryQuery {
  const query: THistoryQuery = {};
  for (const name of HISTORY_PARAMS) {
    const value = url.searchParams.get(name)?.trim();
    if (value) query[name] = value;
  }
  return query;
}

type TItem = TCamelCased<TLedgerHistoryItem>;
const column = createColumnHelper<TItem>();

/**
 * The dollar or token history as a @tanstack/react-table table. Sorting, filters and paging are the api's
 * (manual mode): a sortable header and the pager are links to the page's address with the new query, so they
 * work before hydration too. On a phone each row becomes a card (labels from data-label, money.css).
 */
export function LedgerHistoryTable({ history, query, loading }: { history: TCamelCased<TLedgerHistory> | null; query: THistoryQuery; loading: boolean }) {
  const { t, i18n } = useTranslation("payment");
  const { href } = usePageLocale();
  const location = useLocation();
  const lang = i18n.language;
  const currency = query.currency === "token" ? "token" : "dollar";
  const sort = query.sort === "amount" ? "amount" : "date";
  const order = query.order === "asc" ? "asc" : "desc";
  const sorting: SortingState = [{ id: sort, desc: order === "desc" }];
  const withQuery = (changes: THistoryQuery) => {
    const next = new URLSearchParams();
    for (const [name, value] of Object.entries({ ...query, ...changes })) if (value) next.set(name, value);
    const text = next.toString();
    return `${location.pathname}${text ? `?${text}` : ""}`;
  };

  const columns = useMemo(
    () => [
      column.accessor("createdAt", {
        id: "date",
        header: () => t("ledger.history.column.date"),
        enableSorting: true,
        cell: (info) => (
          <>
            <span className="wr-ledger__day">{formatLedgerDay(info.getValue(), lang)}</span> <span className="wr-ledger__time">{formatLedgerTime(info.getValue(), lang)}</span>
          </>
        ),
      }),
      column.accessor("type", {
        id: "type",
        header: () => t("ledger.history.column.type"),
        enableSorting: false,
        cell: (info) => {
          const item = info.row.original;
          return (
            <>
              <span className="wr-ledger__type">{t(`ledger.type.${item.type}`)}</span>
              {item.subtype ? <span className="wr-ledger__subtype">{t(`ledger.subtype.${item.subtype}`)}</span> : null}
            </>
          );
        },
      }),
      column.accessor("counterpart", {
        id: "counterpart",
        header: () => t("ledger.history.column.counterpart"),
        enableSorting: false,
        cell: (info) => {
          const other = info.getValue();
          if (other.kind === "system") return <span className="wr-muted">{t(`ledger.system.${other.account}`)}</span>;
          return other.username ? <a href={href(`/p/${other.username}`)}>{other.username}</a> : <span className="wr-muted">{t("ledger.history.deleted_user")}</span>;
        },
      }),
      column.accessor("reference", {
        id: "reference",
        header: () => t("ledger.history.column.reference"),
        enableSorting: false,
        cell: (info) => {
          const reference = info.getValue();
          return reference ? t(`ledger.reference.${reference.kind}`, { defaultValue: reference.kind, id: reference.id }) : "–";
        },
      }),
      column.accessor("amount", {
        id: "amount",
        header: () => t("ledger.history.column.amount"),
        enableSorting: true,
        cell: (info) => (
          <span className={info.getValue() < 0 ? "wr-ledger__amount wr-ledger__amount--out" : "wr-ledger__amount wr-ledger__amount--in"}>
            {formatUnits(info.getValue(), lang, true)}
          </span>
        ),
      }),
      column.accessor("balanceAfter", {
        id: "balance",
        header: () => t("ledger.history.column.balance_after"),
        enableSorting: false,
        cell: (info) => formatUnits(info.getValue(), lang),
      }),
    ],
    [t, lang, href],
  );

  const items = history?.items ?? [];
  const pageSize = history?.pageSize ?? LEDGER_PAGE_SIZES[0];
  const pageCount = history ? Math.max(1, Math.ceil(history.total / pageSize)) : 1;
  const table = useReactTable({
    data: items as TItem[],
    columns,
    state: { sorting },
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
    pageCount,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(row.id),
  });
  const filtered = Boolean(query.type || query.from || query.to);

  return (
    <section className="wr-ledger" aria-labelledby="ledger-history-heading" data-testid="ledger-history">
      <div className="wr-ledger__head">
        <h2 id="ledger-history-heading">{t("ledger.history.title")}</h2>
        <nav className="wr-ledger__tabs" aria-label={t("ledger.history.currency_tabs")}>
          {(["dollar", "token"] as const).map((name) => (
            <Link
              key={name}
              to={withQuery({ currency: name, page_no: undefined, type: undefined })}
              className={name === currency ? "wr-ledger__tab wr-ledger__tab--current" : "wr-ledger__tab"}
              aria-current={name === currency ? "page" : undefined}
              data-testid={`history-tab-${name}`}
              preventScrollReset
            >
              {t(`ledger.currency.${name}`)}
            </Link>
          ))}
        </nav>
      </div>

      <Form method="get" className="wr-ledger__filters" data-testid="history-filters" preventScrollReset>
        <input type="hidden" name="currency" value={currency} />
        <input type="hidden" name="sort" value={sort} />
        <input type="hidden" name="order" value={order} />
        <Select
          label={t("ledger.history.filter.type")}
          name="type"
          defaultValue={query.type ?? ""}
          options={[{ value: "", label: t("ledger.history.filter.all_types") }, ...LEDGER_TYPES.map((type) => ({ value: type, label: t(`ledger.type.${type}`) }))]}
        />
        <TextInput label={t("ledger.history.filter.from")} name="from" type="date" defaultValue={query.from ?? ""} />
        <TextInput label={t("ledger.history.filter.to")} name="to" type="date" defaultValue={query.to ?? ""} />
        <Select
          label={t("ledger.history.filter.page_size")}
          name="page_size"
          defaultValue={String(pageSize)}
          options={LEDGER_PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
        />
        <div className="wr-ledger__filter-actions">
          <Button type="submit" variant="secondary" data-testid="history-apply">
            {t("ledger.history.filter.apply")}
          </Button>
          {filtered ? (
            <Link to={withQuery({ type: undefined, from: undefined, to: undefined, page_no: undefined })} preventScrollReset>
              {t("ledger.history.filter.reset")}
            </Link>
          ) : null}
        </div>
      </Form>

      <div className="wr-ledger__body" aria-busy={loading || undefined} data-loading={loading ? "true" : undefined}>
        {loading ? (
          <div className="wr-ledger__loading" role="status">
            <Spinner label={t("ledger.history.loading")} />
          </div>
        ) : null}
        {history && items.length === 0 ? (
          <EmptyState title={filtered ? t("ledger.history.empty_filtered") : t(`ledger.history.empty.${currency}`)} headingLevel={3} data-testid="history-empty">
            {currency === "dollar" && !filtered ? <p>{t("ledger.history.empty_hint")}</p> : null}
          </EmptyState>
        ) : history ? (
          <table className="wr-ledger__table" data-testid="history-table">
            <caption className="sr-visually-hidden">{t("ledger.history.caption", { currency: t(`ledger.currency.${currency}`), total: history.total })}</caption>
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
                        className={`wr-ledger__th wr-ledger__th--${header.column.id}`}
                        aria-sort={sortable ? (active ? (order === "asc" ? "ascending" : "descending") : "none") : undefined}
                      >
                        {sortable ? (
                          <Link to={withQuery({ sort: header.column.id, order: nextOrder, page_no: undefined })} className="wr-ledger__sort" data-testid={`sort-${header.column.id}`} preventScrollReset>
                            {label}
                            <span aria-hidden="true" className="wr-ledger__sort-mark">
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
                <tr key={row.id} data-testid="history-row" data-type={row.original.type} data-amount={row.original.amount}>
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} className={`wr-ledger__td wr-ledger__td--${cell.column.id}`} data-label={String(t(`ledger.history.column.${cell.column.id === "balance" ? "balance_after" : cell.column.id}`))}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </div>
      {history && pageCount > 1 ? (
        <Pager
          current={history.pageNo}
          pageCount={pageCount}
          labels={pagerLabels(t, t("ledger.history.pages"))}
          hrefFor={(page: number) => withQuery({ page_no: page === 1 ? undefined : String(page) })}
        />
      ) : null}
    </section>
  );
}
