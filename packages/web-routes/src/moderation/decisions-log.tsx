import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DECISION_SUBJECTS, moderationDecisionsContract, type TModerationDecision } from "@samtrot/api-client/contracts";
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
const SUBJECTS = DECISION_SUBJECTS;
const SPEC: TModerationQuerySpec = {
  sorts: ["created_at"],
  defaultSort: "created_at",
  defaultOrder: "desc",
  filters: { subject_type: SUBJECTS },
};

// moderation/decisions (team only): the decisions log — who decided what, when, why, automated or not.
export async function loader(args: LoaderFunctionArgs) {
  const { title, query, page } = await loadQueuePage(args, moderationDecisionsContract, SPEC, "moderation_console.decisions.title");
  return data({ title, query, page }, { headers: CONSOLE_HEADERS });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

export default function DecisionsLogRoute() {
  const { query, page } = useLoaderData<typeof loader>();
  const { t } = useTranslation("common");
  const { lang, href } = usePageLocale();
  const columns: TModerationColumn<TModerationDecision>[] = [
    {
      id: "created_at",
      header: t("moderation_console.decisions.column.created_at"),
      enableSorting: true,
      cell: ({ row }) => <time dateTime={row.original.created_at}>{formatConsoleTime(row.original.created_at, lang)}</time>,
    },
    {
      id: "subject",
      header: t("moderation_console.decisions.column.subject"),
      cell: ({ row }) =>
        row.original.subject_type === "report" ? (
          <a href={href(`/moderation/reports/${row.original.subject_id}`)}>
            {t("moderation_console.decisions.subject.report", {
              id: row.original.subject_id,
            })}
          </a>
        ) : (
          t(`moderation_console.decisions.subject.${row.original.subject_type}`, { id: row.original.subject_id })
        ),
    },
    {
      id: "action",
      header: t("moderation_console.decisions.column.action"),
      cell: ({ row }) =>
        t(`moderation_console.action.${row.original.action}`, {
          defaultValue: row.original.action,
        }),
    },
    {
      id: "affected",
      header: t("moderation_console.decisions.column.affected"),
      cell: ({ row }) => (row.original.affected_user ? `@${row.original.affected_user.username}` : "–"),
    },
    {
      id: "by",
      header: t("moderation_console.decisions.column.by"),
      cell: ({ row }) => (row.original.automated ? t("moderation_console.automated") : row.original.decided_by ? `@${row.original.decided_by.username}` : "–"),
    },
    {
      id: "reason",
      header: t("moderation_console.decisions.column.reason"),
      cell: ({ row }) => <span className="wr-console__excerpt">{row.original.reason}</span>,
    },
  ];
  return (
    <ConsoleShell section="decisions" title={t("moderation_console.decisions.title")} intro={<p>{t("moderation_console.decisions.intro")}</p>}>
      <ModerationTable
        id="decisions"
        caption={t("moderation_console.decisions.title")}
        rows={page.items}
        columns={columns}
        getRowId={(row) => String(row.id)}
        total={page.total}
        pageSize={page.page_size}
        query={query}
        basePath={href("/moderation/decisions")}
        filters={[
          {
            name: "subject_type",
            label: t("moderation_console.decisions.column.subject"),
            options: SUBJECTS.map((s) => ({
              value: s,
              label: t(`moderation_console.decisions.subject_type.${s}`),
            })),
          },
        ]}
        emptyTitle={t("moderation_console.decisions.empty")}
      />
    </ConsoleShell>
  );
}
