import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { APPEAL_STATUSES, decideAppealContract, moderationAppealsContract, MODERATION_REASON_MAX, type TRestriction } from "@samtrot/api-client/contracts";
import { Alert, Button, Textarea } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { pageApi } from "../shell/api/api.server";
import { assertSameOrigin } from "../shell/api/same-origin.server";
import { refuseFromApi } from "../shell/forms/form-action.server";
import { FormErrorSummary, useFormState } from "../shell/forms/form-feedback";
import { localizePath } from "../shell/i18n/locale-path";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { ConsoleShell, formatConsoleTime } from "./console-shell";
import { requireModeratorPage } from "./moderation-guard.server";
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
const SPEC: TModerationQuerySpec = {
  sorts: ["appealed_at"],
  defaultSort: "appealed_at",
  defaultOrder: "asc",
  filters: { status: APPEAL_STATUSES },
};
const FIELDS = ["reply", "outcome"] as const;

// moderation/appeals (team only; DSA Art. 20): appeals against restrictions; decided by another team member than
// the one who made the decision (the api refuses the same person while there is someone else).
export async function loader(args: LoaderFunctionArgs) {
  const { title, query, page, url } = await loadQueuePage(args, moderationAppealsContract, SPEC, "moderation_console.appeals.title");
  return data({ title, query, page, done: url.searchParams.get("done") }, { headers: CONSOLE_HEADERS });
}

export async function action(args: ActionFunctionArgs) {
  assertSameOrigin(args.request);
  const { lang, linkPrefix } = requirePageLocale(args.request, args.params);
  await requireModeratorPage(args);
  const form = await args.request.formData();
  const restrictionId = Number(form.get("restriction_id"));
  if (!Number.isSafeInteger(restrictionId) || restrictionId <= 0) throw new Response(null, { status: 404, headers: CONSOLE_HEADERS });
  const body = {
    outcome: String(form.get("outcome") ?? ""),
    reply: String(form.get("reply") ?? ""),
  };
  const result = await pageApi(args, { lang }).call(decideAppealContract, { params: { restrictionId }, body: body as never }, { camelCase: false });
  if (!result.ok) return refuseFromApi(result, FIELDS, form);
  throw redirect(localizePath(`/moderation/appeals?done=${result.data.appeal_status}`, linkPrefix), { headers: CONSOLE_HEADERS });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

export default function AppealsQueueRoute() {
  const { query, page, done } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const form = useFormState(actionData, { fields: FIELDS });
  const failedFor = form.value("restriction_id");
  const { t } = useTranslation("common");
  const { lang, href } = usePageLocale();
  const columns: TModerationColumn<TRestriction>[] = [
    {
      id: "appealed_at",
      header: t("moderation_console.appeals.column.appealed_at"),
      enableSorting: true,
      cell: ({ row }) =>
        row.original.appealed_at ? <time dateTime={row.original.appealed_at}>{formatConsoleTime(row.original.appealed_at, lang)}</time> : "–",
    },
    {
      id: "restriction",
      header: t("moderation_console.appeals.column.restriction"),
      cell: ({ row }) => (
        <>
          {t(`moderation_console.action.${row.original.kind}`)}
          {row.original.user ? ` · @${row.original.user.username}` : ""}
          <span className="wr-console__excerpt wr-console__muted">{row.original.facts}</span>
          <span className="wr-console__muted">
            {t("moderation_console.appeals.decided_by", {
              who: row.original.decided_by ? `@${row.original.decided_by.username}` : t("moderation_console.automated"),
            })}
          </span>
        </>
      ),
    },
    {
      id: "appeal",
      header: t("moderation_console.appeals.column.appeal"),
      cell: ({ row }) => <span className="wr-console__excerpt">{row.original.appeal_text}</span>,
    },
    {
      id: "decide",
      header: t("moderation_console.appeals.column.decide"),
      cell: ({ row }) =>
        row.original.appeal_status === "open" ? (
          <Form method="post" className="wr-console__appeal-form" noValidate data-testid="appeal-form">
            <input type="hidden" name="restriction_id" value={row.original.id} />
            {String(row.original.id) === failedFor ? <FormErrorSummary errors={form.errors} /> : null}
            <Textarea
              label={t("moderation_console.appeals.reply")}
              name="reply"
              rows={2}
              maxLength={MODERATION_REASON_MAX}
              error={String(row.original.id) === failedFor ? form.fieldError("reply") : undefined}
              data-testid="appeal-reply"
            />
            <div className="wr-console__appeal-actions">
              <Button type="submit" name="outcome" value="reversed" size="sm" data-testid="appeal-reverse">
                {t("moderation_console.appeals.reverse")}
              </Button>
              <Button type="submit" name="outcome" value="upheld" size="sm" variant="secondary" data-testid="appeal-uphold">
                {t("moderation_console.appeals.uphold")}
              </Button>
            </div>
          </Form>
        ) : (
          <>
            {t(`moderation_console.appeal_status.${row.original.appeal_status}`)}
            <span className="wr-console__excerpt wr-console__muted">{row.original.appeal_reply}</span>
          </>
        ),
    },
  ];
  return (
    <ConsoleShell section="appeals" title={t("moderation_console.appeals.title")} intro={<p>{t("moderation_console.appeals.intro")}</p>}>
      <ModerationTable
        id="appeals"
        caption={t("moderation_console.appeals.title")}
        rows={page.items}
        columns={columns}
        getRowId={(row) => String(row.id)}
        total={page.total}
        pageSize={page.page_size}
        query={query}
        basePath={href("/moderation/appeals")}
        filters={[
          {
            name: "status",
            label: t("moderation_console.appeals.status"),
            emptyLabel: t("moderation_console.appeal_status.open"),
            options: [
              {
                value: "upheld",
                label: t("moderation_console.appeal_status.upheld"),
              },
              {
                value: "reversed",
                label: t("moderation_console.appeal_status.reversed"),
              },
            ],
          },
        ]}
        notice={
          done === "upheld" || done === "reversed" ? (
            <Alert tone="success" data-testid="appeal-done">
              <p>{t(`moderation_console.appeals.done_${done}`)}</p>
            </Alert>
          ) : null
        }
        emptyTitle={t("moderation_console.appeals.empty")}
      />
    </ConsoleShell>
  );
}
