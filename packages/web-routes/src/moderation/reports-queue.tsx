import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { moderationReportsContract, REPORT_QUEUE_SORTS, type TQueueReport } from "@samtrot/api-client/contracts";
import { REPORT_CATEGORY } from "@samtrot/constants-catalogue";
import { useTranslation } from "react-i18next";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { ConsoleShell, formatConsoleTime } from "./console-shell";
import { CONSOLE_HEADERS, loadQueuePage } from "./queue-page.server";
import { ModerationTable, type TModerationColumn } from "./table/moderation-table";
import { type TModerationQuerySpec } from "./table/moderation-query";
import consoleCssUrl from "./moderation-console.css?url";
import tableCssUrl from "./table/moderation-table.css?url";

export const handle = { i18n: ["common"], sensitive: true };
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: consoleCssUrl },
  { rel: "stylesheet", href: tableCssUrl },
];

const CATEGORIES = Object.values(REPORT_CATEGORY).map(String);
const STATUSES = ["received", "in_review", "decided"] as const;
const SPEC: TModerationQuerySpec = {
  sorts: REPORT_QUEUE_SORTS,
  defaultSort: "created_at",
  defaultOrder: "asc",
  filters: { status: STATUSES, category: CATEGORIES },
};

// moderation/reports (team only): every report, trusted flaggers first; filters by status and category.
export async function loader(args: LoaderFunctionArgs) {
  const { title, query, page } = await loadQueuePage(args, moderationReportsContract, SPEC, "moderation_console.reports.title");
  return data({ title, query, page }, { headers: CONSOLE_HEADERS });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export default function ReportsQueueRoute() {
  const { query, page } = useLoaderData<typeof loader>();
  const { t } = useTranslation("common");
  const { lang, href } = usePageLocale();
  const columns: TModerationColumn<TQueueReport>[] = [
    {
      id: "number",
      header: t("moderation_console.reports.column.number"),
      cell: ({ row }) => (
        <a href={href(`/moderation/reports/${row.original.id}`)} data-testid="report-open">
          {row.original.number}
          {row.original.trusted ? <span className="wr-console__badge">{t("moderation_console.reports.trusted")}</span> : null}
        </a>
      ),
    },
    {
      id: "category",
      header: t("moderation_console.reports.column.category"),
      enableSorting: true,
      cell: ({ row }) => capitalized(t(`reports.category.${row.original.category}`)),
    },
    {
      id: "reason",
      header: t("moderation_console.reports.column.reason"),
      enableSorting: true,
      cell: ({ row }) => (
        <>
          {t(`reports.reason.${row.original.reason}.label`)}
          {row.original.explanation ? <span className="wr-console__excerpt wr-console__muted">{row.original.explanation.slice(0, 140)}</span> : null}
        </>
      ),
    },
    {
      id: "owner",
      header: t("moderation_console.reports.column.owner"),
      cell: ({ row }) => (row.original.item_owner ? `@${row.original.item_owner.username}` : "–"),
    },
    {
      id: "status",
      header: t("moderation_console.reports.column.status"),
      cell: ({ row }) => t(`reports.status.${row.original.status}`),
    },
    {
      id: "created_at",
      header: t("moderation_console.reports.column.created_at"),
      enableSorting: true,
      cell: ({ row }) => <time dateTime={row.original.created_at}>{formatConsoleTime(row.original.created_at, lang)}</time>,
    },
  ];
  return (
    <ConsoleShell section="reports" title={t("moderation_console.reports.title")} intro={<p>{t("moderation_console.reports.intro")}</p>}>
      <ModerationTable
        id="reports"
        caption={t("moderation_console.reports.title")}
        rows={page.items}
        columns={columns}
        getRowId={(row) => String(row.id)}
        total={page.total}
        pageSize={page.page_size}
        query={query}
        basePath={href("/moderation/reports")}
        filters={[
          {
            name: "status",
            label: t("moderation_console.reports.column.status"),
            emptyLabel: t("moderation_console.reports.open"),
            options: STATUSES.map((s) => ({
              value: s,
              label: t(`reports.status.${s}`),
            })),
          },
          {
            name: "category",
            label: t("moderation_console.reports.column.category"),
            options: CATEGORIES.map((c) => ({
              value: c,
              label: capitalized(t(`reports.category.${c}`)),
            })),
          },
        ]}
        emptyTitle={t("moderation_console.reports.empty")}
      />
    </ConsoleShell>
  );
}
