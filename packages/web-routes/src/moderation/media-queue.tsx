import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { mediaUrl, MEDIA_QUEUE_STATUSES, moderationMediaContract, reviewMediaBulkContract } from "@samtrot/api-client/contracts";
import { MEDIA_REVIEW_STATUS } from "@samtrot/constants-catalogue";
import type { z } from "zod";
import { useTranslation } from "react-i18next";
import type { ZMediaQueueItem } from "@samtrot/api-client/contracts";
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
  sorts: ["created_at"],
  defaultSort: "created_at",
  defaultOrder: "asc",
  filters: { status: MEDIA_QUEUE_STATUSES },
};
const BULK = {
  accept: MEDIA_REVIEW_STATUS.accepted,
  hold: MEDIA_REVIEW_STATUS.holding,
  reject: MEDIA_REVIEW_STATUS.rejected,
} as const;
const FIELDS = ["reason", "ids"] as const;
type TItem = z.infer<typeof ZMediaQueueItem>;

// moderation/media (team only; spec 001 §4 media review status): pending or held gallery media, reviewed in bulk.
export async function loader(args: LoaderFunctionArgs) {
  const { title, query, page, url } = await loadQueuePage(args, moderationMediaContract, SPEC, "moderation_console.media.title");
  const done = Number(url.searchParams.get("done"));
  return data({ title, query, page, done: Number.isInteger(done) && done > 0 ? done : null }, { headers: CONSOLE_HEADERS });
}

export async function action(args: ActionFunctionArgs) {
  assertSameOrigin(args.request);
  const { lang, linkPrefix } = requirePageLocale(args.request, args.params);
  await requireModeratorPage(args);
  const form = await args.request.formData();
  const bulk = String(form.get("bulk") ?? "") as keyof typeof BULK;
  const reason = String(form.get("reason") ?? "").trim();
  const body = {
    ids: form.getAll("ids").map(Number),
    review_status: BULK[bulk] ?? -1,
    ...(reason ? { reason } : {}),
  };
  const result = await pageApi(args, { lang }).call(reviewMediaBulkContract, { body: body as never }, { camelCase: false });
  if (!result.ok) return refuseFromApi(result, FIELDS, form);
  const back = new URL(args.request.url);
  back.searchParams.set("done", String(result.data.updated.length));
  throw redirect(localizePath(`/moderation/media${back.search}`, linkPrefix), {
    headers: CONSOLE_HEADERS,
  });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

export default function MediaQueueRoute() {
  const { query, page, done } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const form = useFormState(actionData, { fields: FIELDS });
  const { t } = useTranslation("common");
  const { lang, href } = usePageLocale();
  const columns: TModerationColumn<TItem>[] = [
    {
      id: "preview",
      header: t("moderation_console.media.column.preview"),
      cell: ({ row }) => (
        <a href={mediaUrl(row.original.media_id, "full")} target="_blank" rel="noreferrer">
          <img
            className="wr-console__thumb"
            src={mediaUrl(row.original.media_id, "thumb")}
            alt={t("moderation_console.report.media_alt", {
              id: row.original.media_id,
            })}
            width={72}
            height={72}
            loading="lazy"
          />
        </a>
      ),
    },
    {
      id: "owner",
      header: t("moderation_console.reports.column.owner"),
      cell: ({ row }) => (row.original.user ? <a href={href(`/p/${encodeURIComponent(row.original.user.username)}`)}>@{row.original.user.username}</a> : "–"),
    },
    {
      id: "visibility",
      header: t("moderation_console.media.column.visibility"),
      cell: ({ row }) => t(`moderation_console.media.visibility.${row.original.visibility}`),
    },
    {
      id: "created_at",
      header: t("moderation_console.media.column.created_at"),
      enableSorting: true,
      cell: ({ row }) => <time dateTime={row.original.created_at}>{formatConsoleTime(row.original.created_at, lang)}</time>,
    },
  ];
  return (
    <ConsoleShell section="media" title={t("moderation_console.media.title")} intro={<p>{t("moderation_console.media.intro")}</p>}>
      <ModerationTable
        id="media"
        caption={t("moderation_console.media.title")}
        rows={page.items}
        columns={columns}
        getRowId={(row) => String(row.media_id)}
        total={page.total}
        pageSize={page.page_size}
        query={query}
        basePath={href("/moderation/media")}
        filters={[
          {
            name: "status",
            label: t("moderation_console.media.status"),
            emptyLabel: t("moderation_console.media.pending"),
            options: [
              {
                value: "holding",
                label: t("moderation_console.media.holding"),
              },
            ],
          },
        ]}
        bulkActions={[
          {
            value: "accept",
            label: t("moderation_console.media.accept"),
            tone: "primary",
          },
          { value: "hold", label: t("moderation_console.media.hold") },
          {
            value: "reject",
            label: t("moderation_console.media.reject"),
            tone: "danger",
          },
        ]}
        bulkFields={<DecisionReasonField form={form} label={t("moderation_console.media.reason")} hint={t("moderation_console.media.reason_hint")} />}
        notice={
          done ? (
            <BulkDoneNotice
              testId="media-done"
              message={t("moderation_console.media.done", { count: done })}
              dismissHref={moderationHref(href("/moderation/media"), query)}
              dismissLabel={t("moderation_console.media.dismiss")}
            />
          ) : null
        }
        emptyTitle={t("moderation_console.media.empty")}
      />
    </ConsoleShell>
  );
}
