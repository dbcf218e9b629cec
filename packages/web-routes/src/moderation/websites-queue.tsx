import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { moderationWebsitesContract, reviewWebsitesContract, WEBSITE_QUEUE_STATUSES, type TWebsiteQueueItem } from "@samtrot/api-client/contracts";
import { useTranslation } from "react-i18next";
import { pageApi } from "../shell/api/api.server";
import { assertSameOrigin } from "../shell/api/same-origin.server";
import { refuseFromApi } from "../shell/forms/form-action.server";
import { useFormState } from "../shell/forms/form-feedback";
import { localizePath } from "../shell/i18n/locale-path";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { ConsoleShell, formatConsoleTime } from "./console-shell";
import { requireModeratorPage } from "./moderation-guard.server";
import { CONSOLE_HEADERS, loadQueuePage } from "./queue-page.server";
import { BulkDoneNotice, DecisionReasonField } from "./queue-parts";
import { ModerationTable, type TModerationColumn } from "./table/moderation-table";
import { moderationHref, type TModerationQuerySpec } from "./table/moderation-query";
import consoleCssUrl from "./moderation-console.css?url";
import tableCssUrl from "./table/moderation-table.css?url";

export const handle = { i18n: ["common"], sensitive: true };
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: consoleCssUrl },
  { rel: "stylesheet", href: tableCssUrl },
];
const SPEC: TModerationQuerySpec = {
  sorts: ["submitted_at"],
  defaultSort: "submitted_at",
  defaultOrder: "asc",
  filters: { status: WEBSITE_QUEUE_STATUSES },
};
const DECISIONS = ["approve", "reject"] as const;
const FIELDS = ["reason", "ids"] as const;

// moderation/websites (team and backend only; spec 001 §4 website status, decision 043): the website addresses of
// businesses and escorts, pending oldest first; approved ones show on the profile, a rejection sends a statement.
export async function loader(args: LoaderFunctionArgs) {
  const { title, query, page, url } = await loadQueuePage(args, moderationWebsitesContract, SPEC, "moderation_console.websites.title");
  const done = Number(url.searchParams.get("done"));
  return data({ title, query, page, done: Number.isInteger(done) && done > 0 ? done : null }, { headers: CONSOLE_HEADERS });
}

export async function action(args: ActionFunctionArgs) {
  assertSameOrigin(args.request);
  const { lang, linkPrefix } = requirePageLocale(args.request, args.params);
  await requireModeratorPage(args);
  const form = await args.request.formData();
  const bulk = String(form.get("bulk") ?? "");
  const reason = String(form.get("reason") ?? "").trim();
  const body = {
    ids: form.getAll("ids").map(Number),
    decision: (DECISIONS as readonly string[]).includes(bulk) ? bulk : "",
    ...(reason ? { reason } : {}),
  };
  const result = await pageApi(args, { lang }).call(reviewWebsitesContract, { body: body as never }, { camelCase: false });
  if (!result.ok) return refuseFromApi(result, FIELDS, form);
  const back = new URL(args.request.url);
  back.searchParams.set("done", String(result.data.updated.length));
  throw redirect(localizePath(`/moderation/websites${back.search}`, linkPrefix), { headers: CONSOLE_HEADERS });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

export default function WebsitesQueueRoute() {
  const { query, page, done } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const form = useFormState(actionData, { fields: FIELDS });
  const { t } = useTranslation("common");
  const { lang, href } = usePageLocale();
  const status = query.filters.status ?? "pending";
  const columns: TModerationColumn<TWebsiteQueueItem>[] = [
    {
      id: "website",
      header: t("moderation_console.websites.column.website"),
      // opened for the review in a new tab, without referrer (the site must not learn it was checked from here)
      cell: ({ row }) => (
        <a href={row.original.website} target="_blank" rel="nofollow noopener noreferrer" className="wr-console__excerpt" data-testid="website-link">
          {row.original.website}
        </a>
      ),
    },
    {
      id: "owner",
      header: t("moderation_console.reports.column.owner"),
      cell: ({ row }) => <a href={href(`/p/${encodeURIComponent(row.original.user.username)}`)}>@{row.original.user.username}</a>,
    },
    {
      id: "user_type",
      header: t("moderation_console.websites.column.user_type"),
      cell: ({ row }) => t(`moderation_console.websites.user_type.${row.original.user_type}`, { defaultValue: String(row.original.user_type) }),
    },
    {
      id: "submitted_at",
      header: t("moderation_console.websites.column.submitted_at"),
      enableSorting: true,
      cell: ({ row }) => (row.original.submitted_at ? <time dateTime={row.original.submitted_at}>{formatConsoleTime(row.original.submitted_at, lang)}</time> : "–"),
    },
    ...(status === "pending"
      ? []
      : [
          {
            id: "review",
            header: t("moderation_console.websites.column.review"),
            cell: ({ row }: { row: { original: TWebsiteQueueItem } }) => (
              <>
                {row.original.reviewed_at && row.original.reviewed_by
                  ? t("moderation_console.websites.reviewed_by", { time: formatConsoleTime(row.original.reviewed_at, lang), username: row.original.reviewed_by.username })
                  : "–"}
                {row.original.rejection_reason ? <span className="wr-console__excerpt"> {row.original.rejection_reason}</span> : null}
              </>
            ),
          } satisfies TModerationColumn<TWebsiteQueueItem>,
        ]),
  ];
  const bulkActions =
    status === "pending"
      ? [
          { value: "approve", label: t("moderation_console.websites.approve"), tone: "primary" as const },
          { value: "reject", label: t("moderation_console.websites.reject"), tone: "danger" as const },
        ]
      : status === "approved"
        ? [{ value: "reject", label: t("moderation_console.websites.reject"), tone: "danger" as const }]
        : [];
  return (
    <ConsoleShell section="websites" title={t("moderation_console.websites.title")} intro={<p>{t("moderation_console.websites.intro")}</p>}>
      <ModerationTable
        id="websites"
        caption={t("moderation_console.websites.title")}
        rows={page.items}
        columns={columns}
        getRowId={(row) => String(row.user.id)}
        total={page.total}
        pageSize={page.page_size}
        query={query}
        basePath={href("/moderation/websites")}
        filters={[
          {
            name: "status",
            label: t("moderation_console.websites.status"),
            emptyLabel: t("moderation_console.websites.pending"),
            options: [
              { value: "approved", label: t("moderation_console.websites.approved") },
              { value: "rejected", label: t("moderation_console.websites.rejected") },
            ],
          },
        ]}
        bulkActions={bulkActions}
        bulkFields={<DecisionReasonField form={form} label={t("moderation_console.websites.reason")} hint={t("moderation_console.websites.reason_hint")} />}
        notice={
          done ? (
            <BulkDoneNotice
              testId="websites-done"
              message={t("moderation_console.websites.done", { count: done })}
              dismissHref={moderationHref(href("/moderation/websites"), query)}
              dismissLabel={t("moderation_console.websites.dismiss")}
            />
          ) : null
        }
        emptyTitle={t("moderation_console.websites.empty")}
      />
    </ConsoleShell>
  );
}
