import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AD_TEXT_SORTS, moderationAdTextBlocksContract, type ZAdTextBlock } from "@samtrot/api-client/contracts";
import type { z } from "zod";
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
const CONTEXTS = ["profile", "blog", "event", "message", "chat_room", "live_chat"] as const;
const REASONS = ["no_condom", "pregnancy", "minors"] as const;
const SPEC: TModerationQuerySpec = {
  sorts: AD_TEXT_SORTS,
  defaultSort: "created_at",
  defaultOrder: "desc",
  filters: { context: CONTEXTS, reason: REASONS },
};
type TItem = z.infer<typeof ZAdTextBlock>;

// moderation/ad-texts (team only; decision 038): texts the ad-text rules refused on save — read only, to spot
// repeated attempts.
export async function loader(args: LoaderFunctionArgs) {
  const { title, query, page } = await loadQueuePage(args, moderationAdTextBlocksContract, SPEC, "moderation_console.ad_texts.title");
  return data({ title, query, page }, { headers: CONSOLE_HEADERS });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

export default function AdTextQueueRoute() {
  const { query, page } = useLoaderData<typeof loader>();
  const { t } = useTranslation("common");
  const { lang, href } = usePageLocale();
  const columns: TModerationColumn<TItem>[] = [
    {
      id: "created_at",
      header: t("moderation_console.ad_texts.column.created_at"),
      enableSorting: true,
      cell: ({ row }) => <time dateTime={row.original.created_at}>{formatConsoleTime(row.original.created_at, lang)}</time>,
    },
    {
      id: "user",
      header: t("moderation_console.ad_texts.column.user"),
      cell: ({ row }) => (row.original.user ? <a href={href(`/p/${encodeURIComponent(row.original.user.username)}`)}>@{row.original.user.username}</a> : "–"),
    },
    {
      id: "context",
      header: t("moderation_console.ad_texts.column.context"),
      enableSorting: true,
      cell: ({ row }) =>
        `${t(`moderation_console.ad_texts.context.${row.original.context}`, {
          defaultValue: row.original.context,
        })} · ${row.original.field}`,
    },
    {
      id: "reasons",
      header: t("moderation_console.ad_texts.column.reasons"),
      cell: ({ row }) => row.original.reasons.map((r) => t(`moderation_console.ad_texts.reason.${r}`, { defaultValue: r })).join(", "),
    },
    {
      id: "excerpt",
      header: t("moderation_console.ad_texts.column.excerpt"),
      cell: ({ row }) => <span className="wr-console__excerpt">{row.original.excerpt}</span>,
    },
  ];
  return (
    <ConsoleShell section="ad_texts" title={t("moderation_console.ad_texts.title")} intro={<p>{t("moderation_console.ad_texts.intro")}</p>}>
      <ModerationTable
        id="ad-texts"
        caption={t("moderation_console.ad_texts.title")}
        rows={page.items}
        columns={columns}
        getRowId={(row) => String(row.id)}
        total={page.total}
        pageSize={page.page_size}
        query={query}
        basePath={href("/moderation/ad-texts")}
        filters={[
          {
            name: "context",
            label: t("moderation_console.ad_texts.column.context"),
            options: CONTEXTS.map((c) => ({
              value: c,
              label: t(`moderation_console.ad_texts.context.${c}`),
            })),
          },
          {
            name: "reason",
            label: t("moderation_console.ad_texts.column.reasons"),
            options: REASONS.map((r) => ({ value: r, label: t(`moderation_console.ad_texts.reason.${r}`) })),
          },
        ]}
        emptyTitle={t("moderation_console.ad_texts.empty")}
      />
    </ConsoleShell>
  );
}
