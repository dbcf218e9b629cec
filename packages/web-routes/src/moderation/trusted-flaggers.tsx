import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { addTrustedFlaggerContract, removeTrustedFlaggerContract, trustedFlaggersContract, type TTrustedFlagger } from "@samtrot/api-client/contracts";
import { Alert, Button, TextInput } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { pageApi } from "../shell/api/api.server";
import { assertSameOrigin } from "../shell/api/same-origin.server";
import { refuse, refuseFromApi } from "../shell/forms/form-action.server";
import { FormErrorSummary, useFormState } from "../shell/forms/form-feedback";
import { localizePath } from "../shell/i18n/locale-path";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { ConsoleShell } from "./console-shell";
import { requireModeratorPage } from "./moderation-guard.server";
import { CONSOLE_HEADERS, loadQueuePage } from "./queue-page.server";
import { ModerationTable, type TModerationColumn } from "./table/moderation-table";
import { moderationHref, type TModerationQuerySpec } from "./table/moderation-query";
import consoleCssUrl from "./moderation-console.css?url";
import tableCssUrl from "./table/moderation-table.css?url";

export const handle = { i18n: ["common"], sensitive: true };
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: consoleCssUrl },
  { rel: "stylesheet", href: tableCssUrl },
];
const SPEC: TModerationQuerySpec = { sorts: ["username"], defaultSort: "username", defaultOrder: "asc", filters: {} };
const FIELDS = ["username"] as const;

// moderation/trusted-flaggers (team and backend only; DSA Art. 22, decision 043): who the trusted flaggers are, add one
// by username, remove one. Their reports come first in the reports queue; every change is in the decisions log.
export async function loader(args: LoaderFunctionArgs) {
  const { title, query, page, url } = await loadQueuePage(args, trustedFlaggersContract, SPEC, "moderation_console.trusted.title");
  const added = url.searchParams.get("added");
  const removed = url.searchParams.get("removed");
  return data({ title, query, page, added, removed }, { headers: CONSOLE_HEADERS });
}

export async function action(args: ActionFunctionArgs) {
  assertSameOrigin(args.request);
  const { lang, linkPrefix } = requirePageLocale(args.request, args.params);
  await requireModeratorPage(args);
  const form = await args.request.formData();
  const api = pageApi(args, { lang });
  const back = new URL(args.request.url);
  back.searchParams.delete("added");
  back.searchParams.delete("removed");
  if (form.get("intent") === "remove") {
    const userId = Number(form.get("user_id"));
    if (!Number.isInteger(userId) || userId <= 0) return refuse({ fieldErrors: {}, formError: "validation.common.invalid_type" }, form);
    const result = await api.call(removeTrustedFlaggerContract, { params: { userId } }, { camelCase: false });
    if (!result.ok) return refuseFromApi(result, FIELDS, form);
    back.searchParams.set("removed", result.data.username);
  } else {
    const result = await api.call(addTrustedFlaggerContract, { body: { username: String(form.get("username") ?? "") } }, { camelCase: false });
    if (!result.ok) return refuseFromApi(result, FIELDS, form);
    back.searchParams.set("added", result.data.username);
  }
  throw redirect(localizePath(`/moderation/trusted-flaggers${back.search}`, linkPrefix), { headers: CONSOLE_HEADERS });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

export default function TrustedFlaggersRoute() {
  const { query, page, added, removed } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const form = useFormState(actionData, { fields: FIELDS });
  const { t } = useTranslation("common");
  const { href } = usePageLocale();
  const columns: TModerationColumn<TTrustedFlagger>[] = [
    {
      id: "username",
      header: t("moderation_console.trusted.column.user"),
      enableSorting: true,
      cell: ({ row }) => <a href={href(`/p/${encodeURIComponent(row.original.username)}`)}>@{row.original.username}</a>,
    },
    {
      id: "open_reports",
      header: t("moderation_console.trusted.column.open_reports"),
      cell: ({ row }) => row.original.open_reports,
    },
    {
      id: "remove",
      header: t("moderation_console.trusted.remove"),
      cell: ({ row }) => (
        <Form method="post" action={moderationHref(href("/moderation/trusted-flaggers"), query)}>
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="user_id" value={row.original.id} />
          <Button type="submit" variant="secondary" size="sm" data-testid="trusted-remove" aria-label={`${t("moderation_console.trusted.remove")}: @${row.original.username}`}>
            {t("moderation_console.trusted.remove")}
          </Button>
        </Form>
      ),
    },
  ];
  const notice = added ?? removed;
  return (
    <ConsoleShell section="trusted_flaggers" title={t("moderation_console.trusted.title")} intro={<p>{t("moderation_console.trusted.intro")}</p>}>
      <Form method="post" className="wr-console__form wr-console__form--above-table" noValidate data-testid="trusted-add-form">
        <h2>{t("moderation_console.trusted.add_heading")}</h2>
        <FormErrorSummary errors={form.errors} />
        <TextInput label={t("moderation_console.trusted.username")} name="username" maxLength={80} autoComplete="off" error={form.fieldError("username")} defaultValue={form.value("username") ?? ""} data-testid="trusted-username" />
        <Button type="submit" data-testid="trusted-add">
          {t("moderation_console.trusted.add")}
        </Button>
      </Form>
      <ModerationTable
        id="trusted"
        caption={t("moderation_console.trusted.title")}
        rows={page.items}
        columns={columns}
        getRowId={(row) => String(row.id)}
        total={page.total}
        pageSize={page.page_size}
        query={query}
        basePath={href("/moderation/trusted-flaggers")}
        notice={
          notice ? (
            <Alert tone="success" data-testid="trusted-done">
              <p>{added ? t("moderation_console.trusted.added", { username: added }) : t("moderation_console.trusted.removed", { username: removed })}</p>
            </Alert>
          ) : null
        }
        emptyTitle={t("moderation_console.trusted.empty")}
      />
    </ConsoleShell>
  );
}
