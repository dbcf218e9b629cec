// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createInstance } from "i18next";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { TRANSLATION_NAMESPACES } from "@samtrot/constants-catalogue";
import { baseI18nOptions } from "../../shell/i18n/i18n-options";
import { LOCALE_RESOURCES } from "../../shell/i18n/locale-bundle.server";
import { ModerationTable, type TModerationColumn } from "./moderation-table";
import { moderationHref, moderationQueryOf, type TModerationQuerySpec } from "./moderation-query";

const i18n = createInstance();
void i18n.use(initReactI18next).init({
  ...baseI18nOptions({
    lang: "en",
    brandName: "Samtrot",
    ns: TRANSLATION_NAMESPACES,
  }),
  resources: { en: LOCALE_RESOURCES.en },
  initImmediate: false,
});

type TRow = { id: number; title: string; status: string };
const columns: TModerationColumn<TRow>[] = [
  { id: "title", header: "Title", accessorKey: "title", enableSorting: true },
  {
    id: "status",
    header: "Status",
    accessorKey: "status",
    enableSorting: false,
  },
  {
    id: "created_at",
    header: "Received",
    accessorFn: (row) => `day ${row.id}`,
    enableSorting: true,
  },
];
const SPEC: TModerationQuerySpec = {
  sorts: ["title", "created_at"],
  defaultSort: "created_at",
  defaultOrder: "asc",
  filters: { status: ["open", "closed"] },
};
const rows: TRow[] = [
  { id: 7, title: "First", status: "open" },
  { id: 9, title: "Second", status: "closed" },
];
const query = moderationQueryOf(new URL("http://x/en/moderation/q?status=open&sort=title&order=desc&page_no=2"), SPEC);

function Table(props: { bulk?: boolean; rows?: TRow[]; total?: number }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ModerationTable
        id="q"
        caption="Queue"
        rows={props.rows ?? rows}
        columns={columns}
        getRowId={(row) => String(row.id)}
        total={props.total ?? 45}
        pageSize={20}
        query={query}
        basePath="/en/moderation/q"
        filters={[
          {
            name: "status",
            label: "Status",
            options: [
              { value: "open", label: "Open" },
              { value: "closed", label: "Closed" },
            ],
          },
        ]}
        bulkActions={
          props.bulk === false
            ? []
            : [
                { value: "accept", label: "Accept", tone: "primary" },
                { value: "reject", label: "Reject", tone: "danger" },
              ]
        }
        emptyTitle="Queue is empty"
      />
    </I18nextProvider>
  );
}

afterEach(cleanup);

describe("moderationQueryOf / moderationHref", () => {
  it("reads paging, sorting and allowed filters from the address; drops everything unknown", () => {
    expect(query).toEqual({
      pageNo: 2,
      sort: "title",
      order: "desc",
      filters: { status: "open" },
    });
    expect(moderationQueryOf(new URL("http://x/?status=evil&sort=password&order=up&page_no=-3&other=1"), SPEC)).toEqual({
      pageNo: 1,
      sort: "created_at",
      order: "asc",
      filters: {},
    });
    expect(moderationQueryOf(new URL("http://x/?page_no=1.5"), SPEC).pageNo).toBe(1);
  });
  it("builds addresses: a new sort or filter starts at page 1, the pager keeps the rest", () => {
    expect(moderationHref("/q", query, { pageNo: 3 })).toBe("/q?status=open&sort=title&order=desc&page_no=3");
    expect(moderationHref("/q", query, { sort: "created_at", order: "asc" })).toBe("/q?status=open&sort=created_at&order=asc");
    expect(moderationHref("/q", query, { filters: { status: undefined } })).toBe("/q?sort=title&order=desc");
  });
});

describe("ModerationTable", () => {
  it("renders server state from the address: sort links with aria-sort, the filter's value, the pager, cells with their labels", () => {
    const html = renderToString(<Table />);
    expect(html).toContain('aria-sort="descending"');
    expect(html).toContain('href="/en/moderation/q?status=open&amp;sort=title&amp;order=asc"');
    expect(html).toContain('href="/en/moderation/q?status=open&amp;sort=created_at&amp;order=asc"');
    expect(html).toMatch(/<option value="open" selected="">Open<\/option>/);
    expect(html).toContain('data-label="Status"');
    expect(html).toContain('href="/en/moderation/q?status=open&amp;sort=title&amp;order=desc&amp;page_no=3"');
    expect(html).toContain("45 entries");
    // the status column is not sortable: plain text, no link and no aria-sort
    expect(html).not.toContain("sort=status");
  });

  it("selects rows with the keyboard-reachable checkboxes; the bulk buttons post the selected ids", () => {
    render(<Table />);
    const accept = screen.getByTestId("q-bulk-accept") as HTMLButtonElement;
    expect(accept.disabled).toBe(true);
    expect(screen.getByTestId("q-selected").textContent).toBe("0 selected");
    fireEvent.click(screen.getByLabelText("Select entry 9"));
    expect(screen.getByTestId("q-selected").textContent).toBe("1 selected");
    expect(accept.disabled).toBe(false);
    const form = screen.getByTestId("q-bulk-form") as HTMLFormElement;
    expect(new FormData(form).getAll("ids")).toEqual(["9"]);
    expect(accept.name).toBe("bulk");
    expect(accept.value).toBe("accept");
    expect(
      within(form)
        .getAllByRole("row")
        .find((row) => row.getAttribute("data-row-id") === "9")!
        .getAttribute("aria-selected")
    ).toBe("true");

    fireEvent.click(screen.getByLabelText("Select all on this page"));
    expect(new FormData(form).getAll("ids")).toEqual(["7", "9"]);
    fireEvent.click(screen.getByLabelText("Select all on this page"));
    expect(new FormData(form).getAll("ids")).toEqual([]);
  });

  it("without bulk actions has no checkboxes and no POST form; an empty page shows the empty state (filtered wording)", () => {
    render(<Table bulk={false} />);
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(screen.queryByTestId("q-bulk-form")).toBeNull();
    cleanup();
    render(<Table rows={[]} total={0} />);
    expect(screen.getByTestId("q-empty").textContent).toContain("Nothing matches these filters.");
    expect(screen.queryByRole("table")).toBeNull();
  });
});
