import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { myReportsContract } from "@samtrot/api-client/contracts";
import { Chip, EmptyState, Pager } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { formatDateDay } from "../dating/date-words";
import { pageApi } from "../shell/api/api.server";
import { serverI18n } from "../shell/i18n/i18n.server";
import { pagerLabels } from "../shell/i18n/pager-labels";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { requireUser } from "../shell/session/session.server";
import reportsCssUrl from "./reports.css?url";

export const handle = { i18n: ["common"], sensitive: true };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: reportsCssUrl }];

// user/reports ("Meine Meldungen", ours): the signed-in user's reports with their number, what and why, and status.
export async function loader(args: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(args.request, args.params);
  await requireUser(args);
  const pageNo = Number(new URL(args.request.url).searchParams.get("page_no") ?? "1");
  const result = await pageApi(args, { lang }).call(myReportsContract, { query: { page_no: Number.isSafeInteger(pageNo) && pageNo > 0 ? pageNo : 1 } }, { camelCase: false });
  if (!result.ok) throw new Response(null, { status: typeof result.status === "number" && result.status >= 400 ? result.status : 502 });
  return data({ title: serverI18n.t(lang)("reports.mine_title"), list: result.data }, { headers: { "cache-control": "private, no-store" } });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const STATUS_TONE = { received: "neutral", in_review: "new", decided: "verified" } as const;

export default function MyReportsRoute() {
  const { list } = useLoaderData<typeof loader>();
  const { t } = useTranslation("common");
  const { lang, href } = usePageLocale();
  const pageCount = Math.max(1, Math.ceil(list.total / list.page_size));
  return (
    <div className="sr-container wr-narrow wr-report" data-testid="my-reports">
      <h1>{t("reports.mine_title")}</h1>
      <p className="wr-report__intro">{t("reports.mine_intro")}</p>
      {list.items.length === 0 ? (
        <EmptyState headingLevel={2} title={t("reports.mine_empty")} data-testid="my-reports-empty" />
      ) : (
        <ol className="wr-report-list">
          {list.items.map((report) => (
            <li key={report.id} className="wr-report-list__item" data-testid="my-report" data-report-id={report.id} data-status={report.status}>
              <div className="wr-report-list__head">
                <span className="wr-report__number">{report.number}</span>
                <Chip tone={STATUS_TONE[report.status]} data-testid="my-report-status">
                  {t(`reports.status.${report.status}`)}
                </Chip>
              </div>
              <p className="wr-report-list__what">
                {capitalized(t(`reports.category.${report.category}`))} · {t(`reports.reason.${report.reason}.label`)}
              </p>
              {report.explanation ? <p className="wr-report-list__text">{report.explanation}</p> : null}
              {report.decision ? (
                <p className="wr-report-list__text" data-testid="my-report-decision">
                  {t("reports.decision_line", { decision: t(`moderation_console.action.${report.decision}`, { defaultValue: report.decision }) })}{" "}
                  {t(report.automated ? "reports.automation_used" : "reports.automation_none")}
                </p>
              ) : null}
              <p className="wr-report-list__meta">
                {t("reports.reported_on", { day: formatDateDay(report.created_at, lang) })}
                {report.decided_at ? ` · ${t("reports.decided_on", { day: formatDateDay(report.decided_at, lang) })}` : null}
              </p>
            </li>
          ))}
        </ol>
      )}
      {pageCount > 1 ? <Pager current={list.page_no} pageCount={pageCount} hrefFor={(page) => href(`/user/reports?page_no=${page}`)} labels={pagerLabels(t, t("reports.pages"))} /> : null}
    </div>
  );
}
