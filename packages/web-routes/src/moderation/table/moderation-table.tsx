import { Button, EmptyState, Pager } from "@samtrot/ui-kit";
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type RowSelectionState } from "@tanstack/react-table";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { pagerLabels } from "../../shell/i18n/pager-labels";
import { moderationHref, type TModerationQuery } from "./moderation-query";

/** A filter above the table: a select whose value travels in the address (`name=value`). */
export interface TModerationFilter {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  /** the label of the empty choice (what the api shows without this filter); "All" by default */
  emptyLabel?: string;
}

/** A bulk action: a submit button of the table's POST form (`bulk=<value>`, one `ids` field per selected row). */
export interface TModerationBulkAction {
  value: string;
  label: string;
  tone?: "primary" | "secondary" | "danger";
}

/**
 * A column: `id` is the api's sort name when `enableSorting` is true; `header` is a plain string (also the label of
 * the cell on a phone card).
 */
export type TModerationColumn<TRow> = ColumnDef<TRow, unknown> & {
  id: string;
  header: string;
};

export interface TModerationTableProps<TRow> {
  /** names the table for tests and ids (`data-testid="<id>-table"`, rows `<id>-row`) */
  id: string;
  /** the table's accessible name (a caption read by screen readers) */
  caption: string;
  rows: readonly TRow[];
  columns: readonly TModerationColumn<TRow>[];
  getRowId: (row: TRow) => string;
  /** all matching rows on the server, and the page size the api used */
  total: number;
  pageSize: number;
  /** the queue's state, read from the address with moderationQueryOf */
  query: TModerationQuery;
  /** the page's path without query (sort links, filters and the pager keep to it) */
  basePath: string;
  filters?: readonly TModerationFilter[];
  /** with actions the rows get checkboxes and the table sits in a POST form to the page's own action */
  bulkActions?: readonly TModerationBulkAction[];
  /** more fields of the bulk form, shown under its buttons (e.g. the reason a rejection needs) */
  bulkFields?: ReactNode;
  /** a notice above the table (e.g. the result of the last bulk action) */
  notice?: ReactNode;
  emptyTitle: string;
}

/**
 * ModerationTable: one queue of the moderation console on @tanstack/react-table in manual mode — the api pages,
 * sorts and filters (server side), the address holds that state (sort headers, filters and the pager are links or
 * GET forms, so they work before hydration and can be bookmarked). Rows can be selected for bulk actions, which post
 * to the page's action. Keyboard: every control is a native link, checkbox, select or button. On a phone each row
 * becomes a card whose cells carry their column's label. README.md in this folder shows a complete queue.
 */
