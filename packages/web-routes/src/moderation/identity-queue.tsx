import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { identityReviewQueueContract, reviewIdentityCheckContract, type TIdentityReviewItem } from "@samtrot/api-client/contracts";
import { Alert, Button } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { pageApi } from "../shell/api/api.server";
import { assertSameOrigin } from "../shell/api/same-origin.server";
import { serverI18n } from "../shell/i18n/i18n.server";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { requireModeratorPage } from "./moderation-guard.server";
import { ModerationTable, type TModerationColumn } from "./table/moderation-table";
import { moderationApiQuery, moderationQueryOf, type TModerationQuerySpec } from "./table/moderation-query";
import tableCssUrl from "./table/moderation-table.css?url";
import consoleCssUrl from "./moderation-console.css?url";
import { ConsoleShell } from "./console-shell";
import identityCssUrl from "../identity/identity.css?url";

export const handle = { i18n: ["common"], sensitive: true };
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: consoleCssUrl },
  { rel: "stylesheet", href: tableCssUrl },
  { rel: "stylesheet", href: identityCssUrl },
];
const headers = { "cache-control": "private, no-store" };
const SPEC = { sorts: ["created_at"], defaultSort: "created_at", defaultOrder: "asc", filters: { kind: ["fake_check", "webcam"] } } as const satisfies TModerationQuerySpec;
const DECISIONS = ["verified", "rejected"] as const;
type TDecision = (typeof DECISIONS)[number];

// moderation/identity (team and backend only; issue 16 item 3, decision 044): the selfies of the "100 % real" fake
// check and the webcam check, oldest first, decided one by one or in bulk. The api decides who may (requireModerator).
export async function loader(args: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(args.request, args.params);
  await requireModeratorPage(args);
  const url = new URL(args.request.url);
  const query = moderationQueryOf(url, SPEC);
  const result = await pageApi(args, { lang }).call(
    identityReviewQueueContract,
    { query: moderationApiQuery(query) as { page_no: number; kind?: "fake_check" | "webcam"; sort?: "created_at"; order?: "asc" | "desc" } },
    { camelCase: false },
  );
  const done = url.searchParams.get("done");
  return data(
    {
      title: serverI18n.t(lang)("identity.queue.title"),
      query,
      page: result.ok ? result.data : null,
      done: done === "verified" || done === "rejected" ? done : null,
      doneCount: Math.max(0, Number(url.searchParams.get("count")) || 0),
      failed: url.searchParams.get("failed") === "1",
    },
    { headers },
  );
}

export async function action(args: ActionFunctionArgs) {
  assertSameOrigin(args.request);
  const { lang } = requirePageLocale(args.request, args.params);
  await requireModeratorPage(args);
  const form = await args.request.formData();
  // One row's own button ("verified:12"), or a bulk action over the selected rows.
  const one = /^(verified|rejected):(\d{1,12})$/.exec(String(form.get("one") ?? ""));
  const decision = (one ? one[1] : String(form.get("bulk") ?? "")) as TDecision;
  const ids = one ? [Number(one[2])] : form.getAll("ids").map(Number).filter((id) => Number.isInteger(id) && id > 0);
  const back = new URL(args.request.url);
  back.searchParams.delete("done");
  back.searchParams.delete("count");
  back.searchParams.delete("failed");
  if (!DECISIONS.includes(decision) || ids.length === 0) return redirect(back.pathname + back.search);
  const api = pageApi(args, { lang });
  let count = 0;
  for (const id of ids.slice(0, 100)) {
    const result = await api.call(reviewIdentityCheckContract, { params: { checkId: id }, body: { status: decision } }, { camelCase: false });
    if (result.ok) count += 1;
  }
  back.searchParams.set("done", decision);
  back.searchParams.set("count", String(count));
  if (count < ids.length) back.searchParams.set("failed", "1");
  return redirect(back.pathname + back.search);
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

export default function IdentityQueueRoute() {
  const { query, page, done, doneCount, failed } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation("common");
  const { href } = usePageLocale();
  const dateOf = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language === "en" ? "en-GB" : "de-DE", { dateStyle: "short", timeStyle: "short", timeZone: "Europe/Berlin" });
  const columns: TModerationColumn<TIdentityReviewItem>[] = [
    {
      id: "photo",
      header: t("identity.queue.photo"),
      cell: ({ row }) => (
        <a href={row.original.image_url} target="_blank" rel="noreferrer">
          <img className="wr-identity-queue__image" src={row.original.image_url} alt={t("identity.queue.image_alt", { name: row.original.username })} width={240} height={180} loading="lazy" />
        </a>
      ),
    },
    {
      id: "user",
      header: t("identity.queue.user"),
      cell: ({ row }) => <a href={href(`/p/${encodeURIComponent(row.original.username)}`)}>{row.original.username}</a>,
    },
    { id: "kind", header: t("identity.queue.kind"), cell: ({ row }) => t(`identity.queue.kind_${row.original.kind}`) },
    { id: "created_at", header: t("identity.queue.submitted"), accessorKey: "created_at", enableSorting: true, cell: ({ row }) => dateOf(row.original.created_at) },
    {
      id: "decision",
      header: t("identity.queue.decision"),
      cell: ({ row }) => (
        <div className="wr-identity__actions">
          <Button type="submit" size="sm" name="one" value={`verified:${row.original.id}`} data-testid="identity-verify">
            {t("identity.queue.verify")}
            <span className="sr-visually-hidden"> – {row.original.username}</span>
          </Button>
          <Button type="submit" size="sm" variant="danger" name="one" value={`rejected:${row.original.id}`} data-testid="identity-reject">
            {t("identity.queue.reject")}
            <span className="sr-visually-hidden"> – {row.original.username}</span>
          </Button>
        </div>
      ),
    },
  ];
  return (
    <ConsoleShell section="identity" title={t("identity.queue.title")} intro={<p>{t("identity.queue.intro")}</p>}>
      <div className="wr-identity-queue" data-testid="moderation-identity">
      {done ? (
        <Alert tone={failed ? "error" : "success"} data-testid="identity-queue-done">
          <p>{t(`identity.queue.${done}`, { count: doneCount })}</p>
        </Alert>
      ) : null}
      {page ? (
        <ModerationTable
          id="identity"
          caption={t("identity.queue.title")}
          rows={page.items}
          total={page.total}
          pageSize={page.page_size}
          getRowId={(row) => String(row.id)}
          columns={columns}
          query={query}
          basePath={href("/moderation/identity")}
          filters={[
            {
              name: "kind",
              label: t("identity.queue.filter"),
              options: [
                { value: "fake_check", label: t("identity.queue.kind_fake_check") },
                { value: "webcam", label: t("identity.queue.kind_webcam") },
              ],
            },
          ]}
          bulkActions={[
            { value: "verified", label: t("identity.queue.verify"), tone: "primary" },
            { value: "rejected", label: t("identity.queue.reject"), tone: "danger" },
          ]}
          emptyTitle={t("identity.queue.empty")}
        />
      ) : (
        <Alert tone="error">
          <p>{t("identity.queue.error")}</p>
        </Alert>
      )}
      </div>
    </ConsoleShell>
  );
}