export function ModerationTable<TRow>(props: TModerationTableProps<TRow>) {
  const { id, caption, rows, columns, getRowId, total, pageSize, query, basePath, filters = [], bulkActions = [], bulkFields, notice, emptyTitle } = props;
  const { t } = useTranslation("common");
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const selectable = bulkActions.length > 0;
  const pageCount = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  const table = useReactTable({
    data: rows as TRow[],
    columns: columns as ColumnDef<TRow, unknown>[],
    state: {
      sorting: [{ id: query.sort, desc: query.order === "desc" }],
      rowSelection,
    },
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
    pageCount,
    enableRowSelection: selectable,
    onRowSelectionChange: setRowSelection,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => getRowId(row),
  });
  // A new page of rows starts without a selection (the ids would point at rows no longer shown).
  const rowKey = rows.map(getRowId).join(",");
  useEffect(() => setRowSelection({}), [rowKey]);
  const selectedCount = Object.values(rowSelection).filter(Boolean).length;
  const allBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (allBox.current) allBox.current.indeterminate = table.getIsSomePageRowsSelected();
  });
  const activeFilters = Object.keys(query.filters).length > 0;

  const filterForm =
    filters.length > 0 ? (
      <form method="get" action={basePath} className="wr-modtable__filters" data-testid={`${id}-filters`} aria-label={t("moderation_console.table.filters")}>
        {filters.map((filter) => (
          <label key={filter.name} className="wr-modtable__filter">
            <span>{filter.label}</span>
            <select name={filter.name} defaultValue={query.filters[filter.name] ?? ""} data-testid={`${id}-filter-${filter.name}`}>
              <option value="">{filter.emptyLabel ?? t("moderation_console.table.all")}</option>
              {filter.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        ))}
        <input type="hidden" name="sort" value={query.sort} />
        <input type="hidden" name="order" value={query.order} />
        <Button type="submit" variant="secondary" size="sm" data-testid={`${id}-filter-apply`}>
          {t("moderation_console.table.apply")}
        </Button>
        {activeFilters ? (
          <a className="wr-modtable__reset" href={moderationHref(basePath, { ...query, filters: {} }, { pageNo: 1 })}>
            {t("moderation_console.table.reset")}
          </a>
        ) : null}
      </form>
    ) : null;

  const resultLine = (
    <p className="wr-modtable__count" role="status" data-testid={`${id}-count`}>
      {t("moderation_console.table.count", { count: total })}
    </p>
  );

  if (rows.length === 0) {
    return (
      <div className="wr-modtable" data-testid={id}>
        {filterForm}
        {notice}
        {resultLine}
        <EmptyState title={activeFilters ? t("moderation_console.table.empty_filtered") : emptyTitle} data-testid={`${id}-empty`} />
      </div>
    );
  }

  const tableElement = (
    <table className="wr-modtable__table" data-testid={`${id}-table`}>
      <caption className="sr-visually-hidden">{caption}</caption>
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {selectable ? (
              <th scope="col" className="wr-modtable__th wr-modtable__th--select">
                <input
                  ref={allBox}
                  type="checkbox"
                  className="wr-modtable__check"
                  aria-label={t("moderation_console.table.select_all")}
                  checked={table.getIsAllPageRowsSelected()}
                  onChange={table.getToggleAllPageRowsSelectedHandler()}
                  data-testid={`${id}-select-all`}
                />
              </th>
            ) : null}
            {group.headers.map((header) => {
              const column = header.column;
              const sortable = column.getCanSort() && column.columnDef.enableSorting === true;
              const active = column.id === query.sort;
              const label = flexRender(column.columnDef.header, header.getContext());
              return (
                <th
                  key={header.id}
                  scope="col"
                  className={`wr-modtable__th wr-modtable__th--${column.id}`}
                  aria-sort={sortable ? (active ? (query.order === "asc" ? "ascending" : "descending") : "none") : undefined}
                >
                  {sortable ? (
                    <a
                      className="wr-modtable__sort"
                      href={moderationHref(basePath, query, {
                        sort: column.id,
                        order: active && query.order === "asc" ? "desc" : "asc",
                      })}
                      data-testid={`${id}-sort-${column.id}`}
                    >
                      {label}
                      <span aria-hidden="true" className="wr-modtable__sort-mark">
                        {active ? (query.order === "asc" ? "▲" : "▼") : "↕"}
                      </span>
                    </a>
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
          <tr key={row.id} data-testid={`${id}-row`} data-row-id={row.id} aria-selected={selectable ? row.getIsSelected() : undefined}>
            {selectable ? (
              <td className="wr-modtable__td wr-modtable__td--select">
                <input
                  type="checkbox"
                  name="ids"
                  value={row.id}
                  className="wr-modtable__check"
                  aria-label={t("moderation_console.table.select_row", {
                    id: row.id,
                  })}
                  checked={row.getIsSelected()}
                  onChange={row.getToggleSelectedHandler()}
                  data-testid={`${id}-select`}
                />
              </td>
            ) : null}
            {row.getVisibleCells().map((cell) => (
              <td key={cell.id} className={`wr-modtable__td wr-modtable__td--${cell.column.id}`} data-label={String(cell.column.columnDef.header ?? "")}>
                <div className="wr-modtable__cell">{flexRender(cell.column.columnDef.cell, cell.getContext())}</div>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );

  return (
    <div className="wr-modtable" data-testid={id}>
      {filterForm}
      {notice}
      {resultLine}
      {selectable ? (
        <form method="post" className="wr-modtable__form" data-testid={`${id}-bulk-form`}>
          <div className="wr-modtable__bulk" role="group" aria-label={t("moderation_console.table.bulk")}>
            <span className="wr-modtable__selected" aria-live="polite" data-testid={`${id}-selected`}>
              {t("moderation_console.table.selected", { count: selectedCount })}
            </span>
            {bulkActions.map((action) => (
              <Button
                key={action.value}
                type="submit"
                name="bulk"
                value={action.value}
                size="sm"
                variant={action.tone === "danger" ? "danger" : action.tone === "primary" ? "primary" : "secondary"}
                disabled={selectedCount === 0}
                data-testid={`${id}-bulk-${action.value}`}
              >
                {action.label}
              </Button>
            ))}
          </div>
          {bulkFields ? <div className="wr-modtable__bulk-fields">{bulkFields}</div> : null}
          {tableElement}
        </form>
      ) : (
        tableElement
      )}
      {pageCount > 1 ? (
        <Pager
          current={query.pageNo}
          pageCount={pageCount}
          labels={pagerLabels(t, t("moderation_console.table.pages"))}
          hrefFor={(page: number) => moderationHref(basePath, query, { pageNo: page })}
        />
      ) : null}
    </div>
  );
}
